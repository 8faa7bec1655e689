import { ISO_DATE_SHAPE } from '../../core/shared/calendar'
import { Schema } from 'effect'
import type { AdvertiserTerms } from '../../core/pricing/rules/discounts'
import { parseIsoDate } from '../../core/format/date.format'
import { decoderOf } from '../../core/shared/decoder'

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

/** A spec with an `input` key is an envelope; anything else is the bare input. */
export const readSpec = (
  json: unknown,
): { ok: true; spec: CalcSpec } | { ok: false; errors: Readonly<Record<string, string>> } => {
  if (json === null || typeof json !== 'object' || !('input' in json))
    return { ok: true, spec: { input: json } }
  const decoded = decodeEnvelope(json)
  if (!decoded.ok) return { ok: false, errors: decoded.error.errors }
  // The pattern lets 2026-13-45 and 2026-02-30 through: the day must exist.
  const today = decoded.value.today
  if (today !== undefined && !parseIsoDate(today, 'today').ok)
    return { ok: false, errors: { today: 'expected a real day YYYY-MM-DD' } }
  return { ok: true, spec: decoded.value as CalcSpec }
}
