import { Schema } from 'effect'
import { NonNegative, Positive } from '../../pricing/reference/tariff-fields'

/** Places sold as airings on screens (kinds/screen-airings.kind.ts): price per second of one impression. */
export const ScreenTariff = Schema.Struct({
  pricePerSecond: Positive,
  otsPerImpression: NonNegative,
  items: Schema.Array(
    Schema.Struct({ id: Schema.String, name: Schema.String, pricePerSecond: Schema.optionalKey(Positive) }),
  ),
})
export type ScreenTariff = typeof ScreenTariff.Type
