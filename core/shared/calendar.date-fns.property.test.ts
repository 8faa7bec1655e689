import { TZDate } from '@date-fns/tz'
import {
  addDays as addDaysTo,
  addMonths as addMonthsTo,
  differenceInCalendarDays,
  getDay,
  getDaysInMonth,
  lastDayOfMonth,
} from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  daysInMonth,
  inclusiveDays,
  isIsoDate,
  isoDateOf,
  lastOfMonth,
  weekday,
  type DateParts,
} from './calendar'

/**
 * The calendar counts days on day numbers, with no Date (for speed): these properties hold it to date-fns,
 * the calendar it replaced, over the whole of years 1..9999. date-fns runs on TZDates in UTC, so that the
 * answers do not hang on the host's zone (TZ=Pacific/Apia has no 30 December 2011). Year 0 is left out:
 * date-fns counts its 29 February one day off, through Date.UTC reading years 0..99 as 1900..1999 (1900 was
 * no leap year).
 */
const oracleOf = ({ year, month, day }: DateParts): TZDate => {
  const utc = new Date(0)
  utc.setUTCFullYear(year, month - 1, day)
  return new TZDate(utc.getTime(), 'UTC')
}
const textOf = (date: Date): string => isoDateOf(date.getFullYear(), date.getMonth() + 1, date.getDate())
const inRange = (date: Date): boolean => date.getFullYear() >= 1 && date.getFullYear() <= 9999

const year = fc.oneof(
  fc.integer({ min: 1, max: 9999 }),
  // Century and leap-year edges, and the ends of the range.
  fc.constantFrom(1, 4, 99, 100, 400, 1582, 1600, 1700, 1900, 2000, 2024, 2100, 2400, 9996, 9999),
)
const month = fc.integer({ min: 1, max: 12 })
/** Any day of years 1..9999 (the month's last days drawn often: they are where the sums turn). */
const parts = fc
  .record({ year, month, day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 27, max: 31 })) })
  .map((p) => ({ ...p, day: Math.min(p.day, getDaysInMonth(oracleOf({ ...p, day: 1 }))) }))
const dayOf = (p: DateParts) => isoDateOf(p.year, p.month, p.day)

/**
 * A day and a shift that keeps it in years 1..9999, by construction (issue #49: fc.pre dropped the shifts that
 * left the range, a quarter of the runs): near shifts, and far ones up to either end of the range.
 */
const FIRST = oracleOf({ year: 1, month: 1, day: 1 })
const LAST = oracleOf({ year: 9999, month: 12, day: 31 })
const dayShift = parts.chain((p) => {
  const lo = differenceInCalendarDays(FIRST, oracleOf(p))
  const hi = differenceInCalendarDays(LAST, oracleOf(p))
  const near = fc.integer({ min: Math.max(lo, -800), max: Math.min(hi, 800) })
  return fc.tuple(fc.constant(p), fc.oneof(near, fc.integer({ min: lo, max: hi })))
})
const monthShift = parts.chain((p) => {
  const index = p.year * 12 + p.month - 1
  const lo = 12 - index
  const hi = 9999 * 12 + 11 - index
  const near = fc.integer({ min: Math.max(lo, -36), max: Math.min(hi, 36) })
  return fc.tuple(fc.constant(p), fc.oneof(near, fc.integer({ min: lo, max: hi })))
})

describe('the calendar against date-fns, years 1..9999', () => {
  it('knows the days of every month (getDaysInMonth) and which days exist', () => {
    fc.assert(
      fc.property(year, month, fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const days = getDaysInMonth(oracleOf({ year: y, month: m, day: 1 }))
        expect(daysInMonth(y, m)).toBe(days)
        const text = [
          String(y).padStart(4, '0'),
          String(m).padStart(2, '0'),
          String(d).padStart(2, '0'),
        ].join('-')
        expect(isIsoDate(text)).toBe(d <= days)
      }),
      { numRuns: 2_000 },
    )
  })

  it('adds days as addDays does, near and far', () => {
    fc.assert(
      fc.property(dayShift, ([p, shift]) => {
        const expected = addDaysTo(oracleOf(p), shift)
        expect(inRange(expected)).toBe(true)
        expect(addDays(dayOf(p), shift)).toBe(textOf(expected))
      }),
      { numRuns: 2_000 },
    )
  })

  it('counts days between two days as differenceInCalendarDays does', () => {
    fc.assert(
      fc.property(parts, parts, (a, b) => {
        const days = differenceInCalendarDays(oracleOf(b), oracleOf(a))
        expect(inclusiveDays(dayOf(a), dayOf(b))).toBe(days + 1)
        expect(addDays(dayOf(a), days)).toBe(dayOf(b))
      }),
      { numRuns: 2_000 },
    )
  })

  it('names the weekday as getDay does, and the month’s last day as lastDayOfMonth', () => {
    fc.assert(
      fc.property(parts, (p) => {
        expect(weekday(dayOf(p))).toBe(getDay(oracleOf(p)))
        expect(lastOfMonth(dayOf(p))).toBe(textOf(lastDayOfMonth(oracleOf(p))))
      }),
      { numRuns: 2_000 },
    )
  })

  it('adds months as addMonths does', () => {
    fc.assert(
      fc.property(monthShift, ([p, n]) => {
        const expected = addMonthsTo(oracleOf(p), n)
        expect(inRange(expected)).toBe(true)
        expect(addMonths(dayOf(p), n)).toBe(textOf(expected))
      }),
      { numRuns: 2_000 },
    )
  })
})
