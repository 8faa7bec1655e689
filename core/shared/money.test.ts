import { describe, expect, it } from 'vitest'
import { allocateMoney, formatRoubles, fromRoubles, kopecks, multiplyMoney, sumMoney } from './money'

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
