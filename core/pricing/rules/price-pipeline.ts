import type { IsoDate } from '../../ports/clock.port'
import { fromRoubles, multiplyMoney, type Kopecks } from '../../shared/money'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import type { Quote, QuoteItem, QuoteLine, QuotePeriod, QuoteStep } from '../quote'
import { audienceRatio, grpOf, seasonalRatio, vatRateOn } from './coefficients'
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
 * seasonal and audience ratios of each month 1..12.
 */
interface ReferenceTables {
  readonly seasonal: readonly number[]
  readonly audience: readonly number[]
}
const referenceTables = new WeakMap<PricingReferenceData, ReferenceTables>()
const tablesOf = (reference: PricingReferenceData): ReferenceTables => {
  let tables = referenceTables.get(reference)
  if (!tables) {
    tables = {
      seasonal: Array.from({ length: 13 }, (_, month) => seasonalRatio(reference, month)),
      audience: Array.from({ length: 13 }, (_, month) => audienceRatio(reference, month)),
    }
    referenceTables.set(reference, tables)
  }
  return tables
}

const LABELS = {
  seasonal: 'Сезонный коэффициент',
  volume: 'Скидка за объём',
  capacity: 'Скидка за ёмкость',
  advertiser: 'Скидка рекламодателя',
  global: 'Глобальный коэффициент скидки',
} as const

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
  const { place, drafts } = options
  let basePrice = 0
  for (const d of drafts) basePrice += fromRoubles(d.unitBase) * d.quantity
  const volume = volumeDiscount(reference.volumeDiscounts, basePrice / 100, options.startDate, place)
  const advertiser = advertiserDiscount(context.advertiser, place, context.today)
  const capacity =
    options.capacityQuantity === undefined
      ? { percent: 0, factor: 1 }
      : capacityDiscount(reference.capacityDiscounts, place, options.capacityQuantity, advertiser.percent > 0)
  const ignored = context.advertiser?.ignoreGlobalDiscountFactors === true
  const seasonalOn = options.seasonal !== false
  // The discounts in their order (decision 10); the global factor is the line's own, by its start.
  const discounts = [
    { code: 'volume', label: LABELS.volume, factor: volume.factor },
    { code: 'capacity', label: LABELS.capacity, factor: capacity.factor },
    { code: 'advertiser', label: LABELS.advertiser, factor: advertiser.factor },
    { code: 'global', label: LABELS.global, factor: 1 },
  ] as const
  const periodTotals = options.periods.map((period) => ({ period, base: 0, total: 0, ots: 0, hasOts: false }))
  const items = new Map<string, { itemName: string; quantity: number; total: number }>()
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
    for (let k = 0; k < discounts.length; k++) {
      const discount = discounts[k]!
      const factor = discount.code === 'global' ? g : discount.factor
      if (factor === 1) continue
      next = value * factor
      nextRounded = fromRoubles(next)
      steps.push(stepOf('discount', discount.code, discount.label, factor, (nextRounded - rounded) * q))
      value = next
      rounded = nextRounded
    }
    const lineNet = rounded * q
    const lineOts =
      d.unitOts === undefined
        ? undefined
        : Math.round(d.unitOts * q * (d.otsGivenForRange ? 1 : (tables.audience[d.period.month] ?? 1)))
    lines.push({
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
      ...(lineOts === undefined ? {} : { ots: lineOts }),
    })
    net += lineNet
    const pt = periodTotals[d.periodIndex]
    if (!pt) throw new RangeError(`line refers to a missing period ${d.periodIndex}`)
    pt.base += base * q
    pt.total += lineNet
    if (lineOts !== undefined) {
      pt.ots += lineOts
      pt.hasOts = true
      ots += lineOts
      hasOts = true
    }
    const item = items.get(d.itemId)
    if (item) item.total += lineNet
    else items.set(d.itemId, { itemName: d.itemName, quantity: q, total: lineNet })
  }
  const vatRate = vatRateOn(reference, options.startDate)
  const without = net as Kopecks
  const taxes = multiplyMoney(without, vatRate)
  const periods: QuotePeriod[] = periodTotals.map(({ period: p, ...t }) => ({
    startDate: p.startDate,
    endDate: p.endDate,
    days: p.days,
    startDateFormat: p.startDateFormat,
    endDateFormat: p.endDateFormat,
    base: t.base as Kopecks,
    total: t.total as Kopecks,
    ...(t.hasOts ? { ots: t.ots } : {}),
  }))
  const itemList: QuoteItem[] = [...items].map(([itemId, v]) => ({
    itemId,
    itemName: v.itemName,
    quantity: v.quantity,
    totalPrice: v.total as Kopecks,
  }))
  return {
    place,
    startDate: options.startDate,
    endDate: options.endDate,
    periods,
    lines,
    items: itemList,
    discounts: {
      volume,
      capacity: {
        percent: capacity.percent,
        factor: capacity.factor,
        ...(capacity.switchedOff ? { switchedOff: capacity.switchedOff } : {}),
      },
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
    ...(hasOts ? { ots, grp: grpOf(ots, reference.audienceBase) } : {}),
    details: options.details ?? {},
    notes: options.notes ?? [],
  }
}
