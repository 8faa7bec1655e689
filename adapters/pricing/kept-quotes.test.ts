import { describe, expect, it, vi } from 'vitest'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import type { AdvertiserTerms } from '../../core/pricing/rules/discounts'
import { QuoteService } from '../../core/quoting/quote.service'
import { anAccount } from '../../core/session/testing/account.fixture'
import {
  KEPT_CALCULATION_CHARS,
  KEPT_QUOTES,
  type KeepFrom,
  keepFromOf,
  KeptQuotes,
  YOUNG_QUOTES,
} from './kept-quotes'

const viewer = anAccount()
const stickers = { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 40 }

/** The quote use case over the demo reference, pricing through the kept quotes; the calculator calls counted. */
const setUp = (keepFrom: KeepFrom = 'second') => {
  const world = {
    today: '2026-11-22',
    reference: DEMO_REFERENCE as PricingReferenceData,
    terms: undefined as AdvertiserTerms | undefined,
    /** Whether the reference port has the reference at hand (its current()), as the server's keeps it. */
    referenceAtHand: true,
  }
  const registry = new CalculatorRegistry(allCalculators())
  const priced = vi.spyOn(registry, 'price')
  const reference = {
    load: async () => world.reference,
    current: () => (world.referenceAtHand ? world.reference : undefined),
  }
  const clock = { now: () => new Date(`${world.today}T09:00:00Z`), today: () => world.today }
  const kept = new KeptQuotes(registry, reference, clock, keepFrom)
  const quotes = new QuoteService({
    registry,
    pricer: kept,
    reference,
    terms: { termsOf: async (id) => (id === viewer.id ? world.terms : undefined) },
    clock,
  })
  return { world, quotes, kept, priced }
}

describe('KeptQuotes keeps the quotes the use case made (issue #18: calculate at framework speed)', () => {
  it('keeps a calculation asked a second time, and answers it from then on with the same quote', async () => {
    const { quotes, priced } = setUp()
    const first = await quotes.calculate('metroStickers', stickers, undefined)
    // Asked once, it is not kept (issue 51: most calculations are asked once; only the key is remembered).
    const second = await quotes.calculate('metroStickers', { ...stickers }, undefined)
    expect(priced).toHaveBeenCalledTimes(2)
    expect(first.ok && second.ok && second.value !== first.value).toBe(true)
    expect(first.ok && second.ok && second.value.totals).toEqual(first.ok && first.value.totals)
    const third = await quotes.calculate('metroStickers', { ...stickers }, undefined)
    const fourth = await quotes.calculate('metroStickers', { ...stickers }, undefined)
    expect(
      second.ok && third.ok && fourth.ok && third.value === second.value && fourth.value === second.value,
    ).toBe(true)
    expect(priced).toHaveBeenCalledTimes(2)
  })

  it('keeps from the ask KEPT_QUOTES names: young (by default), the first, the second or none', async () => {
    expect([undefined, '', 'second', 'First', 'first', 'young', 'off'].map(keepFromOf)).toEqual([
      'young',
      'young',
      'second',
      'young',
      'first',
      'young',
      'off',
    ])
    const asks = async (keepFrom: KeepFrom) => {
      const { quotes, priced } = setUp(keepFrom)
      const answers = []
      for (let ask = 0; ask < 3; ask++)
        answers.push(await quotes.calculate('metroStickers', { ...stickers }, undefined))
      const [first, second, third] = answers.map((answer) => (answer.ok ? answer.value : undefined))
      return {
        priced: priced.mock.calls.length,
        secondIsFirst: second === first,
        thirdIsSecond: third === second,
      }
    }
    expect(await asks('first')).toEqual({ priced: 1, secondIsFirst: true, thirdIsSecond: true })
    expect(await asks('second')).toEqual({ priced: 2, secondIsFirst: false, thirdIsSecond: true })
    expect(await asks('off')).toEqual({ priced: 3, secondIsFirst: false, thirdIsSecond: false })
    expect(await asks('young')).toEqual({ priced: 1, secondIsFirst: true, thirdIsSecond: true })
  })

  it('young: a calculation asked again after YOUNG_QUOTES others is priced again, then kept for long', async () => {
    const { quotes, priced } = setUp('young')
    const ask = async (count: number) => {
      const answer = await quotes.calculate('metroStickers', { ...stickers, stickerCount: count }, undefined)
      return answer.ok ? answer.value : undefined
    }
    const first = await ask(40)
    for (let other = 1; other <= YOUNG_QUOTES; other++) await ask(40 + other)
    const again = await ask(40)
    expect(priced).toHaveBeenCalledTimes(YOUNG_QUOTES + 2)
    expect(again && first && again !== first && again.totals).toEqual(first?.totals)
    // Asked again among the last ones: kept for long, past any number of others.
    expect(await ask(40)).toBe(again)
    for (let other = 1; other <= 2 * YOUNG_QUOTES; other++) await ask(200 + other)
    expect(await ask(40)).toBe(again)
  })

  it('prices anew when the calculation, the place, the day, the terms or the reference differ', async () => {
    const { world, quotes, priced } = setUp()
    const totals = async (place = 'metroStickers', input: unknown = stickers, actor = viewer) => {
      const quote = await quotes.calculate(place, input, actor)
      if (!quote.ok) throw new Error(quote.error.message)
      return quote.value.totals.total
    }
    const list = await totals()
    expect(await totals('metroStickers', { ...stickers, stickerCount: 80 })).toBeGreaterThan(list)
    world.terms = { isAgency: true, discount: { value: 10, advertisePlaces: [] } }
    expect(await totals()).toBeLessThan(list)
    world.terms = undefined
    world.today = '2026-11-23'
    expect(await totals()).toBe(list)
    expect(priced).toHaveBeenCalledTimes(4)
    // A reference put in force anew (the staff's edit reloaded) is another object: nothing of the old one is used.
    world.reference = { ...DEMO_REFERENCE }
    expect(await totals()).toBe(list)
    expect(priced).toHaveBeenCalledTimes(5)
  })

  it('keeps no refusal: a wrong calculation is refused every time it is asked', async () => {
    const { quotes, priced } = setUp()
    const wrong = { ...stickers, stickerCount: -1 }
    expect((await quotes.calculate('metroStickers', wrong, undefined)).ok).toBe(false)
    expect((await quotes.calculate('metroStickers', wrong, undefined)).ok).toBe(false)
    expect(priced).toHaveBeenCalledTimes(2)
  })

  it('prices a calculation longer than the kept limit every time', async () => {
    const { quotes, priced } = setUp()
    const stops = Array.from({ length: 400 }, (_, n) => ({
      inventoryNumber: `ОСТ-${String(n + 1).padStart(6, '0')}-A`,
      side: 'a',
      region: 'ЮАО',
    }))
    const long = { months: ['2027-01'], stops }
    expect(JSON.stringify(long).length).toBeGreaterThan(KEPT_CALCULATION_CHARS)
    expect((await quotes.calculate('transitShelter', long, undefined)).ok).toBe(true)
    expect((await quotes.calculate('transitShelter', long, undefined)).ok).toBe(true)
    expect(priced).toHaveBeenCalledTimes(2)
  })

  it(`keeps at most ${KEPT_QUOTES} quotes, the least recently asked leaving first`, async () => {
    const { quotes, priced } = setUp()
    const ask = (count: number) =>
      quotes.calculate('metroStickers', { ...stickers, stickerCount: count }, undefined)
    // Each asked twice, so kept (ASKED_ONCE remembers more keys than this).
    for (let count = 1; count <= KEPT_QUOTES + 1; count += 1) await ask(count).then(() => ask(count))
    expect(priced).toHaveBeenCalledTimes(2 * (KEPT_QUOTES + 1))
    await ask(KEPT_QUOTES + 1)
    expect(priced).toHaveBeenCalledTimes(2 * (KEPT_QUOTES + 1))
    // The first one left when the 501st came: asked again, it is priced (and remembered as asked once).
    await ask(1)
    expect(priced).toHaveBeenCalledTimes(2 * (KEPT_QUOTES + 1) + 1)
  })

  it('prices a calculation without waiting, for a caller without terms, as the use case does (issue 51)', async () => {
    const { world, quotes, kept, priced } = setUp()
    await quotes.calculate('metroStickers', stickers, undefined)
    const first = await quotes.calculate('metroStickers', stickers, undefined)
    // Asked again without waiting: the quote the use case kept, not priced again.
    const again = kept.priceNow('metroStickers', { ...stickers })
    expect(first.ok && again?.ok && again.value === first.value).toBe(true)
    expect(priced).toHaveBeenCalledTimes(2)
    // A new calculation priced now, twice, so kept: the use case then answers it with the same quote.
    kept.priceNow('metroStickers', { ...stickers, stickerCount: 41 })
    const now = kept.priceNow('metroStickers', { ...stickers, stickerCount: 41 })
    expect(priced).toHaveBeenCalledTimes(4)
    const later = await quotes.calculate('metroStickers', { ...stickers, stickerCount: 41 }, undefined)
    expect(now?.ok && later.ok && later.value === now.value).toBe(true)
    expect(priced).toHaveBeenCalledTimes(4)
    // A quote made with personal terms is not the one a caller without them gets.
    world.terms = { isAgency: true, discount: { value: 10, advertisePlaces: [] } }
    const personal = await quotes.calculate('metroStickers', { ...stickers, stickerCount: 42 }, viewer)
    const listed = kept.priceNow('metroStickers', { ...stickers, stickerCount: 42 })
    expect(personal.ok && listed?.ok && listed.value.totals.total).toBeGreaterThan(
      personal.ok ? personal.value.totals.total : Infinity,
    )
    // Another day prices anew; a refusal is the use case's refusal.
    world.today = '2026-11-23'
    const nextDay = kept.priceNow('metroStickers', stickers)
    expect(nextDay?.ok && first.ok && nextDay.value !== first.value).toBe(true)
    const wrong = { ...stickers, formatId: 'A9' }
    expect(kept.priceNow('metroStickers', wrong)).toEqual(
      await quotes.calculate('metroStickers', wrong, undefined),
    )
    // Without the reference at hand, only calculate() can tell which one is in force.
    world.referenceAtHand = false
    const count = priced.mock.calls.length
    expect(kept.priceNow('metroStickers', { ...stickers, stickerCount: 43 })).toBeUndefined()
    expect(priced).toHaveBeenCalledTimes(count)
  })

  it('says what its kept quotes were made under: the same value while the reference and the day stay', () => {
    const { world, kept } = setUp()
    const under = kept.keptUnder()
    expect(under).toBeDefined()
    expect(kept.keptUnder()).toBe(under)
    world.today = '2026-11-23'
    const nextDay = kept.keptUnder()
    expect(nextDay).not.toBe(under)
    expect(kept.keptUnder()).toBe(nextDay)
    world.reference = { ...world.reference }
    expect(kept.keptUnder()).not.toBe(nextDay)
    world.referenceAtHand = false
    expect(kept.keptUnder()).toBeUndefined()
  })

  it('never answers a shelter calculation without waiting: its sides are resolved against the inventory first', async () => {
    const { quotes, kept } = setUp()
    const sides = {
      months: ['2027-01'],
      stops: [{ inventoryNumber: 'ОСТ-000001-A', side: 'a', region: 'ЮАО' }],
    }
    expect((await quotes.calculate('transitShelter', sides, undefined)).ok).toBe(true)
    expect(kept.priceNow('transitShelter', sides)).toBeUndefined()
  })
})
