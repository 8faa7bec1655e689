import type { Quote } from '../pricing/quote'
import type { Kopecks } from '../shared/money'
import type { PeriodsPriceEntry } from './campaign'

/** The price a campaign stores: what the core calculator answered, never what the client sent. */
export interface CampaignPrice {
  readonly startDate: string
  readonly endDate: string
  readonly periods: readonly { readonly startDate: string; readonly endDate: string }[]
  /** Roubles, as the wire carries them (cabinet §3 "Period"). */
  readonly periodsPrice: readonly PeriodsPriceEntry[]
  readonly taxesSum: Kopecks
  readonly totalSumWithoutTaxes: Kopecks
}

const roubles = (kopecks: number): number => kopecks / 100

/**
 * Turns a calculator's quote into the campaign's price fields: one periods-price entry per quoted item, each
 * period with its amount, audience and prices in roubles; the sums stay in kopecks for the database.
 */
export const campaignPriceOf = (quote: Quote): CampaignPrice => ({
  startDate: quote.startDate,
  endDate: quote.endDate,
  periods: quote.periods.map((p) => ({ startDate: p.startDate, endDate: p.endDate })),
  periodsPrice: quote.items.map((item) => ({
    scheduleId: item.itemId,
    periods: quote.lines
      .filter((l) => l.itemId === item.itemId)
      .map((l) => ({
        startDate: l.startDate,
        endDate: l.endDate,
        amount: l.quantity,
        basePrice: roubles(l.base),
        netPrice: roubles(l.net),
        totalPeriodPrice: roubles(l.net),
        ...(l.ots === undefined ? {} : { ots: l.ots }),
      })),
  })),
  taxesSum: quote.totals.taxesSum,
  totalSumWithoutTaxes: quote.totals.totalSumWithoutTaxes,
})
