import { Schema } from 'effect'
import { placeTariff, Positive } from '../../pricing/reference/tariff-fields'

/**
 * A metro station whose navigation zones are sold (pricing §3 'Navigation sign'): each zone with how many signs it
 * takes (null: not sold, R-NAV-06), whether it is reached only through an additional exit (R-NAV-04), and the
 * exits a sign in it may point to.
 */
export const NavigationStation = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  zones: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      capacity: Schema.NullOr(Schema.Int),
      additional: Schema.Boolean,
      exits: Schema.Array(Schema.String),
    }),
  ),
})
export type NavigationStation = typeof NavigationStation.Type

/** Navigation signs (R-NAV-*): a price by the number of signs; demo values. */
export const navigationSignTariff = placeTariff(
  Schema.Struct({
    tariffs: Schema.Array(Schema.Struct({ quantity: Schema.Int, price: Positive })),
    /** The stations with their zones (the server adds the seeded inventory's; a stored version has none). */
    stations: Schema.optionalKey(Schema.Array(NavigationStation)),
  }),
  {
    tariffs: [
      { quantity: 3, price: 360_000 },
      { quantity: 7, price: 720_000 },
    ],
  },
)
