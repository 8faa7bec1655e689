import { Observable, Subscription } from 'rxjs'
import { err, ok, type Result } from './result'
import { StateStore } from './store'

/** start -> success | error -> end, and reset back to idle (R-ASYNC-01). */
export type AsyncStatus = 'idle' | 'loading' | 'success' | 'error'

export interface AsyncState<A, E> {
  readonly status: AsyncStatus
  /** True between start and end. */
  readonly loading: boolean
  readonly value: A | undefined
  readonly error: E | undefined
}

export const idle = <A, E>(): AsyncState<A, E> => ({
  status: 'idle',
  loading: false,
  value: undefined,
  error: undefined,
})

/**
 * The one asynchronous-action primitive every store uses (R-ASYNC-01): running it starts (loading), then
 * succeeds with a value or fails with a mapped error, then ends; reset returns to idle. A new run cancels
 * the previous one, so a late answer never overwrites a newer one.
 */
export class AsyncAction<I, A, E> extends StateStore<AsyncState<A, E>> {
  private running: Subscription | undefined

  constructor(
    private readonly work: (input: I) => Observable<A>,
    private readonly toError: (cause: unknown) => E,
  ) {
    super(idle())
  }

  /** Starts the action; the returned promise settles with the outcome (it never rejects). */
  run(input: I): Promise<Result<A, E>> {
    this.running?.unsubscribe()
    this.set({ status: 'loading', loading: true, value: undefined, error: undefined })
    return new Promise((resolve) => {
      let settled = false
      this.running = this.work(input).subscribe({
        next: (value) => {
          if (settled) return
          settled = true
          this.set({ status: 'success', loading: false, value, error: undefined })
          resolve(ok(value))
        },
        error: (cause: unknown) => {
          settled = true
          const error = this.toError(cause)
          this.set({ status: 'error', loading: false, value: undefined, error })
          resolve(err(error))
        },
        complete: () => {
          if (settled) return
          settled = true
          const error = this.toError(new Error('completed without a value'))
          this.set({ status: 'error', loading: false, value: undefined, error })
          resolve(err(error))
        },
      })
    })
  }

  reset(): void {
    this.running?.unsubscribe()
    this.running = undefined
    this.set(idle())
  }
}
