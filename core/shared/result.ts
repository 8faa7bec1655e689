/**
 * Expected failures are values (house style 7): a use case returns a Result and callers match on `ok`
 * (or with ts-pattern). Broken invariants still throw.
 */
export type Ok<A> = { readonly ok: true; readonly value: A }
export type Err<E> = { readonly ok: false; readonly error: E }
export type Result<A, E> = Ok<A> | Err<E>

export const ok = <A>(value: A): Ok<A> => ({ ok: true, value })
export const err = <E>(error: E): Err<E> => ({ ok: false, error })
