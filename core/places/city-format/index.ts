/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { cityFormat as place } from './city-format.place'
export { cityFormatTariff as tariff } from './city-format.tariff'
