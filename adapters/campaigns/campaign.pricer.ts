import { campaignPriceOf, type CampaignPrice } from '../../core/campaign/campaign-price'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import type { PricingError } from '../../core/pricing/place-calculator'
import { BundledPricingReference } from '../../core/pricing/reference/bundled-pricing-reference'
import type { QuoteService } from '../../core/quoting/quote.service'
import type { Account } from '../../core/session/account'
import { err, ok, type Result } from '../../core/shared/result'

/**
 * Prices a campaign on the server with the core calculators (a client-sent price is never used): through the
 * server's calculate use case when it is bound, so a campaign costs what the calculate call said, with the
 * reference data in force and the advertiser's own terms; else over the calculators' bundled reference set.
 * Call it outside a transaction: the reference may be read from the database.
 */
export class CampaignPricer {
  private readonly registry = new CalculatorRegistry(allCalculators())
  private readonly bundled = new BundledPricingReference()

  constructor(private readonly quotes?: QuoteService) {}

  /** The price, and the calculation in the canonical form to store (stops named by the inventory's numbers). */
  async price(
    place: string,
    calculation: unknown,
    viewer: Account,
    today: string,
  ): Promise<Result<{ price: CampaignPrice; calculation: unknown }, PricingError>> {
    if (this.quotes) {
      const priced = await this.quotes.calculateCanonical(place, calculation, viewer)
      if (!priced.ok) return err(priced.error)
      return ok({ price: campaignPriceOf(priced.value.quote), calculation: priced.value.input })
    }
    const quote = this.registry.price(place, calculation, await this.bundled.load(), { today })
    return quote.ok ? ok({ price: campaignPriceOf(quote.value), calculation }) : err(quote.error)
  }
}
