import type {
  PaymentOrderRead,
  PaymentSaved,
  PaymentsRead,
} from '../../../core/campaign/campaign-payments.service'
import { PAYMENT_STATE_LABELS } from '../../../core/campaign/campaign-state.labels'
import type { PaymentOrderWire, PaymentsWire, PaymentSavedWire } from '../../../core/contract/payments.answer'
import { toRoubles } from '../../../core/shared/money'

/**
 * A campaign's payment orders on the wire (cabinet §7 payments GET/POST/PUT, the staff's GET; issue #49 item 1:
 * the use case answers PaymentsRead, the edge writes it): money in roubles, an order 'pending' until staff
 * confirm it. The shapes are the contract's (core/contract/payments.answer.ts), which the browser checks.
 */
export const paymentOrderWire = (o: PaymentOrderRead): PaymentOrderWire => ({
  _id: o.id,
  invoiceId: o.invoiceId,
  invoiceNumber: o.invoiceNumber,
  legalEntityId: o.legalEntityId,
  number: o.number,
  date: o.date,
  amount: toRoubles(o.amount),
  state: o.confirmedAt === null ? ('pending' as const) : ('confirmed' as const),
  confirmedAt: o.confirmedAt,
  createdAt: o.createdAt,
})

/** The orders with the campaign's sums and payment state named in Russian. */
export const paymentsWire = (r: PaymentsRead): PaymentsWire => ({
  advertisingCampaignId: r.campaignId,
  paymentState: { _id: r.paymentState, name: PAYMENT_STATE_LABELS[r.paymentState] },
  totalSum: toRoubles(r.summary.due),
  paidSum: toRoubles(r.summary.paid),
  pendingSum: toRoubles(r.summary.pending),
  remainingSum: toRoubles(r.summary.remaining),
  payments: r.orders.map(paymentOrderWire),
})

/** POST/PUT: the order declared or corrected first, then the campaign's orders after it. */
export const paymentSavedWire = (r: PaymentSaved): PaymentSavedWire => {
  const answer = paymentsWire(r)
  const payment = answer.payments.find((p) => p._id === r.paymentId)
  return payment ? { payment, ...answer } : answer
}
