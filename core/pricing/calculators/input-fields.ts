import { Schema } from 'effect'
import { numberSchema } from '../../shared/number-rule'
import { err, ok, type Result } from '../../shared/result'
import type { PricingError } from '../place-calculator'
import { compareIso, inclusiveDays, isIsoDate } from '../rules/calendar'
import { splitByMonthWithin, type MonthPeriod } from '../rules/periods'

/**
 * Field schemas shared by the calculators' inputs. The message of a failed check says what was expected, so
 * the CLI and forms can name the field and the expectation.
 */
export const Day = Schema.String.pipe(
  Schema.check(Schema.makeFilter((s: string) => isIsoDate(s), { message: 'expected a date YYYY-MM-DD' })),
)

/** A whole number from min to max in steps of step (counted from min): a rule of its own (number-rule.ts). */
export const Stepped = (min: number, max: number, step: number) =>
  numberSchema({ min, max, step, whole: true })

export const Between = (min: number, max: number, step?: number) =>
  numberSchema({ min, max, ...(step === undefined ? {} : { step }) })

/** Any finite number: the calculator clamps it to its bounds and says so (pricing §5). */
export const AnyNumber = numberSchema({})

/** A finite number not below `min` (a count the calculator may still clamp to its upper bounds). */
export const AtLeast = (min: number) => numberSchema({ min })

export const WholeAtLeast = (min: number) => numberSchema({ min, whole: true })

/**
 * One of the listed values. Checked by a filter (not Schema.Literals) so the failure carries the expectation
 * as its field code; the filter guarantees the narrower type the cast states.
 */
export const OneOf = <const L extends readonly (string | number)[]>(values: L): Schema.Literals<L> =>
  Schema.Unknown.pipe(
    Schema.check(
      Schema.makeFilter((v: unknown) => (values as readonly unknown[]).includes(v), {
        message: `expected one of ${values.join(', ')}`,
      }),
    ),
  ) as unknown as Schema.Literals<L>

export const NonEmptyIds = Schema.Array(Schema.String).pipe(
  Schema.check(
    Schema.makeFilter((a: readonly string[]) => a.length > 0, { message: 'expected at least one id' }),
  ),
)

export const Targeting = Schema.Struct({
  geo: Schema.optionalKey(Schema.Boolean),
  days: Schema.optionalKey(OneOf(['all', 'workday', 'weekend'] as const)),
  timeIntervalIds: Schema.optionalKey(Schema.Array(Stepped(1, 5, 1))),
  frequency: Schema.optionalKey(Schema.Boolean),
})

/** The longest campaign a calculator prices in one go: 3 years. */
export const MAX_CAMPAIGN_DAYS = 3 * 366

/** End on or after start, within the longest campaign. */
export const checkPeriod = (startDate: string, endDate: string): Result<number, PricingError> => {
  if (compareIso(endDate, startDate) < 0) {
    return err({ code: 'wrong format', message: 'Дата окончания раньше даты начала', field: 'endDate' })
  }
  const days = inclusiveDays(startDate, endDate)
  if (days > MAX_CAMPAIGN_DAYS) {
    return err({
      code: 'wrong format',
      message: `Период длиннее ${MAX_CAMPAIGN_DAYS} дней`,
      field: 'endDate',
    })
  }
  return ok(days)
}

/**
 * checkPeriod and the period's calendar months at once: the same refusals, the days counted from the months
 * (issue 51: each day read once, not once to count and again to split).
 */
export const checkedMonths = (
  startDate: string,
  endDate: string,
): Result<{ readonly days: number; readonly periods: MonthPeriod[] }, PricingError> => {
  const periods =
    compareIso(endDate, startDate) < 0 ? undefined : splitByMonthWithin(startDate, endDate, MAX_CAMPAIGN_DAYS)
  if (periods === undefined) {
    const refused = checkPeriod(startDate, endDate)
    if (!refused.ok) return refused
    throw new RangeError(`a period of ${refused.value} days neither split nor refused`)
  }
  let days = 0
  for (const p of periods) days += p.days
  return ok({ days, periods })
}

export const unknownId = (field: string, id: string): PricingError => ({
  code: 'unknown id',
  message: `Нет такого объекта в справочнике: ${id}`,
  field,
})
