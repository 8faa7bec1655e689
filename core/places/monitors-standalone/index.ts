/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { monitorsStandalone as place } from './monitors-standalone.place'
export { monitorsStandaloneTariff as tariff } from './monitors-standalone.tariff'
