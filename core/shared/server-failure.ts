import { toApiFailure } from './api-failure'
import type { FieldErrors } from './domain-error'
import { saysRussian } from './text'

/**
 * A failed call as the core sees it (R-API-03): the status, the server message and its errors, which the
 * wire gives either per field (`{"field": "code"}`, RULES.md decision 12) or as a list of messages, and the
 * response data for the rare callers that need it (R-ERR-17).
 */
export interface ServerFailure {
  readonly status?: number
  readonly message?: string
  readonly errors?: FieldErrors | readonly string[]
  readonly data?: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Accepts whatever an observable failed with (an ApiFailure, an Error, a string) and reads it as a failure. */
export const toServerFailure = (cause: unknown): ServerFailure => {
  if (typeof cause === 'string') return cause.trim() === '' ? {} : { message: cause }
  if (!isRecord(cause)) return {}
  const out: { status?: number; message?: string; errors?: FieldErrors | readonly string[]; data?: unknown } =
    {}
  if (typeof cause['status'] === 'number') out.status = cause['status']
  if (typeof cause['message'] === 'string' && cause['message'].trim() !== '') out.message = cause['message']
  const errors = cause['errors']
  if (Array.isArray(errors)) out.errors = errors.filter((e): e is string => typeof e === 'string')
  else if (isRecord(errors)) {
    out.errors = Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  }
  if ('data' in cause) out.data = cause['data']
  return out
}

/** The errors as field -> code; a list of messages has no fields. */
export const fieldErrorsOf = (failure: ServerFailure): FieldErrors =>
  failure.errors === undefined || Array.isArray(failure.errors) ? {} : (failure.errors as FieldErrors)

/** The server's messages in order: the errors (list items or field values), else the message. */
export const serverMessages = (failure: ServerFailure): string[] => {
  const fromErrors = failure.errors === undefined ? [] : Object.values(failure.errors)
  const messages = fromErrors.filter((m) => m.trim() !== '')
  if (messages.length > 0) return messages
  return failure.message === undefined ? [] : [failure.message]
}

/** True when the server said `text`, as its message or as one of its errors. */
export const mentions = (failure: ServerFailure, text: string): boolean =>
  failure.message === text || (failure.errors !== undefined && Object.values(failure.errors).includes(text))

/**
 * What a refused call says to the user: the server's own Russian sentence ('Кампания уже оплачена'), or `fallback`
 * when the server was not reached or answered in codes.
 */
export const serverSentence = (cause: unknown, fallback: string): string => {
  const failure = toApiFailure(cause)
  return failure.status === 0 || !saysRussian(failure.message) ? fallback : failure.message
}
