import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from './calculator-registry'
import { allCalculators } from './calculators/all-calculators'
import {
  spaceKey,
  stopMonthlyPrice,
  StopsPricer,
  stopsTariffItemId,
  type StopSpace,
} from './calculators/stops-pricer'
import { PRICED_BY_MANAGER } from './place-calculator'
import { DEMO_REFERENCE } from './reference/demo-reference'
import { decodePricingReference } from './reference/pricing-reference.schema'

const registry = new CalculatorRegistry(allCalculators())
const context = { today: '2026-11-22' }

describe('CalculatorRegistry', () => {
  it('lists every priced place and the special projects once', () => {
    const places = registry.places().map((c) => c.place)
    expect(new Set(places).size).toBe(places.length)
    for (const p of ['metroMonitors', 'transitShelter', 'cityFormatGroup', 'mediaFacade', 'nonStandart']) {
      expect(places).toContain(p)
    }
  })

  it('refuses a second calculator for the same place', () => {
    const [first] = allCalculators()
    expect(() => new CalculatorRegistry(first ? [first, first] : [])).toThrow(/two calculators/)
  })

  it('names the unknown place and the invalid field', () => {
    const unknown = registry.price('rocket', {}, DEMO_REFERENCE, context)
    expect(unknown.ok ? '' : unknown.error.field).toBe('place')
    const bad = registry.price(
      'lightBoxes',
      { startDate: '2027-02-30', itemIds: [] },
      DEMO_REFERENCE,
      context,
    )
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.error.errors).toMatchObject({
        startDate: 'expected a date YYYY-MM-DD',
        itemIds: 'expected at least one id',
      })
    }
  })

  it('clamps a negative or a large count of ground-transport impressions or runs to its bounds, saying so (R-GROUND-01)', () => {
    const ground = (numberOfImpressions: number, runsPerHour: number) =>
      registry.price(
        'groundTransportation',
        {
          startDate: '2027-01-20',
          endDate: '2027-02-19',
          videoDuration: 10,
          timeIntervalIds: [2],
          transportRouteIds: ['a1'],
          weekPartBaseName: 'all',
          numberOfImpressions,
          runsPerHour,
        },
        DEMO_REFERENCE,
        context,
      )
    // Pricing §5: a value outside the bounds is clamped to them, a negative one too, and said (issue #52).
    const negative = ground(-500, -1)
    expect(negative.ok && negative.value.details?.['fieldNotes']).toEqual({
      numberOfImpressions: expect.stringMatching(/^Не меньше 10\s000: цена посчитана для 10\s000$/),
      runsPerHour: 'Не меньше 1: цена посчитана для 1',
    })
    const notANumber = ground(Number.NaN, 9)
    expect(notANumber.ok ? {} : notANumber.error.errors).toEqual({ numberOfImpressions: 'expected a number' })
    expect(ground(1e12, 9).ok).toBe(true)
  })

  it('answers special projects with "priced by a manager"', () => {
    const r = registry.price('escalatorSteps', {}, DEMO_REFERENCE, context)
    expect(r.ok ? '' : r.error.code).toBe(PRICED_BY_MANAGER)
  })

  it('refuses an end before the start, naming endDate', () => {
    const r = registry.price(
      'lightBoxes',
      { startDate: '2027-03-10', endDate: '2027-03-01', itemIds: ['LB-001'] },
      DEMO_REFERENCE,
      context,
    )
    expect(r.ok ? '' : r.error.field).toBe('endDate')
  })
})

describe('StopsPricer', () => {
  it('prices a toggled selection exactly as one built at once (incremental = batch)', () => {
    const months = ['2027-01-01', '2027-06-01']
    const live = new StopsPricer(DEMO_REFERENCE, context, months)
    const stops = Array.from({ length: 300 }, (_, i) => ({
      inventoryNumber: String(i),
      side: i % 2 ? ('b' as const) : ('a' as const),
      region: i % 3 ? 'ЦАО' : 'ТАО',
    }))
    for (const s of stops) live.toggle(s)
    for (const s of stops.slice(0, 50)) live.toggle(s)
    const batch = new StopsPricer(DEMO_REFERENCE, context, months)
    for (const s of stops.slice(50)) batch.toggle(s)
    expect(live.quote().totals).toEqual(batch.quote().totals)
    expect(live.size).toBe(250)
    // The tariff in the line's name is grouped as the price panel writes money: 'по 35 000 ₽ в месяц'.
    for (const line of live.quote().lines)
      expect(line.itemName).toMatch(/^Стороны остановок по \d{1,3}(\u00a0\d{3})+ ₽ в месяц$/)
  })
})

describe('StopsPricer against a plain model', () => {
  it('keeps each side, its booking error and its tariff as a map of sides would (R-STOP-01, R-STOP-07)', () => {
    const months = ['2027-05-01']
    const space = fc.record({
      inventoryNumber: fc.integer({ min: 1, max: 12 }).map(String),
      side: fc.constantFrom('a' as const, 'b' as const),
      // The two sides of one stop may name different regions: each side keeps its own tariff.
      region: fc.constantFrom('ЦАО', 'ЗАО', 'ТАО', 'нет такого'),
      bookingError: fc.boolean(),
    })
    const op = fc.oneof(
      space.map((s) => ({ toggle: s })),
      fc.array(space, { maxLength: 15 }).map((many) => ({ selectAll: many })),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const pricer = new StopsPricer(DEMO_REFERENCE, context, months)
        const model = new Map<string, { price: number; booked: boolean }>()
        const put = (s: StopSpace): void => {
          model.set(spaceKey(s), {
            price: stopMonthlyPrice(DEMO_REFERENCE, s),
            booked: s.bookingError === true,
          })
        }
        for (const o of ops) {
          if ('toggle' in o) {
            pricer.toggle(o.toggle)
            if (model.has(spaceKey(o.toggle))) model.delete(spaceKey(o.toggle))
            else put(o.toggle)
          } else {
            pricer.selectAll(o.selectAll)
            for (const s of o.selectAll) if (!model.has(spaceKey(s))) put(s)
          }
        }
        expect(pricer.size).toBe(model.size)
        for (let n = 1; n <= 12; n++)
          for (const side of ['a', 'b'] as const)
            expect(pricer.isSelected({ inventoryNumber: String(n), side })).toBe(model.has(`${n}:${side}`))
        const expected = new Map<string, number>()
        for (const { price, booked } of model.values())
          if (!booked)
            expected.set(stopsTariffItemId(price), (expected.get(stopsTariffItemId(price)) ?? 0) + 1)
        if (expected.size === 0) return
        const quoted = new Map(pricer.quote().lines.map((l) => [l.itemId, l.quantity]))
        expect(quoted).toEqual(expected)
      }),
    )
  })
})

describe('the demo reference data', () => {
  it('survives JSON, as the server serves it, and decodes back to the same set', () => {
    const decoded = decodePricingReference(JSON.parse(JSON.stringify(DEMO_REFERENCE)))
    expect(decoded.ok && decoded.value).toEqual(DEMO_REFERENCE)
  })

  it('names the field of a broken set', () => {
    const broken = {
      ...DEMO_REFERENCE,
      globalDiscountFactors: [{ startDate: '2027-01-01', endDate: '2027-02-01', value: 1.5 }],
    }
    const decoded = decodePricingReference(broken)
    expect(decoded.ok ? {} : decoded.error.errors).toEqual({
      'globalDiscountFactors.0.value': 'expected a factor in (0, 1]',
    })
  })

  it('selects many sides at once exactly as toggling each unselected one (duplicates, booked sides, a prior pick)', () => {
    const months = ['2027-03-01', '2027-04-01']
    const side = fc.record({
      inventoryNumber: fc.integer({ min: 1, max: 40 }).map(String),
      side: fc.constantFrom('a' as const, 'b' as const),
      region: fc.constantFrom('ЦАО', 'ЗАО', 'ТАО', 'нет такого'),
      bookingError: fc.boolean(),
    })
    fc.assert(
      fc.property(fc.array(side, { maxLength: 20 }), fc.array(side, { maxLength: 120 }), (before, many) => {
        const one = new StopsPricer(DEMO_REFERENCE, context, months)
        const each = new StopsPricer(DEMO_REFERENCE, context, months)
        for (const s of before) {
          one.toggle(s)
          each.toggle(s)
        }
        one.selectAll(many)
        for (const s of many) if (!each.isSelected(s)) each.toggle(s)
        expect(one.size).toBe(each.size)
        expect(one.quote()).toEqual(each.quote())
        for (const s of many) {
          one.toggle(s)
          each.toggle(s)
        }
        expect(one.quote()).toEqual(each.quote())
      }),
    )
  })
})
