import { Schema } from 'effect'
import { ADVERTISE_PLACES } from '../campaign/advertise-place'
import { CAMPAIGN_STATES, PAYMENT_STATES, RESERVATION_STATES } from '../campaign/campaign-state'

const StateRefOf = <const L extends readonly [string, ...string[]]>(ids: L) =>
  Schema.Struct({ _id: Schema.Literals(ids), name: Schema.String })

/**
 * The campaign entity on the wire (cabinet §3), field by field: the HTTP API's contract, not a shape of the domain
 * (issue #49 item 1): the server's edge writes it from the aggregate (adapters/server/wire/campaign.wire.ts is
 * typed by it) and the browser checks it (core/cabinet's stores pick the fields they read). Money in roubles, states as
 * `{_id, name}`, dates as YYYY-MM-DD. The schedules, the creatives, the calculation and the price lines travel
 * beside these fields and are read by the screens that need them.
 */
export const CAMPAIGN_WIRE_FIELDS = {
  _id: Schema.String,
  individualIndex: Schema.Number,
  name: Schema.String,
  brandName: Schema.optionalKey(Schema.String),
  advertisePlace: Schema.Literals(ADVERTISE_PLACES),
  state: StateRefOf(CAMPAIGN_STATES),
  reservationStatus: StateRefOf(RESERVATION_STATES),
  paymentState: StateRefOf(PAYMENT_STATES),
  startDate: Schema.String,
  endDate: Schema.String,
  /** The last day the held sides stay held unpaid (R-STATE-07); null before the campaign is booked. */
  expirationDate: Schema.NullOr(Schema.String),
  isCanceled: Schema.Boolean,
  taxesSum: Schema.Number,
  totalSumWithoutTaxes: Schema.Number,
  partners: Schema.Array(Schema.String),
  isPaid: Schema.Boolean,
  parentProlongation: Schema.NullOr(Schema.String),
  prolongationCampaign: Schema.NullOr(Schema.String),
  gotTypographyOrder: Schema.Boolean,
  isCompleted: Schema.Boolean,
  moderationReason: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
}

export const CampaignWire = Schema.Struct(CAMPAIGN_WIRE_FIELDS)
/** What the server writes for every campaign, beside the schedules, creatives, calculation and price lines. */
export type CampaignWire = typeof CampaignWire.Type
