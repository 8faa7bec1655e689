import { produce, type Draft } from 'immer'
import { BehaviorSubject, type Observable } from 'rxjs'

/**
 * The core is subscribable and React only listens (house style 5): a store offers a stream of states and a
 * stable current snapshot; one generic hook in ui/ bridges any of them to React.
 */
export interface Readable<S> {
  readonly state$: Observable<S>
  getSnapshot(): S
}

/** A store of immutable state; updates go through immer so every change is a new snapshot. */
export class StateStore<S> implements Readable<S> {
  private readonly subject: BehaviorSubject<S>
  readonly state$: Observable<S>

  constructor(initial: S) {
    this.subject = new BehaviorSubject(initial)
    this.state$ = this.subject.asObservable()
  }

  getSnapshot(): S {
    return this.subject.getValue()
  }

  protected set(next: S): void {
    if (next !== this.subject.getValue()) this.subject.next(next)
  }

  protected update(recipe: (draft: Draft<S>) => void): void {
    this.set(produce(this.subject.getValue(), recipe))
  }
}
