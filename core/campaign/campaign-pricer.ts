import type { PricingError } from '../pricing/place-calculator'
import type { QuoteService } from '../quoting/quote.service'
import type { Account } from '../session/account'
import { refusal } from '../shared/refusal'
import { err, ok, type Result } from '../shared/result'
import { campaignPriceOf, type CampaignPrice } from './campaign-price'

/**
 * Prices a campaign on the server with the core calculators (a client-sent price is never used), through the
 * server's calculate use case: a campaign costs what the calculate call said, with the reference data in force,
 * the Moscow day and the advertiser's own terms. There is no second source: it is built with the quote service
 * (adapters/campaigns/module.ts), never from the bundled demo reference.
 * Call it outside a unit of work: the reference may be read from the database.
 */
export class CampaignPricer {
  constructor(private readonly quotes: QuoteService) {}

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

/**
 * A calculation the calculators refuse, as the campaign calls answer it: 'invalid input', each field named under
 * `calculation.` as the request carries it ('place' and a refusal of the whole calculation stay as they are).
 */
export const pricingRefused = (e: PricingError) => {
  const errors = e.errors ?? { [e.field ?? 'calculation']: e.code }
  const named = Object.entries(errors).map(([k, v]) => [
    k === 'place' || k === 'calculation' ? k : `calculation.${k}`,
    v,
  ])
  return refusal('invalid input', e.message, Object.fromEntries(named))
}
