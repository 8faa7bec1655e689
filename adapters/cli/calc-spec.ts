import { ISO_DATE_SHAPE } from '../../core/shared/calendar'
import { Schema } from 'effect'
import type { AdvertiserTerms } from '../../core/pricing/rules/discounts'
import { parseIsoDate } from '../../core/format/date.format'
import { decoderOf } from '../../core/shared/decoder'
import { fieldMessages } from '../../core/shared/field-messages'
import { RU, type CliMessages } from './messages'

/** A campaign spec file: the calculation input, with optionally the place, the pricing day and the advertiser. */
const Envelope = Schema.Struct({
  place: Schema.optionalKey(Schema.String),
  today: Schema.optionalKey(
    Schema.String.pipe(Schema.check(Schema.isPattern(ISO_DATE_SHAPE, { message: 'expected YYYY-MM-DD' }))),
  ),
  advertiser: Schema.optionalKey(
    Schema.Struct({
      isAgency: Schema.Boolean,
      discount: Schema.optionalKey(
        Schema.Struct({
          value: Schema.Number,
          advertisePlaces: Schema.Array(Schema.String),
          expirationDate: Schema.optionalKey(Schema.String),
        }),
      ),
      ignoreGlobalDiscountFactors: Schema.optionalKey(Schema.Boolean),
    }),
  ),
  input: Schema.Unknown,
})
const decodeEnvelope = decoderOf(Envelope)

export interface CalcSpec {
  readonly place?: string
  readonly today?: string
  readonly advertiser?: AdvertiserTerms
  readonly input: unknown
}

/** A personal discount is a percent: 0 to 100 (pricing §3; the price caps what it applies, the spec allows no more). */
export const DISCOUNT_RANGE = { min: 0, max: 100 } as const

/**
 * A spec with an `input` key is an envelope; anything else is the bare input. What the envelope does not allow
 * is refused, each field with its message in the caller's language: a day that does not exist, a discount
 * outside 0–100 % (never priced as a nearer value in silence, issue #52 item 3).
 */
export const readSpec = (
  json: unknown,
  m: CliMessages = RU,
): { ok: true; spec: CalcSpec } | { ok: false; errors: Readonly<Record<string, string>> } => {
  if (json === null || typeof json !== 'object' || !('input' in json))
    return { ok: true, spec: { input: json } }
  const decoded = decodeEnvelope(json)
  if (!decoded.ok)
    return {
      ok: false,
      errors: m === RU ? fieldMessages(decoded.error.errors) : decoded.error.errors,
    }
  const errors: Record<string, string> = {}
  // The pattern lets 2026-13-45 and 2026-02-30 through: the day must exist.
  const { today, advertiser } = decoded.value
  if (today !== undefined && !parseIsoDate(today, 'today').ok) errors.today = m.realDay
  const discount = advertiser?.discount
  if (discount !== undefined) {
    const { value, expirationDate } = discount
    if (!Number.isFinite(value) || value < DISCOUNT_RANGE.min || value > DISCOUNT_RANGE.max)
      errors['advertiser.discount.value'] = m.discountRange(value)
    if (expirationDate !== undefined && !parseIsoDate(expirationDate, 'expirationDate').ok)
      errors['advertiser.discount.expirationDate'] = m.realDay
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, spec: decoded.value as CalcSpec }
}
