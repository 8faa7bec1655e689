import { TZDate } from '@date-fns/tz'
import {
  addDays as addDaysTo,
  addMonths as addMonthsTo,
  differenceInCalendarDays,
  getDay,
  getDaysInMonth,
  lastDayOfMonth,
} from 'date-fns'
import { TIME_ZONE } from '../format/locale.constants'

/**
 * The one calendar of the product (issue 17): days are Moscow days (RULES decision 6, R-CONST-03), written
 * `YYYY-MM-DD`. Moscow keeps UTC+3 all year since 2014, but nothing here counts on it: instants become days
 * through @date-fns/tz. Day arithmetic needs no zone at all, so it runs date-fns on the host's own calendar,
 * whose year-month-day sums hold in any zone that never skipped a whole day (Samoa skipped 30 December 2011);
 * a TZDate would give the same days forty times slower, and pricing adds days in its inner loops.
 */
export type IsoDate = string & { readonly __brand: 'IsoDate' }

export interface DateParts {
  readonly year: number
  /** 1..12 */
  readonly month: number
  readonly day: number
}

/** An inclusive run of days, e.g. one calendar month's slice of a period. */
export interface DaySpan {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  /** Days from start to end, both included. */
  readonly days: number
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/
const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

/** Midnight of the day on the host's calendar; setFullYear keeps years below 100 from meaning 19xx. */
const localDate = (year: number, month: number, day: number): Date => {
  const date = new Date(2000, 0, 1)
  date.setFullYear(year, month - 1, day)
  return date
}

/** The calendar day a Date shows, in its own zone (the host's, or a TZDate's). */
const isoOfDate = (date: Date): IsoDate =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` as IsoDate

const partsOfText = (text: string): DateParts | undefined => {
  const m = ISO.exec(text)
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : undefined
}

export const daysInMonth = (year: number, month: number): number => getDaysInMonth(localDate(year, month, 1))

/** A `YYYY-MM-DD` string naming a day that exists (2028-02-29, not 2027-02-29 or 2026-13-01). */
export const isIsoDate = (value: unknown): value is IsoDate => {
  const parts = typeof value === 'string' ? partsOfText(value) : undefined
  return (
    parts !== undefined &&
    parts.month >= 1 &&
    parts.month <= 12 &&
    parts.day >= 1 &&
    parts.day <= daysInMonth(parts.year, parts.month)
  )
}

/** A day the caller knows to be one (a literal, a checked field): anything else is a broken invariant. */
export const isoDate = (text: string): IsoDate => {
  if (!isIsoDate(text)) throw new RangeError(`not a YYYY-MM-DD day: ${text}`)
  return text
}

export const isoDateOf = (year: number, month: number, day: number): IsoDate =>
  isoDate(`${pad(year, 4)}-${pad(month)}-${pad(day)}`)

export const partsOf = (date: IsoDate): DateParts => {
  const parts = partsOfText(date)
  if (parts === undefined) throw new RangeError(`not a YYYY-MM-DD day: ${date}`)
  return parts
}

const dateOf = (date: IsoDate): Date => {
  const { year, month, day } = partsOf(date)
  return localDate(year, month, day)
}

export const compareIso = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0)

export const addDays = (date: IsoDate, days: number): IsoDate => isoOfDate(addDaysTo(dateOf(date), days))

/** Adds calendar months, keeping the day where the month has it (31.01 + 1 month = 28.02 or 29.02). */
export const addMonths = (date: IsoDate, months: number): IsoDate =>
  isoOfDate(addMonthsTo(dateOf(date), months))

/** Days from start to end, both included (R-PER-08): 1 for a one-day period, 0 or less when end is before start. */
export const inclusiveDays = (start: IsoDate, end: IsoDate): number =>
  differenceInCalendarDays(dateOf(end), dateOf(start)) + 1

/** Every day from start to end, both included; none when end is before start. */
export const daysOf = (start: IsoDate, end: IsoDate): IsoDate[] =>
  Array.from({ length: Math.max(0, inclusiveDays(start, end)) }, (_, i) => addDays(start, i))

export const firstOfMonth = (date: IsoDate): IsoDate => {
  const { year, month } = partsOf(date)
  return isoDateOf(year, month, 1)
}

export const lastOfMonth = (date: IsoDate): IsoDate => isoOfDate(lastDayOfMonth(dateOf(date)))

/** 0 for Sunday to 6 for Saturday, as Date.getDay counts. */
export const weekday = (date: IsoDate): number => getDay(dateOf(date))

/** Splits start..end (both included) by calendar month, counting days inclusively (pricing §9, R-PER-08). */
export const monthsOf = (start: IsoDate, end: IsoDate): DaySpan[] => {
  const out: DaySpan[] = []
  for (let from = start; compareIso(from, end) <= 0;) {
    const monthEnd = lastOfMonth(from)
    const to = compareIso(monthEnd, end) < 0 ? monthEnd : end
    out.push({ startDate: from, endDate: to, days: inclusiveDays(from, to) })
    from = addDays(to, 1)
  }
  return out
}

/** The Moscow day of an instant: a Date, epoch milliseconds or an ISO date-time with its zone. */
export const moscowDayOf = (instant: Date | number | string): IsoDate => {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant)
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(instant)}`)
  return isoOfDate(new TZDate(ms, TIME_ZONE))
}

/** The instant a Moscow day begins (its midnight in Moscow). */
export const moscowDayStart = (date: IsoDate): Date => {
  const { year, month, day } = partsOf(date)
  return new Date(new TZDate(year, month - 1, day, TIME_ZONE).getTime())
}
