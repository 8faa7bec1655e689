import { RING, unitsAt } from '../../pricing/reference/demo-units'
import { placeTariff } from '../../pricing/reference/tariff-fields'
import { ScreenTariff } from '../kinds/screen-airings.tariff'

/** Standalone city formats at metro exits, priced by the second of an airing; demo values. */
export const cityFormatStandaloneTariff = placeTariff(ScreenTariff, {
  pricePerSecond: 0.35,
  otsPerImpression: 6,
  items: unitsAt('CFS', 'отдельностоящий сити-формат у выхода', RING.slice(0, 6), false),
})
