import { defer, type Observable } from 'rxjs'

/**
 * A module loaded the first time a call needs it, then kept: the wire contracts (effect Schemas) of the pages a
 * visitor sees before signing in are not part of their first paint (issue 14: /app/login's JavaScript). A load
 * that fails is tried again on the next call.
 */
export const onFirstUse = <M>(load: () => Promise<M>): (() => Observable<M>) => {
  let loading: Promise<M> | undefined
  return () =>
    defer(
      () =>
        (loading ??= load().catch((cause: unknown) => {
          loading = undefined
          throw cause
        })),
    )
}
