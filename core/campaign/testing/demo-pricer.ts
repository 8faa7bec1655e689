import type { Clock } from '../../ports/clock.port'
import { CalculatorRegistry } from '../../pricing/calculator-registry'
import { allCalculators } from '../../pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { QuoteService } from '../../quoting/quote.service'
import { CampaignPricer } from '../campaign-pricer'

/** The campaign pricer over every calculator and the bundled demo price list, no advertiser terms (tests only). */
export const demoPricer = (clock: Clock): CampaignPricer =>
  new CampaignPricer(
    new QuoteService({
      registry: new CalculatorRegistry(allCalculators()),
      reference: { load: async () => DEMO_REFERENCE },
      terms: { termsOf: async () => undefined },
      clock,
    }),
  )
