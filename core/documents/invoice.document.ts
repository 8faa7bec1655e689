import type { PeriodsPriceEntry } from '../campaign/campaign'
import { placeName } from '../campaign/calculator.catalogue'
import { formatDisplayDate } from '../format/date.format'
import { paymentDeadlineFrom } from '../format/payment-deadline'
import type { IsoDate } from '../ports/clock.port'
import { addMoney, formatRoubles, fromRoubles, sumMoney, type Kopecks } from '../shared/money'

/** The requisites printed for a party of an invoice. */
export interface Requisites {
  readonly name: string
  readonly inn: string
  readonly kpp: string
  readonly address: string
  readonly bankName: string
  readonly bik: string
  readonly correspondingAccount: string
  readonly checkingAccount: string
}

/** The seller on every invoice: the Tablo operator (the demo's requisites). */
export const SELLER: Requisites = {
  name: 'ООО «Табло»',
  inn: '7700000000',
  kpp: '770001001',
  address: '125009, г. Москва, ул. Тверская, д. 1',
  bankName: 'ПАО «Банк»',
  bik: '044525000',
  correspondingAccount: '30101810400000000225',
  checkingAccount: '40702810000000000001',
}

/** What an invoice needs of a campaign: money in kopecks, periods as stored (roubles). */
export interface InvoiceCampaign {
  readonly name: string
  readonly place: string
  readonly periodsPrice: readonly PeriodsPriceEntry[]
  readonly totalWithoutTaxes: Kopecks
  readonly taxes: Kopecks
}

export interface InvoiceLine {
  readonly title: string
  readonly amount: Kopecks
}

export interface InvoiceDocument {
  readonly number: string
  readonly issuedOn: IsoDate
  readonly payUntil: IsoDate
  /** 'оплатить до DD.MM.YYYY' (R-CONST-06). */
  readonly payUntilText: string
  readonly seller: Requisites
  readonly buyer: Requisites
  readonly campaignName: string
  readonly lines: readonly InvoiceLine[]
  readonly totalWithoutTaxes: Kopecks
  readonly taxes: Kopecks
  readonly total: Kopecks
}

const shown = (date: string): string => {
  const d = formatDisplayDate(date)
  return d.ok ? d.value : date
}

/**
 * The lines of an invoice: one per priced period of the campaign. The periods are in roubles; the lines are
 * rounded to kopecks and the last one absorbs the rounding so that the lines add up to the campaign's net
 * total exactly (the stored kopecks are the truth). A campaign without periods has one line for the whole.
 */
export const invoiceLines = (campaign: InvoiceCampaign): InvoiceLine[] => {
  const title = placeName(campaign.place)
  const periods = campaign.periodsPrice.flatMap((e) => e.periods)
  if (periods.length === 0)
    return [{ title: `${title}: «${campaign.name}»`, amount: campaign.totalWithoutTaxes }]
  const lines = periods.map((p) => ({
    title: `${title}: «${campaign.name}», ${shown(p.startDate)}–${shown(p.endDate)}`,
    amount: fromRoubles(p.totalPeriodPrice ?? 0),
  }))
  const head = lines.slice(0, -1)
  const last = lines[lines.length - 1] as InvoiceLine
  const rest = (campaign.totalWithoutTaxes - sumMoney(head.map((l) => l.amount))) as Kopecks
  return [...head, { title: last.title, amount: rest }]
}

/** The invoice of a campaign issued today: deadline today + 5 days (R-CONST-06), total = net + VAT. */
export const buildInvoice = (input: {
  readonly number: string
  readonly today: IsoDate
  readonly buyer: Requisites
  readonly campaign: InvoiceCampaign
}): InvoiceDocument => {
  const deadline = paymentDeadlineFrom(input.today)
  if (!deadline.ok) throw new Error(`invoice date is not a date: ${input.today}`)
  return {
    number: input.number,
    issuedOn: input.today,
    payUntil: deadline.value.date,
    payUntilText: deadline.value.text,
    seller: SELLER,
    buyer: input.buyer,
    campaignName: input.campaign.name,
    lines: invoiceLines(input.campaign),
    totalWithoutTaxes: input.campaign.totalWithoutTaxes,
    taxes: input.campaign.taxes,
    total: addMoney(input.campaign.totalWithoutTaxes, input.campaign.taxes),
  }
}

/** Money as printed on the documents ('1 234,56 ₽'). */
export const printedMoney = (amount: Kopecks): string => formatRoubles(amount)
/** A date as printed on the documents (DD.MM.YYYY). */
export const printedDate = shown
