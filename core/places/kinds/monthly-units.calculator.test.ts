import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import type { PricingReferenceData } from '../../pricing/reference/pricing-reference.schema'
import { lightBoxes } from '../light-boxes/light-boxes.place'

const context = { today: '2026-11-22' }
const tariff = DEMO_REFERENCE.tariffs.lightBoxes
const [first, second] = tariff.items
if (!first || !second) throw new Error('the demo reference has at least two light boxes')
const calculator = lightBoxes.calculator(lightBoxes.name)

describe('places sold per unit and month (light boxes, crystal light, turn tiles)', () => {
  it('prices a part of a month as the monthly price × days / days in the month, and says so', () => {
    // 10 days of February 2027 (28 days), 40,000 ₽ a month, 12,000 OTS a day.
    const q = calculator.price(
      { startDate: '2027-02-01', endDate: '2027-02-10', itemIds: [first.id] },
      DEMO_REFERENCE,
      context,
    )
    if (!q.ok) throw new Error(q.error.message)
    expect(tariff.monthlyPrice).toBe(40_000)
    expect(q.value.lines.map((l) => [l.itemId, l.days, l.base])).toEqual([[first.id, 10, 1_428_571]])
    expect(q.value.totals.basePrice).toBe(1_428_571)
    const seasonal = q.value.lines[0]?.steps.find((s) => s.kind === 'seasonal')?.factor ?? 1
    expect(q.value.ots).toBe(Math.round(12_000 * 10 * seasonal))
    expect(q.value.notes).toContain('База: месячная цена × дни периода / дни месяца')
  })

  it("takes a unit's own monthly price and OTS over the tariff's", () => {
    const reference: PricingReferenceData = {
      ...DEMO_REFERENCE,
      tariffs: {
        ...DEMO_REFERENCE.tariffs,
        lightBoxes: { ...tariff, items: [{ ...first, monthlyPrice: 56_000, otsPerDay: 1_000 }, second] },
      },
    }
    const q = calculator.price(
      { startDate: '2027-02-01', endDate: '2027-02-28', itemIds: [first.id, second.id] },
      reference,
      context,
    )
    if (!q.ok) throw new Error(q.error.message)
    expect(q.value.lines.map((l) => [l.itemId, l.base])).toEqual([
      [first.id, 5_600_000],
      [second.id, 4_000_000],
    ])
    const seasonal = q.value.lines[0]?.steps.find((s) => s.kind === 'seasonal')?.factor ?? 1
    expect(q.value.lines.map((l) => l.ots)).toEqual([
      Math.round(1_000 * 28 * seasonal),
      Math.round(12_000 * 28 * seasonal),
    ])
  })

  it('refuses a unit the tariff does not have, at itemIds', () => {
    const q = calculator.price(
      { startDate: '2027-02-01', endDate: '2027-02-10', itemIds: ['LB-нет'] },
      DEMO_REFERENCE,
      context,
    )
    expect(q.ok ? 'priced' : q.error.field).toBe('itemIds')
  })
})
