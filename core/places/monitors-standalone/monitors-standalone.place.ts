import { DEFAULT_STANDALONE_FREQUENCY } from '../../pricing/rules/formats'
import { screenAiringsPlace } from '../kinds/screen-airings.kind'
import monitorsStandaloneExample from './monitorsStandalone.example.json' with { type: 'json' }

/** Standalone monitors (R-ENT-06 'Стационарный монитор'), 30 airings an hour by default (R-CITY-11). */
export const monitorsStandalone = screenAiringsPlace({
  id: 'monitorsStandalone',
  name: 'Стационарный монитор',
  order: 70,
  frequency: DEFAULT_STANDALONE_FREQUENCY,
  wizard: {
    withFlag: ['placements', 'calculator', 'advertiser', 'payment', 'media'],
    withoutFlag: ['placements', 'advertiser', 'calculator', 'payment', 'media'],
  },
  media: { video: { name: 'Стационарный монитор', width: 1280, height: 512, ratio: '5:2', maxDuration: 45 } },
  example: monitorsStandaloneExample,
})
