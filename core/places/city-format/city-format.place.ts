import { DEFAULT_FREQUENCY } from '../../pricing/rules/formats'
import { screenAiringsPlace } from '../kinds/screen-airings.kind'
import cityFormatExample from './cityFormat.example.json' with { type: 'json' }

/** City formats (R-CITY-*), priced in the city-format calculator of pricing §1. */
export const cityFormat = screenAiringsPlace({
  id: 'cityFormat',
  name: 'Сити-форматы',
  order: 120,
  frequency: DEFAULT_FREQUENCY,
  wizard: { withoutFlag: ['placements', 'advertiser', 'calculator', 'payment', 'media'] },
  catalogue: [{ id: 'cityFormat', name: 'Сити-форматы' }],
  media: { video: { name: 'Сити-формат', width: 512, height: 704, ratio: '8:11', maxDuration: 45 } },
  example: cityFormatExample,
})
