import { Schema } from 'effect'
import { NonNegative, placeTariff, Positive } from '../../pricing/reference/tariff-fields'

/** Transit shelters (R-STOP-*): a side's month, by district where the district has its own; demo values. */
export const transitShelterTariff = placeTariff(
  Schema.Struct({
    monthlyPrice: Positive,
    byRegion: Schema.Record(Schema.String, Positive),
    otsPerDayPerSide: NonNegative,
  }),
  {
    monthlyPrice: 30_000,
    byRegion: {
      ЦАО: 45_000,
      ЗАО: 35_000,
      САО: 32_000,
      ЮЗАО: 32_000,
      СЗАО: 30_000,
      СВАО: 30_000,
      ЮАО: 28_000,
      ВАО: 28_000,
      ЮВАО: 26_000,
      НАО: 20_000,
      ТАО: 18_000,
      ЗелАО: 18_000,
    },
    otsPerDayPerSide: 1_500,
  },
)
