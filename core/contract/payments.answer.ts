import { Schema } from 'effect'
import { PAYMENT_STATES } from '../campaign/campaign-state'
import { decoderOf } from '../shared/decoder'

const Day = Schema.String

/** One payment order the advertiser declared (money in roubles): 'pending' until staff confirm the payment. */
export const PaymentOrderWire = Schema.Struct({
  _id: Schema.String,
  invoiceId: Schema.String,
  invoiceNumber: Schema.String,
  legalEntityId: Schema.NullOr(Schema.String),
  number: Schema.String,
  date: Day,
  amount: Schema.Number,
  state: Schema.Literals(['pending', 'confirmed']),
  confirmedAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type PaymentOrderWire = typeof PaymentOrderWire.Type

/**
 * A campaign's payment orders on the wire (cabinet §7 payments GET, POST, PUT under {id}/payments, and the staff's
 * GET): the one shape the server writes (adapters/server/wire/payments.wire.ts) and the browser checks, with the
 * campaign's sums in roubles and its payment state named in Russian.
 */
export const PaymentsWire = Schema.Struct({
  advertisingCampaignId: Schema.String,
  paymentState: Schema.Struct({ _id: Schema.Literals(PAYMENT_STATES), name: Schema.String }),
  totalSum: Schema.Number,
  paidSum: Schema.Number,
  pendingSum: Schema.Number,
  remainingSum: Schema.Number,
  payments: Schema.Array(PaymentOrderWire),
})
export type PaymentsWire = typeof PaymentsWire.Type

/** POST and PUT answer the order declared or corrected first, then the campaign's orders after it. */
export const PaymentSavedWire = Schema.Struct({
  ...PaymentsWire.fields,
  payment: Schema.optionalKey(PaymentOrderWire),
})
export type PaymentSavedWire = typeof PaymentSavedWire.Type

export const decodePayments = decoderOf(PaymentsWire, { allowUnknown: true })
export const decodePaymentSaved = decoderOf(PaymentSavedWire, { allowUnknown: true })
