import { placeName } from '../../campaign/place-names'
import type { PlaceCalculator } from '../place-calculator'
import { BusMonitorsCalculator } from './bus-monitors.calculator'
import { CityFormatGroupCalculator } from './city-format-group.calculator'
import { GroundTransportationCalculator } from './ground-transportation.calculator'
import { MetroMonitorsCalculator } from './metro-monitors.calculator'
import { MetroStickersCalculator } from './metro-stickers.calculator'
import { MonitorsTramCalculator } from './monitors-tram.calculator'
import { MonthlyUnitsCalculator } from './monthly-units.calculator'
import { NavigationSignCalculator } from './navigation-sign.calculator'
import { ScreenAiringsCalculator } from './screen-airings.calculator'
import { SpecialProjectCalculator } from './special-project.calculator'
import { TransitShelterCalculator } from './transit-shelter.calculator'
import { DEFAULT_FREQUENCY, DEFAULT_STANDALONE_FREQUENCY } from '../rules/formats'

/**
 * One instance of every place's calculator, in listing order, each titled by the one catalogue of place names. The DI container multi-binds the same list to the
 * PlaceCalculator token; the CLI builds its registry from it directly.
 */
export const allCalculators = (): PlaceCalculator[] =>
  [
    new MetroMonitorsCalculator(),
    new MetroStickersCalculator(),
    new MonthlyUnitsCalculator('lightBoxes', placeName('lightBoxes')),
    new MonthlyUnitsCalculator('cristalLight', placeName('cristalLight')),
    new TransitShelterCalculator(),
    new NavigationSignCalculator(),
    new ScreenAiringsCalculator(
      'monitorsStandalone',
      placeName('monitorsStandalone'),
      DEFAULT_STANDALONE_FREQUENCY,
    ),
    new MonitorsTramCalculator(),
    new BusMonitorsCalculator(),
    new GroundTransportationCalculator('groundTransportation', placeName('groundTransportation')),
    new GroundTransportationCalculator('groundTransportationTram', placeName('groundTransportationTram')),
    new ScreenAiringsCalculator('cityFormat', placeName('cityFormat'), DEFAULT_FREQUENCY),
    new ScreenAiringsCalculator('cityFormatStandalone', placeName('cityFormatStandalone'), DEFAULT_FREQUENCY),
    new CityFormatGroupCalculator(),
    new MonthlyUnitsCalculator('turnsTiles', placeName('turnsTiles')),
    new ScreenAiringsCalculator('mediaFacade', placeName('mediaFacade'), DEFAULT_FREQUENCY),
    new SpecialProjectCalculator('nonStandart', placeName('nonStandart')),
    new SpecialProjectCalculator('escalatorSteps', placeName('escalatorSteps')),
    new SpecialProjectCalculator('pointersStandart', placeName('pointersStandart')),
    new SpecialProjectCalculator('beautySalonMonitors', placeName('beautySalonMonitors')),
  ] as PlaceCalculator[]
