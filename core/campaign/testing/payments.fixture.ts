import type { Kopecks } from '../../shared/money'
import { acceptPaymentOrder, type PayableCampaign, type PaymentOrder } from '../campaign-payments'

/** Kopecks from a plain number, for readable cases. */
export const k = (n: number) => n as Kopecks

/** An approved, unpaid campaign that holds nothing, due the sum given. */
export const approvedDue = (due: number): PayableCampaign => ({
  state: 'approved',
  paymentState: 'notPaid',
  reservationState: 'notReserved',
  holdsInventory: false,
  due: k(due),
})

export const order = (
  id: string,
  amount: number,
  confirmed = false,
  number = id,
  date = '2026-11-22',
): PaymentOrder => ({ id, amount: k(amount), date, number, confirmed })

/** Declares an order on 22 November 2026 against an invoice of the 20th, for a campaign like `approved`. */
export const acceptFor =
  (approved: PayableCampaign) =>
  (
    orders: readonly PaymentOrder[],
    amount: number,
    extra: { campaign?: Partial<PayableCampaign>; replacing?: string; date?: string; number?: string } = {},
  ) =>
    acceptPaymentOrder({
      campaign: { ...approved, ...extra.campaign },
      orders,
      order: { amount: k(amount), date: extra.date ?? '2026-11-22', number: extra.number ?? '99' },
      ...(extra.replacing === undefined ? {} : { replacing: extra.replacing }),
      today: '2026-11-22',
      invoiceIssuedOn: '2026-11-20',
    })
