import { describe, expect, it } from 'vitest'
import { advertiserDiscount, capacityDiscount, globalFactor, volumeDiscount } from './discounts'

/**
 * The first and last day and the edges of every range rule of the discounts (issue #17: boundary tests that a
 * `<` for a `<=` cannot pass). Each rule is checked on its edge and one step either side.
 */
describe('discount boundaries (R-DISC-02..10)', () => {
  const agency = (expirationDate?: string) => ({
    isAgency: true,
    discount: { value: 10, advertisePlaces: [], ...(expirationDate ? { expirationDate } : {}) },
  })

  it('the agency discount holds on its expiration day and ends the day after (R-DISC-08)', () => {
    expect(advertiserDiscount(agency('2027-12-31'), 'metroMonitors', '2027-12-30').percent).toBe(10)
    expect(advertiserDiscount(agency('2027-12-31'), 'metroMonitors', '2027-12-31').percent).toBe(10)
    expect(advertiserDiscount(agency('2027-12-31'), 'metroMonitors', '2028-01-01').percent).toBe(0)
    expect(advertiserDiscount(agency(), 'metroMonitors', '2099-01-01').percent).toBe(10)
  })

  it('the agency discount is for its places only, for agencies only, boosted on turn tiles up to 90 % (R-DISC-07)', () => {
    const listed = { isAgency: true, discount: { value: 10, advertisePlaces: ['lightBoxes'] } }
    expect(advertiserDiscount(listed, 'lightBoxes', '2027-01-01').percent).toBe(10)
    expect(advertiserDiscount(listed, 'metroMonitors', '2027-01-01').percent).toBe(0)
    expect(advertiserDiscount({ ...agency(), isAgency: false }, 'lightBoxes', '2027-01-01').percent).toBe(0)
    expect(advertiserDiscount(agency(), 'turnsTiles', '2027-01-01').percent).toBe(12.5)
    const large = { isAgency: true, discount: { value: 80, advertisePlaces: [] } }
    expect(advertiserDiscount(large, 'turnsTiles', '2027-01-01').percent).toBe(90)
    expect(advertiserDiscount(large, 'turnsTiles', '2027-01-01').factor).toBeCloseTo(0.1)
  })

  it('a volume rule holds from priceFrom inclusive to priceTo exclusive, within its days inclusive (R-DISC-02..04)', () => {
    const rules = [
      {
        priceFrom: 100_000,
        priceTo: 500_000,
        discountSize: 5,
        startDate: '2027-03-01',
        endDate: '2027-03-31',
      },
      { priceFrom: 500_000, priceTo: 1_000_000, discountSize: 8 },
    ]
    const at = (total: number, start = '2027-03-15') =>
      volumeDiscount(rules, total, start, 'metroMonitors').percent
    expect([at(99_999.99), at(100_000), at(499_999.99), at(500_000), at(999_999.99), at(1_000_000)]).toEqual([
      0, 5, 5, 8, 8, 0,
    ])
    expect([at(200_000, '2027-02-28'), at(200_000, '2027-03-01'), at(200_000, '2027-03-31')]).toEqual([
      0, 5, 5,
    ])
    expect(at(200_000, '2027-04-01')).toBe(0)
    const limited = [{ priceFrom: 0, priceTo: 10, discountSize: 3, rules: ['lightBoxes'] }]
    expect(volumeDiscount(limited, 5, '2027-01-01', 'lightBoxes').percent).toBe(3)
    expect(volumeDiscount(limited, 5, '2027-01-01', 'metroMonitors').percent).toBe(0)
  })

  it('a capacity rule holds from its range on; the 1000 range gives way to a personal discount (R-DISC-06)', () => {
    const rules = [
      { place: 'transitShelter', value: 3, range: 100, unit: 'sides' },
      { place: 'transitShelter', value: 7, range: 1000, unit: 'sides' },
    ]
    const at = (n: number, personal = false) => capacityDiscount(rules, 'transitShelter', n, personal)
    expect([at(99).percent, at(100).percent, at(999).percent, at(1000).percent]).toEqual([0, 3, 3, 7])
    expect(at(1000, true)).toMatchObject({ percent: 3, range: 100, switchedOff: { percent: 7, range: 1000 } })
    expect(at(999, true).switchedOff).toBeUndefined()
    expect(capacityDiscount(rules, 'lightBoxes', 5000, false).percent).toBe(0)
  })

  it('a global factor holds on its first and last day, the smallest wins, an opted-out advertiser has none (R-DISC-09, R-DISC-10)', () => {
    const factors = [
      { startDate: '2027-06-01', endDate: '2027-06-30', value: 0.9 },
      { startDate: '2027-06-15', endDate: '2027-06-20', value: 0.8 },
    ]
    const at = (day: string) => globalFactor(factors, day, undefined)
    expect([at('2027-05-31'), at('2027-06-01'), at('2027-06-14'), at('2027-06-15')]).toEqual([
      1, 0.9, 0.9, 0.8,
    ])
    expect([at('2027-06-20'), at('2027-06-21'), at('2027-06-30'), at('2027-07-01')]).toEqual([
      0.8, 0.9, 0.9, 1,
    ])
    expect(globalFactor(factors, '2027-06-16', { isAgency: false, ignoreGlobalDiscountFactors: true })).toBe(
      1,
    )
  })
})
