import type { IsoDate } from '../../ports/clock.port'
import { fromRoubles, multiplyMoney, type Kopecks } from '../../shared/money'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import type { Quote, QuoteItem, QuoteLine, QuotePeriod, QuoteStep } from '../quote'
import { audienceRatio, grpOf, seasonalRatio } from './coefficients'
import {
  advertiserDiscount,
  capacityDiscount,
  globalFactor,
  volumeDiscount,
  type AdvertiserTerms,
} from './discounts'
import type { MonthPeriod } from './periods'

/** What every calculator gets besides its input: the pricing day and the advertiser (house style 6). */
export interface PricingContext {
  readonly today: IsoDate
  readonly advertiser?: AdvertiserTerms
}

export interface Surcharge {
  readonly code: string
  readonly label: string
  /** Share added, e.g. 0.1 for 10 %. */
  readonly share: number
}

/** A line as a calculator drafts it: the base of ONE unit, before the shared pipeline. */
export interface DraftLine {
  readonly itemId: string
  readonly itemName: string
  readonly quantity: number
  readonly period: MonthPeriod
  readonly periodIndex: number
  /** Base of one unit in roubles, unrounded: tariff × quantity × duration share (decision 10). */
  readonly unitBase: number
  readonly surcharges: readonly Surcharge[]
  /** OTS of one unit before the month's audience ratio. */
  readonly unitOts?: number
  /**
   * The OTS is a figure given for the range (sticker otsInRange), not computed from a monthly or daily one: the
   * month's audience ratio does not scale it again (decision 11, R-PRICE-06).
   */
  readonly otsGivenForRange?: boolean
}

export interface AssembleOptions {
  readonly place: string
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly periods: readonly MonthPeriod[]
  readonly drafts: readonly DraftLine[]
  /** The campaign's quantity in the capacity unit of the place (R-DISC-06); omitted = no capacity rule. */
  readonly capacityQuantity?: number
  /** Places whose seasonality the tariff already holds (e.g. navigation signs' yearly price) pass false. */
  readonly seasonal?: boolean
  readonly details?: Readonly<Record<string, unknown>>
  readonly notes?: readonly string[]
}

/** One step of a line, its amount in kopecks for the whole line. */
const stepOf = (
  kind: QuoteStep['kind'],
  code: string,
  label: string,
  factor: number,
  amount: number,
): QuoteStep => ({ kind, code, label, factor, amount: amount as Kopecks })

/**
 * What the pipeline reads of a reference for every line, read once per reference (not searched per line): the
 * seasonal and audience ratios of each month 1..12, and the VAT rates sorted by the day they start.
 */
interface ReferenceTables {
  readonly seasonal: readonly number[]
  readonly audience: readonly number[]
  readonly vat: PricingReferenceData['vatRates']
}
const referenceTables = new WeakMap<PricingReferenceData, ReferenceTables>()
const tablesOf = (reference: PricingReferenceData): ReferenceTables => {
  let tables = referenceTables.get(reference)
  if (!tables) {
    tables = {
      seasonal: Array.from({ length: 13 }, (_, month) => seasonalRatio(reference, month)),
      audience: Array.from({ length: 13 }, (_, month) => audienceRatio(reference, month)),
      vat: [...reference.vatRates].sort((a, b) => (a.from < b.from ? -1 : 1)),
    }
    referenceTables.set(reference, tables)
  }
  return tables
}

/** vatRateOn (coefficients.ts) on the rates sorted once: the first rate, then the last one in force by the day. */
const vatOn = (sorted: ReferenceTables['vat'], date: IsoDate): number => {
  let rate = sorted[0]?.rate ?? 0
  for (const r of sorted) if (r.from <= date) rate = r.rate
  return rate
}

const NO_CAPACITY = { percent: 0, factor: 1 } as const

const LABELS = {
  seasonal: 'Сезонный коэффициент',
  volume: 'Скидка за объём',
  capacity: 'Скидка за ёмкость',
  advertiser: 'Скидка рекламодателя',
  global: 'Глобальный коэффициент скидки',
} as const
const DISCOUNT_CODES = ['volume', 'capacity', 'advertiser', 'global'] as const

/**
 * The price pipeline of RULES decision 10 (R-DISC-01, R-TGT-04, R-PRICE-04), for each period line:
 *   base → × seasonal price ratio → × (1 + Σ surcharges, additive) → × volume factor (chosen once by the
 *   campaign's total base price) → × capacity factor → × advertiser factor → × global factor → kopecks.
 * Each step's amount is the difference of the running value rounded to kopecks before and after the step, so
 * the steps add up exactly to the net, and the net is the running value rounded once at the end.
 */
export const assembleQuote = (
  reference: PricingReferenceData,
  context: PricingContext,
  options: AssembleOptions,
): Quote => {
  // Every quote runs this (issue 51): plain loops and arrays, no closure, spread or Map per call, the reference's
  // tables read once per reference; the quote's fields are written in the order they always had.
  const { place, drafts } = options
  let basePrice = 0
  for (const d of drafts) basePrice += fromRoubles(d.unitBase) * d.quantity
  const volume = volumeDiscount(reference.volumeDiscounts, basePrice / 100, options.startDate, place)
  const advertiser = advertiserDiscount(context.advertiser, place, context.today)
  const capacity =
    options.capacityQuantity === undefined
      ? NO_CAPACITY
      : capacityDiscount(reference.capacityDiscounts, place, options.capacityQuantity, advertiser.percent > 0)
  const ignored = context.advertiser?.ignoreGlobalDiscountFactors === true
  const seasonalOn = options.seasonal !== false
  const monthPeriods = options.periods
  const periodCount = monthPeriods.length
  // Each period's sums, four numbers a period by its index: base, total, audience, whether it has one.
  const sums: number[] = []
  for (let i = 0; i < periodCount; i++) sums.push(0, 0, 0, 0)
  // The items in the order first met, with their sums.
  const itemList: { -readonly [K in keyof QuoteItem]: QuoteItem[K] }[] = []
  let itemIndex: Map<string, number> | undefined
  const lines: QuoteLine[] = []
  let before = 0
  let net = 0
  let ots = 0
  let hasOts = false
  let minGlobal = 1
  const tables = tablesOf(reference)
  const seasonal = seasonalOn ? tables.seasonal : undefined
  for (const d of drafts) {
    const q = d.quantity
    // Each step's amount is the difference of the running value rounded before and after it (no closure: a
    // function made per line cost more than the line's arithmetic).
    const steps: QuoteStep[] = []
    let value = d.unitBase
    let rounded: number = fromRoubles(value)
    const base = rounded
    let next: number
    let nextRounded: number
    if (seasonal) {
      const ratio = seasonal[d.period.month] ?? 1
      next = value * ratio
      nextRounded = fromRoubles(next)
      steps.push(stepOf('seasonal', 'seasonal', LABELS.seasonal, ratio, (nextRounded - rounded) * q))
      value = next
      rounded = nextRounded
    }
    const seasonalValue = value
    let share = 0
    for (const s of d.surcharges) {
      share += s.share
      next = seasonalValue * (1 + share)
      nextRounded = fromRoubles(next)
      steps.push(stepOf('surcharge', s.code, s.label, s.share, (nextRounded - rounded) * q))
      value = next
      rounded = nextRounded
    }
    before += rounded * q
    const g = globalFactor(reference.globalDiscountFactors, d.period.startDate, context.advertiser)
    if (g !== 1) minGlobal = Math.min(minGlobal, g)
    // The discounts in their order (decision 10); the global factor is the line's own, by its start.
    for (let k = 0; k < 4; k++) {
      const factor = k === 0 ? volume.factor : k === 1 ? capacity.factor : k === 2 ? advertiser.factor : g
      if (factor === 1) continue
      next = value * factor
      nextRounded = fromRoubles(next)
      const code = DISCOUNT_CODES[k]!
      steps.push(stepOf('discount', code, LABELS[code], factor, (nextRounded - rounded) * q))
      value = next
      rounded = nextRounded
    }
    const lineNet = rounded * q
    const lineOts =
      d.unitOts === undefined
        ? undefined
        : Math.round(d.unitOts * q * (d.otsGivenForRange ? 1 : (tables.audience[d.period.month] ?? 1)))
    const line: { -readonly [K in keyof QuoteLine]: QuoteLine[K] } = {
      itemId: d.itemId,
      itemName: d.itemName,
      quantity: q,
      periodIndex: d.periodIndex,
      startDate: d.period.startDate,
      endDate: d.period.endDate,
      days: d.period.days,
      base: (base * q) as Kopecks,
      steps,
      net: lineNet as Kopecks,
    }
    if (lineOts !== undefined) line.ots = lineOts
    lines.push(line)
    net += lineNet
    const pi = d.periodIndex
    if (!(Number.isInteger(pi) && pi >= 0 && pi < periodCount))
      throw new RangeError(`line refers to a missing period ${pi}`)
    sums[4 * pi]! += base * q
    sums[4 * pi + 1]! += lineNet
    if (lineOts !== undefined) {
      sums[4 * pi + 2]! += lineOts
      sums[4 * pi + 3] = 1
      ots += lineOts
      hasOts = true
    }
    // The first item is found without a map; a second distinct one makes the map.
    const first = itemList[0]
    let at: number | undefined
    if (first === undefined) at = undefined
    else if (itemIndex === undefined) {
      if (first.itemId === d.itemId) at = 0
      else itemIndex = new Map([[first.itemId, 0]])
    } else at = itemIndex.get(d.itemId)
    if (at !== undefined) itemList[at]!.totalPrice = (itemList[at]!.totalPrice + lineNet) as Kopecks
    else {
      itemIndex?.set(d.itemId, itemList.length)
      itemList.push({ itemId: d.itemId, itemName: d.itemName, quantity: q, totalPrice: lineNet as Kopecks })
    }
  }
  const vatRate = vatOn(tables.vat, options.startDate)
  const without = net as Kopecks
  const taxes = multiplyMoney(without, vatRate)
  const periods: QuotePeriod[] = new Array<QuotePeriod>(periodCount)
  for (let i = 0; i < periodCount; i++) {
    const p = monthPeriods[i]!
    const period: { -readonly [K in keyof QuotePeriod]: QuotePeriod[K] } = {
      startDate: p.startDate,
      endDate: p.endDate,
      days: p.days,
      startDateFormat: p.startDateFormat,
      endDateFormat: p.endDateFormat,
      base: sums[4 * i]! as Kopecks,
      total: sums[4 * i + 1]! as Kopecks,
    }
    if (sums[4 * i + 3] === 1) period.ots = sums[4 * i + 2]!
    periods[i] = period
  }
  // details and notes come last, after the audience when there is one (the wire's key order).
  const quote: { -readonly [K in keyof Quote]?: Quote[K] } = {
    place,
    startDate: options.startDate,
    endDate: options.endDate,
    periods,
    lines,
    items: itemList,
    discounts: {
      volume,
      capacity:
        'switchedOff' in capacity && capacity.switchedOff
          ? { percent: capacity.percent, factor: capacity.factor, switchedOff: capacity.switchedOff }
          : { percent: capacity.percent, factor: capacity.factor },
      advertiser,
      global: { factor: minGlobal, ignored },
    },
    totals: {
      basePrice: basePrice as Kopecks,
      priceBeforeDiscounts: before as Kopecks,
      totalSumWithoutTaxes: without,
      taxesSum: taxes,
      total: (without + taxes) as Kopecks,
      vatRate,
    },
  }
  if (hasOts) {
    quote.ots = ots
    quote.grp = grpOf(ots, reference.audienceBase)
  }
  quote.details = options.details ?? {}
  quote.notes = options.notes ?? []
  return quote as Quote
}
