import {
  addDays,
  addMonths,
  compareIso,
  inclusiveDays,
  isIsoDate,
  isIsoMonth,
  type IsoDate,
  lastOfMonth,
  monthsOf,
} from '../shared/calendar'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** A 'YYYY-MM' month of a transit-shelter input, as its first day; undefined for anything else. */
const firstDayOf = (month: unknown): IsoDate | undefined => {
  const first = isIsoMonth(month) ? `${month}-01` : undefined
  return isIsoDate(first) ? first : undefined
}

/**
 * The calculator input of a prolongation (cabinet §7 "prolongation"): the same choice, moved to begin the day
 * after the campaign ends and to last as long. Inputs by dates (startDate/endDate) shift by the number of days,
 * inputs by months (transit shelters) by the number of months they span. Anything else is kept as it is, and
 * the calculator then decides whether it can price it.
 */
export const prolongedCalculation = (
  calculation: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const next: Record<string, unknown> = { ...calculation }
  const start = calculation['startDate']
  const end = calculation['endDate']
  if (isIsoDate(start) && isIsoDate(end)) {
    const days = inclusiveDays(start, end)
    next['startDate'] = addDays(end, 1)
    next['endDate'] = addDays(end, days)
  }
  const months = calculation['months']
  const firsts = Array.isArray(months) ? months.map(firstDayOf) : []
  if (firsts.length > 0 && firsts.every((m) => m !== undefined)) {
    const sorted = [...firsts].sort(compareIso)
    // The months spanned, first to last: the calendar-month split of that period has one slice per month.
    const span = monthsOf(sorted[0]!, lastOfMonth(sorted.at(-1)!)).length
    next['months'] = firsts.map((m) => addMonths(m, span).slice(0, 7))
  }
  return next
}

/** A calculator input is an object of fields; anything else is not a calculation. */
export const isCalculation = (v: unknown): v is Record<string, unknown> => isRecord(v) && !Array.isArray(v)
