import { TZDate } from '@date-fns/tz'
import { TIME_ZONE } from '../format/locale.constants'

/**
 * The one calendar of the product (issue 17): days are Moscow days (RULES decision 6, R-CONST-03), written
 * `YYYY-MM-DD`. Moscow keeps UTC+3 all year since 2014, but nothing here counts on it: instants become days
 * through @date-fns/tz. Day arithmetic needs no zone at all, so it runs on day numbers (days since 1970-01-01
 * of the proleptic Gregorian calendar, by Howard Hinnant's days-from-civil and civil-from-days) and makes no
 * Date: pricing checks, adds and counts days in its inner loops, where date-fns Dates made two thirds of a
 * metro quote's time (a calculation of 20 µs takes 7 on day numbers). The day numbers give the days date-fns
 * gave on the host's calendar (a property test holds them to it over years 1..9999), and they need no host
 * zone at all: date-fns needed one that never skipped a whole day (Samoa skipped 30 December 2011).
 */
/**
 * A calendar day as `YYYY-MM-DD`, meant in Moscow time: the product's one IsoDate (the Clock port re-exports it).
 * Not branded: dates arrive from the wire, the database and the clock as text, and every edge checks their shape
 * with isIsoDate (or the ISO_DATE_PATTERN of an Effect schema) before the calendar counts with them.
 */
export type IsoDate = string

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

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')
const digit = (n: number): number => 48 + (n % 10)
/**
 * `YYYY-MM-DD` of a day (month 1..12, day 1..31) known to exist, unchecked: for years 0..9999, the hot case,
 * written character by character into one flat string; any other year (or NaN) padded as before. `isoDateOf`
 * is the checked one.
 */
export const isoOf = (year: number, month: number, day: number): IsoDate =>
  (year >= 0 && year <= 9999
    ? String.fromCharCode(
        digit(Math.floor(year / 1000)),
        digit(Math.floor(year / 100)),
        digit(Math.floor(year / 10)),
        digit(year),
        45,
        digit(Math.floor(month / 10)),
        digit(month),
        45,
        digit(Math.floor(day / 10)),
        digit(day),
      )
    : `${pad(year, 4)}-${pad(month)}-${pad(day)}`) as IsoDate

/** The calendar day a Date shows, in its own zone (the host's, or a TZDate's). */
const isoOfDate = (date: Date): IsoDate => isoOf(date.getFullYear(), date.getMonth() + 1, date.getDate())

/**
 * `YYYY-MM-DD` read as the number YYYYMMDD, or -1 when the text is not written so (whether or not the day
 * exists): four, two and two ASCII digits, the way the pattern /^\d{4}-\d{2}-\d{2}$/ reads them.
 */
const ymdOf = (text: string): number => {
  if (text.length !== 10) return -1
  let n = 0
  for (let i = 0; i < 10; i++) {
    const c = text.charCodeAt(i)
    if (i === 4 || i === 7) {
      if (c !== 45) return -1
    } else if (c >= 48 && c <= 57) n = n * 10 + c - 48
    else return -1
  }
  return n
}

const checkedYmd = (date: string): number => {
  const ymd = ymdOf(date)
  if (ymd < 0) throw new RangeError(`not a YYYY-MM-DD day: ${date}`)
  return ymd
}

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
/** Days in month 1..12 of a whole year (NaN for any other month). */
const monthLength = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : (MONTH_DAYS[month - 1] ?? NaN)

/**
 * Days from 1970-01-01 to a day (days-from-civil): the year is counted from March, so a leap day ends it,
 * in eras of 400 years (146,097 days). A month or day past its end carries over, as a Date's would.
 */
const dayNumberOfParts = (year: number, month: number, day: number): number => {
  const fromMarch = month - 3
  const carry = Math.floor(fromMarch / 12)
  const y = year + carry
  const mp = fromMarch - carry * 12 // 0 for March .. 11 for February
  const era = Math.floor(y / 400)
  const yoe = y - era * 400 // 0..399
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1 // 0..365
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy // 0..146096
  return era * 146_097 + doe - 719_468
}

const dayNumberOf = (date: string): number => {
  const ymd = checkedYmd(date)
  return dayNumberOfParts(Math.floor(ymd / 10_000), Math.floor(ymd / 100) % 100, ymd % 100)
}

/** The day of a day number (civil-from-days), the inverse of dayNumberOfParts; NaN parts for no number. */
const civilOf = (n: number): DateParts => {
  const z = n + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1_460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const month = mp < 10 ? mp + 3 : mp - 9
  return {
    year: yoe + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: doy - Math.floor((153 * mp + 2) / 5) + 1,
  }
}

/** What an invalid Date printed: a NaN or infinite count of days or months gives it, as through date-fns. */
const NO_DAY = isoOf(NaN, NaN, NaN)

const isoOfDayNumber = (n: number): IsoDate => {
  if (!Number.isFinite(n)) return NO_DAY
  const { year, month, day } = civilOf(n)
  return isoOf(year, month, day)
}

/** Days in a month of a year; a month past 12 or below 1 carries into the next or last year, as in a Date. */
export const daysInMonth = (year: number, month: number): number => {
  if (Number.isInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12)
    return monthLength(year, month)
  // Date.setFullYear cuts fractions off toward zero.
  const y = Math.trunc(year)
  const m0 = Math.trunc(month - 1)
  if (!Number.isFinite(y) || !Number.isFinite(m0)) return NaN
  const carry = Math.floor(m0 / 12)
  return monthLength(y + carry, m0 - carry * 12 + 1)
}

/** A `YYYY-MM-DD` string naming a day that exists (2028-02-29, not 2027-02-29 or 2026-13-01). */
export const isIsoDate = (value: unknown): value is IsoDate => {
  const ymd = typeof value === 'string' ? ymdOf(value) : -1
  if (ymd < 0) return false
  const month = Math.floor(ymd / 100) % 100
  const day = ymd % 100
  return month >= 1 && month <= 12 && day >= 1 && day <= monthLength(Math.floor(ymd / 10_000), month)
}

/*
 * The shapes of written dates. Every regular expression for a date lives here (issue #49 item 4): the edges
 * (Effect schemas, the wire, files) use these, and the calendar's functions check that the day exists.
 */
const DAY_SHAPE = String.raw`\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`
/** `YYYY-MM-DD` with a month 01..12 and a day 01..31: the shape only (isIsoDate also checks the day exists). */
export const ISO_DATE_PATTERN = new RegExp(`^${DAY_SHAPE}$`)
/** Written as `YYYY-MM-DD`, digits only, whether or not the month and the day exist (isIsoDate tells). */
export const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/
/** A wire date's shape (R-CONST-04), whether or not its month and day exist. */
export const WIRE_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/
/** A day on the wire (R-CONST-04): `YYYY-MM-DD`, optionally with `T00:00:00.000Z`; group 1 is the day. */
export const WIRE_DATE_PATTERN = new RegExp(String.raw`^(${DAY_SHAPE})(?:T00:00:00(?:\.000)?Z)?$`)
/** A month `YYYY-MM`, month 01..12. */
export const ISO_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/
/** A day as people write it, `DD.MM.YYYY` (groups: day, month, year). */
export const DISPLAY_DATE_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/
/** `DD.MM.YYYY HH:mm` (groups: day, month, year, hours, minutes). */
export const DISPLAY_DATE_TIME_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4}) ([01]\d|2[0-3]):([0-5]\d)$/
/** An ISO 8601 instant with its zone, seconds and milliseconds optional (what the cabinet formats). */
export const ISO_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
/** An ISO 8601 instant with its zone and seconds, up to microseconds (what a player reports). */
export const WIRE_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/

export const isIsoMonth = (value: unknown): value is string =>
  typeof value === 'string' && ISO_MONTH_PATTERN.test(value)

/** The day of a wire date (R-CONST-04) that exists, else undefined. */
export const wireDay = (text: string): IsoDate | undefined => {
  const day = WIRE_DATE_PATTERN.exec(text)?.[1]
  return isIsoDate(day) ? day : undefined
}
export const isWireDate = (text: string): boolean => wireDay(text) !== undefined

/** `YYYY-MM-DD` written as `DD.MM.YYYY`, not yet checked to exist; undefined for text not so written. */
export const isoOfDisplay = (text: string): string | undefined => {
  const m = DISPLAY_DATE_PATTERN.exec(text)
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined
}

/** A day the caller knows to be one (a literal, a checked field): anything else is a broken invariant. */
export const isoDate = (text: string): IsoDate => {
  if (!isIsoDate(text)) throw new RangeError(`not a YYYY-MM-DD day: ${text}`)
  return text
}

export const isoDateOf = (year: number, month: number, day: number): IsoDate =>
  isoDate(`${pad(year, 4)}-${pad(month)}-${pad(day)}`)

export const partsOf = (date: IsoDate): DateParts => {
  const ymd = checkedYmd(date)
  return { year: Math.floor(ymd / 10_000), month: Math.floor(ymd / 100) % 100, day: ymd % 100 }
}

export const compareIso = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0)

/** Adds days; a fraction is cut off as Date.setDate cuts the day of month plus the days (as in date-fns). */
export const addDays = (date: IsoDate, days: number): IsoDate => {
  const n = dayNumberOf(date)
  if (Number.isInteger(days)) return isoOfDayNumber(n + days)
  const { day } = civilOf(n)
  return isoOfDayNumber(n + Math.trunc(day + days) - day)
}

/** Adds calendar months, keeping the day where the month has it (31.01 + 1 month = 28.02 or 29.02). */
export const addMonths = (date: IsoDate, months: number): IsoDate => {
  const { year, month, day } = civilOf(dayNumberOf(date))
  // Months since January of year 0; a fraction is cut off as Date.setMonth cuts the month plus the months.
  const index = year * 12 + Math.trunc(month + months) - 1
  if (!Number.isFinite(index)) return NO_DAY
  const y = Math.floor(index / 12)
  const m = index - y * 12 + 1
  return isoOf(y, m, Math.min(day, monthLength(y, m)))
}

/** Days from start to end, both included (R-PER-08): 1 for a one-day period, 0 or less when end is before start. */
export const inclusiveDays = (start: IsoDate, end: IsoDate): number => {
  const last = dayNumberOf(end)
  return last - dayNumberOf(start) + 1
}

/** Every day from start to end, both included; none when end is before start. */
export const daysOf = (start: IsoDate, end: IsoDate): IsoDate[] => {
  const last = dayNumberOf(end)
  const out: IsoDate[] = []
  for (let n = dayNumberOf(start); n <= last; n++) out.push(isoOfDayNumber(n))
  return out
}

export const firstOfMonth = (date: IsoDate): IsoDate => {
  checkedYmd(date)
  return isoDate(`${date.slice(0, 8)}01`)
}

export const lastOfMonth = (date: IsoDate): IsoDate => {
  const { year, month } = civilOf(dayNumberOf(date))
  return isoOf(year, month, monthLength(year, month))
}

/** 0 for Sunday to 6 for Saturday, as Date.getDay counts (1970-01-01 was a Thursday). */
export const weekday = (date: IsoDate): number => (((dayNumberOf(date) + 4) % 7) + 7) % 7

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
