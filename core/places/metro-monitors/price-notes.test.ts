import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { METRO_MODES } from '../../pricing/rules/metro'
import { MetroMonitorsCalculator } from './metro-monitors.calculator'

describe('the price panel’s base note reads as Russian (R-CONST-02)', () => {
  it('metro monitors: the shows grouped by thousands, the price per second with a comma', () => {
    const m = METRO_MODES.video
    const quote = new MetroMonitorsCalculator('Мониторы в метро').price(
      {
        mode: 'video',
        startDate: '2027-02-01',
        endDate: '2027-02-28',
        clipDuration: 5,
        frequency: m.frequencies[0],
        budget: m.budget.max,
        dayParts: [],
        days: 'all',
      },
      DEMO_REFERENCE,
      { today: '2026-11-22' },
    )
    if (!quote.ok) throw new Error(quote.error.message)
    const count = quote.value.details.presentationCount as number
    expect(count).toBeGreaterThan(999)
    expect(quote.value.notes[0]).toMatch(/^База: \d{1,3}(\u00a0\d{3})+ показов × 5 с × \d+,\d+ ₽ за секунду$/)
    expect(quote.value.notes[0]).not.toMatch(/\d\.\d/)
  })
})
