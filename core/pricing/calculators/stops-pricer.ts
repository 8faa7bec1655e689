import { formatNumber } from '../../format/number.format'
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

/** A side's slot in a stop's packed entry: 12 bits, side a low, side b high. */
const SLOT = 0xfff
const SHIFT = { a: 0, b: 12 } as const
const MAX_TARIFFS = (SLOT - 1) >> 1

/**
 * The live stops price, incremental: the selection is kept as counts of sides per monthly tariff, so toggling
 * one stop is O(1) and re-pricing is O(tariffs × months), however many stops are selected (R-PRICE-01).
 * Stops with a booking error stay selected but are left out of the price (R-STOP-07).
 */
export class StopsPricer {
  /**
   * The selected sides, one entry per inventory number. The product numbers each side ('ОСТ-000007-A'); older
   * lists number the stop and its two sides share the number, so the value packs both sides, 12 bits each:
   * 0 for a side not selected, else 1 + (tariff index × 2 + 1 if the side has a booking error).
   */
  private readonly selected = new Map<string, number>()
  private sides = 0
  /** The distinct monthly prices met so far (a city has a dozen), and the selected free sides at each. */
  private readonly prices: number[] = []
  private readonly counts: number[] = []
  private readonly periods: MonthPeriod[]
  /** The tariff index of each region met so far. */
  private readonly regionTariff = new Map<string, number>()

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
    return this.prices[this.tariffOf(space.region)] ?? 0
  }

  private tariffOf(region: string): number {
    let index = this.regionTariff.get(region)
    if (index === undefined) {
      const price = stopMonthlyPrice(this.reference, { region })
      index = this.prices.indexOf(price)
      if (index < 0) {
        index = this.prices.push(price) - 1
        this.counts.push(0)
      }
      if (index >= MAX_TARIFFS) throw new RangeError(`more than ${MAX_TARIFFS} shelter tariffs`)
      this.regionTariff.set(region, index)
    }
    return index
  }

  /**
   * Selects many sides at once (select all, a whole district, an imported list): as toggling each one that is
   * not selected yet, with the tariff counts kept in a local run until the tariff changes.
   */
  selectAll(spaces: Iterable<StopSpace>): void {
    // Spaces come grouped by district, so the last region's tariff and a running count spare two lookups a side.
    let region: string | undefined
    let tariff = 0
    let run = 0
    for (const space of spaces) {
      const packed = this.selected.get(space.inventoryNumber) ?? 0
      const shift = SHIFT[space.side]
      if (((packed >> shift) & SLOT) !== 0) continue
      if (space.region !== region) {
        region = space.region
        const next = this.tariffOf(region)
        if (next !== tariff) {
          this.addCount(tariff, run)
          tariff = next
          run = 0
        }
      }
      const booked = space.bookingError === true
      this.selected.set(space.inventoryNumber, packed | ((1 + tariff * 2 + (booked ? 1 : 0)) << shift))
      this.sides++
      if (!booked) run++
    }
    this.addCount(tariff, run)
  }

  private addCount(tariff: number, delta: number): void {
    this.counts[tariff] = (this.counts[tariff] ?? 0) + delta
  }

  /** R-STOP-01: selecting a stop side toggles it. */
  toggle(space: StopSpace): void {
    const packed = this.selected.get(space.inventoryNumber) ?? 0
    const shift = SHIFT[space.side]
    const slot = (packed >> shift) & SLOT
    if (slot !== 0) {
      const rest = packed & ~(SLOT << shift)
      if (rest === 0) this.selected.delete(space.inventoryNumber)
      else this.selected.set(space.inventoryNumber, rest)
      this.sides--
      if ((slot - 1) % 2 === 0) this.addCount((slot - 1) >> 1, -1)
      return
    }
    const tariff = this.tariffOf(space.region)
    const booked = space.bookingError === true
    this.selected.set(space.inventoryNumber, packed | ((1 + tariff * 2 + (booked ? 1 : 0)) << shift))
    this.sides++
    if (!booked) this.addCount(tariff, 1)
  }

  isSelected(space: Pick<StopSpace, 'inventoryNumber' | 'side'>): boolean {
    return (((this.selected.get(space.inventoryNumber) ?? 0) >> SHIFT[space.side]) & SLOT) !== 0
  }

  get size(): number {
    return this.sides
  }

  quote(): Quote {
    const t = this.reference.tariffs.transitShelter
    const groups: [number, number][] = []
    this.prices.forEach((price, i) => {
      const n = this.counts[i] ?? 0
      if (n > 0) groups.push([price, n])
    })
    groups.sort((a, b) => a[0] - b[0])
    const drafts: DraftLine[] = []
    for (const [price, quantity] of groups) {
      const itemId = stopsTariffItemId(price)
      const grouped = formatNumber(price)
      const itemName = `Стороны остановок по ${grouped.ok ? grouped.value : price} ₽ в месяц`
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
