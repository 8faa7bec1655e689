import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { monthsOf } from '../../shared/calendar'
import { dayNumber as dayNumberOf, daysInMonth, fromDayNumber, partsOf, periodLabel } from './calendar'
import {
  defaultCampaignEnd,
  defaultStopsPeriod,
  extraDays,
  firstBookableMonth,
  halfMonthOf,
  monthList,
  navigationDefaultDates,
  PERIOD_OPTIONS,
  periodOfDays,
  periodOptions,
  snapTurnsTilesStart,
  splitByMonth,
  stickerHalfMonths,
} from './periods'

describe('R-PER-08 / R-PER-11: a campaign is split by calendar month, days counted inclusively', () => {
  it('a campaign over three months gives a slice per month with its days and DD-MM-YYYY labels', () => {
    expect(splitByMonth('2027-01-20', '2027-03-05')).toEqual([
      {
        startDate: '2027-01-20',
        endDate: '2027-01-31',
        days: 12,
        year: 2027,
        month: 1,
        daysInMonth: 31,
        startDateFormat: '20-01-2027',
        endDateFormat: '31-01-2027',
      },
      {
        startDate: '2027-02-01',
        endDate: '2027-02-28',
        days: 28,
        year: 2027,
        month: 2,
        daysInMonth: 28,
        startDateFormat: '01-02-2027',
        endDateFormat: '28-02-2027',
      },
      {
        startDate: '2027-03-01',
        endDate: '2027-03-05',
        days: 5,
        year: 2027,
        month: 3,
        daysInMonth: 31,
        startDateFormat: '01-03-2027',
        endDateFormat: '05-03-2027',
      },
    ])
  })

  it('a one-day campaign is one slice of one day; a whole month is one slice', () => {
    expect(splitByMonth('2027-02-10', '2027-02-10').map((p) => [p.startDate, p.endDate, p.days])).toEqual([
      ['2027-02-10', '2027-02-10', 1],
    ])
    expect(splitByMonth('2028-02-01', '2028-02-29').map((p) => [p.days, p.daysInMonth])).toEqual([[29, 29]])
  })

  it('a campaign ending on the 1st keeps that day as a slice of its own', () => {
    expect(splitByMonth('2028-02-15', '2028-03-01').map((p) => [p.startDate, p.endDate, p.days])).toEqual([
      ['2028-02-15', '2028-02-29', 15],
      ['2028-03-01', '2028-03-01', 1],
    ])
  })

  it('any period, over years and leap days, splits as the calendar counts its months (day by day)', () => {
    // splitByMonth counts months as numbers (it is on every quote): the shared calendar's day-number split is
    // the reference it must equal, label for label.
    const day = fc.integer({ min: -800, max: 30_000 }).map(fromDayNumber)
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 1_200 }), (start, length) => {
        const end = fromDayNumber(Math.min(30_000, dayNumberOf(start) + length))
        const expected = monthsOf(start, end).map((m) => {
          const { year, month } = partsOf(m.startDate)
          return {
            ...m,
            year,
            month,
            daysInMonth: daysInMonth(year, month),
            startDateFormat: periodLabel(m.startDate),
            endDateFormat: periodLabel(m.endDate),
          }
        })
        expect(splitByMonth(start, end)).toEqual(expected)
      }),
    )
  })

  it('a day that is not one is refused by name', () => {
    expect(() => splitByMonth('2027-02-28', '2027-02-30')).toThrow(/not a YYYY-MM-DD day: 2027-02-30/)
    expect(() => splitByMonth('2027-13-01', '2028-01-01')).toThrow(/not a YYYY-MM-DD day: 2027-13-01/)
  })

  it('a campaign that ends before it starts is refused', () => {
    expect(() => splitByMonth('2027-03-02', '2027-03-01')).toThrow(
      new RangeError('period ends (2027-03-01) before it starts (2027-03-02)'),
    )
  })
})

describe('R-PER-01 / R-PER-10: default periods', () => {
  it.each([
    ['2027-01-15', '2027-02-14'],
    ['2027-03-01', '2027-03-31'],
    ['2027-01-30', '2027-02-28'],
    ['2027-01-31', '2027-02-28'],
    ['2028-01-29', '2028-02-28'],
    ['2027-12-20', '2028-01-19'],
  ])('a campaign starting %s ends by default on %s', (start, end) => {
    expect(defaultCampaignEnd(start)).toBe(end)
  })

  it('the stops and ground period runs from today to the same day next month', () => {
    expect(defaultStopsPeriod('2027-03-10')).toEqual({ startDate: '2027-03-10', endDate: '2027-04-10' })
    expect(defaultStopsPeriod('2027-01-31')).toEqual({ startDate: '2027-01-31', endDate: '2027-02-28' })
  })

  it('R-MAXIMA-02 / R-METRO-19: a period of n days includes its first day', () => {
    expect(periodOfDays('2027-03-30', 3)).toEqual({ startDate: '2027-03-30', endDate: '2027-04-01' })
    expect(periodOfDays('2027-03-30', 1)).toEqual({ startDate: '2027-03-30', endDate: '2027-03-30' })
  })
})

describe('R-PER-02: turn tiles start on the 1st or the 16th for one month', () => {
  it.each([
    ['2027-03-01', '2027-03-01', '2027-03-31'],
    ['2027-03-02', '2027-03-16', '2027-04-15'],
    ['2027-03-15', '2027-03-16', '2027-04-15'],
    ['2027-03-16', '2027-03-16', '2027-04-15'],
    ['2027-03-17', '2027-04-01', '2027-04-30'],
    ['2027-12-31', '2028-01-01', '2028-01-31'],
  ])('a wish for %s starts on %s and ends on %s', (wish, startDate, endDate) => {
    expect(snapTurnsTilesStart(wish)).toEqual({ startDate, endDate })
  })
})

describe('R-PER-03: stickers are sold by half-months, 1st..15th and 16th..last day', () => {
  it.each([
    ['2027-02-01', '2027-02-01', '2027-02-15'],
    ['2027-02-15', '2027-02-01', '2027-02-15'],
    ['2027-02-16', '2027-02-16', '2027-02-28'],
    ['2028-02-29', '2028-02-16', '2028-02-29'],
  ])('%s lies in %s..%s', (day, startDate, endDate) => {
    expect(halfMonthOf(day)).toEqual({ startDate, endDate })
  })

  it('a campaign covers every half-month from the one holding its start to the one holding its end', () => {
    expect(stickerHalfMonths('2027-01-10', '2027-02-16')).toEqual([
      { startDate: '2027-01-01', endDate: '2027-01-15' },
      { startDate: '2027-01-16', endDate: '2027-01-31' },
      { startDate: '2027-02-01', endDate: '2027-02-15' },
      { startDate: '2027-02-16', endDate: '2027-02-28' },
    ])
    expect(stickerHalfMonths('2027-01-10', '2027-01-15')).toEqual([
      { startDate: '2027-01-01', endDate: '2027-01-15' },
    ])
  })
})

describe('R-PER-04 / R-PER-05: the first month offered for booking', () => {
  it.each([
    // Stickers: the current month until the 15th, the next until the cutoff (last day − 1), then the one after.
    ['2027-01-15', 'stickers', '2027-01-01'],
    ['2027-01-16', 'stickers', '2027-02-01'],
    ['2027-01-30', 'stickers', '2027-02-01'],
    ['2027-01-31', 'stickers', '2027-03-01'],
    ['2027-02-27', 'stickers', '2027-03-01'],
    ['2027-02-28', 'stickers', '2027-04-01'],
    // Other places: the current month until the 7th, the next until the cutoff (last day − 7), then the one after.
    ['2027-01-07', 'other', '2027-01-01'],
    ['2027-01-08', 'other', '2027-02-01'],
    ['2027-01-24', 'other', '2027-02-01'],
    ['2027-01-25', 'other', '2027-03-01'],
    ['2027-02-21', 'other', '2027-03-01'],
    ['2027-02-22', 'other', '2027-04-01'],
    ['2027-12-25', 'other', '2028-02-01'],
  ] as const)('on %s (%s) it is the month of %s', (today, kind, first) => {
    expect(firstBookableMonth(today, kind)).toBe(first)
  })

  it('R-PER-06: the month list covers 12 months from the first bookable one', () => {
    expect(monthList('2027-03-20', 'other')).toEqual([
      '2027-04-01',
      '2027-05-01',
      '2027-06-01',
      '2027-07-01',
      '2027-08-01',
      '2027-09-01',
      '2027-10-01',
      '2027-11-01',
      '2027-12-01',
      '2028-01-01',
      '2028-02-01',
      '2028-03-01',
    ])
    expect(monthList('2027-03-10', 'stickers')[0]).toBe('2027-03-01')
  })

  it('R-PER-07: a period list has 14 whole months from the first bookable one', () => {
    const options = periodOptions('2027-11-03', 'other')
    expect(PERIOD_OPTIONS).toBe(14)
    expect(options).toHaveLength(14)
    expect(options[0]).toEqual({ startDate: '2027-11-01', endDate: '2027-11-30' })
    expect(options[3]).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' })
    expect(options[13]).toEqual({ startDate: '2028-12-01', endDate: '2028-12-31' })
    expect(periodOptions('2027-11-20', 'stickers')[0]).toEqual({
      startDate: '2027-12-01',
      endDate: '2027-12-31',
    })
  })
})

describe('R-PER-09: extra days at the end of a period', () => {
  it('are the computed days plus 2', () => {
    expect(extraDays(5)).toBe(7)
    expect(extraDays(0)).toBe(2)
  })

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'are 3 when the days are unknown (%s)',
    (d) => {
      expect(extraDays(d)).toBe(3)
    },
  )
})

describe('R-NAV-09: navigation signs start on the first of next month for one year', () => {
  it.each([
    ['2027-03-01', '2027-03-01', '2028-02-29'],
    ['2027-03-02', '2027-04-01', '2028-03-31'],
    ['2027-12-15', '2028-01-01', '2028-12-31'],
  ])('today %s gives %s..%s', (today, startDate, endDate) => {
    expect(navigationDefaultDates(today)).toEqual({ startDate, endDate })
  })
})
