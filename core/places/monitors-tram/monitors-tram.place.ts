import { monitorsTramCalculator } from './monitors-tram.calculator'
import { DEFAULT_CLIP_DURATION } from '../../pricing/rules/formats'
import { TRAM_MONITORS_RULE } from '../../pricing/rules/field-rules'
import { daysControl, numberControl, PERIOD } from '../../pricing/selection/form-controls'
import { clipControl } from '../form-kit'
import { definePlace } from '../place-module'
import monitorsTramExample from './monitorsTram.example.json' with { type: 'json' }

/** Monitors in trams (R-ENT-06 'Мониторы в наземном транспорте'), priced by the number of monitors. */
export const monitorsTram = definePlace({
  id: 'monitorsTram',
  name: 'Мониторы в наземном транспорте',
  order: 80,
  calculator: (title) => monitorsTramCalculator(title),
  form: {
    initial: ({ month }) => ({
      ...month,
      monitors: 10,
      clipDuration: DEFAULT_CLIP_DURATION,
      targeting: { days: 'all' },
    }),
    controls: () => [
      PERIOD,
      numberControl('monitors', 'Число мониторов', TRAM_MONITORS_RULE, 10),
      clipControl(),
      daysControl(),
    ],
  },
  wizard: { withoutFlag: ['placements', 'advertiser', 'calculator', 'payment', 'media'] },
  media: {
    video: {
      name: 'Мониторы в наземном транспорте',
      width: 1920,
      height: 540,
      ratio: '32:9',
      maxDuration: 45,
    },
  },
  example: monitorsTramExample,
})
