import { Schema } from 'effect'
import { CAMPAIGN_STATES, PAYMENT_STATES, RESERVATION_STATES } from '../campaign/campaign-state'
import { DOCUMENT_STATUSES } from '../campaign/media-status'
import { REVIEW_ACTIONS } from '../staff/desk-review.actions'
import { STAFF_CAPABILITIES, STAFF_ROLES } from '../staff/staff-roles'
import { WAITS } from '../staff/staff-desk.contract'
import { PaymentsWire } from './payments.answer'
import { PurchaseWire } from './purchase.answer'

/**
 * What the staff desk's calls answer (issue #48; the calls, their queries and bodies are
 * core/staff/staff-desk.contract.ts): the shapes the server writes at its edge (adapters/server/wire/staff.wire.ts,
 * staff-review.wire.ts, statement-import.wire.ts) and the desk's stores in the browser decode. Issue #49 item 1:
 * the use cases answer domain values; only the edge and the browser read these.
 */

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
  /** The payment orders the advertiser declared, with the campaign's sums (the advertiser's own payments read). */
  payments: PaymentsWire,
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
      /**
       * Its documents (R-API-24), oldest change first: the ids a decision on one names (POST
       * /api/v1/staff/media/:id/documents/:documentId/approve | reject), the category in Russian beside its ids,
       * the status (R-STATE-12) with its name, a signed link to the file.
       */
      documents: Schema.Array(
        Schema.Struct({
          documentId: Schema.String,
          name: Schema.String,
          typeId: Schema.String,
          typeSubId: Schema.NullOr(Schema.String),
          category: Schema.String,
          status: Schema.Struct({ _id: Schema.Literals(DOCUMENT_STATUSES), name: Schema.String }),
          url: Schema.String,
        }),
      ),
    }),
  ),
  /** The format's requirements as the upload checks them, for the place. */
  requirements: Schema.Array(Schema.Struct({ label: Schema.String, value: Schema.String })),
  /** The campaign's own papers (its invoices' files); a creative's documents travel with the creative. */
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

/** POST /api/v1/staff/bank-statements: what the import did (core/staff/staff-desk.contract.ts says the call). */
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
