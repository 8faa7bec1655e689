import { StateStore } from './store'

export interface AskedOnceState<A> {
  readonly status: 'idle' | 'loading' | 'ready' | 'error'
  /** The question the state answers, or is being asked (its key). */
  readonly asked: string | undefined
  /** The last answer; kept while a newer one loads, so what the screen shows does not blink. */
  readonly answer: A | undefined
}

/**
 * A read beside a form, asked again as the form's question changes (the sticker spaces of a period, the metro
 * monitors of a period): one request a question, answered or not, since the screen asks after every render; a
 * newer question wins over an answer still on its way; a failure is reported, said, and not asked again until the
 * question changes.
 */
export class AskedOnceStore<Q, A> extends StateStore<AskedOnceState<A>> {
  constructor(
    private readonly read: (question: Q) => Promise<A>,
    private readonly keyOf: (question: Q) => string,
    private readonly failed: (cause: unknown, question: Q) => void,
  ) {
    super({ status: 'idle', asked: undefined, answer: undefined })
  }

  async ask(question: Q): Promise<void> {
    const key = this.keyOf(question)
    const now = this.getSnapshot()
    if (now.asked === key) return
    this.set({ ...now, status: 'loading', asked: key })
    try {
      const answer = await this.read(question)
      if (this.getSnapshot().asked === key) this.set({ status: 'ready', asked: key, answer })
    } catch (cause) {
      this.failed(cause, question)
      if (this.getSnapshot().asked === key) this.set({ ...this.getSnapshot(), status: 'error' })
    }
  }
}
