import { Schema } from 'effect'
import { NonNegative, placeTariff, Positive } from '../../pricing/reference/tariff-fields'

/** Monitors in trams: a price per second of an impression; demo values. */
export const monitorsTramTariff = placeTariff(
  Schema.Struct({
    pricePerSecond: Positive,
    impressionsPerDayPerMonitor: Positive,
    otsPerImpression: NonNegative,
  }),
  { pricePerSecond: 0.015, impressionsPerDayPerMonitor: 360, otsPerImpression: 4 },
)
