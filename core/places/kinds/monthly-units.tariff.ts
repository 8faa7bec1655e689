import { Schema } from 'effect'
import { NonNegative, Positive } from '../../pricing/reference/tariff-fields'

/** Places sold per unit and month (kinds/monthly-units.kind.ts). */
export const MonthlyTariff = Schema.Struct({
  monthlyPrice: Positive,
  otsPerDay: NonNegative,
  items: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      monthlyPrice: Schema.optionalKey(Positive),
      otsPerDay: Schema.optionalKey(NonNegative),
      /** The metro station the unit is at (the inventory's light boxes and crystal lights), for the scheme. */
      stationId: Schema.optionalKey(Schema.String),
    }),
  ),
})
export type MonthlyTariff = typeof MonthlyTariff.Type
