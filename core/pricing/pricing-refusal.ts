import type { RefusalCode } from '../shared/refusal'
import { PRICED_BY_MANAGER } from './place-calculator'

/** The calculate call's refusals: the use cases' codes, and a special project that only a manager prices. */
export type PricingRefusalCode = RefusalCode | typeof PRICED_BY_MANAGER

/**
 * How the calculate call refuses a pricing error (issue #49 item 3: the HTTP status of each code is in the one
 * table at the edge, adapters/server/reply.ts). A place no calculator sells is not found; a special project is
 * priced by a manager; anything else (a field, an unknown stop or id, a reference not loaded) is the caller's
 * input to fix.
 */
export const pricingRefusalCode = (code: string): PricingRefusalCode =>
  code === 'unknown place' ? 'not found' : code === PRICED_BY_MANAGER ? PRICED_BY_MANAGER : 'invalid input'
