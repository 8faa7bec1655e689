/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { navigationSign as place } from './navigation-sign.place'
export { navigationSignTariff as tariff } from './navigation-sign.tariff'
