import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { addDays } from '../rules/calendar'
import { initialInput, withField } from './calculator-form'
import { groundSchedule, scheduleViewOf } from './ground-schedule'

const registry = new CalculatorRegistry(allCalculators())
const today = '2026-11-24'
const input = initialInput('groundTransportation', DEMO_REFERENCE, today)

describe('the ground-transport schedule view (R-SCREEN-69)', () => {
  it('belongs to the two ground places only', () => {
    expect(scheduleViewOf('groundTransportation')).toBe('groundTransportation')
    expect(scheduleViewOf('groundTransportationTram')).toBe('groundTransportationTram')
    expect(scheduleViewOf('metroMonitors')).toBeNull()
  })

  it('a new calculation: every day from today to the same day next month (R-PER-10), the whole city, all day, 10 000 impressions in all', () => {
    const s = groundSchedule(input, DEMO_REFERENCE, 'groundTransportation')
    expect(s.days).toHaveLength(31)
    expect(s.days[0]).toMatchObject({ date: '2026-11-24', weekday: 'вт', shown: true })
    expect(s.days.at(-1)).toMatchObject({ date: '2026-12-24', weekday: 'чт' })
    expect(s.days.reduce((n, d) => n + d.impressions, 0)).toBe(10_000)
    // 10 000 over 31 days, each month its share: 7 November days 2 258, 24 December days 7 742, each month's
    // left-over impressions to its first days.
    const sum = (month: string) =>
      s.days.filter((d) => d.date.startsWith(month)).reduce((n, d) => n + d.impressions, 0)
    expect([sum('2026-11'), sum('2026-12')]).toEqual([2_258, 7_742])
    expect(s.days.map((d) => d.impressions).slice(3, 5)).toEqual([323, 322])
    expect(s.days.map((d) => d.impressions).slice(20, 22)).toEqual([323, 322])
    expect([s.routes, s.hours, s.runsPerHour]).toEqual(['Весь город', 'Весь день', 9])
  })

  it('workdays only: weekends show nothing and the month’s impressions go to its workdays', () => {
    const s = groundSchedule(
      withField(input, 'weekPartBaseName', 'workday'),
      DEMO_REFERENCE,
      'groundTransportation',
    )
    const weekend = s.days.filter((d) => d.weekday === 'сб' || d.weekday === 'вс')
    expect(weekend.length).toBe(8)
    expect(weekend.every((d) => !d.shown && d.impressions === 0)).toBe(true)
    expect(s.days.reduce((n, d) => n + d.impressions, 0)).toBe(10_000)
  })

  it('names the chosen intervals and routes, and clamps the impressions as the price does (R-GROUND-01)', () => {
    const route = DEMO_REFERENCE.tariffs.groundTransportation.routes[0]!
    let chosen = withField(input, 'timeIntervalIds', [2, 4])
    chosen = withField(chosen, 'transportRouteIds', [route.id])
    chosen = withField(chosen, 'numberOfImpressions', 5)
    const s = groundSchedule(chosen, DEMO_REFERENCE, 'groundTransportation')
    expect(s.hours).toBe('08:00–10:00, 17:30–19:40')
    expect(s.routes).toBe(route.inventoryNumber)
    const quote = registry.price('groundTransportation', chosen, DEMO_REFERENCE, { today })
    expect(quote.ok && quote.value.details).toMatchObject({ numberOfImpressions: s.impressions })
  })

  it('property: the days add up to the impressions priced, each month’s as even as whole impressions go, on any period and week part', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('all', 'workday', 'weekend'),
        // R-GROUND-03: impressions in steps of 1 000.
        fc.integer({ min: 10, max: 5_000 }).map((k) => k * 1_000),
        (offset, length, weekPart, impressions) => {
          const startDate = addDays('2026-12-01', offset)
          let chosen = withField(input, 'startDate', startDate)
          chosen = withField(chosen, 'endDate', addDays(startDate, length))
          chosen = withField(chosen, 'weekPartBaseName', weekPart)
          chosen = withField(chosen, 'numberOfImpressions', impressions)
          const s = groundSchedule(chosen, DEMO_REFERENCE, 'groundTransportation')
          expect(s.days).toHaveLength(length + 1)
          expect(s.days.reduce((n, d) => n + d.impressions, 0)).toBe(impressions)
          const quote = registry.price('groundTransportation', chosen, DEMO_REFERENCE, { today })
          expect(quote.ok).toBe(true)
          if (!quote.ok) return
          for (const line of quote.value.periods) {
            const inMonth = s.days.filter((d) => d.date >= line.startDate && d.date <= line.endDate)
            const perDay = inMonth.map((d) => d.impressions)
            // Whole impressions, as even as they go: no two days of a month differ by more than one.
            const shown = inMonth.filter((d) => d.shown).map((d) => d.impressions)
            const spread = shown.length > 0 ? shown : perDay
            expect(Math.max(...spread) - Math.min(...spread)).toBeLessThanOrEqual(1)
          }
        },
      ),
    )
  })

  it('a period that ends before it starts, or runs over a year, has no days', () => {
    expect(
      groundSchedule(withField(input, 'endDate', '2026-11-01'), DEMO_REFERENCE, 'groundTransportation').days,
    ).toEqual([])
    expect(
      groundSchedule(withField(input, 'endDate', '2028-12-31'), DEMO_REFERENCE, 'groundTransportation').days,
    ).toEqual([])
  })
})
