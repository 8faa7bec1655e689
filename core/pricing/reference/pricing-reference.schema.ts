import { ISO_DATE_SHAPE } from '../../shared/calendar'
import { Schema } from 'effect'
import { decoderOf, type Decoder } from '../../shared/decoder'
import { PLACE_TARIFFS } from '../../places/tariffs'
import { Factor, NonNegative, Percent, Positive, tariffSchemas } from './tariff-fields'

const Day = Schema.String.pipe(
  Schema.check(Schema.isPattern(ISO_DATE_SHAPE, { message: 'expected YYYY-MM-DD' })),
)
const Month = Schema.Int.pipe(
  Schema.check(Schema.isBetween({ minimum: 1, maximum: 12 }, { message: 'expected 1..12' })),
)

export const VatRate = Schema.Struct({ from: Day, rate: Schema.Number })
export const MonthRatio = Schema.Struct({ month: Month, ratio: Positive })

/** R-DISC-02 / R-DISC-03, decision 4. */
export const VolumeDiscountRule = Schema.Struct({
  priceFrom: NonNegative,
  priceTo: Positive,
  discountSize: Percent,
  startDate: Schema.optionalKey(Day),
  endDate: Schema.optionalKey(Day),
  /** Places the rule is limited to; absent or empty = every place. */
  rules: Schema.optionalKey(Schema.Array(Schema.String)),
})
export type VolumeDiscountRule = typeof VolumeDiscountRule.Type

/** R-DISC-06: value is a percent; range is the quantity (in unit) from which it applies. */
export const CapacityDiscount = Schema.Struct({
  place: Schema.String,
  value: Percent,
  range: Positive,
  unit: Schema.String,
})
export type CapacityDiscount = typeof CapacityDiscount.Type

/** R-DISC-10. */
export const GlobalDiscountFactor = Schema.Struct({ startDate: Day, endDate: Day, value: Factor })
export type GlobalDiscountFactor = typeof GlobalDiscountFactor.Type

/** R-TGT-03: non-metro surcharges in percent. */
export const TargetingSurcharges = Schema.Struct({
  geo: Percent,
  days: Percent,
  time: Percent,
  timePrime: Percent,
  primeTimeIntervalIds: Schema.Array(Schema.Int),
  frequency: Percent,
})
export type TargetingSurcharges = typeof TargetingSurcharges.Type

const NamedItem = Schema.Struct({ id: Schema.String, name: Schema.String })

export const Format = Schema.Struct({
  id: Schema.String,
  place: Schema.String,
  name: Schema.String,
  width: Schema.Int,
  height: Schema.Int,
  ratio: Schema.String,
})
export type Format = typeof Format.Type

export const BasePlan = Schema.Struct({
  id: Schema.String,
  place: Schema.String,
  name: Schema.String,
  price: Positive,
})

/**
 * Reference data the calculators read (tariffs per place and format, seasonal coefficients, volume and
 * capacity discounts, global factors, base plans, formats, VAT). Money here is in roubles as the managers
 * enter it (tariffs can be fractions of a kopeck per second); the calculators turn results into kopecks.
 * The same Schema decodes the bundled demo set and the server's answers (house style 9).
 */
export const PricingReferenceData = Schema.Struct({
  version: Schema.String,
  vatRates: Schema.Array(VatRate),
  seasonalCoefficients: Schema.Array(MonthRatio),
  audienceRatios: Schema.Array(MonthRatio),
  audienceBase: Positive,
  volumeDiscounts: Schema.Array(VolumeDiscountRule),
  capacityDiscounts: Schema.Array(CapacityDiscount),
  globalDiscountFactors: Schema.Array(GlobalDiscountFactor),
  targetingSurcharges: TargetingSurcharges,
  formats: Schema.Array(Format),
  basePlans: Schema.Array(BasePlan),
  /** Each place's tariff, its schema in its folder (core/places/<place>/<place>.tariff.ts). */
  tariffs: Schema.Struct(tariffSchemas(PLACE_TARIFFS)),
})
export type PricingReferenceData = typeof PricingReferenceData.Type

export const decodePricingReference = decoderOf(PricingReferenceData, { allowUnknown: true })
export { NamedItem }
export { PlacementOption } from '../../places/metro-monitors/metro-monitors.tariff'
export { NavigationStation } from '../../places/navigation-sign/navigation-sign.tariff'
export { ScreenTariff } from '../../places/kinds/screen-airings.tariff'
export { MonthlyTariff } from '../../places/kinds/monthly-units.tariff'
export { GroundTariff } from '../../places/kinds/ground.tariff'

/** Each place's tariff schema by its id (typed loosely: the cut's type is the whole list's, see below). */
const TARIFF_SCHEMAS = tariffSchemas(PLACE_TARIFFS) as unknown as Readonly<
  Record<string, typeof Schema.Unknown>
>

/**
 * The price list cut to one place's tariffs (GET /api/v1/pricing/reference/{place}, issue #51 item 2): its shared
 * parts checked as the whole list's, and that place's tariff by its own schema; the other places' are not there.
 * Only that place's calculator may read it (LiveQuoteStore keeps which place it is for).
 */
export const placeReferenceDecoder = (place: string): Decoder<PricingReferenceData> => {
  const own = Object.hasOwn(TARIFF_SCHEMAS, place) ? TARIFF_SCHEMAS[place] : undefined
  const decode = decoderOf(
    Schema.Struct({
      ...PricingReferenceData.fields,
      tariffs: Schema.Struct(own ? { [place]: own } : {}),
    }),
    { allowUnknown: true },
  )
  return (input) => decode(input) as ReturnType<Decoder<PricingReferenceData>>
}
