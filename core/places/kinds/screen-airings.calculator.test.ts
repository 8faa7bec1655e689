import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { cityFormat } from '../city-format/city-format.place'

const context = { today: '2026-11-22' }
const tariff = DEMO_REFERENCE.tariffs.cityFormat
const screen = tariff.items[0]
if (!screen) throw new Error('the demo reference has a city-format screen')
const calculator = cityFormat.calculator(cityFormat.name)
const tenDays = { startDate: '2027-02-01', endDate: '2027-02-10', itemIds: [screen.id] }

describe('places sold as airings on screens (city format, standalone screens, media facades)', () => {
  it('R-CITY-11/12: base = hours × frequency a day × days × clip seconds × price per second, and says so', () => {
    const q = calculator.price(
      { ...tenDays, clipDuration: 10, frequency: 8, hours: 12 },
      DEMO_REFERENCE,
      context,
    )
    if (!q.ok) throw new Error(q.error.message)
    expect([tariff.pricePerSecond, tariff.otsPerImpression]).toEqual([0.5, 8])
    // 12 h × 8 = 96 airings a day × 10 days × 10 s × 0.50 ₽ = 4,800 ₽.
    expect(q.value.lines.map((l) => [l.days, l.base])).toEqual([[10, 480_000]])
    const seasonal = q.value.lines[0]?.steps.find((s) => s.kind === 'seasonal')?.factor ?? 1
    expect(q.value.ots).toBe(Math.round(96 * 10 * 8 * seasonal))
    expect(q.value.details).toEqual({ impressionsPerDay: 96, frequency: 8, clipDuration: 10 })
    expect(q.value.notes).toContain('База: 96 показов в день × дни × 10 с × цена секунды показа')
  })

  it('R-CITY-11, R-FMT-02: without hours, frequency and clip it takes 19.5 h, 8 airings an hour and 5 s', () => {
    const q = calculator.price(tenDays, DEMO_REFERENCE, context)
    if (!q.ok) throw new Error(q.error.message)
    expect(q.value.details).toEqual({ impressionsPerDay: 156, frequency: 8, clipDuration: 5 })
    expect(q.value.lines.map((l) => l.base)).toEqual([156 * 10 * 5 * 50])
  })

  it('refuses a screen the tariff does not have, at itemIds', () => {
    const q = calculator.price({ ...tenDays, itemIds: ['CF-нет'] }, DEMO_REFERENCE, context)
    expect(q.ok ? 'priced' : q.error.field).toBe('itemIds')
  })
})
