import { inclusiveDays, isoDate, monthsOf, wireDay, type DaySpan } from '../shared/calendar'
import { err, ok, type Result } from '../shared/result'
import type { FieldErrors } from '../shared/domain-error'

/** The longest period an inventory read accepts: three years (a year of navigation signs, with room). */
export const MAX_PERIOD_DAYS = 3 * 366

/** R-CONST-04: 'YYYY-MM-DD' with an optional 'T00:00:00.000Z'; a calendar day that exists, else undefined. */
export const parseWireDay = wireDay

export interface InventoryPeriod {
  readonly startDate: string
  readonly endDate: string
}

/** A period is two real days, the end not before the start, at most MAX_PERIOD_DAYS long. */
export const periodOf = (startDate: string, endDate: string): Result<InventoryPeriod, FieldErrors> => {
  const start = parseWireDay(startDate)
  const end = parseWireDay(endDate)
  if (start === undefined || end === undefined)
    return err({
      ...(start === undefined ? { startDate: 'wrong format' } : {}),
      ...(end === undefined ? { endDate: 'wrong format' } : {}),
    })
  const days = inclusiveDays(start, end)
  if (days < 1 || days > MAX_PERIOD_DAYS) return err({ endDate: 'wrong format' })
  return ok({ startDate: start, endDate: end })
}

/** Days of a period, both ends included. */
export const periodDays = (p: InventoryPeriod): number =>
  inclusiveDays(isoDate(p.startDate), isoDate(p.endDate))

/** Periods are split by calendar month, the day count inclusive (pricing §9). */
export const monthPeriods = (p: InventoryPeriod): DaySpan[] =>
  monthsOf(isoDate(p.startDate), isoDate(p.endDate))

/** R-API-32: a space's audience over a range is its daily audience times the days of the range. */
export const otsInRange = (dailyOts: number, p: InventoryPeriod): number => dailyOts * periodDays(p)
