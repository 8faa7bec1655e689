import type { IsoDate } from '../ports/clock.port'
import type { Kopecks } from '../shared/money'

/** One step of a line after its base (decision 10): seasonal, a surcharge or a discount, with its amount. */
export interface QuoteStep {
  readonly kind: 'seasonal' | 'surcharge' | 'discount'
  /** Stable code: seasonal, geo, days, time, frequency, clip, volume, capacity, advertiser, global, ... */
  readonly code: string
  readonly label: string
  /** The multiplier of this step (for a surcharge: its share, e.g. 0.1). */
  readonly factor: number
  /** What the step adds (+) or takes (−), for the whole line. */
  readonly amount: Kopecks
}

/**
 * One item in one period. `quantity` identical units share a line (e.g. 1 234 stop sides at one tariff): every
 * amount is the rounded amount of one unit times the quantity, so it equals one line per unit to the kopeck.
 */
export interface QuoteLine {
  readonly itemId: string
  readonly itemName: string
  readonly quantity: number
  readonly periodIndex: number
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly days: number
  readonly base: Kopecks
  readonly steps: readonly QuoteStep[]
  readonly net: Kopecks
  /** Audience of the line after the month's audience ratio (decision 11), when known. */
  readonly ots?: number
}

export interface QuotePeriod {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly days: number
  /** DD-MM-YYYY (R-PER-11). */
  readonly startDateFormat: string
  readonly endDateFormat: string
  readonly base: Kopecks
  readonly total: Kopecks
  readonly ots?: number
}

/** R-CITY-09: an item's totalPrice is the sum of its periods' prices. */
export interface QuoteItem {
  readonly itemId: string
  readonly itemName: string
  readonly quantity: number
  readonly totalPrice: Kopecks
}

export interface QuoteDiscounts {
  readonly volume: { readonly percent: number; readonly factor: number }
  readonly capacity: {
    readonly percent: number
    readonly factor: number
    /**
     * The capacity discount the campaign reached but did not get, because the advertiser's personal discount
     * switches off the 1 000-range rule (pricing §9, R-DISC-06): a calculator shows it beside the one applied.
     */
    readonly switchedOff?: { readonly percent: number; readonly range: number }
  }
  readonly advertiser: { readonly percent: number; readonly factor: number }
  /** The smallest global factor applied to any line; 1 when none. */
  readonly global: { readonly factor: number; readonly ignored: boolean }
}

export interface QuoteTotals {
  /** Sum of the lines' bases (what the volume discount is chosen by). */
  readonly basePrice: Kopecks
  /** Sum of the lines before any discount (base, seasonal and surcharges). */
  readonly priceBeforeDiscounts: Kopecks
  readonly totalSumWithoutTaxes: Kopecks
  readonly taxesSum: Kopecks
  readonly total: Kopecks
  readonly vatRate: number
}

export interface Quote {
  readonly place: string
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly periods: readonly QuotePeriod[]
  readonly lines: readonly QuoteLine[]
  readonly items: readonly QuoteItem[]
  readonly discounts: QuoteDiscounts
  readonly totals: QuoteTotals
  readonly ots?: number
  readonly grp?: number
  /** Place-specific figures (presentation count, tariff summary, stops total, ...). */
  readonly details: Readonly<Record<string, unknown>>
  /** Readable remarks, e.g. how the base was computed. */
  readonly notes: readonly string[]
}
