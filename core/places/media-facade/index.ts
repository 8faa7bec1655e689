/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { mediaFacade as place } from './media-facade.place'
export { mediaFacadeTariff as tariff } from './media-facade.tariff'
