import { campaignPriceOf, type CampaignPrice } from '../../core/campaign/campaign-price'
import type { PricingError } from '../../core/pricing/place-calculator'
import { QuoteService } from '../../core/quoting/quote.service'
import type { Account } from '../../core/session/account'
import { err, ok, type Result } from '../../core/shared/result'
import { inject, injectable } from '../container/di'

/**
 * Prices a campaign on the server with the core calculators (a client-sent price is never used), through the
 * server's calculate use case: a campaign costs what the calculate call said, with the reference data in force,
 * the Moscow day and the advertiser's own terms. There is no second source: without the quote service bound, the
 * container refuses to build the campaign services rather than price from the bundled demo reference unnoticed.
 * Call it outside a transaction: the reference may be read from the database.
 */
@injectable()
export class CampaignPricer {
  constructor(@inject(QuoteService) private readonly quotes: QuoteService) {}

  /** The price, and the calculation in the canonical form to store (stops named by the inventory's numbers). */
  async price(
    place: string,
    calculation: unknown,
    viewer: Account,
  ): Promise<Result<{ price: CampaignPrice; calculation: unknown }, PricingError>> {
    const priced = await this.quotes.calculateCanonical(place, calculation, viewer)
    if (!priced.ok) return err(priced.error)
    return ok({ price: campaignPriceOf(priced.value.quote), calculation: priced.value.input })
  }
}
