import { CENTRE, unitsAt } from '../../pricing/reference/demo-units'
import { placeTariff } from '../../pricing/reference/tariff-fields'
import { MonthlyTariff } from '../kinds/monthly-units.tariff'

/** Light boxes in metro vestibules, per unit and month; demo values. */
export const lightBoxesTariff = placeTariff(MonthlyTariff, {
  monthlyPrice: 40_000,
  otsPerDay: 12_000,
  items: unitsAt('LB', 'лайтбокс в вестибюле', CENTRE),
})
