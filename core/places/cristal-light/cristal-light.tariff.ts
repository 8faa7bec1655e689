import { RING, unitsAt } from '../../pricing/reference/demo-units'
import { placeTariff } from '../../pricing/reference/tariff-fields'
import { MonthlyTariff } from '../kinds/monthly-units.tariff'

/** Crystal lights in metro vestibules, per unit and month; demo values. */
export const cristalLightTariff = placeTariff(MonthlyTariff, {
  monthlyPrice: 25_000,
  otsPerDay: 8_000,
  items: unitsAt('CL', 'кристалайт в вестибюле', RING),
})
