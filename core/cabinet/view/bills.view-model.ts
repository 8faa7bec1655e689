import type { Annex, Invoice } from '../stores/bills.store'

/**
 * R-CONST-06, R-SCREEN-10: the day to pay an invoice by, or null once it is paid (nothing is left to pay, so
 * the bills screen shows a dash instead of a day).
 */
export const payByDate = (invoice: Pick<Invoice, 'paymentState' | 'payUntil'>): string | null =>
  invoice.paymentState._id === 'paid' ? null : invoice.payUntil

/** R-SCREEN-10: the name an invoice's PDF is saved under. */
export const invoiceFileName = (number: string): string => `invoice-${number}.pdf`

/** R-SCREEN-52: the name an annex's PDF is saved under. */
export const annexFileName = (number: string): string => `annex-${number}.pdf`

/** R-SCREEN-52: how the bills screen names an annex of an invoiced campaign. */
export const annexTitle = (annex: Pick<Annex, 'number' | 'campaignName'>): string =>
  `Приложение № ${annex.number} — ${annex.campaignName}`
