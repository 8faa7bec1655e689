import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  daysInMonth,
  daysOf,
  inclusiveDays,
  isIsoDate,
  isoDate,
  isoDateOf,
  lastOfMonth,
  monthsOf,
  moscowDayOf,
  moscowDayStart,
  partsOf,
  weekday,
} from './calendar'

const ORIGIN = isoDate('2026-01-01')
/** Any day of 1999..2053 (a span crossing 2000, leap years 2028 and 2052, and many year ends). */
const day = fc.integer({ min: -9_862, max: 10_000 }).map((n) => addDays(ORIGIN, n))
const shift = fc.integer({ min: -800, max: 800 })
/**
 * Moscow has kept UTC+3 since 02:00 on 26 October 2014 (UTC+4 before, so that day began at 20:00 UTC): any day
 * of 2014-10-27..2053.
 */
const moscowDay = fc.integer({ min: -4_084, max: 10_000 }).map((n) => addDays(ORIGIN, n))

/** Guards the one calendar (issue 17): the identities every copy it replaced relied on. */
describe('calendar properties', () => {
  it('adding days is undone by taking them away, moves the weekday along and counts inclusively', () => {
    fc.assert(
      fc.property(day, shift, (start, n) => {
        const end = addDays(start, n)
        expect(isIsoDate(end)).toBe(true)
        expect(addDays(end, -n)).toBe(start)
        expect(inclusiveDays(start, end)).toBe(n + 1)
        expect(weekday(end)).toBe((((weekday(start) + n) % 7) + 7) % 7)
        expect(end > start).toBe(n > 0)
      }),
    )
  })

  it('the month split of a period is contiguous, one month each, and its days add up to the period', () => {
    fc.assert(
      fc.property(day, fc.nat(1_100), (start, extra) => {
        const end = addDays(start, extra)
        const months = monthsOf(start, end)
        expect(months[0]?.startDate).toBe(start)
        expect(months.at(-1)?.endDate).toBe(end)
        expect(months.reduce((n, m) => n + m.days, 0)).toBe(inclusiveDays(start, end))
        expect(daysOf(start, end)).toHaveLength(extra + 1)
        months.forEach((m, i) => {
          expect(m.startDate.slice(0, 7)).toBe(m.endDate.slice(0, 7))
          if (i > 0) expect(m.startDate).toBe(addDays(months[i - 1]!.endDate, 1))
          if (i < months.length - 1) expect(m.endDate).toBe(lastOfMonth(m.startDate))
        })
      }),
    )
  })

  it('adding months keeps the day or clamps it to the month’s last', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -36, max: 36 }), (start, n) => {
        const { year, month, day: dayOfMonth } = partsOf(start)
        const index = year * 12 + month - 1 + n
        const target = { year: Math.floor(index / 12), month: (index % 12) + 1 }
        const expected = Math.min(dayOfMonth, daysInMonth(target.year, target.month))
        expect(addMonths(start, n)).toBe(isoDateOf(target.year, target.month, expected))
      }),
    )
  })

  it('Moscow is UTC+3 all year: a day runs from 21:00 UTC the evening before, 24 hours long', () => {
    fc.assert(
      fc.property(moscowDay, fc.integer({ min: 0, max: 86_399_999 }), (date, ms) => {
        const start = moscowDayStart(date)
        expect(start.getTime()).toBe(Date.parse(`${date}T00:00:00Z`) - 3 * 3_600_000)
        expect(moscowDayOf(start.getTime() + ms)).toBe(date)
        expect(moscowDayStart(addDays(date, 1)).getTime() - start.getTime()).toBe(86_400_000)
      }),
    )
  })
})
