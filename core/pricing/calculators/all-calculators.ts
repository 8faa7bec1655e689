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
 * One instance of every place's calculator, in listing order. The DI container multi-binds the same list to the
 * PlaceCalculator token; the CLI builds its registry from it directly.
 */
export const allCalculators = (): PlaceCalculator[] =>
  [
    new MetroMonitorsCalculator(),
    new MetroStickersCalculator(),
    new MonthlyUnitsCalculator('lightBoxes', 'Световые короба'),
    new MonthlyUnitsCalculator('cristalLight', 'Кристалайт'),
    new TransitShelterCalculator(),
    new NavigationSignCalculator(),
    new ScreenAiringsCalculator(
      'monitorsStandalone',
      'Отдельностоящие мониторы',
      DEFAULT_STANDALONE_FREQUENCY,
    ),
    new MonitorsTramCalculator(),
    new BusMonitorsCalculator(),
    new GroundTransportationCalculator('groundTransportation', 'Наземный транспорт: автобусы'),
    new GroundTransportationCalculator('groundTransportationTram', 'Наземный транспорт: трамваи'),
    new ScreenAiringsCalculator('cityFormat', 'Сити-форматы', DEFAULT_FREQUENCY),
    new ScreenAiringsCalculator('cityFormatStandalone', 'Отдельностоящие сити-форматы', DEFAULT_FREQUENCY),
    new CityFormatGroupCalculator(),
    new MonthlyUnitsCalculator('turnsTiles', 'Плитки на турникетах'),
    new ScreenAiringsCalculator('mediaFacade', 'Медиафасад', DEFAULT_FREQUENCY),
    new SpecialProjectCalculator('nonStandart', 'Нестандартный проект'),
    new SpecialProjectCalculator('escalatorSteps', 'Ступени эскалаторов'),
    new SpecialProjectCalculator('pointersStandart', 'Указатели'),
    new SpecialProjectCalculator('beautySalonMonitors', 'Мониторы в салонах красоты'),
  ] as PlaceCalculator[]
