import { Schema } from 'effect'

/**
 * The staff desk's calls (issue #48): the one contract the server writes and the desk in the browser checks.
 * Money in roubles with kopecks as every campaign call carries it; days YYYY-MM-DD; instants ISO 8601 (UTC).
 * Every call is under /api/v1/staff and answers `{ "data": … }` or a failure `{ "message", "errors" }` (RULES.md
 * decision 12); each is allowed by the staff role table (core/staff/staff-roles.ts) and refused 403 otherwise.
 * What each answers (the `…Wire` shapes) is core/contract/staff.answer.ts, written at the server's edge.
 */
export const STAFF_API = '/api/v1/staff'

/** What a campaign on the queue waits for from staff. */
export const WAITS = ['campaign', 'creative', 'reservation', 'payment'] as const
export type Wait = (typeof WAITS)[number]
export const WAIT_NAMES: Readonly<Record<Wait, string>> = {
  campaign: 'Кампания',
  creative: 'Материал',
  reservation: 'Бронь',
  payment: 'Оплата',
}

/**
 * The queue's query as the desk asks it: GET /api/v1/staff/queue with `place`, `state`, `waits`, `q`, `limit` and
 * `offset` (answered as QueuePageWire).
 */
export interface QueueQuery {
  readonly place?: string
  readonly states?: readonly string[]
  readonly waits?: readonly Wait[]
  readonly q?: string
  readonly limit: number
  readonly offset: number
}
/**
 * A creative check's `expected` when the format sets no limit (the resolution of an image, or of a place without
 * screens): the review then says the file fits with no requirement, not what is «needed».
 */
export const NO_LIMIT = 'не ограничено'

export const QUEUE_LIMIT_DEFAULT = 50
export const QUEUE_LIMIT_MAX = 200
export const QUEUE_SEARCH_MAX = 100

export { REVIEW_ACTIONS, type ReviewAction } from './desk-review.actions'

/**
 * Decisions, each a POST under /api/v1/staff/campaigns/:id:
 *   approve {}                                   the campaign at its current stage (moderation → … → approved)
 *   reject { reason }                            back to the advertiser with a reason (1..1000 characters)
 *   creatives/:creativeId/approve {}             one creative agreed
 *   creatives/:creativeId/reject { reason }      one creative rejected, with the reason the advertiser reads
 *   confirm-reservation {}                       the hold confirmed (reserved → confirmed)
 *   release-reservation { reason? }              the hold given back (reserved → canceled)
 *   payment { paymentState: 'paid' | 'partiallyPaid' }
 *   cancel { reason? }
 * Each answers the review (ReviewWire) as it is after the decision, with the campaign as the advertiser's calls
 * carry it beside it (`advertisingCampaign`, read by the admin CLI; decode the review with allowUnknown). A reason
 * is 1..1000 characters once trimmed (400 in Russian otherwise); a decision outside the viewer's roles is 403, one
 * the campaign's state does not allow 409 with the machine's code.
 */
export const ReasonRequest = Schema.Struct({ reason: Schema.String })

/** Reasons a moderator picks from (or types another): what Russian ad moderation refuses most. */
export const REJECTION_TEMPLATES: readonly string[] = [
  'Материал не соответствует техническим требованиям формата',
  'Нарушены требования закона «О рекламе»',
  'Нет маркировки рекламы (erid) или сведений о рекламодателе',
  'Плохо читается текст или низкое качество изображения',
  'Содержание не совпадает с заявленным рекламодателем',
]

/**
 * POST /api/v1/staff/bank-statements (multipart, one field `file`: the bank's 1CClientBankExchange text in
 * Windows-1251, DOS or UTF-8, at most 5 MB). Matches the incoming payments to invoices (core/payments), marks the
 * matched campaigns paid through the campaign's use cases, and answers what it did. Importing the same payment
 * twice marks nothing twice: it is listed under `repeated`. An unmatched payment's `code` is the matching's
 * ('no invoice number', 'unknown invoice', 'superseded', 'amount differs', 'already paid', 'paid twice in the
 * file') or 'refused' (the campaign took no payment: a hold not yet confirmed, say; `reason` says why). A file that
 * cannot be read is 400 with `Выписка не прочитана: строка N: …` (errors `{ file: 'line N' }`), one over 5 MB 413.
 * It answers StatementImportWire (core/contract/staff.answer.ts).
 */
