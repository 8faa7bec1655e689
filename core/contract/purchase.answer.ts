import { Schema } from 'effect'
import type { CampaignPurchase } from '../campaign/campaign-purchase'
import { PAYMENT_STATES } from '../campaign/campaign-state'
import { PAYMENT_STATE_LABELS } from '../campaign/campaign-state.labels'
import { toRoubles } from '../shared/money'

const Day = Schema.String
const NullableNumber = Schema.NullOr(Schema.Number)

/**
 * A campaign's purchase on the wire (GET /api/v1/clients/commercial-campaigns/{id}/purchase): the HTTP API's
 * contract, the one shape the server writes and the browser checks (the advertiser's page and the staff review). Money in roubles as every campaign call carries it; dates YYYY-MM-DD.
 */
export const PurchaseWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      key: Schema.String,
      name: Schema.String,
      inventoryNumber: Schema.NullOr(Schema.String),
      where: Schema.NullOr(Schema.String),
      line: Schema.NullOr(Schema.String),
      side: Schema.NullOr(Schema.Literals(['a', 'b'])),
      format: Schema.NullOr(Schema.String),
      quantity: Schema.Number,
      startDate: Day,
      endDate: Day,
      price: Schema.Number,
      ots: NullableNumber,
      grp: NullableNumber,
      periods: Schema.Array(
        Schema.Struct({ startDate: Day, endDate: Day, price: Schema.Number, ots: NullableNumber }),
      ),
    }),
  ),
  totals: Schema.Struct({ price: Schema.Number, ots: NullableNumber, grp: NullableNumber }),
  invoices: Schema.Array(
    Schema.Struct({
      _id: Schema.String,
      number: Schema.String,
      issuedOn: Day,
      payUntil: Day,
      totalSumWithoutTaxes: Schema.Number,
      taxesSum: Schema.Number,
      totalSum: Schema.Number,
      paymentState: Schema.Struct({ _id: Schema.Literals(PAYMENT_STATES), name: Schema.String }),
      downloadUrl: Schema.String,
    }),
  ),
  history: Schema.Array(
    Schema.Struct({
      event: Schema.String,
      from: Schema.NullOr(Schema.String),
      to: Schema.NullOr(Schema.String),
      reason: Schema.NullOr(Schema.String),
      at: Schema.String,
    }),
  ),
})
export type PurchaseWire = typeof PurchaseWire.Type

/** The route (Fastify's pattern) and the path of a campaign's purchase. */
export const PURCHASE_ROUTE = '/api/v1/clients/commercial-campaigns/:id/purchase'
export const purchasePath = (campaignId: string): string =>
  PURCHASE_ROUTE.replace(':id', encodeURIComponent(campaignId))

/** The invoice's PDF, as the invoices' own list links it. */
export const invoicePdfPath = (invoiceId: string): string =>
  `/api/v1/clients/invoices/${encodeURIComponent(invoiceId)}/pdf`

/**
 * The purchase read-model (core/campaign/campaign-purchase.ts) as the server sends it: the purchase route and the
 * staff review (core/staff/desk-review.ts, whose answer is the staff desk's contract) write it alike.
 */
export const purchaseWire = (p: CampaignPurchase): PurchaseWire => ({
  items: p.items.map((i) => ({
    ...i,
    price: toRoubles(i.price),
    periods: i.periods.map((period) => ({ ...period, price: toRoubles(period.price) })),
  })),
  totals: { ...p.totals, price: toRoubles(p.totals.price) },
  invoices: p.invoices.map((i) => ({
    _id: i.id,
    number: i.number,
    issuedOn: i.issuedOn,
    payUntil: i.payUntil,
    totalSumWithoutTaxes: toRoubles(i.net),
    taxesSum: toRoubles(i.taxes),
    totalSum: toRoubles((i.net + i.taxes) as typeof i.net),
    paymentState: { _id: i.paymentState, name: PAYMENT_STATE_LABELS[i.paymentState] },
    downloadUrl: invoicePdfPath(i.id),
  })),
  history: p.history.map((e) => ({ ...e })),
})
