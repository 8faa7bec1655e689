/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { monitorsTram as place } from './monitors-tram.place'
export { monitorsTramTariff as tariff } from './monitors-tram.tariff'
