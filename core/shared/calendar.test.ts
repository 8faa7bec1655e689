import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  compareIso,
  daysInMonth,
  daysOf,
  firstOfMonth,
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

const d = isoDate

describe('an ISO day', () => {
  it('is YYYY-MM-DD naming a day that exists', () => {
    for (const good of ['2026-12-01', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])
      expect(isIsoDate(good)).toBe(true)
    for (const bad of [
      '2027-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-01-00',
      '2026-1-01',
      '2026-01-01T00:00:00.000Z',
      ' 2026-01-01',
      '01.01.2026',
      '',
      20260101,
      null,
      undefined,
    ])
      expect(isIsoDate(bad)).toBe(false)
  })

  it('is taken from a string or from its parts only when it exists; anything else throws', () => {
    expect(isoDate('2028-02-29')).toBe('2028-02-29')
    expect(() => isoDate('2027-02-29')).toThrow(RangeError)
    expect(() => isoDate('garbage')).toThrow(/not a YYYY-MM-DD day: garbage/)
    expect(isoDateOf(2026, 3, 7)).toBe('2026-03-07')
    expect(isoDateOf(33, 1, 1)).toBe('0033-01-01')
    expect(() => isoDateOf(2026, 2, 30)).toThrow(RangeError)
    expect(partsOf(d('2026-03-07'))).toEqual({ year: 2026, month: 3, day: 7 })
  })

  it('compares as its text does', () => {
    expect(compareIso(d('2026-01-31'), d('2026-02-01'))).toBe(-1)
    expect(compareIso(d('2026-02-01'), d('2026-01-31'))).toBe(1)
    expect(compareIso(d('2026-02-01'), d('2026-02-01'))).toBe(0)
  })
})

describe('day arithmetic', () => {
  it('adds days across month ends, leap days and years', () => {
    expect(addDays(d('2026-12-30'), 3)).toBe('2027-01-02')
    expect(addDays(d('2028-03-01'), -1)).toBe('2028-02-29')
    expect(addDays(d('2027-03-01'), -1)).toBe('2027-02-28')
    expect(addDays(d('2028-02-28'), 1)).toBe('2028-02-29')
    expect(addDays(d('2026-12-29'), 5)).toBe('2027-01-03')
    expect(addDays(d('2027-01-01'), -1)).toBe('2026-12-31')
    expect(addDays(d('2026-06-15'), 0)).toBe('2026-06-15')
    expect(addDays(d('2026-01-01'), 365)).toBe('2027-01-01')
    expect(addDays(d('2028-01-01'), 366)).toBe('2029-01-01')
  })

  it('adds months keeping the day where the month has it', () => {
    expect(addMonths(d('2027-01-31'), 1)).toBe('2027-02-28')
    expect(addMonths(d('2028-01-31'), 1)).toBe('2028-02-29')
    expect(addMonths(d('2028-02-29'), 12)).toBe('2029-02-28')
    expect(addMonths(d('2026-11-15'), 2)).toBe('2027-01-15')
    expect(addMonths(d('2027-01-15'), -2)).toBe('2026-11-15')
    expect(addMonths(d('2026-03-31'), -1)).toBe('2026-02-28')
  })

  it('counts a period with both ends (R-PER-08)', () => {
    expect(inclusiveDays(d('2026-01-01'), d('2026-01-01'))).toBe(1)
    expect(inclusiveDays(d('2027-01-01'), d('2027-01-31'))).toBe(31)
    expect(inclusiveDays(d('2028-02-01'), d('2028-02-29'))).toBe(29)
    expect(inclusiveDays(d('2027-02-01'), d('2027-02-28'))).toBe(28)
    expect(inclusiveDays(d('2026-12-25'), d('2027-01-05'))).toBe(12)
    expect(inclusiveDays(d('2028-01-01'), d('2028-12-31'))).toBe(366)
    expect(inclusiveDays(d('2026-01-02'), d('2026-01-01'))).toBe(0)
  })

  it('lists the days of a period, none when it ends before it starts', () => {
    expect(daysOf(d('2028-02-27'), d('2028-03-01'))).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ])
    expect(daysOf(d('2026-12-31'), d('2026-12-31'))).toEqual(['2026-12-31'])
    expect(daysOf(d('2027-01-02'), d('2027-01-01'))).toEqual([])
  })
})

describe('months and weeks', () => {
  it('knows the month’s first and last days', () => {
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2027, 2)).toBe(28)
    expect(daysInMonth(1900, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2026, 4)).toBe(30)
    expect(daysInMonth(2026, 12)).toBe(31)
    expect(firstOfMonth(d('2026-12-31'))).toBe('2026-12-01')
    expect(lastOfMonth(d('2028-02-10'))).toBe('2028-02-29')
    expect(lastOfMonth(d('2027-02-10'))).toBe('2027-02-28')
    expect(lastOfMonth(d('2026-12-01'))).toBe('2026-12-31')
  })

  it('counts weekdays from Sunday', () => {
    expect(weekday(d('2026-11-01'))).toBe(0)
    expect(weekday(d('2026-11-02'))).toBe(1)
    expect(weekday(d('2028-02-29'))).toBe(2)
    expect(weekday(d('2027-01-02'))).toBe(6)
  })

  it('splits a period by calendar month, both ends included', () => {
    expect(monthsOf(d('2028-02-10'), d('2028-03-02'))).toEqual([
      { startDate: '2028-02-10', endDate: '2028-02-29', days: 20 },
      { startDate: '2028-03-01', endDate: '2028-03-02', days: 2 },
    ])
    expect(monthsOf(d('2026-12-31'), d('2027-01-01'))).toEqual([
      { startDate: '2026-12-31', endDate: '2026-12-31', days: 1 },
      { startDate: '2027-01-01', endDate: '2027-01-01', days: 1 },
    ])
    expect(monthsOf(d('2027-03-01'), d('2027-03-31'))).toEqual([
      { startDate: '2027-03-01', endDate: '2027-03-31', days: 31 },
    ])
    expect(monthsOf(d('2027-03-02'), d('2027-03-01'))).toEqual([])
  })
})

describe('Moscow days of instants (UTC+3 all year, no daylight saving)', () => {
  it('a Moscow day starts at 21:00 UTC the evening before, in winter and in summer', () => {
    expect(moscowDayOf('2027-01-10T20:59:59Z')).toBe('2027-01-10')
    expect(moscowDayOf('2027-01-10T21:00:00Z')).toBe('2027-01-11')
    expect(moscowDayOf('2027-01-11T00:30:00+03:00')).toBe('2027-01-11')
    expect(moscowDayOf('2027-07-10T20:59:59Z')).toBe('2027-07-10')
    expect(moscowDayOf('2027-07-10T21:00:00Z')).toBe('2027-07-11')
    expect(moscowDayOf(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01')
    expect(moscowDayOf(Date.parse('2028-02-28T21:00:00Z'))).toBe('2028-02-29')
    expect(() => moscowDayOf('garbage')).toThrow(RangeError)
  })

  it('a Moscow day begins at its midnight in Moscow', () => {
    expect(moscowDayStart(d('2027-01-11')).toISOString()).toBe('2027-01-10T21:00:00.000Z')
    expect(moscowDayStart(d('2027-07-11')).toISOString()).toBe('2027-07-10T21:00:00.000Z')
    expect(moscowDayStart(d('2028-03-01')).toISOString()).toBe('2028-02-29T21:00:00.000Z')
    expect(moscowDayStart(d('2027-01-01')).toISOString()).toBe('2026-12-31T21:00:00.000Z')
    // The zone, not a fixed three hours: until 26 October 2014 Moscow was UTC+4.
    expect(moscowDayStart(d('2014-10-25')).toISOString()).toBe('2014-10-24T20:00:00.000Z')
    expect(moscowDayStart(d('2014-10-27')).toISOString()).toBe('2014-10-26T21:00:00.000Z')
  })
})
