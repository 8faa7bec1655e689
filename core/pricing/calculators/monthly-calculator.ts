import type { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import type { IsoDate } from '../../shared/calendar'
import type { PlaceCalculator, PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { assembleQuote, type PricingContext, type Surcharge } from '../rules/price-pipeline'
import { splitByMonth, type MonthPeriod } from '../rules/periods'
import { targetingSurcharges, type TargetingChoice } from '../rules/targeting'
import { monthDrafts, type DraftItem } from './drafts'
import { checkPeriod, unknownId } from './input-fields'

/** What a place prices over a period: its lines, one unit's base and OTS in each month, and what the quote says. */
export interface MonthlyLines<T extends DraftItem = DraftItem> {
  readonly items: readonly T[]
  /** One unit's base (roubles) and OTS in a month of the period (`index` of the month in the period). */
  readonly unit: (
    item: T,
    period: MonthPeriod,
    index: number,
  ) => { readonly base: number; readonly ots?: number }
  /** The targeting surcharges when the place derives them; absent, from the input's `targeting`. */
  readonly surcharges?: readonly Surcharge[]
  readonly capacityQuantity?: number
  readonly details?: Readonly<Record<string, unknown>>
  readonly notes: readonly string[]
}

/** The period a place prices (a place may move it, as turn tiles snap their start), with what it says of that. */
export interface PricedPeriod {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  readonly notes?: readonly string[]
}

/** The input every monthly place shares: a period, and the days it is shown on when it has targeting. */
interface MonthlyInput {
  readonly startDate: IsoDate
  readonly endDate?: IsoDate
  readonly targeting?: TargetingChoice
}

/** How one place is priced month by month: what the skeleton of monthlyCalculator asks of it. */
export interface MonthlyPricing<
  S extends Schema.Top & Schema.ConstraintDecoder<unknown>,
  T extends DraftItem = DraftItem,
> {
  readonly place: string
  readonly title: string
  readonly schema: S
  /** The period priced; absent, the input's own (its end required). */
  readonly period?: (input: S['Type']) => Result<PricedPeriod, PricingError>
  /** The lines and unit prices of the input over the period's months, or why it cannot be priced (an unknown id). */
  readonly lines: (
    input: S['Type'],
    reference: PricingReferenceData,
    periods: readonly MonthPeriod[],
  ) => Result<MonthlyLines<T>, PricingError>
}

const ownPeriod = (input: MonthlyInput): Result<PricedPeriod, PricingError> =>
  input.endDate === undefined
    ? { ok: false, error: { code: 'required', message: 'Укажите дату окончания', field: 'endDate' } }
    : ok({ startDate: input.startDate, endDate: input.endDate })

/**
 * The one skeleton of the places priced month by month (decision 10): decode, check the period, split it by
 * calendar month, one draft line per item and month with the targeting surcharges, then the shared pipeline.
 * A place configures it with its schema, its period and its lines (issue #49 item 2: the twin skeletons folded).
 */
export const monthlyCalculator = <
  S extends Schema.Top & Schema.ConstraintDecoder<unknown>,
  T extends DraftItem = DraftItem,
>(
  pricing: MonthlyPricing<S, T>,
): PlaceCalculator<S['Type']> => ({
  place: pricing.place,
  title: pricing.title,
  schema: pricing.schema,
  decode: decoderOf(pricing.schema),
  price(
    input: S['Type'],
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const own = input as MonthlyInput
    const period = pricing.period ? pricing.period(input) : ownPeriod(own)
    if (!period.ok) return period
    const { startDate, endDate } = period.value
    const check = checkPeriod(startDate, endDate)
    if (!check.ok) return check
    const periods = splitByMonth(startDate, endDate)
    const lines = pricing.lines(input, reference, periods)
    if (!lines.ok) return lines
    const { items, unit, capacityQuantity, details, notes } = lines.value
    const surcharges =
      lines.value.surcharges ??
      (own.targeting ? targetingSurcharges(reference.targetingSurcharges, own.targeting) : [])
    return ok(
      assembleQuote(reference, context, {
        place: pricing.place,
        startDate,
        endDate,
        periods,
        drafts: monthDrafts(periods, items, (item, p, i) => unit(item as T, p, i), surcharges),
        ...(capacityQuantity === undefined ? {} : { capacityQuantity }),
        ...(details ? { details } : {}),
        notes: [...notes, ...(period.value.notes ?? [])],
      }),
    )
  },
})

/**
 * The units chosen by id (each once, in the order chosen), one of each, with what the place reads of each; an id
 * the tariff does not know refuses the input at `itemIds`.
 */
export const chosenUnits = <T extends { readonly id: string; readonly name: string }, X>(
  units: readonly T[],
  ids: readonly string[],
  own: (unit: T) => X,
): Result<(DraftItem & X)[], PricingError> => {
  const chosen: (DraftItem & X)[] = []
  for (const id of new Set(ids)) {
    const unit = units.find((u) => u.id === id)
    if (!unit) return err(unknownId('itemIds', id))
    chosen.push({ id, name: unit.name, quantity: 1, ...own(unit) })
  }
  return ok(chosen)
}
