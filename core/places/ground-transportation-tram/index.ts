/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { groundTransportationTram as place } from './ground-transportation-tram.place'
export { groundTransportationTramTariff as tariff } from './ground-transportation-tram.tariff'
