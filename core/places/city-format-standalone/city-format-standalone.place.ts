import { DEFAULT_FREQUENCY } from '../../pricing/rules/formats'
import { screenAiringsPlace } from '../kinds/screen-airings.kind'
import cityFormatStandaloneExample from './cityFormatStandalone.example.json' with { type: 'json' }

/** Standalone city formats, priced in the city-format calculator of pricing §1. */
export const cityFormatStandalone = screenAiringsPlace({
  id: 'cityFormatStandalone',
  name: 'Отдельностоящие сити-форматы',
  order: 130,
  frequency: DEFAULT_FREQUENCY,
  catalogue: [{ id: 'cityFormat', name: 'Сити-форматы' }],
  example: cityFormatStandaloneExample,
})
