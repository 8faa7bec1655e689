import { Schema } from 'effect'
import { NonNegative, placeTariff, Positive } from '../../pricing/reference/tariff-fields'

/** Maxima (R-MAXIMA-*): groups of city formats priced by the hit; demo values. */
export const cityFormatGroupTariff = placeTariff(
  Schema.Struct({
    otsPerHit: NonNegative,
    groups: Schema.Array(
      Schema.Struct({
        id: Schema.String,
        name: Schema.String,
        price: Positive,
        price2: Schema.optionalKey(Positive),
      }),
    ),
  }),
  {
    otsPerHit: 40,
    groups: [
      { id: 'maxima-center', name: 'Максима: центр', price: 2, price2: 1.8 },
      { id: 'maxima-north', name: 'Максима: север', price: 1.5, price2: 1.35 },
    ],
  },
)
