import type { FieldErrors } from './domain-error'
import { err, type Err } from './result'

/**
 * Why a campaign, creative or payment use case refused (issue #17 part 1): a stable code in one naming convention
 * (lower-case words), never an HTTP status. The server answers each code with its status from one table at the
 * edge (adapters/server/reply.ts); the compiler makes that table name every code here.
 */
export const REFUSAL_CODES = [
  /** The request's values break a rule. */
  'invalid input',
  /** The campaign's time to be booked ran out (R-STATE-07). */
  'expired',
  /** More places and days than one campaign holds. */
  'too large',
  /** A caller that is not signed in as anyone known: a screen with a key nobody was given. */
  'unknown screen',
  /** The viewer may see it but not do this (an observer, another's creative). */
  'forbidden',
  /** The campaign is not there, or not the viewer's to see: the same answer for both (R-API-06). */
  'campaign not found',
  /** Something else the call names is not there: a partner, an invoice, a video, a printing package. */
  'not found',
  /** The state of the campaign, its payment or its creative does not allow this move (R-STATE-*). */
  'wrong state',
  /** It has happened already: prolonged, confirmed, paid. */
  'already done',
  /** A side or a day is held by another campaign. */
  'booking conflict',
  /** The thing changed while the call was made: read it again and repeat. */
  'changed',
  /** As many as may be: the orders of a campaign, its payments. */
  'limit reached',
] as const
export type RefusalCode = (typeof REFUSAL_CODES)[number]

/** A refused call as the routes answer it: its code, a sentence for the user, field codes and any extra fields. */
export interface Refusal {
  readonly code: RefusalCode
  readonly message: string
  readonly errors: FieldErrors
  readonly extra?: Readonly<Record<string, unknown>>
}

export const refusal = (
  code: RefusalCode,
  message: string,
  errors: FieldErrors = {},
  extra?: Readonly<Record<string, unknown>>,
): Err<Refusal> => err(extra === undefined ? { code, message, errors } : { code, message, errors, extra })

/** A domain error (code, message, field) refused as `code`; the field carries the domain error's own code. */
export const refusalOf = (
  code: RefusalCode,
  e: { readonly code: string; readonly message: string; readonly field?: string },
  message: string = e.message,
): Err<Refusal> => refusal(code, message, e.field === undefined ? { _: e.code } : { [e.field]: e.code })
