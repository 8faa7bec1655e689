import { describe, expect, it, vi } from 'vitest'
import { CalculatorRegistry } from '../pricing/calculator-registry'
import { allCalculators } from '../pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import type { QuotePricer } from '../ports/quote-pricer.port'
import { QuoteService } from './quote.service'

const stickers = { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 40 }

const setUp = (pricer?: QuotePricer) => {
  const registry = new CalculatorRegistry(allCalculators())
  const priced = vi.spyOn(registry, 'price')
  const quotes = new QuoteService({
    registry,
    ...(pricer ? { pricer } : {}),
    reference: { load: async () => DEMO_REFERENCE as PricingReferenceData },
    terms: { termsOf: async () => undefined },
    clock: { now: () => new Date('2026-11-22T09:00:00Z'), today: () => '2026-11-22' },
  })
  return { quotes, priced, registry }
}

/**
 * The use case prices and keeps nothing (issue #49 item 4): what the server keeps is its adapter's business, a
 * decorator of the pricing port (adapters/pricing/kept-quotes.ts, tested there).
 */
describe('QuoteService prices through the pricing port', () => {
  it('prices the same calculation asked twice twice, by the registry when no pricer is given', async () => {
    const { quotes, priced } = setUp()
    const first = await quotes.calculate('metroStickers', stickers, undefined)
    const again = await quotes.calculate('metroStickers', { ...stickers }, undefined)
    expect(first.ok && again.ok && first.value.totals.total === again.value.totals.total).toBe(true)
    expect(priced).toHaveBeenCalledTimes(2)
  })

  it("asks the pricer it is given, with Moscow's today, and answers what it priced", async () => {
    const registry = new CalculatorRegistry(allCalculators())
    const asked: unknown[] = []
    const pricer: QuotePricer = {
      price: (place, input, reference, context) => {
        asked.push([place, input, context.today])
        return registry.price(place, input, reference, context)
      },
    }
    const { quotes, priced } = setUp(pricer)
    const quote = await quotes.calculateCanonical('metroStickers', stickers, undefined)
    expect(asked).toEqual([['metroStickers', stickers, '2026-11-22']])
    expect(priced).not.toHaveBeenCalled()
    expect(quote.ok && quote.value.input).toEqual(stickers)
  })
})
