import { ISO_MONTH_PATTERN, isIsoMonth } from '../../shared/calendar'
import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../../pricing/place-calculator'
import type { Quote } from '../../pricing/quote'
import type { PricingReferenceData } from '../../pricing/reference/pricing-reference.schema'
import type { PricingContext } from '../../pricing/rules/price-pipeline'
import { OneOf } from '../../pricing/calculators/input-fields'
import { StopsPricer } from '../../pricing/calculators/stops-pricer'

const Month = Schema.String.pipe(
  Schema.check(Schema.isPattern(ISO_MONTH_PATTERN, { message: 'expected a month YYYY-MM' })),
)

export const TransitShelterInput = Schema.Struct({
  months: Schema.Array(Month).pipe(
    Schema.check(
      Schema.makeFilter((a: readonly string[]) => a.length > 0, { message: 'expected at least one month' }),
    ),
  ),
  stops: Schema.Array(
    Schema.Struct({
      inventoryNumber: Schema.String,
      /** R-STOP-12: a space is side a or b. */
      side: OneOf(['a', 'b'] as const),
      region: Schema.String,
      bookingError: Schema.optionalKey(Schema.Boolean),
    }),
  ).pipe(
    Schema.check(
      Schema.makeFilter((a: readonly unknown[]) => a.length > 0, { message: 'expected at least one stop' }),
    ),
  ),
})
export type TransitShelterInput = typeof TransitShelterInput.Type

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype
const onlyKeys = (v: Record<string, unknown>, allowed: ReadonlySet<string>): boolean => {
  for (const key in v) if (!allowed.has(key)) return false
  return true
}
const INPUT_KEYS = new Set(['months', 'stops'])
const STOP_KEYS = new Set(['inventoryNumber', 'side', 'region', 'bookingError'])
const isStop = (v: unknown): boolean =>
  isRecord(v) &&
  typeof v['inventoryNumber'] === 'string' &&
  (v['side'] === 'a' || v['side'] === 'b') &&
  typeof v['region'] === 'string' &&
  (!('bookingError' in v) || typeof v['bookingError'] === 'boolean') &&
  onlyKeys(v, STOP_KEYS)

/**
 * The input decoder, with a plain loop for the common case: a whole-city campaign carries 16,000 stops, which
 * the Schema walks in about 80 ms — too slow for a price repainted on every click (issue 15: 16 ms). A valid
 * input is copied as the Schema would give it; anything the loop does not accept goes to the Schema, so every
 * refusal and its messages stay the Schema's (a property test holds the two to the same answers).
 */
const schemaDecode = decoderOf(TransitShelterInput)
export const decodeTransitShelterInput: typeof schemaDecode = (input) => {
  if (!isRecord(input) || !onlyKeys(input, INPUT_KEYS)) return schemaDecode(input)
  const { months, stops } = input
  if (!Array.isArray(months) || months.length === 0 || !Array.isArray(stops) || stops.length === 0)
    return schemaDecode(input)
  for (const m of months) if (!isIsoMonth(m)) return schemaDecode(input)
  for (const s of stops) if (!isStop(s)) return schemaDecode(input)
  return ok({
    months: [...(months as string[])],
    stops: (stops as TransitShelterInput['stops'][number][]).map((s) =>
      s.bookingError === undefined
        ? { inventoryNumber: s.inventoryNumber, side: s.side, region: s.region }
        : {
            inventoryNumber: s.inventoryNumber,
            side: s.side,
            region: s.region,
            bookingError: s.bookingError,
          },
    ),
  })
}

/** Transit shelters (stops): whole months, sides a and b, tariff by district; booking errors left out. */
export class TransitShelterCalculator implements PlaceCalculator<TransitShelterInput> {
  readonly place = 'transitShelter'
  constructor(/** The place's name (core/places). */ readonly title: string) {}
  readonly schema = TransitShelterInput
  readonly decode = decodeTransitShelterInput

  price(
    input: TransitShelterInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const pricer = new StopsPricer(
      reference,
      context,
      input.months.map((m) => `${m}-01`),
    )
    pricer.selectAll(input.stops)
    return ok(pricer.quote())
  }
}
