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
  /**
   * The selected sides by inventory number, one map per side letter (no key to build per toggle); the value is
   * the side's monthly price, negated for a side with a booking error. A tariff is positive, so the sign is free.
   */
  private readonly selected = { a: new Map<string, number>(), b: new Map<string, number>() }
  private readonly counts = new Map<number, number>()
  private readonly periods: MonthPeriod[]
  /** The monthly price of each tariff region met so far (a city has a dozen). */
  private readonly regionPrices = new Map<string, number>()

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
    let price = this.regionPrices.get(space.region)
    if (price === undefined) {
      price = stopMonthlyPrice(this.reference, space)
      this.regionPrices.set(space.region, price)
    }
    return price
  }

  /**
   * Selects many sides at once (select all, a whole district, an imported list): as toggling each one that is
   * not selected yet, with the tariff counts kept in a local table until the end.
   */
  selectAll(spaces: Iterable<StopSpace>): void {
    const added = new Map<number, number>()
    for (const space of spaces) {
      const side = this.selected[space.side]
      if (side.has(space.inventoryNumber)) continue
      const price = this.monthlyPrice(space)
      if (space.bookingError === true) {
        side.set(space.inventoryNumber, -price)
        continue
      }
      side.set(space.inventoryNumber, price)
      added.set(price, (added.get(price) ?? 0) + 1)
    }
    for (const [price, n] of added) this.count(price, n)
  }

  private count(price: number, delta: number): void {
    const next = (this.counts.get(price) ?? 0) + delta
    if (next === 0) this.counts.delete(price)
    else this.counts.set(price, next)
  }

  /** R-STOP-01: selecting a stop side toggles it. */
  toggle(space: StopSpace): void {
    const side = this.selected[space.side]
    const had = side.get(space.inventoryNumber)
    if (had !== undefined) {
      side.delete(space.inventoryNumber)
      if (had > 0) this.count(had, -1)
      return
    }
    const price = this.monthlyPrice(space)
    const booked = space.bookingError === true
    side.set(space.inventoryNumber, booked ? -price : price)
    if (!booked) this.count(price, 1)
  }

  isSelected(space: Pick<StopSpace, 'inventoryNumber' | 'side'>): boolean {
    return this.selected[space.side].has(space.inventoryNumber)
  }

  get size(): number {
    return this.selected.a.size + this.selected.b.size
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
    return { ...quote, details: { stopsTotal: stopsTotalOf(quote, this.size, free) } }
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
