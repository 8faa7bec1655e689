/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { groundTransportation as place } from './ground-transportation.place'
export { groundTransportationTariff as tariff } from './ground-transportation.tariff'
