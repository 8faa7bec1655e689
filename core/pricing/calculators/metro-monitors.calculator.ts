import { placeName } from '../../campaign/place-names'
import { Effect, Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import type { PlacementOption, PricingReferenceData } from '../reference/pricing-reference.schema'
import { addDays } from '../rules/calendar'
import { coefficientOr1, seasonalRatio } from '../rules/coefficients'
import {
  budgetShortfallMessage,
  FILL_FACTOR,
  halfAiringsCoefficient,
  METRO_DEFAULT_PERIOD_DAYS,
  METRO_MODES,
  normalisePresentationCount,
  roundFillFactor,
  stopValue,
  validateBudget,
  type MetroMode,
} from '../rules/metro'
import { assembleQuote, type PricingContext, type Surcharge } from '../rules/price-pipeline'
import { DEFAULT_CLIP_DURATION } from '../rules/formats'
import { splitByMonth, type MonthPeriod } from '../rules/periods'
import { spreadByDays } from './drafts'
import { Between, checkPeriod, Day, OneOf, Stepped } from './input-fields'
import { ruNumber } from '../../format/number.format'

export const MetroMonitorsInput = Schema.Struct({
  mode: OneOf(['video', 'budget'] as const),
  startDate: Day,
  /** R-METRO-19: 3 days by default. */
  endDate: Schema.optionalKey(Day),
  /** R-FMT-02: a clip of 5 s when none is given (the calculators' default). */
  clipDuration: Stepped(5, 60, 5)
    .annotate({ default: DEFAULT_CLIP_DURATION })
    .pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_CLIP_DURATION))),
  frequency: Stepped(1, 60, 1),
  presentationCount: Schema.optionalKey(Stepped(0, 100_000_000, 1)),
  /** Budget-driven calculation: the presentation count follows from the budget. */
  budget: Schema.optionalKey(Schema.Union([Schema.Number, Schema.String])),
  fillFactor: Schema.optionalKey(
    Between(FILL_FACTOR.min, FILL_FACTOR.max).annotate({ default: FILL_FACTOR.default }),
  ),
  dayParts: Schema.optionalKey(Schema.Array(Stepped(1, 5, 1))),
  days: Schema.optionalKey(OneOf(['all', 'workday', 'weekend'] as const)),
  endDateLocked: Schema.optionalKey(Schema.Boolean),
})
export type MetroMonitorsInput = typeof MetroMonitorsInput.Type

/** R-PRICE-03: price2 replaces price when it exists and the hits exceed 1 000 000. */
export const bestPrice = (option: Pick<PlacementOption, 'price' | 'price2'>, hits: number): number =>
  option.price2 !== undefined && hits > 1_000_000 ? option.price2 : option.price

/**
 * R-TGT-05 (open, chosen): metro surcharges are the placement option's coefficients minus 1, added (decision 10):
 * time narrowed → primeTime if a prime day part is chosen, else anyTime; days narrowed → anyDays; a frequency
 * above the lowest option → primeFrequency; the clip at the mode's maximum → videoHronometrach. Missing = 1.
 */
export const metroSurcharges = (option: PlacementOption, input: MetroMonitorsInput): Surcharge[] => {
  const mode = METRO_MODES[input.mode]
  const r = option.ration
  const out: Surcharge[] = []
  const add = (code: string, label: string, coefficient: number | undefined): void => {
    const share = Math.round((coefficientOr1(coefficient) - 1) * 1e6) / 1e6
    if (share !== 0) out.push({ code, label, share })
  }
  const parts = new Set(input.dayParts ?? [])
  if (parts.size > 0 && parts.size < 5) {
    if (parts.has(2) || parts.has(4)) add('time', 'Прайм-тайм', r.primeTime)
    else add('time', 'Время показа', r.anyTime)
  }
  if (input.days && input.days !== 'all') add('days', 'Дни недели', r.anyDays)
  if (input.frequency > mode.frequencies[0]) add('frequency', 'Частота', r.primeFrequency)
  if (input.clipDuration === mode.clip.max) add('clip', 'Максимальный хронометраж', r.videoHronometrach)
  return out
}

/**
 * R-METRO-10 (budget-driven, chosen): the budget pays for the price before discounts and VAT — presentations ×
 * clip × price per second × the days-weighted seasonal ratio × (1 + surcharges); the count it buys is rounded
 * down to the step, capped, zeroed below the minimum and clamped to the stop value. price2 is used when the count
 * bought at price2 still exceeds 1 000 000 (R-PRICE-03).
 */
export const presentationsForBudget = (
  budget: number,
  option: PlacementOption,
  input: MetroMonitorsInput,
  periods: readonly MonthPeriod[],
  surcharges: readonly Surcharge[],
  reference: PricingReferenceData,
  stop: number,
): number => {
  const days = periods.reduce((s, p) => s + p.days, 0)
  const seasonal = periods.reduce((s, p) => s + p.days * seasonalRatio(reference, p.month), 0) / days
  const multiplier = seasonal * (1 + surcharges.reduce((s, x) => s + x.share, 0))
  const buys = (price: number): number =>
    normalisePresentationCount(budget / (input.clipDuration * price * multiplier), input.mode, stop)
  const atPrice = buys(option.price)
  if (option.price2 === undefined) return atPrice
  // A count bought at price2 is priced at price2 only when it exceeds a million (bestPrice).
  const atPrice2 = buys(option.price2)
  return atPrice2 > 1_000_000 ? atPrice2 : atPrice
}

/**
 * Metro monitors, both modes. Base = presentations × clip seconds × price per second (R-PRICE-02: price × clip ×
 * 1000 is the price of a thousand presentations); presentations spread over the months by days.
 */
export class MetroMonitorsCalculator implements PlaceCalculator<MetroMonitorsInput> {
  readonly place = 'metroMonitors'
  readonly title = placeName('metroMonitors')
  readonly schema = MetroMonitorsInput
  readonly decode = decoderOf(this.schema)

  price(
    input: MetroMonitorsInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const mode = METRO_MODES[input.mode as MetroMode]
    const fail = (field: string, message: string): Result<Quote, PricingError> =>
      err({ code: 'wrong format', message, field })
    if (
      input.clipDuration < mode.clip.min ||
      input.clipDuration > mode.clip.max ||
      input.clipDuration % mode.clip.step
    )
      return fail('clipDuration', `expected ${mode.clip.min}..${mode.clip.max} in steps of ${mode.clip.step}`)
    if (!(mode.frequencies as readonly number[]).includes(input.frequency))
      return fail('frequency', `expected one of ${mode.frequencies.join(', ')}`)
    const endDate = input.endDate ?? addDays(input.startDate, METRO_DEFAULT_PERIOD_DAYS - 1)
    const period = checkPeriod(input.startDate, endDate)
    if (!period.ok) return period
    const tariff = reference.tariffs.metroMonitors
    const option = tariff[input.mode]
    const fill = input.mode === 'video' ? roundFillFactor(input.fillFactor ?? FILL_FACTOR.default) : 1
    const half = halfAiringsCoefficient(input.clipDuration, option.videoOptions.blockDuration)
    const stop = stopValue(tariff.dailyCapacity, period.value, fill, half)
    const periods = splitByMonth(input.startDate, endDate)
    const surcharges = metroSurcharges(option, input)
    let count: number
    if (input.budget !== undefined) {
      const budget = validateBudget(input.mode, input.budget)
      if (!budget.ok) return fail('budget', budget.error)
      count = presentationsForBudget(budget.value, option, input, periods, surcharges, reference, stop)
      if (count === 0) return fail('budget', budgetShortfallMessage(input.endDateLocked === true))
    } else if (input.presentationCount !== undefined) {
      const p = mode.presentation
      const c = input.presentationCount
      if (c < p.min || c > p.max || c % p.step)
        return fail('presentationCount', `expected ${p.min}..${p.max} in steps of ${p.step}`)
      count = normalisePresentationCount(c, input.mode, stop)
      if (count === 0) return fail('presentationCount', `the period holds at most ${stop} presentations`)
    } else {
      return err({
        code: 'required',
        message: 'Укажите бюджет или число показов',
        field: 'presentationCount',
      })
    }
    const unitPrice = bestPrice(option, count)
    const counts = spreadByDays(count, periods)
    const drafts = periods.map((p, periodIndex) => ({
      itemId: `metroMonitors-${input.mode}`,
      itemName: input.mode === 'video' ? 'Видеокампания в метро' : 'Показы в метро',
      quantity: 1,
      period: p,
      periodIndex,
      unitBase: (counts[periodIndex] ?? 0) * input.clipDuration * unitPrice,
      surcharges,
      unitOts: (counts[periodIndex] ?? 0) * tariff.otsPerPresentation,
    }))
    return ok(
      assembleQuote(reference, context, {
        place: this.place,
        startDate: input.startDate,
        endDate,
        periods,
        drafts,
        details: { presentationCount: count, pricePerSecond: unitPrice, fillFactor: fill, stopValue: stop },
        notes: [
          `База: ${ruNumber(count)} показов × ${ruNumber(input.clipDuration)} с × ${ruNumber(unitPrice)} ₽ за секунду`,
        ],
      }),
    )
  }
}
