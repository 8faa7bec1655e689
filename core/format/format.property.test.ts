import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDisplayDate, fromWireDate, parseDisplayDate, toWireDate } from './date.format'
import { formatNumber } from './number.format'
import { formatTimeInterval, parseTimeInterval } from './time-interval'

const isoDateArb = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const two = (n: number) => String(n).padStart(2, '0')
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${two(h)}:${two(m)}`)

describe('format round trips (R-CONST-03..05)', () => {
  it('display and wire dates round-trip every calendar day', () => {
    fc.assert(
      fc.property(isoDateArb, (iso) => {
        const shown = formatDisplayDate(iso)
        expect(shown.ok && parseDisplayDate(shown.value)).toEqual({ ok: true, value: iso })
        const wire = toWireDate(iso)
        expect(wire.ok && wire.value).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/)
        expect(wire.ok && fromWireDate(wire.value)).toEqual({ ok: true, value: iso })
      }),
    )
  })

  it('time intervals round-trip, and any other text is a typed error, never a throw', () => {
    fc.assert(
      fc.property(timeArb, timeArb, (from, to) => {
        const text = `${from}-${to}`
        const parsed = parseTimeInterval(text)
        expect(parsed.ok).toBe(from !== to)
        if (parsed.ok) expect(formatTimeInterval(parsed.value)).toEqual({ ok: true, value: text })
      }),
    )
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseTimeInterval(text)
        if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'invalidTimeInterval', field: 'dayTime' })
        else expect(text).toMatch(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/)
      }),
    )
  })

  it('formatted integers read back as the same number once the spaces are removed (R-CONST-02)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const r = formatNumber(n)
        if (!r.ok) throw new Error('integer rejected')
        expect(r.value).toMatch(/^−?\d{1,3}(\u00a0\d{3})*$/)
        expect(Number(r.value.replace(/\u00a0/g, '').replace('−', '-'))).toBe(n)
      }),
    )
  })
})
