/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { cristalLight as place } from './cristal-light.place'
export { cristalLightTariff as tariff } from './cristal-light.tariff'
