import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { addDays, dayNumber, fromDayNumber } from '../../pricing/rules/calendar'
import { METRO_MODES } from '../../pricing/rules/metro'
import { MetroMonitorsCalculator, type MetroMonitorsInput } from './metro-monitors.calculator'

const calculator = new MetroMonitorsCalculator('Мониторы в метро')

describe('budget-driven metro monitors', () => {
  it('R-METRO-05/10/17: the bought count is inside its bounds and the price before discounts stays within the budget', () => {
    const input = fc
      .record({
        mode: fc.constantFrom('video' as const, 'budget' as const),
        start: fc.integer({ min: dayNumber('2027-01-01'), max: dayNumber('2027-12-31') }),
        days: fc.integer({ min: 1, max: 60 }),
        clipStep: fc.integer({ min: 0, max: 5 }),
        budgetShare: fc.double({ min: 0, max: 1, noNaN: true }),
        dayParts: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
        days_: fc.constantFrom('all' as const, 'workday' as const, 'weekend' as const),
      })
      .map((r): MetroMonitorsInput => {
        const m = METRO_MODES[r.mode]
        const budget = Math.floor(m.budget.min + r.budgetShare * (m.budget.max - m.budget.min))
        const startDate = fromDayNumber(r.start)
        return {
          mode: r.mode,
          startDate,
          endDate: addDays(startDate, r.days - 1),
          clipDuration: 5 + 5 * r.clipStep,
          frequency: m.frequencies[0],
          budget,
          dayParts: r.dayParts,
          days: r.days_,
        }
      })
    fc.assert(
      fc.property(input, (i) => {
        const r = calculator.price(i, DEMO_REFERENCE, { today: '2026-11-22' })
        if (!r.ok) {
          // R-METRO-07: the end date is not locked, so a budget too small asks for a later end date.
          expect(r.error).toMatchObject({ field: 'endDate', message: 'Нужно увеличить дату окончания' })
          return
        }
        const p = METRO_MODES[i.mode].presentation
        const count = r.value.details.presentationCount as number
        expect(count % p.step).toBe(0)
        expect(count).toBeGreaterThanOrEqual(p.min)
        expect(count).toBeLessThanOrEqual(p.max)
        expect(r.value.totals.priceBeforeDiscounts).toBeLessThanOrEqual(Number(i.budget) * 100)
      }),
    )
  })
})
