/**
 * Where the API is: '' for the same origin in the browser, a full URL for the CLI. `timeoutMs` is how long a JSON
 * call may go unanswered before it fails with a sentence the person can act on (30 s unless said).
 */
export interface HttpSettings {
  readonly baseUrl: string
  readonly timeoutMs?: number
}
export const HttpSettings = Symbol.for('tablo.HttpSettings')

/** A JSON call unanswered this long fails instead of leaving its screen loading for ever. */
export const DEFAULT_TIMEOUT_MS = 30_000
