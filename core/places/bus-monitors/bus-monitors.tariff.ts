import { Schema } from 'effect'
import { NonNegative, Percent, placeTariff, Positive } from '../../pricing/reference/tariff-fields'

/** Monitors in buses: packages of monitors, a price per second of an impression; demo values. */
export const busMonitorsTariff = placeTariff(
  Schema.Struct({
    pricePerSecond: Positive,
    surchargePercent: Percent,
    otsPerImpression: NonNegative,
    packages: Schema.Array(
      Schema.Struct({
        id: Schema.String,
        name: Schema.String,
        monitors: Schema.Int,
        impressionsPerDay: Positive,
      }),
    ),
  }),
  {
    pricePerSecond: 0.05,
    surchargePercent: 20,
    otsPerImpression: 5,
    packages: [
      { id: 'start', name: 'Старт: 100 мониторов', monitors: 100, impressionsPerDay: 36_000 },
      { id: 'city', name: 'Город: 500 мониторов', monitors: 500, impressionsPerDay: 180_000 },
    ],
  },
)
