import { CENTRE, unitsAt } from '../../pricing/reference/demo-units'
import { placeTariff } from '../../pricing/reference/tariff-fields'
import { ScreenTariff } from '../kinds/screen-airings.tariff'

/** City formats at metro exits, priced by the second of an airing; demo values. */
export const cityFormatTariff = placeTariff(ScreenTariff, {
  pricePerSecond: 0.5,
  otsPerImpression: 8,
  items: unitsAt('CF', 'сити-формат у выхода', CENTRE, false),
})
