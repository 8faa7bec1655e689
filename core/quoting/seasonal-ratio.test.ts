import { describe, expect, it } from 'vitest'
import { seasonalRatioOver } from './seasonal-ratio'

const RATIOS = [
  { month: 1, ratio: 0.8815 },
  { month: 2, ratio: 0.936 },
]

describe('seasonal ratio of a multi-day period (R-API-35)', () => {
  it('is the month ratio inside one month', () => {
    expect(seasonalRatioOver(RATIOS, '2027-01-10', '2027-01-20')).toBe(0.8815)
  })
  it('weights months by their days across a boundary', () => {
    // 31.01 (0.8815) and 01.02 (0.936): the mean of the two days.
    expect(seasonalRatioOver(RATIOS, '2027-01-31', '2027-02-01')).toBe(0.9088)
  })
  it('counts a month without a ratio as 1 and refuses a backwards period', () => {
    expect(seasonalRatioOver(RATIOS, '2027-03-01', '2027-03-02')).toBe(1)
    expect(() => seasonalRatioOver(RATIOS, '2027-03-02', '2027-03-01')).toThrow(RangeError)
  })
})
