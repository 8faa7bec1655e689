import { campaignPriceOf, type CampaignPrice } from '../../core/campaign/campaign-price'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import type { PricingError } from '../../core/pricing/place-calculator'
import { BundledPricingReference } from '../../core/pricing/reference/bundled-pricing-reference'
import type { PricingReference } from '../../core/ports/pricing-reference.port'
import { err, ok, type Result } from '../../core/shared/result'

/**
 * Prices a campaign on the server with the core calculators over the reference data (a client-sent price is
 * never used). The reference is the one bound to PricingReference when the pricing module binds it, else the
 * bundled set the calculators ship with.
 */
export class CampaignPricer {
  private readonly registry = new CalculatorRegistry(allCalculators())

  constructor(private readonly reference: PricingReference = new BundledPricingReference()) {}

  async price(
    place: string,
    calculation: unknown,
    today: string,
  ): Promise<Result<CampaignPrice, PricingError>> {
    const quote = this.registry.price(place, calculation, await this.reference.load(), { today })
    return quote.ok ? ok(campaignPriceOf(quote.value)) : err(quote.error)
  }
}
