import { last, Observable } from 'rxjs'
import type { Upload } from '../ports/http.port'
import { StateStore } from './store'
import { toServerFailure } from './server-failure'

/** R-ASYNC-12: the shown percent stays at most 99 until the upload has finished. */
export const shownPercent = (sent: number): number =>
  Math.max(0, Math.min(99, Math.floor(Number.isFinite(sent) ? sent : 0)))

export type UploadEvent<A> =
  | { readonly kind: 'progress'; readonly percent: number }
  | { readonly kind: 'done'; readonly percent: 100; readonly value: A }

/**
 * Follows an upload: progress events never go back and never pass 99 while the body is on its way; the
 * answer brings 100 and the value. A failure fails the stream with whatever the upload failed with.
 */
export const trackUpload = <A>(upload: Upload<A>): Observable<UploadEvent<A>> =>
  new Observable<UploadEvent<A>>((subscriber) => {
    let shown = 0
    const progress = upload.progress.subscribe((sent) => {
      const percent = shownPercent(sent)
      if (percent <= shown) return
      shown = percent
      subscriber.next({ kind: 'progress', percent })
    })
    const result = upload.result.pipe(last()).subscribe({
      next: (value) => {
        progress.unsubscribe()
        subscriber.next({ kind: 'done', percent: 100, value })
      },
      error: (cause: unknown) => {
        progress.unsubscribe()
        subscriber.error(cause)
      },
      complete: () => subscriber.complete(),
    })
    return () => {
      progress.unsubscribe()
      result.unsubscribe()
    }
  })

export interface UploadState<A> {
  readonly status: 'idle' | 'uploading' | 'done' | 'error'
  readonly percent: number
  readonly value: A | undefined
  /** R-ERR-17: a failed upload keeps the response data for the form that shows it. */
  readonly errorData: unknown
}

/** The state of one media upload (R-ASYNC-12, R-ERR-17). */
export class UploadStore<A> extends StateStore<UploadState<A>> {
  constructor() {
    super({ status: 'idle', percent: 0, value: undefined, errorData: undefined })
  }

  follow(upload: Upload<A>): Promise<void> {
    this.set({ status: 'uploading', percent: 0, value: undefined, errorData: undefined })
    return new Promise((resolve) => {
      trackUpload(upload).subscribe({
        next: (event) =>
          this.set(
            event.kind === 'done'
              ? { status: 'done', percent: 100, value: event.value, errorData: undefined }
              : { ...this.getSnapshot(), percent: event.percent },
          ),
        error: (cause: unknown) => {
          const failure = toServerFailure(cause)
          this.set({ ...this.getSnapshot(), status: 'error', errorData: failure.data ?? failure })
          resolve()
        },
        complete: () => resolve(),
      })
    })
  }
}
