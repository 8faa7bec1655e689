import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNumber, formatWireRoubles, ruNumber } from './number.format'

const plain = (s: string) => s.replace(/\u00a0/g, ' ')
const value = <T>(r: { ok: true; value: T } | { ok: false }) => (r.ok ? r.value : undefined)

describe('formatNumber (R-CONST-02)', () => {
  it('groups thousands with non-breaking spaces and uses a decimal comma', () => {
    expect(formatNumber(1234567)).toEqual({ ok: true, value: '1\u00a0234\u00a0567' })
    expect(plain(value(formatNumber(10287500.5)) ?? '')).toBe('10 287 500,5')
    expect(plain(value(formatNumber(-1234.5, { fractionDigits: 2 })) ?? '')).toBe('−1 234,50')
    expect(value(formatNumber(999))).toBe('999')
    expect(value(formatNumber(0.005, { fractionDigits: 2 }))).toBe('0,01')
    expect(value(formatNumber(-0.001, { fractionDigits: 2 }))).toBe('0,00')
  })
  it('rejects non-finite numbers naming the field', () => {
    expect(formatNumber(Number.NaN, {}, 'ots')).toMatchObject({
      ok: false,
      error: { code: 'invalidNumber', field: 'ots' },
    })
  })
})

describe('formatWireRoubles', () => {
  it('formats roubles through money.ts, with an optional sign', () => {
    expect(plain(value(formatWireRoubles(1234567.891)) ?? '')).toBe('1 234 567,89 ₽')
    expect(plain(value(formatWireRoubles(2450, { sign: false })) ?? '')).toBe('2 450,00')
    expect(formatWireRoubles(Number.POSITIVE_INFINITY)).toMatchObject({
      ok: false,
      error: { field: 'amount' },
    })
  })
})

describe('ruNumber: a note’s figure with every decimal it has', () => {
  it('groups thousands, writes a comma, keeps up to six decimals', () => {
    expect(ruNumber(300000)).toBe('300\u00a0000')
    expect(ruNumber(0.04896)).toBe('0,04896')
    expect(ruNumber(1.2)).toBe('1,2')
    expect(ruNumber(5)).toBe('5')
    expect(ruNumber(-1234.5)).toBe('−1\u00a0234,5')
    expect(ruNumber(1 / 3)).toBe('0,333333')
    expect(ruNumber(Number.NaN)).toBe('NaN')
  })
})

describe('ruNumber: its quick ways say what formatNumber says', () => {
  it('a whole number (grouped digits) and a fraction (said once, then kept) read as formatNumber writes them', () => {
    const byFormat = (v: number) => {
      const decimals = Math.min(6, (String(v).split('.')[1] ?? '').length)
      const r = formatNumber(v, { fractionDigits: decimals })
      return r.ok ? r.value : String(v)
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 2 ** 47 + 10 }),
          fc.constantFrom(-0, 0.04896, 0.2848, 1.5, -3, 2 ** 47, 1e21),
          fc.double({ noNaN: true }),
        ),
        (v) => {
          expect(ruNumber(v)).toBe(byFormat(v))
          expect(ruNumber(v)).toBe(byFormat(v))
        },
      ),
    )
  })
})
