/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { turnsTiles as place } from './turns-tiles.place'
export { turnsTilesTariff as tariff } from './turns-tiles.tariff'
