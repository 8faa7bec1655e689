import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../../pricing/calculator-registry'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { busMonitorsCalculator } from './bus-monitors.calculator'

const registry = new CalculatorRegistry([busMonitorsCalculator('Мониторы в автобусах')])
const price = (input: Record<string, unknown>) =>
  registry.price(
    'busMonitors',
    { startDate: '2027-03-01', endDate: '2027-03-31', packageId: 'start', ...input },
    DEMO_REFERENCE,
    { today: '2026-11-22' },
  )

/** Bus monitors as a person reads the quote (R-PRICE-09/10/11; issue #49 item 6: survivors of the mutation run). */
describe('the bus-monitors calculator', () => {
  it('prices a package by its impressions a day × days × clip seconds × 0.05 ₽ plus 20 %, with its notes', () => {
    const q = price({ clipDuration: 10 })
    if (!q.ok) throw new Error(q.error.message)
    // 36 000 × 31 × 10 × 0,05 ₽ × 1,2 = 669 600 ₽; the audience 36 000 × 31 × 5 by March's ratio 1,0574.
    expect(q.value.totals.basePrice).toBe(66_960_000)
    expect(q.value.ots).toBe(5_900_292)
    expect(q.value.details).toEqual({
      totalLabel: 'Итоговая стоимость*',
      totalNote: '* Скидка за объём рассчитывается индивидуально',
      monitors: 100,
    })
    // Russian figures group thousands with a no-break space.
    expect(q.value.notes.map((n) => n.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'База: 36 000 показов в день × дни × 10 с × 0,05 ₽ + 20 %',
      '* Скидка за объём рассчитывается индивидуально',
    ])
    const short = price({})
    expect(short.ok && short.value.totals.basePrice).toBe(33_480_000)
    const city = price({ packageId: 'city' })
    expect(city.ok && city.value.items[0]?.itemName).toBe('Город: 500 мониторов')
  })

  it('refuses a package the price list does not sell, naming the field', () => {
    const q = price({ packageId: 'rocket' })
    expect(q.ok).toBe(false)
    if (!q.ok) expect(JSON.stringify(q.error)).toContain('packageId')
  })
})
