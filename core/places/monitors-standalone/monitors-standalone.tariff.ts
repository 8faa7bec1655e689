import { CENTRE, unitsAt } from '../../pricing/reference/demo-units'
import { placeTariff } from '../../pricing/reference/tariff-fields'
import { ScreenTariff } from '../kinds/screen-airings.tariff'

/** Standalone monitors at metro exits, priced by the second of an airing; demo values. */
export const monitorsStandaloneTariff = placeTariff(ScreenTariff, {
  pricePerSecond: 0.1,
  otsPerImpression: 3,
  items: unitsAt('MS', 'стационарный монитор у выхода', CENTRE.slice(0, 10), false),
})
