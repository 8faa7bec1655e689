import { describe, expect, it } from 'vitest'
import { medianPairRatio } from './web-vitals'

describe('the calculator wait ratio (issue 51 item 2)', () => {
  it('is the median of the ratios pair by pair, not the ratio of the medians', () => {
    // A slow floor load paired with a slow page load: each pair says 1.5×, the medians alone 300 ÷ 150 = 2×.
    expect(medianPairRatio([300, 150, 450], [200, 100, 300])).toBe(1.5)
    expect(medianPairRatio([300, 600, 310], [100, 150, 300])).toBeCloseTo(3)
  })

  it('counts a floor of 0 ms as 1 ms', () => {
    expect(medianPairRatio([5], [0])).toBe(5)
  })
})
