import type { FieldErrors } from './domain-error'

/**
 * How a failed call reaches the core (R-API-03): a non-OK status or a body with an `errors` field becomes an
 * ApiFailure carrying the server message and the errors list. `status` 0 means the server was not reached.
 */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure'

  constructor(
    readonly status: number,
    override readonly message: string,
    readonly errors: FieldErrors = {},
    /** The response body as it came, for upload failures that carry it on (R-ERR-17). */
    readonly data: unknown = undefined,
  ) {
    super(message)
  }

  /** The first field error's code, if any. */
  firstError(): string | undefined {
    return Object.values(this.errors)[0]
  }
}

export const isApiFailure = (value: unknown): value is ApiFailure => value instanceof ApiFailure

/** Wraps anything thrown into an ApiFailure, so stores match one shape. */
export const toApiFailure = (cause: unknown): ApiFailure =>
  isApiFailure(cause)
    ? cause
    : new ApiFailure(0, cause instanceof Error ? cause.message : String(cause), {}, undefined)
