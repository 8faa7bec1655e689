import { Schema } from 'effect'
import { NonNegative, placeTariff, Positive } from '../../pricing/reference/tariff-fields'

/** R-TGT-05: a metro placement option. Missing coefficients count as 1 (R-TGT-07). */
export const PlacementOption = Schema.Struct({
  price: Positive,
  price2: Schema.optionalKey(Positive),
  ration: Schema.Struct({
    videoHronometrach: Schema.optionalKey(Positive),
    primeFrequency: Schema.optionalKey(Positive),
    anyDays: Schema.optionalKey(Positive),
    anyTime: Schema.optionalKey(Positive),
    primeTime: Schema.optionalKey(Positive),
  }),
  videoOptions: Schema.Struct({ blockDuration: Positive }),
})
export type PlacementOption = typeof PlacementOption.Type

/** Metro monitors (R-METRO-*): a price per presentation by mode; demo values from the spec's constants. */
export const metroMonitorsTariff = placeTariff(
  Schema.Struct({
    video: PlacementOption,
    budget: PlacementOption,
    otsPerPresentation: NonNegative,
    dailyCapacity: Positive,
  }),
  {
    video: {
      price: 0.04896,
      price2: 0.0441,
      ration: { videoHronometrach: 1.1, primeFrequency: 1.15, anyDays: 1.05, anyTime: 1.1, primeTime: 1.3 },
      videoOptions: { blockDuration: 30 },
    },
    budget: {
      price: 0.2848,
      ration: { videoHronometrach: 1.1, anyTime: 1.1, primeTime: 1.3 },
      videoOptions: { blockDuration: 60 },
    },
    otsPerPresentation: 12,
    dailyCapacity: 2_000_000,
  },
)
