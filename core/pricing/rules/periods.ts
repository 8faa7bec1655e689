import type { IsoDate } from '../../ports/clock.port'
import { isoOf as isoOfChecked } from '../../shared/calendar'
import { addDays, addMonths, compareIso, daysInMonth, isoOf, lastOfMonth, partsOf } from './calendar'

/** One calendar-month slice of a campaign (R-PER-08). */
export interface MonthPeriod {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  /** Days in the slice, both ends included. */
  readonly days: number
  readonly year: number
  /** 1..12 */
  readonly month: number
  readonly daysInMonth: number
  /** DD-MM-YYYY labels (R-PER-11). */
  readonly startDateFormat: string
  readonly endDateFormat: string
}

/**
 * `DD-MM-YYYY` of a checked `YYYY-MM-DD` (R-PER-11): it is on every period of every quote, so it is written
 * character by character into one flat string (three slices and their join cost more).
 */
const labelOf = (iso: string): string =>
  String.fromCharCode(
    iso.charCodeAt(8),
    iso.charCodeAt(9),
    45,
    iso.charCodeAt(5),
    iso.charCodeAt(6),
    45,
    iso.charCodeAt(0),
    iso.charCodeAt(1),
    iso.charCodeAt(2),
    iso.charCodeAt(3),
  )

/** The digit of n's ones, as a character code. */
const digit = (n: number): number => 48 + (n % 10)

/** `YYYY-MM-DD` of a checked day's prefix `YYYY-MM-` and a day 10..31 (a month's last day), as one flat string. */
const dayOfMonth = (prefixOf: string, day: number): IsoDate =>
  String.fromCharCode(
    prefixOf.charCodeAt(0),
    prefixOf.charCodeAt(1),
    prefixOf.charCodeAt(2),
    prefixOf.charCodeAt(3),
    45,
    prefixOf.charCodeAt(5),
    prefixOf.charCodeAt(6),
    45,
    digit(Math.floor(day / 10)),
    digit(day),
  )

/**
 * Splits start..end (inclusive) by calendar month, counting days inclusively (R-PER-08). Every quote runs it, so
 * it reads each day once and counts months and days as numbers (a month's slice is days of one month: no day
 * numbers needed); the days are checked as the calendar checks them (a RangeError names one that is not a day).
 */
export const splitByMonth = (start: IsoDate, end: IsoDate): MonthPeriod[] =>
  splitByMonthWithin(start, end, Infinity) ?? []

/**
 * splitByMonth of a period of at most maxDays days; undefined, once past them, for a longer one (a calculator
 * refuses it without splitting years of months first, and counts the days of the one it takes from its slices).
 */
export const splitByMonthWithin = (
  start: IsoDate,
  end: IsoDate,
  maxDays: number,
): MonthPeriod[] | undefined => {
  if (compareIso(start, end) > 0) throw new RangeError(`period ends (${end}) before it starts (${start})`)
  const first = partsOf(start)
  const last = partsOf(end)
  const out: MonthPeriod[] = []
  let { year, month } = first
  let day = first.day
  let startDate: IsoDate = start
  let total = 0
  for (;;) {
    const length = daysInMonth(year, month)
    const final = year === last.year && month === last.month
    const endDay = final ? last.day : length
    const endDate: IsoDate = final ? end : dayOfMonth(startDate, endDay)
    const days = endDay - day + 1
    total += days
    if (total > maxDays) return undefined
    out.push({
      startDate,
      endDate,
      days,
      year,
      month,
      daysInMonth: length,
      startDateFormat: labelOf(startDate),
      endDateFormat: labelOf(endDate),
    })
    if (final) return out
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
    day = 1
    startDate = isoOfChecked(year, month, 1)
  }
}

/**
 * R-PER-01 (chosen reading): a month of days — the day before the same date next month; when next month has no
 * such date (31.01), its last day.
 */
export const defaultCampaignEnd = (start: IsoDate): IsoDate => {
  const next = addMonths(start, 1)
  return partsOf(next).day < partsOf(start).day ? next : addDays(next, -1)
}

/** R-PER-10: the default stops and ground-transport period starts today and ends one month later. */
export const defaultStopsPeriod = (today: IsoDate): { startDate: IsoDate; endDate: IsoDate } => ({
  startDate: today,
  endDate: addMonths(today, 1),
})

/** R-PER-02: turn tiles start on the 1st or the 16th (the next such day on or after the wish) for one month. */
export const snapTurnsTilesStart = (wish: IsoDate): { startDate: IsoDate; endDate: IsoDate } => {
  const { year, month, day } = partsOf(wish)
  const startDate =
    day === 1 ? wish : day <= 16 ? isoOf(year, month, 16) : addMonths(isoOf(year, month, 1), 1)
  return { startDate, endDate: addDays(addMonths(startDate, 1), -1) }
}

/** A half-month a sticker is sold for (R-PER-03): 1st..15th or 16th..last day. */
export interface HalfMonth {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
}

export const halfMonthOf = (date: IsoDate): HalfMonth => {
  const { year, month, day } = partsOf(date)
  return day < 16
    ? { startDate: isoOf(year, month, 1), endDate: isoOf(year, month, 15) }
    : { startDate: isoOf(year, month, 16), endDate: lastOfMonth(date) }
}

/** R-PER-03: the half-months from the one holding start to the one holding end. */
export const stickerHalfMonths = (start: IsoDate, end: IsoDate): HalfMonth[] => {
  const out: HalfMonth[] = []
  let current = halfMonthOf(start)
  while (compareIso(current.startDate, end) <= 0) {
    out.push(current)
    current = halfMonthOf(addDays(current.endDate, 1))
  }
  return out
}

export type WindowKind = 'stickers' | 'other'

/**
 * R-PER-04 / R-PER-05 (chosen reading): the current month is offered before day 16 (stickers) or day 8 (other
 * places); from then until the cutoff day the next month is the first offered; after the cutoff (last day − 1
 * for stickers, − 7 otherwise) the month after next.
 */
export const firstBookableMonth = (today: IsoDate, kind: WindowKind): IsoDate => {
  const { year, month, day } = partsOf(today)
  const first = isoOf(year, month, 1)
  const stillCurrent = kind === 'stickers' ? 16 : 8
  if (day < stillCurrent) return first
  const cutoff = daysInMonth(year, month) - (kind === 'stickers' ? 1 : 7)
  return addMonths(first, day > cutoff ? 2 : 1)
}

/** R-PER-06: the month list covers the next 12 months from the first bookable one. */
export const monthList = (today: IsoDate, kind: WindowKind): IsoDate[] => {
  const first = firstBookableMonth(today, kind)
  return Array.from({ length: 12 }, (_, i) => addMonths(first, i))
}

/** R-PER-07: a period list has 14 options, consecutive months from the first bookable one. */
export const PERIOD_OPTIONS = 14
export const periodOptions = (
  today: IsoDate,
  kind: WindowKind,
): { startDate: IsoDate; endDate: IsoDate }[] => {
  const first = firstBookableMonth(today, kind)
  return Array.from({ length: PERIOD_OPTIONS }, (_, i) => {
    const startDate = addMonths(first, i)
    return { startDate, endDate: lastOfMonth(startDate) }
  })
}

/**
 * R-PER-09 (open): extra days at the end of a period are the computed days plus 2, or 3 when the computed
 * days are unknown. Chosen: "unknown" means the planner gave no day count (null/undefined or not a number).
 */
export const extraDays = (computedDays: number | null | undefined): number =>
  // Stryker disable next-line ConditionalExpression: equivalent because Number.isFinite is false for all but numbers
  typeof computedDays === 'number' && Number.isFinite(computedDays) ? computedDays + 2 : 3

/** R-NAV-09: navigation signs start on the first of next month (today if it is the 1st) for one year. */
export const navigationDefaultDates = (today: IsoDate): { startDate: IsoDate; endDate: IsoDate } => {
  const { year, month, day } = partsOf(today)
  const startDate = day === 1 ? today : addMonths(isoOf(year, month, 1), 1)
  return { startDate, endDate: addDays(addMonths(startDate, 12), -1) }
}

/** R-MAXIMA-02 / R-METRO-19: a default period of n days starting on the given day. */
export const periodOfDays = (start: IsoDate, days: number): { startDate: IsoDate; endDate: IsoDate } => ({
  startDate: start,
  endDate: addDays(start, days - 1),
})
