import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { audienceRatio, coefficientOr1, grpOf, roundRoubles, seasonalRatio, vatRateOn } from './coefficients'

describe('R-TGT-07: a missing coefficient defaults to 1', () => {
  it.each([undefined, null, 0, -0.5, Number.NaN, Number.POSITIVE_INFINITY])('%s counts as 1', (value) => {
    expect(coefficientOr1(value)).toBe(1)
  })

  it.each([0.001, 0.5, 1.25])('a real coefficient %d is kept', (value) => {
    expect(coefficientOr1(value)).toBe(value)
  })
})

describe('monthly ratios (R-DISC-11, R-DISC-12, decision 11)', () => {
  // The price ratio and the audience ratio are separate reference columns; different values keep them apart.
  const reference: PricingReferenceData = {
    ...DEMO_REFERENCE,
    seasonalCoefficients: [
      { month: 3, ratio: 1.2 },
      { month: 4, ratio: 0.9 },
    ],
    audienceRatios: [
      { month: 3, ratio: 1.05 },
      { month: 4, ratio: 0.8 },
    ],
  }

  it('a month takes its own price ratio and its own audience ratio', () => {
    expect([seasonalRatio(reference, 3), seasonalRatio(reference, 4)]).toEqual([1.2, 0.9])
    expect([audienceRatio(reference, 3), audienceRatio(reference, 4)]).toEqual([1.05, 0.8])
  })

  it('a month the reference does not list counts as 1', () => {
    expect(seasonalRatio(reference, 5)).toBe(1)
    expect(audienceRatio(reference, 5)).toBe(1)
  })

  it('R-DISC-11: the demo audience ratios run January to December as the spec lists them', () => {
    const months = Array.from({ length: 12 }, (_, i) => audienceRatio(DEMO_REFERENCE, i + 1))
    expect(months).toEqual([
      0.8815, 0.936, 1.0574, 1.0371, 0.9955, 0.9719, 0.9148, 0.9261, 1.0073, 1.0947, 1.0684, 1.1093,
    ])
  })
})

describe('R-PRICE-08: the VAT rate in force on a day', () => {
  const reference: PricingReferenceData = {
    ...DEMO_REFERENCE,
    // Listed out of order on purpose: the rate in force does not depend on the order of the entries.
    vatRates: [
      { from: '2026-01-01', rate: 0.22 },
      { from: '2019-01-01', rate: 0.2 },
      { from: '2030-06-15', rate: 0.25 },
    ],
  }

  it.each([
    ['2025-12-31', 0.2],
    ['2026-01-01', 0.22],
    ['2030-06-14', 0.22],
    ['2030-06-15', 0.25],
    ['2031-01-01', 0.25],
  ])('on %s the rate is %d', (day, rate) => {
    expect(vatRateOn(reference, day)).toBe(rate)
  })

  it('before the first entry the first rate applies; with no entries there is no VAT', () => {
    expect(vatRateOn(reference, '2018-12-31')).toBe(0.2)
    expect(vatRateOn({ ...reference, vatRates: [] }, '2026-01-01')).toBe(0)
  })

  it('the demo set has 20 % until 31.12.2025 and 22 % from 01.01.2026', () => {
    expect(vatRateOn(DEMO_REFERENCE, '2025-12-31')).toBe(0.2)
    expect(vatRateOn(DEMO_REFERENCE, '2026-01-01')).toBe(0.22)
  })
})

describe('R-PRICE-05 / R-PRICE-04: GRP and rounding', () => {
  it('GRP is OTS / 10 287 500 × 100, to 2 decimals', () => {
    expect(grpOf(10_287_500, 10_287_500)).toBe(100)
    expect(grpOf(1_000_000, 10_287_500)).toBe(9.72)
    expect(grpOf(2_000_000, 10_287_500)).toBe(19.44)
    expect(grpOf(0, 10_287_500)).toBe(0)
  })

  it('prices are rounded to whole kopecks', () => {
    expect(roundRoubles(10.126)).toBe(10.13)
    expect(roundRoubles(10.124)).toBe(10.12)
    expect(roundRoubles(2450)).toBe(2450)
  })
})
