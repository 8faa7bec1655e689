/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { lightBoxes as place } from './light-boxes.place'
export { lightBoxesTariff as tariff } from './light-boxes.tariff'
