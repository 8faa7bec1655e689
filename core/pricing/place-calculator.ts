import type { DomainError } from '../shared/domain-error'
import type { Result } from '../shared/result'
import type { DecodeFailure } from '../shared/decoder'
import type { PricingReferenceData } from './reference/pricing-reference.schema'
import type { PricingContext } from './rules/price-pipeline'
import type { Quote } from './quote'

/** Why a price could not be given: bad input (per field), a rule refusing it, or a place priced by a manager. */
export type PricingError = DomainError & { readonly errors?: Readonly<Record<string, string>> }

/** Stable code of the answer for special projects: a manager prices them, the calculator does not invent one. */
export const PRICED_BY_MANAGER = 'priced by a manager'

/**
 * One advertising place's calculator (house style 3: an open-ended set bound to one token). The browser, the
 * server's calculate call and the CLI run the same classes, so a price is the same to the kopeck everywhere.
 */
export interface PlaceCalculator<I = unknown> {
  /** The advertising place id (core/campaign/advertise-place.ts). */
  readonly place: string
  /** Russian name of the place for listings. */
  readonly title: string
  /** Decodes the calculation input (effect Schema via decoderOf); failures name the field. */
  readonly decode: (input: unknown) => Result<I, DecodeFailure>
  /** Prices a decoded input against the reference data. */
  price(input: I, reference: PricingReferenceData, context: PricingContext): Result<Quote, PricingError>
}
export const PlaceCalculator = Symbol.for('tablo.PlaceCalculator')
