import { describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  formatDisplayDate,
  formatMediaDateTime,
  fromWireDate,
  parseDisplayDate,
  parseMediaDateTime,
  toWireDate,
} from './date.format'

describe('display dates (R-CONST-03)', () => {
  it('prints calendar dates as DD.MM.YYYY without shifting them', () => {
    expect(formatDisplayDate('2026-03-08')).toEqual({ ok: true, value: '08.03.2026' })
  })
  it('prints instants as their Moscow day', () => {
    expect(formatDisplayDate('2026-03-08T21:30:00.000Z')).toEqual({ ok: true, value: '09.03.2026' })
    expect(formatDisplayDate(new Date('2026-03-08T20:59:00Z'))).toEqual({ ok: true, value: '08.03.2026' })
    expect(formatDisplayDate('2026-03-08T00:00:00.000Z')).toEqual({ ok: true, value: '08.03.2026' })
  })
  it('rejects impossible dates naming the field', () => {
    expect(formatDisplayDate('2026-02-30', 'startDate')).toMatchObject({
      ok: false,
      error: { code: 'invalidDate', field: 'startDate' },
    })
    expect(formatDisplayDate('tomorrow')).toMatchObject({ ok: false })
    expect(formatDisplayDate(new Date(Number.NaN))).toMatchObject({ ok: false })
  })
  it('parses DD.MM.YYYY back', () => {
    expect(parseDisplayDate('29.02.2028')).toEqual({ ok: true, value: '2028-02-29' })
    expect(parseDisplayDate('29.02.2027')).toMatchObject({ ok: false })
    expect(parseDisplayDate('2027-02-01')).toMatchObject({ ok: false })
  })
})

describe('wire dates (R-CONST-04)', () => {
  it('adds the midnight UTC suffix and strips it again', () => {
    expect(toWireDate('2026-12-31')).toEqual({ ok: true, value: '2026-12-31T00:00:00.000Z' })
    expect(fromWireDate('2026-12-31T00:00:00.000Z')).toEqual({ ok: true, value: '2026-12-31' })
    expect(fromWireDate('2026-12-31T03:00:00.000Z', 'endDate')).toMatchObject({
      ok: false,
      error: { field: 'endDate' },
    })
    expect(toWireDate('31.12.2026')).toMatchObject({ ok: false, error: { code: 'invalidDate' } })
  })
})

describe('media dates (R-CONST-09)', () => {
  it('prints DD.MM.YYYY HH:mm in Moscow and parses it back', () => {
    expect(formatMediaDateTime('2026-05-01T06:05:00Z')).toEqual({ ok: true, value: '01.05.2026 09:05' })
    expect(parseMediaDateTime('01.05.2026 09:05')).toEqual({ ok: true, value: '2026-05-01T06:05:00.000Z' })
    expect(parseMediaDateTime('01.05.2026 24:05')).toMatchObject({
      ok: false,
      error: { code: 'invalidDateTime' },
    })
  })
})

describe('addCalendarDays', () => {
  it('crosses months and years', () => {
    expect(addCalendarDays('2026-12-29', 5)).toEqual({ ok: true, value: '2027-01-03' })
    expect(addCalendarDays('2028-02-27', 2)).toEqual({ ok: true, value: '2028-02-29' })
  })
})
