import { Schema } from 'effect'
import { PurchaseWire } from '../contract/purchase.answer'
import { CAMPAIGN_STATES, PAYMENT_STATES, RESERVATION_STATES } from '../campaign/campaign-state'
import { REVIEW_ACTIONS } from './desk-review.actions'
import { STAFF_CAPABILITIES, STAFF_ROLES } from './staff-roles'

/**
 * The staff desk's calls (issue #48): the one contract the server writes and the desk in the browser checks.
 * Money in roubles with kopecks as every campaign call carries it; days YYYY-MM-DD; instants ISO 8601 (UTC).
 * Every call is under /api/v1/staff and answers `{ "data": … }` or a failure `{ "message", "errors" }` (RULES.md
 * decision 12); each is allowed by the staff role table (core/staff/staff-roles.ts) and refused 403 otherwise.
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

const Labelled = <const L extends readonly string[]>(ids: L) =>
  Schema.Struct({ _id: Schema.Literals(ids), name: Schema.String })

/** Who the staff member is and what the desk may show them: GET /api/v1/staff/me. */
export const StaffMeWire = Schema.Struct({
  id: Schema.String,
  fullName: Schema.String,
  email: Schema.String,
  roles: Schema.Array(Schema.Literals(STAFF_ROLES)),
  capabilities: Schema.Array(Schema.Literals(STAFF_CAPABILITIES)),
})
export type StaffMeWire = typeof StaffMeWire.Type

/**
 * The queue: GET /api/v1/staff/queue with query parameters
 * `place` (an advertise place id), `state` (campaign state ids, comma-separated), `waits` (WAITS, comma-separated),
 * `q` (a campaign id or its number, an advertiser's name or e-mail, an ИНН; at most 100 characters),
 * `limit` (1..200, default 50) and `offset`. Oldest waiting first (`waitingSince`, then id).
 * Without `state` and `waits` it is every campaign waiting for any staff decision.
 */
export const QueueItemWire = Schema.Struct({
  campaignId: Schema.String,
  /** The advertiser's own campaign number (individualIndex). */
  number: Schema.Number,
  name: Schema.String,
  advertiser: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    email: Schema.String,
    inn: Schema.NullOr(Schema.String),
  }),
  place: Schema.String,
  placeName: Schema.String,
  state: Labelled(CAMPAIGN_STATES),
  reservationStatus: Labelled(RESERVATION_STATES),
  paymentState: Labelled(PAYMENT_STATES),
  startDate: Schema.String,
  endDate: Schema.String,
  /** What the campaign costs with VAT (and the print order, when ordered). */
  total: Schema.Number,
  waits: Schema.Array(Schema.Literals(WAITS)),
  /** Since when the oldest of its waits waits (the event that put it there). */
  waitingSince: Schema.String,
})
export type QueueItemWire = typeof QueueItemWire.Type

export const QueuePageWire = Schema.Struct({
  items: Schema.Array(QueueItemWire),
  /** How many match the filters (all pages). */
  count: Schema.Number,
})
export type QueuePageWire = typeof QueuePageWire.Type

/** The queue's query as the desk asks it. */
export interface QueueQuery {
  readonly place?: string
  readonly states?: readonly string[]
  readonly waits?: readonly Wait[]
  readonly q?: string
  readonly limit: number
  readonly offset: number
}
export const QUEUE_LIMIT_DEFAULT = 50
export const QUEUE_LIMIT_MAX = 200
export const QUEUE_SEARCH_MAX = 100

/** A check the upload ran on a creative, beside what the format asks (R-FMT-01; the place's requirements). */
export const CreativeCheckWire = Schema.Struct({
  /** 'Разрешение', 'Длительность', 'Размер файла', 'Тип файла'. */
  label: Schema.String,
  /** What the format asks: '1920×1080', 'до 30 с', 'до 50 МБ'. */
  expected: Schema.String,
  /** What the file is: '1920×1080', '15 с', '12,4 МБ'. */
  actual: Schema.String,
  ok: Schema.Boolean,
})

export { REVIEW_ACTIONS, type ReviewAction } from './desk-review.actions'

/** GET /api/v1/staff/campaigns/:id/review: one campaign as staff decide on it. */
export const ReviewWire = Schema.Struct({
  campaign: Schema.Struct({
    id: Schema.String,
    number: Schema.Number,
    name: Schema.String,
    place: Schema.String,
    placeName: Schema.String,
    state: Labelled(CAMPAIGN_STATES),
    reservationStatus: Labelled(RESERVATION_STATES),
    paymentState: Labelled(PAYMENT_STATES),
    startDate: Schema.String,
    endDate: Schema.String,
    total: Schema.Number,
    moderationReason: Schema.NullOr(Schema.String),
  }),
  advertiser: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    email: Schema.String,
    phone: Schema.NullOr(Schema.String),
    isAgency: Schema.Boolean,
    /** The legal entities it may be invoiced to (name, ИНН). */
    legalEntities: Schema.Array(Schema.Struct({ name: Schema.String, inn: Schema.String })),
  }),
  /** What was bought, line by line, with its invoices (the advertiser's own purchase read). */
  purchase: PurchaseWire,
  creatives: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      type: Schema.Literals(['static', 'video']),
      status: Schema.Struct({ _id: Schema.String, name: Schema.String }),
      /** A signed link the browser may load without the session (image or video). */
      url: Schema.String,
      /** An image of it: the picture itself, or a video's poster (signed as well). */
      posterUrl: Schema.NullOr(Schema.String),
      checks: Schema.Array(CreativeCheckWire),
      /** Why it was rejected, when it was. */
      reason: Schema.NullOr(Schema.String),
      uploadedAt: Schema.String,
    }),
  ),
  /** The format's requirements as the upload checks them, for the place. */
  requirements: Schema.Array(Schema.Struct({ label: Schema.String, value: Schema.String })),
  documents: Schema.Array(
    Schema.Struct({ name: Schema.String, status: Schema.String, url: Schema.NullOr(Schema.String) }),
  ),
  /** Every recorded change, oldest first, with who made it (staff see names; the advertiser's page does not). */
  history: Schema.Array(
    Schema.Struct({
      event: Schema.String,
      /** The event as a person reads it ('Отклонена модератором'). */
      title: Schema.String,
      from: Schema.NullOr(Schema.String),
      to: Schema.NullOr(Schema.String),
      reason: Schema.NullOr(Schema.String),
      actor: Schema.String,
      at: Schema.String,
    }),
  ),
  /** The decisions this viewer may take on the campaign now (role table ∩ state machine): REVIEW_ACTIONS. */
  actions: Schema.Array(Schema.Literals(REVIEW_ACTIONS)),
})
export type ReviewWire = typeof ReviewWire.Type

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
 */
export const StatementPaymentWire = Schema.Struct({
  number: Schema.String,
  date: Schema.String,
  amount: Schema.Number,
  payerName: Schema.String,
  payerInn: Schema.String,
  purpose: Schema.String,
})
export const StatementImportWire = Schema.Struct({
  period: Schema.Struct({ startDate: Schema.String, endDate: Schema.String }),
  matched: Schema.Array(
    Schema.Struct({
      payment: StatementPaymentWire,
      invoiceNumber: Schema.String,
      campaignId: Schema.String,
      campaignName: Schema.String,
    }),
  ),
  unmatched: Schema.Array(
    Schema.Struct({
      payment: StatementPaymentWire,
      reason: Schema.String,
      code: Schema.String,
      invoiceNumber: Schema.NullOr(Schema.String),
      campaignId: Schema.NullOr(Schema.String),
    }),
  ),
  repeated: Schema.Number,
  outgoing: Schema.Number,
})
export type StatementImportWire = typeof StatementImportWire.Type
