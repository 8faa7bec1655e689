import { HUBS, unitsAt } from '../../pricing/reference/demo-units'
import { placeTariff } from '../../pricing/reference/tariff-fields'
import { MonthlyTariff } from '../kinds/monthly-units.tariff'

/** Tiles on the turnstiles of metro vestibules, per unit and month; demo values. */
export const turnsTilesTariff = placeTariff(MonthlyTariff, {
  monthlyPrice: 18_000,
  otsPerDay: 6_000,
  items: unitsAt('TT', 'плитки на турникетах вестибюля', HUBS),
})
