import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocateMoney, fromRoubles, kopecks, sumMoney, toRoubles } from './money'

/** Guards R-PRICE-04: amounts are integer kopecks, so sums never drift however they are grouped. */
describe('money properties', () => {
  const amount = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map(kopecks)

  it('a sum of kopecks is exact and independent of order and grouping', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 200 }), (amounts) => {
        const whole = sumMoney(amounts)
        const reversed = sumMoney([...amounts].reverse())
        const half = Math.floor(amounts.length / 2)
        const grouped = sumMoney([sumMoney(amounts.slice(0, half)), sumMoney(amounts.slice(half))])
        expect(whole).toBe(reversed)
        expect(whole).toBe(grouped)
        expect(Number.isInteger(whole)).toBe(true)
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
