import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import type { PricingContext } from '../rules/price-pipeline'
import { KEPT_FROM, StopsLiveQuote, type StopsDecode } from './stops-live-quote'

// The core compiles without the DOM's or Node's types; the seed is printed all the same.
declare const console: { info(message: string): void }

const registry = new CalculatorRegistry(allCalculators())
const decode = registry.get('transitShelter')!.decode as StopsDecode
const REGIONS = ['ЦАО', 'ЗАО', 'ТАО', 'ЮАО', 'нет такого']
const side = (n: number, booked = false) => ({
  inventoryNumber: `ОСТ-${String(n).padStart(6, '0')}-A`,
  side: n % 3 === 0 ? ('b' as const) : ('a' as const),
  region: REGIONS[n % REGIONS.length]!,
  ...(booked ? { bookingError: true } : {}),
})
const TODAY: PricingContext = { today: '2026-11-22' }
const AGENCY: PricingContext = {
  today: '2026-11-22',
  advertiser: { isAgency: true, discount: { value: 10, advertisePlaces: [] } },
}

/** What a press does to the calculation: the sides kept are the same objects, as the list, map and basket keep them. */
type Step =
  | { readonly kind: 'drop'; readonly at: number }
  | { readonly kind: 'add'; readonly n: number; readonly booked: boolean }
  | { readonly kind: 'insert'; readonly at: number; readonly n: number }
  | { readonly kind: 'twice'; readonly at: number }
  | { readonly kind: 'bad'; readonly at: number }
  | { readonly kind: 'swap'; readonly at: number }
  | { readonly kind: 'months' }
  | { readonly kind: 'terms' }
  | { readonly kind: 'many'; readonly from: number; readonly count: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('add' as const), n: fc.nat(3000), booked: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), n: fc.nat(3000) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('twice' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bad' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('months' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('terms' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('many' as const), from: fc.nat(3000), count: fc.nat(900) }),
  },
)

describe('StopsLiveQuote: the transit-shelter price kept between presses (issue #50 item 6)', () => {
  it('prices every calculation of a run of presses as the registry prices it afresh, to the kopeck', () => {
    const seed = Date.now()
    console.info(`stops-live-quote seed ${seed}`)
    fc.assert(
      fc.property(
        fc.integer({ min: KEPT_FROM, max: 400 }),
        fc.array(step, { maxLength: 40 }),
        (start, steps) => {
          const live = new StopsLiveQuote(decode)
          let stops: unknown[] = Array.from({ length: start }, (_, i) => side(i * 7))
          let months = ['2027-01']
          let context = TODAY
          const check = () => {
            const input = { months, stops }
            const kept = live.price(input, DEMO_REFERENCE, context)
            const afresh = registry.price('transitShelter', input, DEMO_REFERENCE, context)
            // What it does not price (a malformed side, too few sides) is left to the registry.
            if (kept === undefined) expect(afresh.ok && stops.length >= KEPT_FROM).toBe(false)
            else expect(kept).toEqual(afresh)
          }
          check()
          for (const s of steps) {
            const at = stops.length === 0 ? 0 : ('at' in s ? s.at : 0) % stops.length
            if (s.kind === 'drop') stops = stops.filter((_, i) => i !== at)
            else if (s.kind === 'add') stops = [...stops, side(s.n, s.booked)]
            else if (s.kind === 'insert') stops = [...stops.slice(0, at), side(s.n), ...stops.slice(at)]
            else if (s.kind === 'twice') stops = [...stops, { ...(stops[at] as object) }]
            else if (s.kind === 'bad')
              stops = [...stops.slice(0, at), { inventoryNumber: 7 }, ...stops.slice(at)]
            else if (s.kind === 'swap') stops = [...stops.slice(at), ...stops.slice(0, at)]
            else if (s.kind === 'months') months = months.length === 1 ? ['2027-01', '2027-03'] : ['2027-02']
            else if (s.kind === 'terms') context = context === TODAY ? AGENCY : TODAY
            else stops = Array.from({ length: s.count }, (_, i) => side(s.from + i))
            check()
          }
        },
      ),
      { seed, numRuns: 60 },
    )
  })

  it('reprices a press on a whole city by the sides it changed, not by the city', () => {
    const city = Array.from({ length: 16_000 }, (_, i) => side(i))
    let decoded = 0
    const counting: StopsDecode = (input) => {
      decoded += ((input as { stops: unknown[] }).stops ?? []).length
      return decode(input)
    }
    const live = new StopsLiveQuote(counting)
    const first = live.price({ months: ['2027-01'], stops: city }, DEMO_REFERENCE, TODAY)
    expect(decoded).toBe(16_000)
    const without = city.filter((_, i) => i !== 5000)
    const pressed = live.price({ months: ['2027-01'], stops: without }, DEMO_REFERENCE, TODAY)
    const back = live.price({ months: ['2027-01'], stops: [...without, side(5000)] }, DEMO_REFERENCE, TODAY)
    expect(decoded).toBe(16_001)
    expect(pressed).toEqual(
      registry.price('transitShelter', { months: ['2027-01'], stops: without }, DEMO_REFERENCE, TODAY),
    )
    expect(back).toEqual(first)
    expect(pressed?.ok && first?.ok && pressed.value.totals.basePrice < first.value.totals.basePrice).toBe(
      true,
    )
    // The same calculation again is the same quote, unpriced.
    const again = live.price({ months: ['2027-01'], stops: [...without, side(5000)] }, DEMO_REFERENCE, TODAY)
    expect(decoded).toBe(16_002)
    expect(again).toEqual(first)
  })

  it('leaves small, extended and malformed calculations to the registry', () => {
    const live = new StopsLiveQuote(decode)
    const few = Array.from({ length: KEPT_FROM - 1 }, (_, i) => side(i))
    expect(live.price({ months: ['2027-01'], stops: few }, DEMO_REFERENCE, TODAY)).toBeUndefined()
    const many = [...few, side(100)]
    expect(live.price({ months: ['2027-01'], stops: many, extra: 1 }, DEMO_REFERENCE, TODAY)).toBeUndefined()
    expect(live.price({ months: ['2027-13'], stops: many }, DEMO_REFERENCE, TODAY)).toBeUndefined()
    expect(live.price([many], DEMO_REFERENCE, TODAY)).toBeUndefined()
    expect(live.price({ months: ['2027-01'], stops: many }, DEMO_REFERENCE, TODAY)?.ok).toBe(true)
  })
})
