import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../../pricing/calculator-registry'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { monitorsTramCalculator } from './monitors-tram.calculator'

const registry = new CalculatorRegistry([monitorsTramCalculator('Мониторы в трамваях')])

/** Tram monitors as a person reads the quote (issue #49 item 6: survivors of the mutation run). */
describe('the tram-monitors calculator', () => {
  it('prices each monitor by its impressions a day × days × clip seconds × 0.015 ₽, and says so', () => {
    const price = (clipDuration?: number) =>
      registry.price(
        'monitorsTram',
        {
          startDate: '2027-03-01',
          endDate: '2027-03-31',
          monitors: 3,
          ...(clipDuration ? { clipDuration } : {}),
        },
        DEMO_REFERENCE,
        { today: '2026-11-22' },
      )
    const q = price(10)
    if (!q.ok) throw new Error(q.error.message)
    // 360 × 31 × 10 × 0,015 ₽ × 3 monitors = 5 022 ₽.
    expect(q.value.totals.basePrice).toBe(502_200)
    expect(q.value.items).toMatchObject([
      { itemId: 'tram-monitors', itemName: 'Мониторы в трамваях', quantity: 3 },
    ])
    expect(q.value.notes).toEqual(['База монитора: 360 показов в день × дни × 10 с × 0,015 ₽'])
    const byDefault = price()
    expect(byDefault.ok && byDefault.value.totals.basePrice).toBe(251_100)
  })
})
