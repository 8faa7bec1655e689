import {
  PAYMENT_BADGE,
  PAYMENT_STATE_LABELS,
  type CampaignBadgeClass,
} from '../../campaign/campaign-state.labels'
import type { Annex, Invoice } from '../stores/bills.store'

/** What an invoice's standing is read from: its campaign's payment state and the invoice that replaced it. */
export type InvoiceStandingInput = Pick<Invoice, 'paymentState'> & {
  readonly replacedBy?: string | null | undefined
}

/** How an invoice stands, as the bills, the campaign page and the payment step show it. */
export interface InvoiceStanding {
  readonly label: string
  readonly tone: CampaignBadgeClass
  /** Paid: the campaign is, and this is its latest invoice. */
  readonly paid: boolean
  /** Replaced by a later invoice of the same campaign: nothing is to be paid on it. */
  readonly replaced: boolean
}

/**
 * An invoice's standing (choice, noted in features/cabinet/bills.feature): a campaign is paid once, on its latest
 * invoice. An invoice issued again for the same campaign (another legal entity, a new sum, a new day to pay by)
 * replaces the one before, which then reads «Заменён счётом № N» and is neither paid nor to be paid; the latest reads
 * the campaign's payment state.
 */
export const invoiceStanding = (invoice: InvoiceStandingInput): InvoiceStanding =>
  invoice.replacedBy
    ? { label: `Заменён счётом № ${invoice.replacedBy}`, tone: 'archive', paid: false, replaced: true }
    : {
        label: PAYMENT_STATE_LABELS[invoice.paymentState._id],
        tone: PAYMENT_BADGE[invoice.paymentState._id],
        paid: invoice.paymentState._id === 'paid',
        replaced: false,
      }

/**
 * R-CONST-06, R-SCREEN-10: the day to pay an invoice by, or null once it is paid or replaced (nothing is left to
 * pay on it, so the bills screen shows a dash instead of a day).
 */
export const payByDate = (invoice: InvoiceStandingInput & Pick<Invoice, 'payUntil'>): string | null => {
  const standing = invoiceStanding(invoice)
  return standing.paid || standing.replaced ? null : invoice.payUntil
}

/** R-SCREEN-10: the name an invoice's PDF is saved under. */
export const invoiceFileName = (number: string): string => `invoice-${number}.pdf`

/** R-SCREEN-52: the name an annex's PDF is saved under. */
export const annexFileName = (number: string): string => `annex-${number}.pdf`

/** R-SCREEN-52: how the bills screen names an annex of an invoiced campaign. */
export const annexTitle = (annex: Pick<Annex, 'number' | 'campaignName'>): string =>
  `Приложение № ${annex.number} — ${annex.campaignName}`
