import * as calendar from '../../shared/calendar'
import type { IsoDate } from '../../shared/calendar'

export type { DateParts } from '../../shared/calendar'

/**
 * Pricing's door to the one calendar (core/shared/calendar.ts) for the plain `YYYY-MM-DD` strings the
 * calculators, the planner and their callers still carry: each function checks its days (a RangeError names a
 * string that is not one) and hands them on. New code takes the shared calendar and its IsoDate directly.
 * What is pricing's own here: the day numbers its property tests draw from, and the two labels it prints.
 */
const asDay = calendar.isoDate
const EPOCH = asDay('1970-01-01')

export const isIsoDate = calendar.isIsoDate
export const daysInMonth = calendar.daysInMonth
export const isoOf = calendar.isoDateOf
/** The parts of a day, read once (its shape by the calendar's partsOf, then that the day exists). */
export const partsOf = (date: string): calendar.DateParts => {
  const parts = calendar.partsOf(date)
  const { year, month, day } = parts
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= calendar.daysInMonth(year, month)))
    throw new RangeError(`not a YYYY-MM-DD day: ${date}`)
  return parts
}
export const addDays = (date: string, days: number): IsoDate => calendar.addDays(asDay(date), days)
export const addMonths = (date: string, months: number): IsoDate => calendar.addMonths(asDay(date), months)
export const firstOfMonth = (date: string): IsoDate => calendar.firstOfMonth(asDay(date))
export const lastOfMonth = (date: string): IsoDate => calendar.lastOfMonth(asDay(date))
/** Days from start to end, both included (R-PER-08). */
export const inclusiveDays = (start: string, end: string): number =>
  calendar.inclusiveDays(asDay(start), asDay(end))
/** Text order is day order for `YYYY-MM-DD`, so comparing needs no check. */
export const compareIso = (a: string, b: string): number => calendar.compareIso(a as IsoDate, b as IsoDate)

/** Days since 1970-01-01 (0 for that day), for drawing random days as whole numbers. */
export const dayNumber = (date: string): number => calendar.inclusiveDays(EPOCH, asDay(date)) - 1
export const fromDayNumber = (n: number): IsoDate => calendar.addDays(EPOCH, n)

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** `DD.MM.YYYY`, the way dates are shown (RULES decision 6). */
export const displayDate = (date: string): string => {
  const { year, month, day } = partsOf(date)
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`
}

/** `DD-MM-YYYY`, the internal period label (R-PER-11). */
export const periodLabel = (date: string): string => {
  const { year, month, day } = partsOf(date)
  return `${pad(day)}-${pad(month)}-${pad(year, 4)}`
}

/** Reads `DD.MM.YYYY` (as a product owner writes it) or `YYYY-MM-DD`. */
export const parseDate = (text: string): IsoDate => {
  const iso = calendar.isoOfDisplay(text.trim()) ?? text.trim()
  if (!isIsoDate(iso)) throw new RangeError(`not a date: ${text}`)
  return iso
}
