import { describe, expect, it } from 'vitest'
import {
  advertiserDiscount,
  capacityDiscount,
  discountFactor,
  globalFactor,
  hasPersonalDiscount,
  MAX_ADVERTISER_PERCENT,
  NO_DISCOUNT,
  TURNS_TILES_BOOST,
  volumeDiscount,
} from './discounts'

describe('R-DISC-05: a discount factor is 1 − percent/100', () => {
  it.each([
    [0, 1],
    [5, 0.95],
    [12.5, 0.875],
    [90, 0.1],
  ])('%d %% gives %d', (percent, factor) => {
    expect(discountFactor(percent)).toBeCloseTo(factor, 12)
  })

  it.each([-0.01, 100, 150, Number.NaN, Number.POSITIVE_INFINITY])('%d %% is not a discount', (percent) => {
    expect(() => discountFactor(percent)).toThrow(`a discount percent must be in [0, 100): ${percent}`)
  })

  it('just under 100 % still leaves a price', () => {
    expect(discountFactor(99.9)).toBeGreaterThan(0)
  })
})

describe('R-DISC-02..04: the volume discount', () => {
  it('when several rules match, the largest percent wins whatever their order (rules never stack)', () => {
    const rules = [
      { priceFrom: 0, priceTo: 1_000, discountSize: 4 },
      { priceFrom: 0, priceTo: 1_000, discountSize: 9 },
      { priceFrom: 0, priceTo: 1_000, discountSize: 6 },
    ]
    expect(volumeDiscount(rules, 500, '2027-01-01', 'lightBoxes')).toEqual({ percent: 9, factor: 0.91 })
  })

  it('a 0 % rule, or no matching rule, is no discount', () => {
    expect(volumeDiscount([{ priceFrom: 0, priceTo: 1_000, discountSize: 0 }], 5, '2027-01-01', 'x')).toEqual(
      NO_DISCOUNT,
    )
    expect(volumeDiscount([], 5, '2027-01-01', 'x')).toEqual({ percent: 0, factor: 1 })
  })

  it('an empty place list means every place', () => {
    const rules = [{ priceFrom: 0, priceTo: 1_000, discountSize: 3, rules: [] }]
    expect(volumeDiscount(rules, 5, '2027-01-01', 'metroMonitors').percent).toBe(3)
  })

  it('a rule with only a start date holds from it on; one with only an end date holds until it', () => {
    const from = [{ priceFrom: 0, priceTo: 1_000, discountSize: 3, startDate: '2027-05-01' }]
    expect(volumeDiscount(from, 5, '2027-04-30', 'x').percent).toBe(0)
    expect(volumeDiscount(from, 5, '2099-01-01', 'x').percent).toBe(3)
    const until = [{ priceFrom: 0, priceTo: 1_000, discountSize: 3, endDate: '2027-05-01' }]
    expect(volumeDiscount(until, 5, '2000-01-01', 'x').percent).toBe(3)
    expect(volumeDiscount(until, 5, '2027-05-02', 'x').percent).toBe(0)
  })
})

describe('R-DISC-04 / R-DISC-06: the capacity discount', () => {
  const rules = [
    { place: 'cityFormat', value: 8, range: 50, unit: 'items' },
    { place: 'cityFormat', value: 5, range: 10, unit: 'items' },
    { place: 'cityFormat', value: 12, range: 2000, unit: 'screens' },
    { place: 'cityFormat', value: 10, range: 1000, unit: 'items' },
    { place: 'lightBoxes', value: 30, range: 1, unit: 'items' },
  ]

  it('the largest range reached wins, whatever the order of the rules, with its unit', () => {
    expect(capacityDiscount(rules, 'cityFormat', 60, false)).toEqual({
      percent: 8,
      factor: 0.92,
      range: 50,
      unit: 'items',
    })
    expect(capacityDiscount(rules, 'cityFormat', 2000, false)).toEqual({
      percent: 12,
      factor: 0.88,
      range: 2000,
      unit: 'screens',
    })
  })

  it('below the smallest range of its place a campaign has no capacity discount', () => {
    expect(capacityDiscount(rules, 'cityFormat', 9, false)).toEqual({ percent: 0, factor: 1 })
  })

  it('a personal discount switches off only the 1000 rule, and only when it would have been the one applied', () => {
    expect(capacityDiscount(rules, 'cityFormat', 1500, true)).toEqual({
      percent: 8,
      factor: 0.92,
      range: 50,
      unit: 'items',
      switchedOff: { percent: 10, range: 1000 },
    })
    // 2000 is reached as well: its rule applies and nothing is lost to the personal discount.
    expect(capacityDiscount(rules, 'cityFormat', 2000, true)).toEqual({
      percent: 12,
      factor: 0.88,
      range: 2000,
      unit: 'screens',
    })
    const only1000 = [{ place: 'cityFormat', value: 10, range: 1000, unit: 'items' }]
    expect(capacityDiscount(only1000, 'cityFormat', 1000, true)).toEqual({
      percent: 0,
      factor: 1,
      switchedOff: { percent: 10, range: 1000 },
    })
    expect(capacityDiscount(only1000, 'cityFormat', 999, true)).toEqual({ percent: 0, factor: 1 })
  })
})

describe('R-DISC-07 / R-DISC-08: the advertiser discount', () => {
  const today = '2027-01-01'

  it('no advertiser, no discount, a zero or negative one, or a non-agency gives nothing', () => {
    expect(advertiserDiscount(undefined, 'lightBoxes', today)).toEqual(NO_DISCOUNT)
    expect(advertiserDiscount({ isAgency: true }, 'lightBoxes', today)).toEqual(NO_DISCOUNT)
    const withValue = (value: number) => ({ isAgency: true, discount: { value, advertisePlaces: [] } })
    expect(advertiserDiscount(withValue(0), 'lightBoxes', today)).toEqual(NO_DISCOUNT)
    expect(advertiserDiscount(withValue(-5), 'lightBoxes', today)).toEqual(NO_DISCOUNT)
    expect(advertiserDiscount(withValue(0.5), 'lightBoxes', today)).toEqual({ percent: 0.5, factor: 0.995 })
  })

  it('turn tiles multiply the discount by 1.25, capped at 90 %', () => {
    expect([TURNS_TILES_BOOST, MAX_ADVERTISER_PERCENT]).toEqual([1.25, 90])
    const of = (value: number, place: string) =>
      advertiserDiscount({ isAgency: true, discount: { value, advertisePlaces: [] } }, place, today).percent
    expect(of(20, 'turnsTiles')).toBe(25)
    expect(of(72, 'turnsTiles')).toBe(90)
    expect(of(73, 'turnsTiles')).toBe(90)
    expect(of(95, 'lightBoxes')).toBe(90)
    expect(of(90, 'lightBoxes')).toBe(90)
    expect(of(89, 'lightBoxes')).toBe(89)
  })

  it('an agency has a personal discount only where and while its discount applies', () => {
    const terms = {
      isAgency: true,
      discount: { value: 7, advertisePlaces: ['cityFormat'], expirationDate: '2027-06-30' },
    }
    expect(hasPersonalDiscount(terms, 'cityFormat', '2027-06-30')).toBe(true)
    expect(hasPersonalDiscount(terms, 'cityFormat', '2027-07-01')).toBe(false)
    expect(hasPersonalDiscount(terms, 'lightBoxes', '2027-06-30')).toBe(false)
    expect(hasPersonalDiscount(undefined, 'cityFormat', '2027-06-30')).toBe(false)
  })
})

describe('R-DISC-09 / R-DISC-10: global discount factors', () => {
  const factors = [{ startDate: '2027-06-01', endDate: '2027-06-30', value: 0.85 }]

  it('an advertiser who does not opt out gets the factor; with no factor in force it is 1', () => {
    expect(globalFactor(factors, '2027-06-10', { isAgency: true, ignoreGlobalDiscountFactors: false })).toBe(
      0.85,
    )
    expect(globalFactor(factors, '2027-06-10', { isAgency: true })).toBe(0.85)
    expect(globalFactor([], '2027-06-10', undefined)).toBe(1)
  })

  it('when several factors are in force the smallest wins, whatever their order (they do not stack)', () => {
    const overlapping = [
      { startDate: '2027-06-01', endDate: '2027-06-30', value: 0.7 },
      { startDate: '2027-06-01', endDate: '2027-06-30', value: 0.9 },
      { startDate: '2027-06-01', endDate: '2027-06-30', value: 0.8 },
    ]
    expect(globalFactor(overlapping, '2027-06-10', undefined)).toBe(0.7)
  })
})
