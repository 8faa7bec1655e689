import type { DecodeFailure } from '../shared/decoder'
import { err, ok, type Result } from '../shared/result'

/**
 * The bodies of the staff desk's decisions (core/staff/staff-desk.contract.ts), checked at the edge with the
 * sentence a person reads: a reason is 1..1000 characters once its spaces are trimmed (a rejection needs one: the
 * advertiser must know what to fix; a release or a cancellation may go without).
 */
export const DECISION_REASON_MAX = 1000
export const REASON_REQUIRED = 'Укажите причину: рекламодатель увидит её в уведомлении и на странице кампании'
export const REASON_TOO_LONG = `Причина длиннее ${DECISION_REASON_MAX} символов: сократите её`
const MALFORMED = 'Некорректные данные запроса'

const bodyOf = (input: unknown): Record<string, unknown> | undefined =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : undefined

const strayFields = (body: Record<string, unknown>, allowed: readonly string[]) =>
  Object.keys(body).filter((k) => !allowed.includes(k))

/** `{ reason }` of a rejection (required) or `{ reason? }` of a release or a cancellation; the reason trimmed. */
export const decodeReasonBody = (
  input: unknown,
  required: boolean,
): Result<{ readonly reason: string | null }, DecodeFailure> => {
  const body = bodyOf(input ?? {})
  if (!body) return err({ message: MALFORMED, errors: { _: 'wrong format' } })
  const stray = strayFields(body, ['reason'])
  if (stray.length > 0)
    return err({ message: MALFORMED, errors: Object.fromEntries(stray.map((k) => [k, 'unknown field'])) })
  const given = body['reason']
  if (given !== undefined && typeof given !== 'string')
    return err({ message: MALFORMED, errors: { reason: 'wrong format' } })
  const reason = (given ?? '').trim()
  if (reason === '')
    return required ? err({ message: REASON_REQUIRED, errors: { reason: 'required' } }) : ok({ reason: null })
  if (reason.length > DECISION_REASON_MAX)
    return err({ message: REASON_TOO_LONG, errors: { reason: 'too long' } })
  return ok({ reason })
}

/** `{ paymentState: 'paid' | 'partiallyPaid' }`: a payment in full or in part. */
export const decodePaymentBody = (
  input: unknown,
): Result<{ readonly paymentState: 'paid' | 'partiallyPaid' }, DecodeFailure> => {
  const body = bodyOf(input ?? {})
  const paymentState = body?.['paymentState']
  if (!body || strayFields(body, ['paymentState']).length > 0)
    return err({ message: MALFORMED, errors: { _: 'wrong format' } })
  return paymentState === 'paid' || paymentState === 'partiallyPaid'
    ? ok({ paymentState })
    : err({
        message: 'Укажите, оплачена кампания полностью или частично',
        errors: { paymentState: 'wrong format' },
      })
}
