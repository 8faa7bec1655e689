import type { PricingError } from '../pricing/place-calculator'
import type { Quote } from '../pricing/quote'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import type { PricingContext } from '../pricing/rules/price-pipeline'
import type { Result } from '../shared/result'

/**
 * Prices a calculation of a place over a reference (port): the calculator registry itself, or an adapter that
 * decorates it — the server keeps the quotes it made (adapters/pricing/kept-quotes.ts). The use case
 * (core/quoting/quote.service.ts) knows nothing of what is kept.
 */
export interface QuotePricer {
  price(
    place: string,
    input: unknown,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError>
}
export const QuotePricer = Symbol.for('tablo.QuotePricer')
