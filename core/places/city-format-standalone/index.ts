/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { cityFormatStandalone as place } from './city-format-standalone.place'
export { cityFormatStandaloneTariff as tariff } from './city-format-standalone.tariff'
