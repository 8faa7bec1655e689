import { MetroMonitorsCalculator } from './metro-monitors.calculator'
import { metroControls, metroInitialInput, metroReadBack } from '../../pricing/selection/metro-form'
import { definePlace } from '../place-module'
import metroMonitorsExample from './metroMonitors.example.json' with { type: 'json' }

/** Metro monitors (R-METRO-*): its form differs by mode (metro-form.ts). */
export const metroMonitors = definePlace({
  id: 'metroMonitors',
  name: 'Мониторы в метро',
  order: 10,
  calculator: (title) => new MetroMonitorsCalculator(title),
  form: {
    initial: ({ startDate }) => metroInitialInput(startDate),
    readBack: metroReadBack,
    controls: (_, input) => metroControls(input),
  },
  wizard: {
    withFlag: ['placements', 'calculator', 'advertiser', 'payment', 'media'],
    withoutFlag: ['placements', 'advertiser', 'calculator', 'payment', 'media'],
  },
  media: { video: { name: 'Мониторы в метро', width: 1920, height: 1080, ratio: '16:9', maxDuration: 45 } },
  example: metroMonitorsExample,
})
