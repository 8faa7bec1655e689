import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { multiplyMoney, type Kopecks } from '../shared/money'
import { CalculatorRegistry } from './calculator-registry'
import { allCalculators } from './calculators/all-calculators'
import type { Quote } from './quote'
import { DEMO_REFERENCE } from './reference/demo-reference'
import type { PricingReferenceData } from './reference/pricing-reference.schema'
import { addDays, fromDayNumber, dayNumber, lastOfMonth } from './rules/calendar'
import {
  advertiserDiscount,
  capacityDiscount,
  discountFactor,
  globalFactor,
  volumeDiscount,
} from './rules/discounts'
import { splitByMonth } from './rules/periods'

const registry = new CalculatorRegistry(allCalculators())
const today = '2026-11-22'
const price = (place: string, input: unknown, reference: PricingReferenceData = DEMO_REFERENCE): Quote => {
  const r = registry.price(place, input, reference, { today })
  if (!r.ok) throw new Error(JSON.stringify(r.error))
  return r.value
}

const day = fc.integer({ min: dayNumber('2027-01-01'), max: dayNumber('2028-12-31') }).map(fromDayNumber)
const span = fc
  .tuple(day, fc.integer({ min: 0, max: 120 }))
  .map(([start, len]) => ({ start, end: addDays(start, len) }))
const itemsOf = (prefix: string, minLength: number) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength, maxLength: 12 })
    .map((ns) => ns.map((n) => `${prefix}-${String(n).padStart(3, '0')}`))
const targeting = fc.record({
  geo: fc.boolean(),
  days: fc.constantFrom('all', 'workday', 'weekend'),
  timeIntervalIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
  frequency: fc.boolean(),
})
const agency = fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined })

/** A random city-format or light-box campaign of at least minItems items, with or without an agency discount. */
const campaignOf = (minItems: number) =>
  fc.oneof(
    fc.record({
      place: fc.constant('lightBoxes'),
      span,
      items: itemsOf('LB', minItems),
      targeting: fc.constant(undefined),
      agency,
    }),
    fc.record({ place: fc.constant('cityFormat'), span, items: itemsOf('CF', minItems), targeting, agency }),
  )
const campaign = campaignOf(1)
const inputOf = (c: { span: { start: string; end: string }; items: string[]; targeting?: unknown }) => ({
  startDate: c.span.start,
  endDate: c.span.end,
  itemIds: c.items,
  ...(c.targeting ? { targeting: c.targeting } : {}),
})

describe('pricing properties', () => {
  it('R-DISC-05/02/06/08/10: every discount factor lies in (0, 1] and applying it never raises a price', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 99.99, noNaN: true }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 120 }),
        day,
        (percent, base, quantity, agencyPercent, date) => {
          const factors = [
            discountFactor(percent),
            volumeDiscount(DEMO_REFERENCE.volumeDiscounts, base / 100, date, 'lightBoxes').factor,
            capacityDiscount(DEMO_REFERENCE.capacityDiscounts, 'transitShelter', quantity, agencyPercent > 0)
              .factor,
            advertiserDiscount(
              { isAgency: true, discount: { value: agencyPercent, advertisePlaces: [] } },
              'turnsTiles',
              today,
            ).factor,
            globalFactor(DEMO_REFERENCE.globalDiscountFactors, date, undefined),
          ]
          for (const f of factors) {
            expect(f).toBeGreaterThan(0)
            expect(f).toBeLessThanOrEqual(1)
            expect(multiplyMoney(base as Kopecks, f)).toBeLessThanOrEqual(base)
          }
        },
      ),
    )
  })

  it('R-PRICE-04, R-CITY-09: total = sum of period totals = sum of item totals = sum of lines, to the kopeck', () => {
    fc.assert(
      fc.property(campaign, (c) => {
        const r = registry.price(c.place, inputOf(c), DEMO_REFERENCE, {
          today,
          ...(c.agency
            ? { advertiser: { isAgency: true, discount: { value: c.agency, advertisePlaces: [] } } }
            : {}),
        })
        if (!r.ok) throw new Error(JSON.stringify(r.error))
        const q = r.value
        const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0)
        const t = q.totals.totalSumWithoutTaxes
        expect(sum(q.periods.map((p) => p.total))).toBe(t)
        expect(sum(q.items.map((i) => i.totalPrice))).toBe(t)
        expect(sum(q.lines.map((l) => l.net))).toBe(t)
        for (const l of q.lines) expect(l.base + sum(l.steps.map((s) => s.amount))).toBe(l.net)
        expect(q.totals.total).toBe(t + q.totals.taxesSum)
        for (const n of [t, q.totals.taxesSum, q.totals.total]) expect(Number.isInteger(n)).toBe(true)
      }),
    )
  })

  it('R-PER-08, decision 10: pricing month by month and summing equals pricing whole (no volume tiers)', () => {
    // The volume tier is chosen once by the whole campaign's base (scenario "One more day can make a campaign
    // cheaper"), so splitting can change the tier; the property holds with the tiers left out.
    const noTiers: PricingReferenceData = { ...DEMO_REFERENCE, volumeDiscounts: [] }
    fc.assert(
      fc.property(campaign, (c) => {
        const whole = price(c.place, inputOf(c), noTiers).totals.totalSumWithoutTaxes
        let parts = 0
        for (const p of splitByMonth(c.span.start, c.span.end)) {
          parts += price(c.place, inputOf({ ...c, span: { start: p.startDate, end: p.endDate } }), noTiers)
            .totals.totalSumWithoutTaxes
        }
        expect(parts).toBe(whole)
      }),
    )
  })

  it('R-PRICE-01: adding an item or a day never lowers the price before discounts', () => {
    fc.assert(
      fc.property(campaign, fc.integer({ min: 1, max: 12 }), (c, extra) => {
        const before = price(c.place, inputOf(c)).totals.priceBeforeDiscounts
        const prefix = c.place === 'lightBoxes' ? 'LB' : 'CF'
        const more = [...new Set([...c.items, `${prefix}-${String(extra).padStart(3, '0')}`])]
        expect(
          price(c.place, inputOf({ ...c, items: more })).totals.priceBeforeDiscounts,
        ).toBeGreaterThanOrEqual(before)
        const longer = { ...c, span: { ...c.span, end: addDays(c.span.end, 1) } }
        expect(price(c.place, inputOf(longer)).totals.priceBeforeDiscounts).toBeGreaterThanOrEqual(before)
      }),
    )
  })

  it('R-PRICE-01, R-STOP-01: the price is invariant under reordering the selection', () => {
    const stops = fc.uniqueArray(
      fc.record({
        inventoryNumber: fc.integer({ min: 1, max: 400 }).map(String),
        side: fc.constantFrom('a' as const, 'b' as const),
        region: fc.constantFrom('ЦАО', 'ЮАО', 'ЗАО', 'НАО', 'ХХХ'),
        bookingError: fc.boolean(),
      }),
      { minLength: 2, maxLength: 60, selector: (s) => `${s.inventoryNumber}:${s.side}` },
    )
    // Issue #49: the order was a sort on a digit most items share, so a third of the runs compared a list with
    // itself. Now a campaign of at least two items and a shuffle by random keys, rotated by one when the keys
    // happen to keep the order: every run prices a real permutation (asserted below).
    const reordered = fc
      .tuple(campaignOf(2), fc.array(fc.double({ noNaN: true }), { minLength: 12, maxLength: 12 }))
      .map(([c, keys]) => {
        const byKey = c.items
          .map((item, i) => ({ item, key: keys[i] ?? 0 }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.item)
        const moved = byKey.some((item, i) => item !== c.items[i])
        return { c, shuffled: moved ? byKey : [...c.items.slice(1), ...c.items.slice(0, 1)] }
      })
    fc.assert(
      fc.property(reordered, stops, ({ c, shuffled }, list) => {
        expect(shuffled).not.toEqual(c.items)
        expect([...shuffled].sort()).toEqual([...c.items].sort())
        expect(price(c.place, inputOf({ ...c, items: shuffled })).totals).toEqual(
          price(c.place, inputOf(c)).totals,
        )
        const months = ['2027-01', '2027-07']
        const forward = price('transitShelter', { months, stops: list }).totals
        const backward = [...list].reverse()
        expect(backward).not.toEqual(list)
        expect(price('transitShelter', { months: [...months].reverse(), stops: backward }).totals).toEqual(
          forward,
        )
      }),
    )
  })

  it('R-PER-08: month slices cover the campaign day by day', () => {
    fc.assert(
      fc.property(span, ({ start, end }) => {
        const periods = splitByMonth(start, end)
        expect(periods.reduce((s, p) => s + p.days, 0)).toBe(dayNumber(end) - dayNumber(start) + 1)
        for (const p of periods.slice(0, -1)) expect(p.endDate).toBe(lastOfMonth(p.startDate))
      }),
    )
  })
})
