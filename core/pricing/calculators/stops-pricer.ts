import type { IsoDate } from '../../ports/clock.port'
import type { Quote } from '../quote'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { lastOfMonth } from '../rules/calendar'
import { assembleQuote, type DraftLine, type PricingContext } from '../rules/price-pipeline'
import { splitByMonth, type MonthPeriod } from '../rules/periods'

/** A transit-shelter space: one side of one stop. */
export interface StopSpace {
  readonly inventoryNumber: string
  readonly side: 'a' | 'b'
  /** District code the tariff depends on. */
  readonly region: string
  readonly bookingError?: boolean
}

export const spaceKey = (s: Pick<StopSpace, 'inventoryNumber' | 'side'>): string =>
  `${s.inventoryNumber}:${s.side}`

/** The monthly tariff of a side: its district's, else the place's default (roubles). */
export const stopMonthlyPrice = (
  reference: PricingReferenceData,
  space: Pick<StopSpace, 'region'>,
): number => {
  const t = reference.tariffs.transitShelter
  return t.byRegion[space.region] ?? t.monthlyPrice
}

/** The quote item of the sides priced at one monthly tariff (a saved campaign keeps it as its scheduleId). */
export const stopsTariffItemId = (monthlyPrice: number): string => `tariff-${monthlyPrice}`

/** R-STOP-19 (open, chosen): the stops total, computed from the priced lines. */
export interface StopsTotal {
  readonly tariffPrices: {
    stopsTariffPrice: number
    stopsSeasonalPrice: number
    stopsAdvDiscountPrice: number
  }
  readonly volumeDiscount: number
  readonly seasonalDiscount: number
  readonly basePrice: number
  readonly stopsPrice: number
  readonly countStops: { all: number; free: number }
  readonly advertiserDiscount: number
  readonly capacityCoef: number
  readonly capacityDiscount: number
}

/**
 * The live stops price, incremental: the selection is kept as counts of sides per monthly tariff, so toggling
 * one stop is O(1) and re-pricing is O(tariffs × months), however many stops are selected (R-PRICE-01).
 * Stops with a booking error stay selected but are left out of the price (R-STOP-07).
 */
export class StopsPricer {
  private readonly selected = new Map<string, { price: number; booked: boolean }>()
  private readonly counts = new Map<number, number>()
  private readonly periods: MonthPeriod[]

  constructor(
    private readonly reference: PricingReferenceData,
    private readonly context: PricingContext,
    /** First days of the chosen months. */
    months: readonly IsoDate[],
  ) {
    const sorted = [...new Set(months)].sort()
    this.periods = sorted.flatMap((m) => splitByMonth(m, lastOfMonth(m)))
  }

  monthlyPrice(space: StopSpace): number {
    return stopMonthlyPrice(this.reference, space)
  }

  private count(price: number, delta: number): void {
    const next = (this.counts.get(price) ?? 0) + delta
    if (next === 0) this.counts.delete(price)
    else this.counts.set(price, next)
  }

  /** R-STOP-01: selecting a stop side toggles it. */
  toggle(space: StopSpace): void {
    const key = spaceKey(space)
    const had = this.selected.get(key)
    if (had) {
      this.selected.delete(key)
      if (!had.booked) this.count(had.price, -1)
      return
    }
    const price = this.monthlyPrice(space)
    const booked = space.bookingError === true
    this.selected.set(key, { price, booked })
    if (!booked) this.count(price, 1)
  }

  isSelected(space: Pick<StopSpace, 'inventoryNumber' | 'side'>): boolean {
    return this.selected.has(spaceKey(space))
  }

  get size(): number {
    return this.selected.size
  }

  quote(): Quote {
    const t = this.reference.tariffs.transitShelter
    const groups = [...this.counts].sort((a, b) => a[0] - b[0])
    const drafts: DraftLine[] = []
    for (const [price, quantity] of groups) {
      const itemId = stopsTariffItemId(price)
      const itemName = `Стороны остановок по ${price} ₽ в месяц`
      this.periods.forEach((period, periodIndex) => {
        drafts.push({
          itemId,
          itemName,
          quantity,
          period,
          periodIndex,
          unitBase: price,
          surcharges: [],
          unitOts: t.otsPerDayPerSide * period.days,
        })
      })
    }
    const free = groups.reduce((s, [, n]) => s + n, 0)
    const first = this.periods[0]
    const last = this.periods[this.periods.length - 1]
    if (!first || !last) throw new RangeError('a stops quote needs at least one month')
    const quote = assembleQuote(this.reference, this.context, {
      place: 'transitShelter',
      startDate: first.startDate,
      endDate: last.endDate,
      periods: this.periods,
      drafts,
      capacityQuantity: free,
      notes: ['База: месячная цена стороны по району × число сторон × месяцы'],
    })
    return { ...quote, details: { stopsTotal: stopsTotalOf(quote, this.selected.size, free) } }
  }
}

/** R-STOP-19: tariff, seasonal and final sums, with the percents and the capacity coefficient. */
export const stopsTotalOf = (quote: Quote, all: number, free: number): StopsTotal => {
  let seasonal = 0
  for (const line of quote.lines) for (const s of line.steps) if (s.kind === 'seasonal') seasonal += s.amount
  const base = quote.totals.basePrice
  return {
    tariffPrices: {
      stopsTariffPrice: base,
      stopsSeasonalPrice: base + seasonal,
      stopsAdvDiscountPrice: quote.totals.totalSumWithoutTaxes,
    },
    volumeDiscount: quote.discounts.volume.percent,
    seasonalDiscount: seasonal,
    basePrice: base,
    stopsPrice: quote.totals.totalSumWithoutTaxes,
    countStops: { all, free },
    advertiserDiscount: quote.discounts.advertiser.percent,
    capacityCoef: quote.discounts.capacity.factor,
    capacityDiscount: quote.discounts.capacity.percent,
  }
}
