import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allocateMoney,
  formatRoubles,
  fromRoubles,
  groupDigits,
  kopecks,
  multiplyMoney,
  sumMoney,
} from './money'

describe('money in kopecks (R-PRICE-04, R-CONST-02)', () => {
  it('rounds roubles half away from zero', () => {
    expect(fromRoubles(1.005)).toBe(101)
    expect(fromRoubles(-1.005)).toBe(-101)
    expect(fromRoubles(2.004)).toBe(200)
    expect(fromRoubles(0.1 + 0.2)).toBe(30)
  })

  it('refuses fractional kopecks and non-finite amounts', () => {
    expect(() => kopecks(1.5)).toThrow(RangeError)
    expect(() => fromRoubles(Number.NaN)).toThrow(RangeError)
  })

  it('formats like a Russian document', () => {
    expect(formatRoubles(kopecks(123456789))).toBe('1\u00a0234\u00a0567,89\u00a0₽')
    expect(formatRoubles(kopecks(5))).toBe('0,05\u00a0₽')
    expect(formatRoubles(kopecks(-100000), { sign: false })).toBe('−1\u00a0000,00')
  })

  it('multiplies by a factor and rounds back to kopecks', () => {
    expect(multiplyMoney(kopecks(999), 0.9)).toBe(899) // 899.1
    expect(multiplyMoney(kopecks(1000), 1.2)).toBe(1200)
  })

  it('allocates without losing a kopeck', () => {
    const parts = allocateMoney(kopecks(1000), [1, 1, 1])
    expect(parts).toEqual([334, 333, 333])
    expect(sumMoney(parts)).toBe(1000)
  })
})

describe('R-CONST-02: digits grouped by three', () => {
  it('any text groups as the lookahead expression groups it (digits cut by length, the rest as before)', () => {
    const byExpression = (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
    expect(groupDigits('1234567')).toBe('1\u00a0234\u00a0567')
    expect(groupDigits('100000')).toBe('100\u00a0000')
    fc.assert(
      fc.property(
        fc.oneof(fc.nat().map(String), fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String), fc.string()),
        (text) => {
          expect(groupDigits(text)).toBe(byExpression(text))
        },
      ),
    )
  })
})
