import { parseTimeInterval } from '../format/time-interval'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { INVALID_MESSAGE, REQUIRED_MESSAGE, type FieldMessages } from '../shared/field-messages'

/** R-VAL-18: the weekday options of a schedule. */
export const WEEKDAY_OPTIONS = ['workday', 'holiday'] as const
export type Weekday = (typeof WEEKDAY_OPTIONS)[number]

/** R-VAL-17: at most five day-time slots. */
export const MAX_DAY_TIME_SLOTS = 5

/** A slot is 'HH:mm-HH:mm' (R-CONST-05, parsed by core/format); it may run past midnight (19:40-01:00). */
export const isDayTimeSlot = (slot: string): boolean => parseTimeInterval(slot).ok

export type SlotError = DomainError<'dayTime.tooMany' | 'dayTime.wrongFormat'>

/** Toggles a slot in or out of the selection; a sixth slot is refused (R-VAL-17). */
export const toggleDayTimeSlot = (slots: readonly string[], slot: string): Result<string[], SlotError> => {
  if (slots.includes(slot)) return ok(slots.filter((s) => s !== slot))
  if (!isDayTimeSlot(slot))
    return err(domainError('dayTime.wrongFormat', 'Неверный интервал времени', 'dayTime'))
  if (slots.length >= MAX_DAY_TIME_SLOTS) {
    return err(
      domainError('dayTime.tooMany', `Можно выбрать не более ${MAX_DAY_TIME_SLOTS} интервалов`, 'dayTime'),
    )
  }
  return ok([...slots, slot])
}

/** Monitor amounts per selected day type, as the targeting form holds them. */
export interface DayTypeTargeting {
  readonly weekDays: readonly string[]
  readonly monitorAmounts: Readonly<Partial<Record<Weekday, number | undefined>>>
}

/**
 * R-VAL-16: each selected day type needs a monitor amount (a whole number from 1); unknown day types are
 * invalid (R-VAL-18). Messages are keyed `monitorAmounts.workday` and so on.
 */
export const validateDayTypeTargeting = (input: DayTypeTargeting): FieldMessages => {
  const out: Record<string, string> = {}
  for (const day of input.weekDays) {
    if (!(WEEKDAY_OPTIONS as readonly string[]).includes(day)) {
      out['weekDays'] = INVALID_MESSAGE
      continue
    }
    const amount = input.monitorAmounts[day as Weekday]
    if (amount === undefined) out[`monitorAmounts.${day}`] = REQUIRED_MESSAGE
    else if (!Number.isInteger(amount) || amount < 1) out[`monitorAmounts.${day}`] = INVALID_MESSAGE
  }
  return out
}
