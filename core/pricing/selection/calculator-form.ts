import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { addMonths, compareIso, firstOfMonth, lastOfMonth } from '../rules/calendar'
import { FORM_PLACES, placeForm, type FormPlace } from '../../places'
import type { FormInput } from './form-input'
import type { FormControl } from './form-controls'

export type { FormControl, FormOption } from './form-controls'
export { FORM_PLACES, type FormPlace } from '../../places'
export {
  MONTHS_LOCKED,
  SHELTER_MONTHS_AHEAD,
  monthsPeriod,
  shelterMonths,
} from '../../places/transit-shelter/transit-shelter.place'
export { MAX_SCHEDULE_DAYS, scheduleOf } from '../../places/form-kit'

/** The places the wizard has a calculator form for: every place of the registry (core/places) with a form. */
export const hasForm = (place: string): place is FormPlace =>
  (FORM_PLACES as readonly string[]).includes(place)

/** A field of the input by its dotted path. */
export const fieldOf = (input: FormInput, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? (at as FormInput)[key] : undefined),
      input,
    )

/** The input with one field set by its dotted path (a new object; the old one is left as it was). */
export const withField = (input: FormInput, path: string, value: unknown): FormInput => {
  const [head, ...rest] = path.split('.')
  if (head === undefined) return input
  if (rest.length === 0) return { ...input, [head]: value }
  const inner = input[head]
  return {
    ...input,
    [head]: withField(
      typeof inner === 'object' && inner !== null ? (inner as FormInput) : {},
      rest.join('.'),
      value,
    ),
  }
}

/** A schedule's period and its hits a day, as the form shows them (the first day's hits). */
export const scheduleSummary = (value: unknown): { start?: string; end?: string; hits?: number | string } => {
  if (!Array.isArray(value) || value.length === 0) return {}
  const first = value[0] as { date?: unknown; numberOfHits?: unknown }
  const last = value[value.length - 1] as { date?: unknown }
  return {
    ...(typeof first.date === 'string' ? { start: first.date } : {}),
    ...(typeof last.date === 'string' ? { end: last.date } : {}),
    // A day's hits as typed, a number or the text that is not one yet (the field keeps what was typed).
    ...(typeof first.numberOfHits === 'number' || typeof first.numberOfHits === 'string'
      ? { hits: first.numberOfHits }
      : {}),
  }
}

/**
 * A new calculation: next calendar month (choice, pricing §2 leaves the default period open: every place can be
 * booked then, and a month is the unit most are sold in), with each place's own defaults and nothing chosen. Where
 * the spec gives a default it is kept: ground transport from today to the same day next month (R-PER-10), the
 * Maxima five days (R-MAXIMA-02).
 */
export const initialInput = (place: FormPlace, reference: PricingReferenceData, today: string): FormInput => {
  const form = placeForm(place)
  const nextMonth = addMonths(firstOfMonth(today), 1)
  const window = form.firstStart?.(today) ?? nextMonth
  const startDate = compareIso(window, nextMonth) > 0 ? window : nextMonth
  return form.initial({ reference, today, startDate, month: { startDate, endDate: lastOfMonth(startDate) } })
}

/** A stored calculation read back over the place's defaults; anything that is not an object starts afresh. */
export const readInput = (
  stored: unknown,
  place: FormPlace,
  reference: PricingReferenceData,
  today: string,
): FormInput => {
  const fresh = initialInput(place, reference, today)
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return fresh
  const merged = { ...fresh, ...(stored as FormInput) }
  return placeForm(place).readBack?.(stored as FormInput, merged) ?? merged
}

/**
 * The controls of a place's form for the input as it stands (metro monitors differ by mode). `today` dates the
 * transit-shelter months offered; without it they start at the first month chosen.
 */
export const calculatorForm = (
  place: FormPlace,
  reference: PricingReferenceData,
  input: FormInput,
  today?: string,
): readonly FormControl[] => placeForm(place).controls(reference, input, today)

/** Chooses an id in a list field, or gives it back when chosen (items and flags). */
export const toggleIn = (input: FormInput, path: string, id: string | number): FormInput => {
  const now = fieldOf(input, path)
  const list = Array.isArray(now) ? (now as (string | number)[]) : []
  return withField(input, path, list.includes(id) ? list.filter((x) => x !== id) : [...list, id])
}

/**
 * The input without the units another campaign holds (the booking conflict's way on, issue #15 item 5): every
 * list of the place's form loses the numbers named taken; the rest of the choice stays as it was.
 */
export const dropTaken = (
  place: FormPlace,
  reference: PricingReferenceData,
  input: FormInput,
  taken: readonly string[],
): FormInput =>
  calculatorForm(place, reference, input).reduce((acc, c) => {
    if (c.kind === 'period') return acc
    const now = fieldOf(acc, c.field)
    if (c.kind === 'shelters' && Array.isArray(now))
      return withField(
        acc,
        c.field,
        now.filter(
          (stop) => !taken.includes(String((stop as { inventoryNumber?: unknown } | null)?.inventoryNumber)),
        ),
      )
    if (c.kind !== 'items') return acc
    return Array.isArray(now)
      ? withField(
          acc,
          c.field,
          now.filter((id) => !taken.includes(String(id))),
        )
      : acc
  }, input)
