import type { FieldErrors } from '../../core/shared/domain-error'
import { err, type Err } from '../../core/shared/result'

/** A refused campaign call as the routes answer it: status, message, field codes and any extra fields. */
export interface CampaignFailure {
  readonly status: number
  readonly message: string
  readonly errors: FieldErrors
  readonly extra?: Readonly<Record<string, unknown>>
}

export const failure = (
  status: number,
  message: string,
  errors: FieldErrors = {},
  extra?: Readonly<Record<string, unknown>>,
): Err<CampaignFailure> =>
  err(extra === undefined ? { status, message, errors } : { status, message, errors, extra })

/** A domain error (code, message, field) as a failure with the given status. */
export const fromDomain = (
  status: number,
  e: { readonly code: string; readonly message: string; readonly field?: string },
  message: string = e.message,
): Err<CampaignFailure> =>
  failure(status, message, e.field === undefined ? { _: e.code } : { [e.field]: e.code })
