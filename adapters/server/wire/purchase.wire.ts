import type { CampaignPurchase } from '../../../core/campaign/campaign-purchase'
import { PAYMENT_STATE_LABELS } from '../../../core/campaign/campaign-state.labels'
import { invoicePdfPath, type PurchaseWire } from '../../../core/contract/purchase.answer'
import { toRoubles } from '../../../core/shared/money'

/**
 * The purchase read-model (core/campaign/campaign-purchase.ts) on the wire (issue #49 item 1: made at the edge):
 * the purchase route and the staff review (staff-review.wire.ts, whose answer is the staff desk's contract) write
 * it alike. Money in roubles; an invoice links its PDF as the invoices' own list does.
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
    replacedBy: i.replacedBy,
  })),
  history: p.history.map((e) => ({ ...e })),
})
