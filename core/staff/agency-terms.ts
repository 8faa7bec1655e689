import { Schema } from 'effect'
import { FORM_PLACES } from '../places'
import type { DecodeFailure } from '../shared/decoder'
import { isIsoDate, type IsoDate } from '../shared/calendar'
import { err, ok, type Result } from '../shared/result'
import { MAX_ADVERTISER_PERCENT } from '../pricing/rules/discounts'
import { STAFF_API } from './staff-desk.contract'

/**
 * An agency's personal terms as staff set them (the staff desk's «Агентства», /staff/agencies). The spec gives an
 * agency a personal discount (R-DISC-08: value, advertisePlaces, expirationDate; R-DISC-09: it may ignore the
 * global discount factors) and a list searchable by name (R-ROLE-10), and names no one who sets them: an
 * administrator does (the staff role table's `manageAgencies`), and the agency's next calculation prices with them.
 *
 *   GET    /api/v1/staff/agencies                 → { data: { agencies: AgencyWire[] } }, by name
 *   PUT    /api/v1/staff/agencies/:id/terms       AgencyTermsBody → { data: AgencyWire }
 *   DELETE /api/v1/staff/agencies/:id/terms       → { data: AgencyWire } (terms null: no personal discount)
 *
 * A body that does not hold is 400 with the Russian sentence of its first fault and per-field codes, and changes
 * nothing; an account that is not an agency is 404; a caller without `manageAgencies` 403.
 */
export const AGENCIES_PATH = `${STAFF_API}/agencies`
export const agencyTermsPath = (id: string): string => `${AGENCIES_PATH}/${encodeURIComponent(id)}/terms`

/** The terms on the wire: a percent with at most two decimals, the places (none = every place), the last day. */
export const AgencyTermsWire = Schema.Struct({
  discountPercent: Schema.Number,
  advertisePlaces: Schema.Array(Schema.String),
  expirationDate: Schema.NullOr(Schema.String),
  ignoreGlobalDiscountFactors: Schema.Boolean,
})
export type AgencyTermsWire = typeof AgencyTermsWire.Type

/** An agency on the desk's list: its account, its name and address, its terms or null. */
export const AgencyWire = Schema.Struct({
  _id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  terms: Schema.NullOr(AgencyTermsWire),
})
export type AgencyWire = typeof AgencyWire.Type

export const AgencyListWire = Schema.Struct({ agencies: Schema.Array(AgencyWire) })
export type AgencyListWire = typeof AgencyListWire.Type

/** The smallest personal discount: a zero discount is none, and is removed instead. */
export const MIN_AGENCY_PERCENT = 0.01

/** The places a personal discount may name: the places the product prices with a form. */
export const DISCOUNT_PLACES: readonly string[] = FORM_PLACES

export const AGENCY_TERMS_MESSAGES = {
  malformed: 'Некорректные данные запроса',
  percentRequired: 'Укажите размер скидки',
  percentRange: `Скидка — от 0,01 до ${MAX_ADVERTISER_PERCENT} %`,
  percentStep: 'Скидка — не больше двух знаков после запятой',
  unknownPlace: 'Среди мест размещения есть неизвестное',
  dateFormat: 'Дата окончания — в формате ДД.ММ.ГГГГ',
  datePast: 'Дата окончания не может быть раньше сегодняшней',
} as const

/** The terms once checked: what the repository writes and the calculators read. */
export interface AgencyTerms {
  readonly discountPercent: number
  readonly advertisePlaces: readonly string[]
  readonly expirationDate: IsoDate | null
  readonly ignoreGlobalDiscountFactors: boolean
}

const FIELDS = [
  'discountPercent',
  'advertisePlaces',
  'expirationDate',
  'ignoreGlobalDiscountFactors',
] as const

const fault = (message: string, field: string, code: string): Result<never, DecodeFailure> =>
  err({ message, errors: { [field]: code } })

/**
 * The body of PUT …/terms checked against `today` (Moscow's day): `discountPercent` is required, 0.01..90 with at
 * most two decimals; `advertisePlaces` (default: every place) names priced places, each once (order kept);
 * `expirationDate` (default none) is a real day, today or later; `ignoreGlobalDiscountFactors` defaults to false.
 * A field the body should not carry, or of the wrong type, is refused.
 */
export const decodeAgencyTermsBody = (input: unknown, today: IsoDate): Result<AgencyTerms, DecodeFailure> => {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return fault(AGENCY_TERMS_MESSAGES.malformed, '_', 'wrong format')
  const body = input as Record<string, unknown>
  const stray = Object.keys(body).filter((k) => !(FIELDS as readonly string[]).includes(k))
  if (stray.length > 0)
    return err({
      message: AGENCY_TERMS_MESSAGES.malformed,
      errors: Object.fromEntries(stray.map((k) => [k, 'unknown field'])),
    })

  const percent = body['discountPercent']
  if (percent === undefined || percent === null)
    return fault(AGENCY_TERMS_MESSAGES.percentRequired, 'discountPercent', 'required')
  if (typeof percent !== 'number' || !Number.isFinite(percent))
    return fault(AGENCY_TERMS_MESSAGES.malformed, 'discountPercent', 'wrong format')
  if (percent < MIN_AGENCY_PERCENT || percent > MAX_ADVERTISER_PERCENT)
    return fault(AGENCY_TERMS_MESSAGES.percentRange, 'discountPercent', 'out of range')
  if (Math.abs(Math.round(percent * 100) - percent * 100) > 1e-6)
    return fault(AGENCY_TERMS_MESSAGES.percentStep, 'discountPercent', 'wrong format')

  const places = body['advertisePlaces'] ?? []
  if (!Array.isArray(places) || places.some((p) => typeof p !== 'string'))
    return fault(AGENCY_TERMS_MESSAGES.malformed, 'advertisePlaces', 'wrong format')
  if (places.some((p: string) => !DISCOUNT_PLACES.includes(p)))
    return fault(AGENCY_TERMS_MESSAGES.unknownPlace, 'advertisePlaces', 'unknown place')

  const expiration = body['expirationDate'] ?? null
  if (expiration !== null && !isIsoDate(expiration))
    return fault(AGENCY_TERMS_MESSAGES.dateFormat, 'expirationDate', 'wrong format')
  if (expiration !== null && expiration < today)
    return fault(AGENCY_TERMS_MESSAGES.datePast, 'expirationDate', 'in the past')

  const ignore = body['ignoreGlobalDiscountFactors'] ?? false
  if (typeof ignore !== 'boolean')
    return fault(AGENCY_TERMS_MESSAGES.malformed, 'ignoreGlobalDiscountFactors', 'wrong format')

  return ok({
    discountPercent: Math.round(percent * 100) / 100,
    advertisePlaces: [...new Set(places as string[])],
    expirationDate: expiration,
    ignoreGlobalDiscountFactors: ignore,
  })
}
