import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import type { Quote } from '../../core/pricing/quote'
import { BundledPricingReference } from '../../core/pricing/reference/bundled-pricing-reference'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import type { AdvertiserTerms } from '../../core/pricing/rules/discounts'
import type { MetroPreview } from '../../core/quoting/metro-preview'
import { QuoteService } from '../../core/quoting/quote.service'
import type { Account } from '../../core/session/account'
import { placeModule } from '../../core/places'

/**
 * The worked example of a place: the spec its module imports from its folder (`core/places/<folder>/<place>.example.json`),
 * the same file the calc CLI bundles and names (adapters/cli/example-files.ts finds it there).
 */
export const exampleInput = (place: string): unknown => {
  const example = placeModule(place)?.example
  if (!example) throw new Error(`no example campaign for ${place}`)
  return example.input
}

const account = (id: string, isAgency: boolean): Account => ({
  id,
  email: `${id}@example.ru`,
  fullName: id,
  phone: undefined,
  passwordHash: '',
  status: 'active',
  isAgency,
  isMSB: false,
  isObserver: false,
  isModerator: false,
  createdAt: new Date(0),
})

/** The marketplace's pricing use case with the bundled reference and the terms the scenario states. */
export class QuotingActor {
  today = '2026-11-22'
  readonly registry = new CalculatorRegistry(allCalculators())
  readonly terms = new Map<string, AdvertiserTerms>()
  readonly service = new QuoteService({
    registry: this.registry,
    reference: new BundledPricingReference(),
    terms: { termsOf: async (id) => this.terms.get(id) },
    clock: { now: () => new Date(`${this.today}T09:00:00Z`), today: () => this.today },
  })
  readonly quotes = new Map<string, Quote>()
  lastPlace = ''
  answer: unknown
  preview: MetroPreview | undefined

  agency(name: string): Account {
    return account(name, true)
  }

  async price(who: string, place: string, actor?: Account): Promise<void> {
    const result = await this.service.calculate(place, exampleInput(place), actor)
    if (!result.ok) throw new Error(`${place}: ${result.error.message}`)
    this.quotes.set(who, result.value)
    this.lastPlace = place
  }

  calculatorTotal(place: string, input: unknown = exampleInput(place)): number {
    const quote = this.registry.price(place, input, DEMO_REFERENCE, { today: this.today })
    if (!quote.ok) throw new Error(quote.error.message)
    return quote.value.totals.total
  }
}
