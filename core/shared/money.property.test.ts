import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allocateMoney,
  formatRoubles,
  fromRoubles,
  kopecks,
  multiplyMoney,
  sumMoney,
  toRoubles,
} from './money'

/** Guards R-PRICE-04: amounts are integer kopecks, so sums never drift however they are grouped. */
describe('money properties', () => {
  const amount = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map(kopecks)

  it('roubles with any fraction round to the nearest kopeck, a half away from zero, whatever the float noise', () => {
    const whole = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })
    fc.assert(
      fc.property(whole, fc.double({ min: -0.49, max: 0.49, noNaN: true }), (w, off) => {
        expect(fromRoubles((w + off) / 100)).toBe(w)
      }),
    )
    fc.assert(
      fc.property(whole, (w) => {
        const away = w < 0 ? -1 : 1
        expect(fromRoubles((w + away * 0.5) / 100)).toBe(w + away)
      }),
    )
    expect(fromRoubles(1.005)).toBe(101)
    expect(fromRoubles(-1.005)).toBe(-101)
    expect(fromRoubles(0.1 + 0.2)).toBe(30)
  })

  it('a discount or surcharge keeps the amount’s sign and lands within half a kopeck of the exact product', () => {
    fc.assert(
      fc.property(amount, fc.double({ min: 0, max: 3, noNaN: true }), (a, factor) => {
        const m = multiplyMoney(a, factor)
        expect(Number.isInteger(m)).toBe(true)
        expect(Math.abs(m - a * factor)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.abs(a))
        if (m !== 0) expect(Math.sign(m)).toBe(Math.sign(a))
      }),
    )
  })

  it('a formatted amount reads back to the same kopecks (R-CONST-02)', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const text = formatRoubles(a)
        expect(text).toMatch(/^−?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0₽$/)
        const digits = Number(text.replace(/[^\d]/g, ''))
        expect(text.startsWith('−') ? -digits : digits).toBe(a)
      }),
    )
  })

  it('kopecks survive a round trip through roubles', () => {
    fc.assert(
      fc.property(amount, (a) => {
        expect(fromRoubles(toRoubles(a))).toBe(a)
      }),
    )
  })

  it('an allocation always adds back up to the amount, each part within a kopeck of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }).map(kopecks),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 31 }),
        (total, weights) => {
          const parts = allocateMoney(total, weights)
          const weightSum = weights.reduce((s, w) => s + w, 0)
          expect(sumMoney(parts)).toBe(total)
          parts.forEach((p, i) => {
            expect(Math.abs(p - (total * weights[i]!) / weightSum)).toBeLessThan(1)
          })
        },
      ),
    )
  })
})
