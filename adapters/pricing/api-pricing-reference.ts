import type { PricingReference } from '../../core/ports/pricing-reference.port'
import {
  decodePricingReference,
  type PricingReferenceData,
} from '../../core/pricing/reference/pricing-reference.schema'
import { apiJson } from './api-client'

/** The reference data path the server serves: GET /api/v1/pricing/reference answers {"data": PricingReferenceData}. */
export const PRICING_REFERENCE_PATH = '/api/v1/pricing/reference'

/** PricingReference over a running Tablo server (the CLI's --api mode). */
export class ApiPricingReference implements PricingReference {
  constructor(private readonly baseUrl: string) {}

  async load(): Promise<PricingReferenceData> {
    const url = `${this.baseUrl}${PRICING_REFERENCE_PATH}`
    const body = (await apiJson(url)) as { data?: unknown } | null
    const decoded = decodePricingReference(body?.data)
    if (!decoded.ok) {
      const fields = Object.entries(decoded.error.errors)
        .map(([f, c]) => `${f}: ${c}`)
        .join('; ')
      throw new Error(`reference data from ${url} is invalid — ${fields}`)
    }
    return decoded.value
  }
}
