import type { PeriodsPriceEntry } from '../campaign/campaign'
import { amountDue, type AmountDue } from '../campaign/campaign-payments'
import { placeName } from '../campaign/calculator.catalogue'
import { formatDisplayDate } from '../format/date.format'
import { paymentDeadlineFrom } from '../format/payment-deadline'
import type { IsoDate } from '../ports/clock.port'
import { PRINT_COST_LABEL } from '../pricing/rules/print-costs'
import { formatRoubles, fromRoubles, sumMoney, type Kopecks } from '../shared/money'

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

/** The campaign's print order as its invoice lists it: the price includes VAT (R-PRICE-12). */
export interface InvoicePrintOrder {
  readonly name: string
  readonly quantity: number
  readonly totalPrice: Kopecks
}

/** What an invoice needs of a campaign: money in kopecks, periods as stored (roubles). */
export interface InvoiceCampaign {
  readonly name: string
  readonly place: string
  readonly periodsPrice: readonly PeriodsPriceEntry[]
  readonly totalWithoutTaxes: Kopecks
  readonly taxes: Kopecks
  /** The print order placed for the campaign, if any (issue #47: it is on the invoice, a line of its own). */
  readonly printOrder?: InvoicePrintOrder | null
  /** The VAT rate of the campaign (in force on its start date, decision 10), a fraction; it splits the print price. */
  readonly vatRate?: number
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

/** The money of a campaign's invoice: the campaign with VAT and its print order (core/campaign amountDue). */
export const invoiceMoney = (campaign: InvoiceCampaign): AmountDue =>
  amountDue(
    {
      net: campaign.totalWithoutTaxes,
      taxes: campaign.taxes,
      print: campaign.printOrder ? { total: campaign.printOrder.totalPrice } : null,
    },
    campaign.vatRate ?? 0,
  )

/** The print order's line: what was ordered, with its price as quoted (with VAT) beside the net amount. */
export const printLineTitle = (order: InvoicePrintOrder): string =>
  `Печать: «${order.name}», ${order.quantity} шт. (${formatRoubles(order.totalPrice)} ${PRINT_COST_LABEL})`

/**
 * The lines of an invoice, without VAT: one per priced period of the campaign, then the print order's line if
 * one is placed. The periods are in roubles; the lines are rounded to kopecks and the last period absorbs the
 * rounding so that the periods add up to the campaign's net total exactly (the stored kopecks are the truth).
 * A campaign without periods has one line for the whole. The lines add up to the invoice's net total.
 */
export const invoiceLines = (campaign: InvoiceCampaign): InvoiceLine[] => {
  const money = invoiceMoney(campaign)
  const print =
    money.print && campaign.printOrder
      ? [{ title: printLineTitle(campaign.printOrder), amount: money.print.net }]
      : []
  const title = placeName(campaign.place)
  const periods = campaign.periodsPrice.flatMap((e) => e.periods)
  if (periods.length === 0)
    return [{ title: `${title}: «${campaign.name}»`, amount: campaign.totalWithoutTaxes }, ...print]
  const lines = periods.map((p) => ({
    title: `${title}: «${campaign.name}», ${shown(p.startDate)}–${shown(p.endDate)}`,
    amount: fromRoubles(p.totalPeriodPrice ?? 0),
  }))
  const head = lines.slice(0, -1)
  const last = lines[lines.length - 1] as InvoiceLine
  const rest = (campaign.totalWithoutTaxes - sumMoney(head.map((l) => l.amount))) as Kopecks
  return [...head, { title: last.title, amount: rest }, ...print]
}

/**
 * The invoice of a campaign issued today: deadline today + 5 days (R-CONST-06); its total is the campaign's total
 * with VAT plus the print order's price, its VAT the campaign's plus the VAT inside the print price.
 */
export const buildInvoice = (input: {
  readonly number: string
  readonly today: IsoDate
  readonly buyer: Requisites
  readonly campaign: InvoiceCampaign
}): InvoiceDocument => {
  const deadline = paymentDeadlineFrom(input.today)
  if (!deadline.ok) throw new Error(`invoice date is not a date: ${input.today}`)
  const money = invoiceMoney(input.campaign)
  return {
    number: input.number,
    issuedOn: input.today,
    payUntil: deadline.value.date,
    payUntilText: deadline.value.text,
    seller: SELLER,
    buyer: input.buyer,
    campaignName: input.campaign.name,
    lines: invoiceLines(input.campaign),
    totalWithoutTaxes: money.net,
    taxes: money.taxes,
    total: money.total,
  }
}

/** Money as printed on the documents ('1 234,56 ₽'). */
export const printedMoney = (amount: Kopecks): string => formatRoubles(amount)
/** A date as printed on the documents (DD.MM.YYYY). */
export const printedDate = shown
