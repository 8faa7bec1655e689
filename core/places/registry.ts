/**
 * The places the product prices, one line each (issue #49 item 2): a place is its folder in core/places and its
 * line here, `export * as <placeId> from './<folder>'`, naming the folder's entry file (its `place` module, and its
 * `tariff` when the reference prices it). Everything else is derived from this list: the modules in listing order
 * (./index.ts, by each module's `order`), the price reference's tariffs (./tariffs.ts, its schema and demo set), the
 * calculators, the forms, the wizard's steps, the catalogues and the calc CLI's examples. Sorted by name; the line's
 * name is the place's id (places.test.ts checks it).
 */
export * as beautySalonMonitors from './special-projects/beauty-salon-monitors'
export * as busMonitors from './bus-monitors'
export * as cityFormat from './city-format'
export * as cityFormatGroup from './city-format-group'
export * as cityFormatStandalone from './city-format-standalone'
export * as cristalLight from './cristal-light'
export * as escalatorSteps from './special-projects/escalator-steps'
export * as groundTransportation from './ground-transportation'
export * as groundTransportationTram from './ground-transportation-tram'
export * as lightBoxes from './light-boxes'
export * as mediaFacade from './media-facade'
export * as metroMonitors from './metro-monitors'
export * as metroStickers from './metro-stickers'
export * as monitorsStandalone from './monitors-standalone'
export * as monitorsTram from './monitors-tram'
export * as navigationSign from './navigation-sign'
export * as nonStandart from './special-projects/non-standart'
export * as pointersStandart from './special-projects/pointers-standart'
export * as transitShelter from './transit-shelter'
export * as turnsTiles from './turns-tiles'
