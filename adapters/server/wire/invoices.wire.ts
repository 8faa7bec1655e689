import { PAYMENT_STATE_LABELS } from '../../../core/campaign/campaign-state.labels'
import type { InvoiceSummary } from '../../../core/documents/invoicing'
import { addMoney, toRoubles } from '../../../core/shared/money'

/**
 * An invoice on the wire (cabinet §7 POST …/:place/:id/invoice, GET /clients/invoices; issue #49 item 1: the use
 * case answers the read-model InvoiceSummary in kopecks, the edge writes it): money in roubles with its total,
 * the campaign's payment state named in Russian, where its PDF is downloaded, and the number of the invoice that
 * replaced it (null for the campaign's latest).
 */
export const invoiceWire = (i: InvoiceSummary) => ({
  _id: i.id,
  number: i.number,
  campaignId: i.campaignId,
  campaignName: i.campaignName,
  issuedOn: i.issuedOn,
  payUntil: i.payUntil,
  totalSumWithoutTaxes: toRoubles(i.net),
  taxesSum: toRoubles(i.taxes),
  totalSum: toRoubles(addMoney(i.net, i.taxes)),
  paymentState: { _id: i.paymentState, name: PAYMENT_STATE_LABELS[i.paymentState] },
  downloadUrl: `/api/v1/clients/invoices/${i.id}/pdf`,
  legalEntityId: i.legalEntityId,
  buyerName: i.buyerName,
  replacedBy: i.replacedBy,
})

/** A page of the owner's invoices and how many there are in all. */
export const invoicesWire = (page: {
  readonly items: readonly InvoiceSummary[]
  readonly count: number
}) => ({
  items: page.items.map(invoiceWire),
  count: page.count,
})
