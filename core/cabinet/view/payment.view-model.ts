import type { LegalEntityRow, PartnerRow } from '../../advertiser/advertiser.store'
import type { Campaign } from '../../contract/campaign.answer'
import { amountDue } from '../../campaign/campaign-payments'
import { fromRoubles, type Kopecks } from '../../shared/money'
import type { Invoice } from '../stores/bills.store'
import { earlierTypographyOrder } from '../stores/typography.store'
import { legalEntityTitle } from '../validation/legal-entity.labels'

export interface PaymentStepInput {
  readonly campaign: Pick<
    Campaign,
    'partners' | 'taxesSum' | 'totalSumWithoutTaxes' | 'typographyOrder' | 'paymentState'
  >
  readonly entities: readonly LegalEntityRow[]
  readonly partners: readonly PartnerRow[]
  /** The campaign's invoices, newest first, as the server keeps them. */
  readonly invoices: readonly Invoice[]
  readonly isAgency: boolean
}

export interface PaymentDue {
  /** The campaign with VAT. */
  readonly campaign: Kopecks
  /** The print order, its price with VAT (R-PRICE-12), if one is placed and costs anything. */
  readonly print?: { readonly label: string; readonly total: Kopecks }
  /** What the invoice must say: the campaign and the print. */
  readonly total: Kopecks
}

export interface PaymentInvoice {
  readonly number: string
  readonly total: Kopecks
  readonly payUntil: string
  readonly buyerName: string | undefined
  readonly downloadUrl: string
  readonly paid: boolean
  /** Issued for another sum than is owed now (the campaign or its print changed since): to be issued again. */
  readonly outdated: boolean
}

export interface PaymentStepView {
  /** The agency's client the invoice goes to (issue #47), by its name and brand. */
  readonly client?: { readonly id: string; readonly name: string }
  /** Why no invoice can be issued here, said instead of the choice. */
  readonly blocked?: string
  /** The legal entities the invoice may name, as a picker lists them (R-ENT-10). */
  readonly entities: readonly { readonly id: string; readonly name: string }[]
  /** The entity to offer first: the latest invoice's, else the first. */
  readonly preferred: string | undefined
  /** What the step says when there is no legal entity to name. */
  readonly noEntity: string
  readonly due: PaymentDue
  readonly invoice?: PaymentInvoice
  readonly action: string
}

export const AGENCY_NEEDS_CLIENT =
  'Выберите рекламодателя на шаге «Выбор рекламодателя»: агентство выставляет счёт на его юридическое лицо.'
export const OUTDATED_INVOICE =
  'Сумма счёта не совпадает с тем, что нужно оплатить сейчас: выставьте счёт заново.'

const PAID_NOTHING_TO_ISSUE = 'Кампания оплачена: новый счёт не нужен.'

/**
 * What a campaign owes (issue #47: the print order reaches the totals): the campaign with VAT and its print order,
 * added as the invoice adds them (amountDue), in kopecks.
 */
export const paymentDue = (
  campaign: Pick<Campaign, 'taxesSum' | 'totalSumWithoutTaxes' | 'typographyOrder'>,
): PaymentDue => {
  const print = earlierTypographyOrder(campaign)
  const printTotal = print ? fromRoubles(print.totalPrice) : undefined
  const net = fromRoubles(campaign.totalSumWithoutTaxes)
  const taxes = fromRoubles(campaign.taxesSum)
  return {
    campaign: (net + taxes) as Kopecks,
    ...(print && printTotal
      ? { print: { label: `Печать «${print.name}», ${print.quantity} шт.`, total: printTotal } }
      : {}),
    total: amountDue({ net, taxes, print: printTotal ? { total: printTotal } : null }, 0).total,
  }
}

/**
 * The campaign's latest invoice as a person reads it: outdated when the campaign is unpaid and the invoice's sum is
 * not what it owes now (the print order placed after it, say); undefined before the first.
 */
export const latestInvoice = (
  campaign: Pick<Campaign, 'taxesSum' | 'totalSumWithoutTaxes' | 'typographyOrder' | 'paymentState'>,
  invoices: readonly Invoice[],
): PaymentInvoice | undefined => {
  const latest = invoices[0]
  if (!latest) return undefined
  const paid = campaign.paymentState._id === 'paid'
  return {
    number: latest.number,
    total: fromRoubles(latest.totalSum),
    payUntil: latest.payUntil,
    buyerName: latest.buyerName,
    downloadUrl: latest.downloadUrl,
    paid,
    outdated:
      campaign.paymentState._id === 'notPaid' && fromRoubles(latest.totalSum) !== paymentDue(campaign).total,
  }
}

/**
 * The payment step ('Ввод реквизитов', R-SCREEN-03; issue #47): what is owed — the campaign with VAT and the
 * print order — the legal entities the invoice may name (an agency's: its client's only), and the campaign's
 * latest invoice as the server keeps it, marked outdated when its sum is not what is owed now.
 */
export const paymentStep = (input: PaymentStepInput): PaymentStepView => {
  const { campaign } = input
  const due = paymentDue(campaign)
  const clientId = input.isAgency ? campaign.partners[0] : undefined
  const partner = input.partners.find((p) => p._id === clientId)
  const client = clientId
    ? { id: clientId, name: partner ? `${partner.name} — ${partner.brand}` : 'рекламодатель кампании' }
    : undefined
  const entities = input.entities
    .filter((e) => (input.isAgency ? e.partnerId === clientId && clientId !== undefined : !e.partnerId))
    .map((e) => ({ id: e._id, name: legalEntityTitle(e) }))
  const latest = input.invoices[0]
  const paid = campaign.paymentState._id === 'paid'
  const invoice = latestInvoice(campaign, input.invoices)
  const preferred = entities.find((e) => e.id === latest?.legalEntityId)?.id ?? entities[0]?.id
  const blocked = input.isAgency && !clientId ? AGENCY_NEEDS_CLIENT : paid ? PAID_NOTHING_TO_ISSUE : undefined
  return {
    ...(client ? { client } : {}),
    ...(blocked ? { blocked } : {}),
    entities,
    preferred,
    noEntity: client
      ? `Нет реквизитов рекламодателя ${partner?.name ?? client.name}: добавьте его юридическое лицо, на него выставляется счёт.`
      : 'Нет юридического лица для счёта: добавьте реквизиты, на них выставляется счёт.',
    due,
    ...(invoice ? { invoice } : {}),
    action: invoice ? 'Выставить заново' : 'Выставить счёт',
  }
}
