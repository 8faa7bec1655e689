import { Effect, Schema } from 'effect'
import { decoderOf, type DecodeFailure } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../../pricing/place-calculator'
import type { Quote } from '../../pricing/quote'
import type { PlacementOption, PricingReferenceData } from '../../pricing/reference/pricing-reference.schema'
import { addDays, isIsoDate } from '../../pricing/rules/calendar'
import { coefficientOr1, seasonalRatio } from '../../pricing/rules/coefficients'
import {
  budgetShortfall,
  FILL_FACTOR,
  halfAiringsCoefficient,
  METRO_DEFAULT_PERIOD_DAYS,
  METRO_MODES,
  normalisePresentationCount,
  roundFillFactor,
  stopValue,
  validateBudget,
  type MetroMode,
} from '../../pricing/rules/metro'
import {
  assembleQuote,
  type DraftLine,
  type PricingContext,
  type Surcharge,
} from '../../pricing/rules/price-pipeline'
import { DEFAULT_CLIP_DURATION } from '../../pricing/rules/formats'
import type { MonthPeriod } from '../../pricing/rules/periods'
import { spreadByDays } from '../../pricing/calculators/drafts'
import { checkedMonths, Day, OneOf, Stepped } from '../../pricing/calculators/input-fields'
import { ruNumber } from '../../format/number.format'
import { clampNote, describeNumber, numberProblem, numberSchema, said } from '../../shared/number-rule'
import { fieldMessage } from '../../shared/field-messages'
import { FIELD_NOTES } from '../../pricing/field-notes'

/** What a field takes in each mode, for the field guide (the CLI's help). */
const modesSay = (say: (mode: (typeof METRO_MODES)[MetroMode]) => string): string =>
  `видеокампания (video): ${say(METRO_MODES.video)}; частые показы (budget): ${say(METRO_MODES.budget)}`

export const MetroMonitorsInput = Schema.Struct({
  mode: OneOf(['video', 'budget'] as const),
  startDate: Day,
  /** R-METRO-19: 3 days by default. */
  endDate: Schema.optionalKey(Day),
  /**
   * R-FMT-02: a clip of 5 s when none is given (the calculators' default). The clip, frequency and presentation
   * count are bounded by the mode (R-METRO-17/20/21): checked by price() against the mode's rules, so a value says
   * the same bound whichever check meets it first.
   */
  clipDuration: numberSchema(
    { whole: true },
    modesSay((m) => describeNumber(m.clip)),
  )
    .annotate({ default: DEFAULT_CLIP_DURATION })
    .pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_CLIP_DURATION))),
  frequency: numberSchema(
    { whole: true },
    modesSay((m) => `Выберите одно из значений: ${m.frequencies.join(', ')}`),
  ),
  presentationCount: Schema.optionalKey(
    numberSchema(
      { whole: true },
      modesSay((m) => describeNumber(m.presentation)),
    ),
  ),
  /** Budget-driven calculation: the presentation count follows from the budget. */
  budget: Schema.optionalKey(Schema.Union([Schema.Number, Schema.String])),
  fillFactor: Schema.optionalKey(numberSchema(FILL_FACTOR).annotate({ default: FILL_FACTOR.default })),
  dayParts: Schema.optionalKey(Schema.Array(Stepped(1, 5, 1))),
  days: Schema.optionalKey(OneOf(['all', 'workday', 'weekend'] as const)),
  endDateLocked: Schema.optionalKey(Schema.Boolean),
})
export type MetroMonitorsInput = typeof MetroMonitorsInput.Type

const METRO_FIELDS: ReadonlySet<PropertyKey> = new Set([
  'mode',
  'startDate',
  'endDate',
  'clipDuration',
  'frequency',
  'presentationCount',
  'budget',
  'fillFactor',
  'dayParts',
  'days',
  'endDateLocked',
])
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
const isDay = (v: unknown): v is string => typeof v === 'string' && isIsoDate(v)

/**
 * The checked fast path of the decoder (issue 51): a plain object whose every field is what the schema surely
 * takes gives the value the schema would (the same fields, in the schema's order, the clip's default filled in);
 * anything else — a field missing, unknown or refused, an unusual value — says undefined and the schema decodes
 * it, so every refusal is still the schema's own (metro-monitors.decode.property.test.ts holds the two equal).
 * The schema took 8 µs of a 12 µs calculation; this takes well under one.
 */
export const fastMetroInput = (input: unknown): MetroMonitorsInput | undefined => {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype)
    return undefined
  const o = input as Record<string, unknown>
  // Every own key a field of the schema's with a value: the enumerable ones by for…in and no symbol (the schema
  // refuses a symbol key); an absent field checked below not to be a hidden key (Reflect.ownKeys, which said all
  // three at once, cost a third of the calculation).
  for (const key in o) if (!METRO_FIELDS.has(key) || o[key] === undefined) return undefined
  if (Object.getOwnPropertySymbols(o).length > 0) return undefined
  const {
    mode,
    startDate,
    endDate,
    clipDuration,
    frequency,
    presentationCount,
    budget,
    fillFactor,
    dayParts,
  } = o
  const { days, endDateLocked } = o
  // An absent field is not a hidden key without a value (the schema refuses one).
  if (
    (endDate === undefined && 'endDate' in o) ||
    (clipDuration === undefined && 'clipDuration' in o) ||
    (presentationCount === undefined && 'presentationCount' in o) ||
    (budget === undefined && 'budget' in o) ||
    (fillFactor === undefined && 'fillFactor' in o) ||
    (dayParts === undefined && 'dayParts' in o) ||
    (days === undefined && 'days' in o) ||
    (endDateLocked === undefined && 'endDateLocked' in o)
  )
    return undefined
  if ((mode !== 'video' && mode !== 'budget') || !isDay(startDate) || !isWhole(frequency)) return undefined
  if (endDate !== undefined && !isDay(endDate)) return undefined
  if (clipDuration !== undefined && !isWhole(clipDuration)) return undefined
  if (presentationCount !== undefined && !isWhole(presentationCount)) return undefined
  if (
    budget !== undefined &&
    typeof budget !== 'string' &&
    !(typeof budget === 'number' && Number.isFinite(budget))
  )
    return undefined
  if (fillFactor !== undefined && numberProblem(FILL_FACTOR, fillFactor) !== undefined) return undefined
  let parts: number[] | undefined
  if (dayParts !== undefined) {
    if (!Array.isArray(dayParts) || Object.getPrototypeOf(dayParts) !== Array.prototype) return undefined
    parts = new Array<number>(dayParts.length)
    for (let i = 0; i < dayParts.length; i++) {
      const part: unknown = dayParts[i]
      if (!isWhole(part) || part < 1 || part > 5) return undefined
      parts[i] = part
    }
  }
  if (days !== undefined && days !== 'all' && days !== 'workday' && days !== 'weekend') return undefined
  if (endDateLocked !== undefined && typeof endDateLocked !== 'boolean') return undefined
  // Written field by field in the schema's order (no spread: a spread per optional field cost more than the checks).
  const value = { mode, startDate } as { -readonly [K in keyof MetroMonitorsInput]: MetroMonitorsInput[K] }
  if (endDate !== undefined) value.endDate = endDate
  value.clipDuration = clipDuration ?? DEFAULT_CLIP_DURATION
  value.frequency = frequency
  if (presentationCount !== undefined) value.presentationCount = presentationCount
  if (budget !== undefined) value.budget = budget
  if (fillFactor !== undefined) value.fillFactor = fillFactor as number
  if (parts !== undefined) value.dayParts = parts
  if (days !== undefined) value.days = days
  if (endDateLocked !== undefined) value.endDateLocked = endDateLocked
  return value
}

/** R-PRICE-03: price2 replaces price when it exists and the hits exceed 1 000 000. */
export const bestPrice = (option: Pick<PlacementOption, 'price' | 'price2'>, hits: number): number =>
  option.price2 !== undefined && hits > 1_000_000 ? option.price2 : option.price

/**
 * R-TGT-05 (open, chosen): metro surcharges are the placement option's coefficients minus 1, added (decision 10):
 * time narrowed → primeTime if a prime day part is chosen, else anyTime; days narrowed → anyDays; a frequency
 * above the lowest option → primeFrequency; the clip at the mode's maximum → videoHronometrach. Missing = 1.
 */
export const metroSurcharges = (option: PlacementOption, input: MetroMonitorsInput): readonly Surcharge[] => {
  const mode = METRO_MODES[input.mode]
  // Which surcharges apply, as bits: time (1 prime, 2 any other), days 4, frequency 8, clip 16.
  let which = 0
  const parts = input.dayParts
  if (parts !== undefined && parts.length > 0) {
    // The distinct parts chosen, without a Set: five ids at most (a Set per quote cost more than the rest).
    let chosen = 0
    for (const p of parts) chosen |= 1 << p
    if (countBits(chosen) < 5) which |= (chosen & ((1 << 2) | (1 << 4))) !== 0 ? 1 : 2
  }
  if (input.days && input.days !== 'all') which |= 4
  if (input.frequency > mode.frequencies[0]) which |= 8
  if (input.clipDuration === mode.clip.max) which |= 16
  // The list of each combination is made once per placement option (a reference's), not per quote.
  let lists = surchargeLists.get(option)
  if (lists === undefined) {
    lists = []
    surchargeLists.set(option, lists)
  }
  return (lists[which] ??= surchargesOf(option, which))
}

const surchargeLists = new WeakMap<PlacementOption, (readonly Surcharge[] | undefined)[]>()

const surchargesOf = (option: PlacementOption, which: number): readonly Surcharge[] => {
  const r = option.ration
  const out: Surcharge[] = []
  if ((which & 1) !== 0) addSurcharge(out, 'time', 'Прайм-тайм', r.primeTime)
  if ((which & 2) !== 0) addSurcharge(out, 'time', 'Время показа', r.anyTime)
  if ((which & 4) !== 0) addSurcharge(out, 'days', 'Дни недели', r.anyDays)
  if ((which & 8) !== 0) addSurcharge(out, 'frequency', 'Частота', r.primeFrequency)
  if ((which & 16) !== 0) addSurcharge(out, 'clip', 'Максимальный хронометраж', r.videoHronometrach)
  return out
}

const countBits = (bits: number): number => {
  let n = 0
  for (let b = bits; b !== 0; b &= b - 1) n++
  return n
}

/** A surcharge of the coefficient minus 1, when it is not nothing (missing = 1). */
const addSurcharge = (
  out: Surcharge[],
  code: string,
  label: string,
  coefficient: number | undefined,
): void => {
  const share = Math.round((coefficientOr1(coefficient) - 1) * 1e6) / 1e6
  if (share !== 0) out.push({ code, label, share })
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

/** The item of each mode, one string each (the pipeline compares the ids of every line). */
const ITEM_IDS = { video: 'metroMonitors-video', budget: 'metroMonitors-budget' } as const
const ITEM_NAMES = { video: 'Видеокампания в метро', budget: 'Показы в метро' } as const

/** A field's refusal. */
const fail = (field: string, message: string): Result<Quote, PricingError> =>
  err({ code: 'wrong format', message, field })

/**
 * Metro monitors, both modes. Base = presentations × clip seconds × price per second (R-PRICE-02: price × clip ×
 * 1000 is the price of a thousand presentations); presentations spread over the months by days.
 */
export class MetroMonitorsCalculator implements PlaceCalculator<MetroMonitorsInput> {
  readonly place = 'metroMonitors'
  constructor(/** The place's name (core/places). */ readonly title: string) {}
  readonly schema = MetroMonitorsInput
  private readonly decodeBySchema = decoderOf(this.schema)
  readonly decode = (input: unknown): Result<MetroMonitorsInput, DecodeFailure> => {
    const fast = fastMetroInput(input)
    return fast === undefined ? this.decodeBySchema(input) : ok(fast)
  }

  price(
    input: MetroMonitorsInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const mode = METRO_MODES[input.mode as MetroMode]
    // R-METRO-20 / R-METRO-21: the mode's own clips and frequencies, said as the form says them.
    const clipProblem = numberProblem(mode.clip, input.clipDuration)
    if (clipProblem !== undefined) return fail('clipDuration', clipProblem)
    if (!(mode.frequencies as readonly number[]).includes(input.frequency))
      return fail('frequency', fieldMessage(`expected one of ${mode.frequencies.join(', ')}`))
    if (input.mode === 'video' && input.fillFactor !== undefined) {
      const fillProblem = numberProblem(FILL_FACTOR, input.fillFactor)
      if (fillProblem !== undefined) return fail('fillFactor', fillProblem)
    }
    const endDate = input.endDate ?? addDays(input.startDate, METRO_DEFAULT_PERIOD_DAYS - 1)
    const period = checkedMonths(input.startDate, endDate)
    if (!period.ok) return period
    const { days, periods } = period.value
    const tariff = reference.tariffs.metroMonitors
    const option = tariff[input.mode]
    const fill = input.mode === 'video' ? roundFillFactor(input.fillFactor ?? FILL_FACTOR.default) : 1
    const half = halfAiringsCoefficient(input.clipDuration, option.videoOptions.blockDuration)
    const stop = stopValue(tariff.dailyCapacity, days, fill, half)
    const surcharges = metroSurcharges(option, input)
    // What the price counted instead of what a field asked (at most one field here), said at that field.
    let fieldNotes: Record<string, string> | undefined
    let count: number
    if (input.budget !== undefined) {
      const budget = validateBudget(input.mode, input.budget)
      if (!budget.ok) return fail('budget', budget.error)
      count = presentationsForBudget(budget.value, option, input, periods, surcharges, reference, stop)
      if (count === 0) {
        const shortfall = budgetShortfall(input.endDateLocked === true)
        return fail(shortfall.field, shortfall.message)
      }
      fieldNotes = { budget: `Бюджета хватает на ${said(count)} показов` }
    } else if (input.presentationCount !== undefined) {
      const asked = input.presentationCount
      // Below the minimum it would price nothing: refused, naming the bound (R-METRO-17).
      const countProblem = numberProblem(mode.presentation, asked)
      if (countProblem !== undefined) return fail('presentationCount', countProblem)
      count = normalisePresentationCount(asked, input.mode, stop)
      // R-METRO-11: no more than the period holds; fewer than the minimum is no campaign at all.
      if (count === 0)
        return fail(
          'presentationCount',
          `За этот период мониторы покажут не больше ${said(stop)}: удлините период`,
        )
      // R-METRO-10: off the step it is priced at the step below, above the maximum at the maximum; the field says
      // so, as it says a period that holds fewer.
      const rounded = clampNote(mode.presentation, asked)
      if (count < rounded.value)
        fieldNotes = {
          presentationCount: `Период вмещает не больше ${said(count)}: цена посчитана для ${said(count)}`,
        }
      else if (rounded.note !== undefined) fieldNotes = { presentationCount: rounded.note }
    } else {
      return err({
        code: 'required',
        message: 'Укажите бюджет или число показов',
        field: 'presentationCount',
      })
    }
    const unitPrice = bestPrice(option, count)
    const counts = spreadByDays(count, periods)
    const drafts: DraftLine[] = []
    for (let periodIndex = 0; periodIndex < periods.length; periodIndex++)
      drafts.push({
        itemId: ITEM_IDS[input.mode],
        itemName: ITEM_NAMES[input.mode],
        quantity: 1,
        period: periods[periodIndex]!,
        periodIndex,
        unitBase: (counts[periodIndex] ?? 0) * input.clipDuration * unitPrice,
        surcharges,
        unitOts: (counts[periodIndex] ?? 0) * tariff.otsPerPresentation,
      })
    return ok(
      assembleQuote(reference, context, {
        place: this.place,
        startDate: input.startDate,
        endDate,
        periods,
        drafts,
        details:
          fieldNotes === undefined
            ? { presentationCount: count, pricePerSecond: unitPrice, fillFactor: fill, stopValue: stop }
            : {
                presentationCount: count,
                pricePerSecond: unitPrice,
                fillFactor: fill,
                stopValue: stop,
                [FIELD_NOTES]: fieldNotes,
              },
        notes: [
          `База: ${ruNumber(count)} показов × ${ruNumber(input.clipDuration)} с × ${ruNumber(unitPrice)} ₽ за секунду`,
        ],
      }),
    )
  }
}
