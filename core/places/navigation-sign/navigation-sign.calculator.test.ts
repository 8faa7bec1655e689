import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../../pricing/calculator-registry'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { NavigationSignCalculator } from './navigation-sign.calculator'

describe('NavigationSignCalculator (R-NAV-08)', () => {
  it('adds the annual adjustment to the 12th month only, so a year sums to the yearly price', () => {
    const reference = {
      ...DEMO_REFERENCE,
      seasonalCoefficients: [],
      volumeDiscounts: [],
      globalDiscountFactors: [],
      tariffs: {
        ...DEMO_REFERENCE.tariffs,
        navigationSign: { tariffs: [{ quantity: 3, price: 1_000_000 }] },
      },
    }
    const r = new CalculatorRegistry([new NavigationSignCalculator('Ком. навигация')]).price(
      'navigationSign',
      { startDate: '2027-03-01', stations: [{ id: 's', zones: [{ id: 'z', capacity: 1, selected: true }] }] },
      reference,
      { today: '2026-11-22' },
    )
    if (!r.ok) throw new Error(r.error.message)
    const bases = r.value.lines.map((l) => l.base)
    expect(r.value.endDate).toBe('2028-02-29')
    expect(bases.slice(0, 11).every((b) => b === 8_333_333)).toBe(true)
    expect(bases[11]).toBe(8_333_337)
    expect(r.value.totals.basePrice).toBe(100_000_000)
  })
  it('refuses a zone capacity that is negative or not whole, naming the field (R-NAV-06)', () => {
    const registry = new CalculatorRegistry([new NavigationSignCalculator('Ком. навигация')])
    for (const capacity of [-1, 1.5]) {
      const r = registry.price(
        'navigationSign',
        { startDate: '2027-03-01', stations: [{ id: 's', zones: [{ id: 'z', capacity, selected: true }] }] },
        DEMO_REFERENCE,
        { today: '2026-11-22' },
      )
      expect(r.ok).toBe(false)
      if (!r.ok) expect(Object.keys(r.error.errors ?? {})).toEqual(['stations.0.zones.0.capacity'])
    }
  })
})
