import { Schema } from 'effect'
import { PAYMENT_STATES } from '../campaign/campaign-state'

const Day = Schema.String
const NullableNumber = Schema.NullOr(Schema.Number)

/**
 * A campaign's purchase on the wire (GET /api/v1/clients/commercial-campaigns/{id}/purchase): the HTTP API's
 * contract, the one shape the server writes and the browser checks (the advertiser's page and the staff review); the server writes it from the purchase read-model
 * at the edge (adapters/server/wire/purchase.wire.ts). Money in roubles as every campaign call carries it; dates YYYY-MM-DD.
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
      /** The number of the invoice issued after it, which replaces it; null for the latest. */
      replacedBy: Schema.optionalKey(Schema.NullOr(Schema.String)),
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
