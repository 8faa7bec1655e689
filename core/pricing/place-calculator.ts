import type { Schema } from 'effect'
import type { DomainError } from '../shared/domain-error'
import { fieldMessage } from '../shared/field-messages'
import type { Result } from '../shared/result'
import type { DecodeFailure } from '../shared/decoder'
import type { PricingReferenceData } from './reference/pricing-reference.schema'
import type { PricingContext } from './rules/price-pipeline'
import type { Quote } from './quote'

/** Why a price could not be given: bad input (per field), a rule refusing it, or a place priced by a manager. */
export type PricingError = DomainError & { readonly errors?: Readonly<Record<string, string>> }

/**
 * A refusal said per field in Russian, as a form or the CLI shows it: the rule's own sentence for the field it
 * names (it says more: 'Нет таких остановок: ОСТ-000099-A'), the message catalogue's for every other field.
 */
export const pricingErrorMessages = (error: PricingError): Readonly<Record<string, string>> => {
  const codes = error.errors ?? { [error.field ?? 'input']: error.code }
  const own = error.field ?? Object.keys(codes)[0]
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [
      field,
      field === own && /[А-Яа-яЁё]/.test(error.message) && error.message !== 'Некорректные данные'
        ? error.message
        : fieldMessage(code),
    ]),
  )
}

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
  /** The calculation input's schema: the decoder's, and what a field guide (the CLI's help) reads. */
  readonly schema: Schema.Top
  /** Decodes the calculation input (effect Schema via decoderOf); failures name the field. */
  readonly decode: (input: unknown) => Result<I, DecodeFailure>
  /** Prices a decoded input against the reference data. */
  price(input: I, reference: PricingReferenceData, context: PricingContext): Result<Quote, PricingError>
}
export const PlaceCalculator = Symbol.for('tablo.PlaceCalculator')
