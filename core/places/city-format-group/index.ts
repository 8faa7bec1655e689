/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { cityFormatGroup as place } from './city-format-group.place'
export { cityFormatGroupTariff as tariff } from './city-format-group.tariff'
