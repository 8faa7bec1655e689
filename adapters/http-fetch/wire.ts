import type { Decoder } from '../../core/shared/decoder'
import { ApiFailure } from '../../core/shared/api-failure'

/** The server's envelope (RULES.md decision 12): `{data}` on success, `{message, errors}` on failure. */
interface Envelope {
  readonly data?: unknown
  readonly message?: unknown
  readonly errors?: unknown
}

const asErrors = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : {}

/**
 * Reads one response (R-API-03): a non-OK status or an `errors` field is a failure carrying the server's
 * message and errors; a body that is not JSON, or whose data does not decode, is a readable failure too.
 */
export const readResponse = <A>(status: number, ok: boolean, text: string, decoder: Decoder<A>): A => {
  let body: Envelope
  try {
    body = text === '' ? {} : (JSON.parse(text) as Envelope)
  } catch {
    throw new ApiFailure(status, ok ? 'Некорректный ответ сервера' : `Ошибка сервера (${status})`)
  }
  if (typeof body !== 'object' || body === null) throw new ApiFailure(status, 'Некорректный ответ сервера')
  if (!ok || body.errors !== undefined) {
    const message = typeof body.message === 'string' ? body.message : `Ошибка сервера (${status})`
    throw new ApiFailure(status, message, asErrors(body.errors), body)
  }
  const decoded = decoder(body.data)
  if (!decoded.ok) throw new ApiFailure(status, 'Некорректный ответ сервера', decoded.error.errors, body)
  return decoded.value
}

export const queryString = (
  query: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}
