import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  compareIso,
  dayNumber,
  displayDate,
  firstOfMonth,
  fromDayNumber,
  inclusiveDays,
  lastOfMonth,
  parseDate,
  partsOf,
  periodLabel,
} from './calendar'

/** Pricing's door to the one calendar: its own labels and day numbers, and the check of every plain string. */
describe('pricing calendar', () => {
  it('shows a day as DD.MM.YYYY (RULES decision 6) and labels a period DD-MM-YYYY (R-PER-11)', () => {
    expect(displayDate('2027-03-05')).toBe('05.03.2027')
    expect(periodLabel('2027-03-05')).toBe('05-03-2027')
    expect(displayDate('0987-11-30')).toBe('30.11.0987')
    expect(periodLabel('0987-11-30')).toBe('30-11-0987')
  })

  it('reads a day as a product owner writes it, or as ISO, trimmed; refuses what is not a day', () => {
    expect(parseDate(' 29.02.2028 ')).toBe('2028-02-29')
    expect(parseDate(' 2027-01-31 ')).toBe('2027-01-31')
    for (const bad of ['29.02.2027', '2027-02-30', '5.3.2027', '05.03.27', 'x05.03.2027', '05.03.20271', ''])
      expect(() => parseDate(bad), bad).toThrow(new RangeError(`not a date: ${bad}`))
  })

  it('numbers days from 1970-01-01 and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0)
    expect(dayNumber('1970-01-02')).toBe(1)
    expect(dayNumber('2000-03-01')).toBe(11_017)
    expect(fromDayNumber(11_017)).toBe('2000-03-01')
    expect(fromDayNumber(-1)).toBe('1969-12-31')
  })

  it('hands checked days on to the calendar, and refuses a string that is not a day', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(firstOfMonth('2027-02-17')).toBe('2027-02-01')
    expect(lastOfMonth('2028-02-17')).toBe('2028-02-29')
    expect(inclusiveDays('2027-03-01', '2027-03-31')).toBe(31)
    expect(partsOf('2027-03-05')).toEqual({ year: 2027, month: 3, day: 5 })
    expect(Math.sign(compareIso('2027-03-01', '2027-02-28'))).toBe(1)
    expect(compareIso('2027-03-01', '2027-03-01')).toBe(0)
    for (const call of [() => addDays('2027-02-30', 1), () => inclusiveDays('2027-03-01', '31.03.2027')])
      expect(call).toThrow(RangeError)
  })
})
