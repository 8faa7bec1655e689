/** Every place's example spec, bundled into the built CLI so that `<place> --help` can print one that prices. */
import busMonitors from './examples/busMonitors.json'
import cityFormat from './examples/cityFormat.json'
import cityFormatGroup from './examples/cityFormatGroup.json'
import cityFormatStandalone from './examples/cityFormatStandalone.json'
import cristalLight from './examples/cristalLight.json'
import groundTransportation from './examples/groundTransportation.json'
import groundTransportationTram from './examples/groundTransportationTram.json'
import lightBoxes from './examples/lightBoxes.json'
import mediaFacade from './examples/mediaFacade.json'
import metroMonitors from './examples/metroMonitors.json'
import metroStickers from './examples/metroStickers.json'
import monitorsStandalone from './examples/monitorsStandalone.json'
import monitorsTram from './examples/monitorsTram.json'
import navigationSign from './examples/navigationSign.json'
import nonStandart from './examples/nonStandart.json'
import transitShelter from './examples/transitShelter.json'
import turnsTiles from './examples/turnsTiles.json'

export const CALC_EXAMPLES: Readonly<Record<string, unknown>> = {
  busMonitors,
  cityFormat,
  cityFormatGroup,
  cityFormatStandalone,
  cristalLight,
  groundTransportation,
  groundTransportationTram,
  lightBoxes,
  mediaFacade,
  metroMonitors,
  metroStickers,
  monitorsStandalone,
  monitorsTram,
  navigationSign,
  nonStandart,
  transitShelter,
  turnsTiles,
}
