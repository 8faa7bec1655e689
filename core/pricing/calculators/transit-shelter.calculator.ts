import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import type { PricingContext } from '../rules/price-pipeline'
import { OneOf } from './input-fields'
import { StopsPricer } from './stops-pricer'

const Month = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'expected a month YYYY-MM' })),
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

/** Transit shelters (stops): whole months, sides a and b, tariff by district; booking errors left out. */
export class TransitShelterCalculator implements PlaceCalculator<TransitShelterInput> {
  readonly place = 'transitShelter'
  readonly title = 'Остановочные павильоны'
  readonly schema = TransitShelterInput
  readonly decode = decoderOf(this.schema)

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
