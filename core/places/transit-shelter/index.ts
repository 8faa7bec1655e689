/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { transitShelter as place } from './transit-shelter.place'
export { transitShelterTariff as tariff } from './transit-shelter.tariff'
