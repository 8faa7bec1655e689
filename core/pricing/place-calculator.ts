import type { Schema } from 'effect'
import type { DomainError } from '../shared/domain-error'
import { fieldMessage } from '../shared/field-messages'
import { numberProblem } from '../shared/number-rule'
import { ruleAt } from './field-guide'
import type { Result } from '../shared/result'
import type { DecodeFailure } from '../shared/decoder'
import type { PricingReferenceData } from './reference/pricing-reference.schema'
import type { PricingContext } from './rules/price-pipeline'
import type { Quote } from './quote'

/**
 * Why a price could not be given: bad input (per field), a rule refusing it, or a place priced by a manager.
 * `errors` are the wire's codes per field; `messages` what a person reads at each field, when said already.
 */
export type PricingError = DomainError & {
  readonly errors?: Readonly<Record<string, string>>
  readonly messages?: Readonly<Record<string, string>>
}

/** The value at a decoder's path ('stops.0.side') of an input. */
const valueAt = (input: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
      input,
    )

/**
 * The Russian message of every field a decoder refused: a numeric field says the bound its value breaks, by its
 * rule (number-rule.ts: 'Не больше 45', 'С шагом 5: ближайшие 5 и 10'); any other field its code as the message
 * catalogue says it. The browser, the server and the CLI say a refusal through this one function.
 */
export const refusalMessages = (
  schema: Schema.Top,
  input: unknown,
  errors: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(errors).map(([path, code]) => {
      const rule = code === 'required' ? undefined : ruleAt(schema, path)
      return [path, (rule && numberProblem(rule, valueAt(input, path))) ?? fieldMessage(code)]
    }),
  )

/**
 * A refusal said per field in Russian, as a form or the CLI shows it: the messages said already, else the rule's
 * own sentence for the field it names (it says more: 'Нет таких остановок: ОСТ-000099-A'), the message
 * catalogue's for every other field.
 */
export const pricingErrorMessages = (error: PricingError): Readonly<Record<string, string>> => {
  if (error.messages) return error.messages
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
