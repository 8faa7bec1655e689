import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'

/**
 * Where the calculators' reference data comes from: the bundled demo set (offline CLI, tests) or the server
 * (GET /api/v1/pricing/reference). The browser, the server and the CLI read the same shape, so a price is the
 * same to the kopeck wherever it is computed.
 */
export interface PricingReference {
  /** The whole reference set in force; fails with a readable message when it cannot be read. */
  load(): Promise<PricingReferenceData>
  /**
   * The same set when it is already at hand and still in force (read recently), without waiting; undefined when
   * only load() can tell. A hot path (the server's calculate call) asks this first.
   */
  current?(): PricingReferenceData | undefined
}
export const PricingReference = Symbol.for('tablo.PricingReference')
