import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAX_PERIOD_DAYS,
  monthPeriods,
  otsInRange,
  parseWireDay,
  periodDays,
  periodOf,
} from './inventory-period'

describe('wire days (R-CONST-04)', () => {
  it('accepts YYYY-MM-DD with or without the T00:00:00.000Z suffix, and only real days', () => {
    expect(parseWireDay('2026-12-01')).toBe('2026-12-01')
    expect(parseWireDay('2026-12-01T00:00:00.000Z')).toBe('2026-12-01')
    expect(parseWireDay('2028-02-29')).toBe('2028-02-29')
    for (const bad of ['2026-02-29', '2026-13-01', '2026-12-1', '01.12.2026', '2026-12-01T10:00:00Z', ''])
      expect(parseWireDay(bad)).toBeUndefined()
  })

  it('a period ends on or after its start and lasts at most three years', () => {
    expect(periodOf('2026-12-02', '2026-12-01')).toEqual({ ok: false, error: { endDate: 'wrong format' } })
    expect(periodOf('x', 'y')).toEqual({
      ok: false,
      error: { startDate: 'wrong format', endDate: 'wrong format' },
    })
    expect(periodOf('2026-01-01', '2029-12-31').ok).toBe(false)
    expect(periodOf('2026-12-01', '2026-12-01')).toEqual({
      ok: true,
      value: { startDate: '2026-12-01', endDate: '2026-12-01' },
    })
  })
})

describe('month periods and audience over a range (R-API-32)', () => {
  const day = fc
    .date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))

  it('split by calendar month, contiguous, the day counts adding up to the period', () => {
    fc.assert(
      fc.property(day, fc.nat(MAX_PERIOD_DAYS - 1), (start, extra) => {
        const end = new Date(Date.parse(start) + extra * 86_400_000).toISOString().slice(0, 10)
        const p = { startDate: start, endDate: end }
        const months = monthPeriods(p)
        expect(months[0]?.startDate).toBe(start)
        expect(months.at(-1)?.endDate).toBe(end)
        expect(months.reduce((n, m) => n + m.days, 0)).toBe(periodDays(p))
        for (const m of months) expect(m.startDate.slice(0, 7)).toBe(m.endDate.slice(0, 7))
      }),
    )
  })

  it('February of a leap year has 29 days; the audience scales with the days', () => {
    expect(monthPeriods({ startDate: '2028-02-10', endDate: '2028-03-02' })).toEqual([
      { startDate: '2028-02-10', endDate: '2028-02-29', days: 20 },
      { startDate: '2028-03-01', endDate: '2028-03-02', days: 2 },
    ])
    expect(otsInRange(12_000, { startDate: '2026-12-01', endDate: '2026-12-15' })).toBe(180_000)
  })
})
