import { busMonitorsTariff } from './bus-monitors/bus-monitors.tariff'
import { cityFormatTariff } from './city-format/city-format.tariff'
import { cityFormatGroupTariff } from './city-format-group/city-format-group.tariff'
import { cityFormatStandaloneTariff } from './city-format-standalone/city-format-standalone.tariff'
import { cristalLightTariff } from './cristal-light/cristal-light.tariff'
import { groundTransportationTariff } from './ground-transportation/ground-transportation.tariff'
import { groundTransportationTramTariff } from './ground-transportation-tram/ground-transportation-tram.tariff'
import { lightBoxesTariff } from './light-boxes/light-boxes.tariff'
import { mediaFacadeTariff } from './media-facade/media-facade.tariff'
import { metroMonitorsTariff } from './metro-monitors/metro-monitors.tariff'
import { metroStickersTariff } from './metro-stickers/metro-stickers.tariff'
import { monitorsStandaloneTariff } from './monitors-standalone/monitors-standalone.tariff'
import { monitorsTramTariff } from './monitors-tram/monitors-tram.tariff'
import { navigationSignTariff } from './navigation-sign/navigation-sign.tariff'
import { transitShelterTariff } from './transit-shelter/transit-shelter.tariff'
import { turnsTilesTariff } from './turns-tiles/turns-tiles.tariff'

/**
 * Every priced place's part of the price reference, one line each: its schema and its demo values live in its
 * folder (`<place>.tariff.ts`); the reference's schema (core/pricing/reference/pricing-reference.schema.ts) and
 * the bundled demo set (demo-reference.ts) are assembled from this list. It is apart from the registry
 * (./index.ts) because the calculators the registry holds read the reference's type: one list importing both would
 * be a cycle. A place priced by a manager (the special projects) has no tariff.
 */
export const PLACE_TARIFFS = {
  metroMonitors: metroMonitorsTariff,
  metroStickers: metroStickersTariff,
  lightBoxes: lightBoxesTariff,
  cristalLight: cristalLightTariff,
  turnsTiles: turnsTilesTariff,
  transitShelter: transitShelterTariff,
  navigationSign: navigationSignTariff,
  monitorsStandalone: monitorsStandaloneTariff,
  cityFormat: cityFormatTariff,
  cityFormatStandalone: cityFormatStandaloneTariff,
  mediaFacade: mediaFacadeTariff,
  monitorsTram: monitorsTramTariff,
  busMonitors: busMonitorsTariff,
  groundTransportation: groundTransportationTariff,
  groundTransportationTram: groundTransportationTramTariff,
  cityFormatGroup: cityFormatGroupTariff,
} as const
