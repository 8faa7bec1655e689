import { Schema } from 'effect'
import { NonNegative, placeTariff, Positive } from '../../pricing/reference/tariff-fields'

/** Stickers in metro cars: a price per format and half month; demo values. */
export const metroStickersTariff = placeTariff(
  Schema.Struct({
    formats: Schema.Array(
      Schema.Struct({
        id: Schema.String,
        name: Schema.String,
        pricePerHalfMonth: Positive,
        otsPerHalfMonth: NonNegative,
      }),
    ),
  }),
  {
    formats: [
      { id: 'A3', name: 'Стикер A3', pricePerHalfMonth: 1_500, otsPerHalfMonth: 45_000 },
      { id: 'A4', name: 'Стикер A4', pricePerHalfMonth: 1_000, otsPerHalfMonth: 30_000 },
    ],
  },
)
