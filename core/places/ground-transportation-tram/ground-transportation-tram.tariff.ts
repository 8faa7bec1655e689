import { placeTariff } from '../../pricing/reference/tariff-fields'
import { DEMO_GROUND_RULES, demoRoutes, GroundTariff } from '../kinds/ground.tariff'

/** Trams (R-GROUND-*, R-TGT-06: 0.7 of runs are impressions); demo values. */
export const groundTransportationTramTariff = placeTariff(GroundTariff, {
  pricePerSecond: 0.06,
  impressionFactor: 0.7,
  otsPerImpression: 6,
  validationRules: DEMO_GROUND_RULES,
  routes: demoRoutes('t'),
})
