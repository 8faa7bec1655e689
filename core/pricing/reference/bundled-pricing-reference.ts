import type { PricingReference } from '../../ports/pricing-reference.port'
import { DEMO_REFERENCE } from './demo-reference'
import type { PricingReferenceData } from './pricing-reference.schema'

/** The PricingReference over the bundled demo set (offline CLI, tests, public landing before the server answers). */
export class BundledPricingReference implements PricingReference {
  constructor(private readonly data: PricingReferenceData = DEMO_REFERENCE) {}

  load(): Promise<PricingReferenceData> {
    return Promise.resolve(this.data)
  }
}
