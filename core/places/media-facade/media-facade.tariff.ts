import { unitAtAddress } from '../../inventory/unit-names'
import { placeTariff } from '../../pricing/reference/tariff-fields'
import { ScreenTariff } from '../kinds/screen-airings.tariff'

/** The media facade, priced by the second of an airing; demo values. */
export const mediaFacadeTariff = placeTariff(ScreenTariff, {
  pricePerSecond: 2,
  otsPerImpression: 40,
  items: [{ id: 'MF-VARSH', name: unitAtAddress('Медиафасад', 'Варшавское шоссе, 132') }],
})
