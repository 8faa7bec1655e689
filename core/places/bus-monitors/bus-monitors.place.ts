import { busMonitorsCalculator } from './bus-monitors.calculator'
import { DEFAULT_CLIP_DURATION } from '../../pricing/rules/formats'
import { daysControl, PERIOD } from '../../pricing/selection/form-controls'
import { clipControl } from '../form-kit'
import { definePlace } from '../place-module'
import busMonitorsExample from './busMonitors.example.json' with { type: 'json' }

/** Monitors in route taxis (R-ENT-06 'Маршрутные такси'), sold by package (R-PRICE-09/10). */
export const busMonitors = definePlace({
  id: 'busMonitors',
  name: 'Маршрутные такси',
  order: 90,
  calculator: (title) => busMonitorsCalculator(title),
  form: {
    initial: ({ reference, month }) => ({
      ...month,
      packageId: reference.tariffs.busMonitors.packages[0]?.id ?? '',
      clipDuration: DEFAULT_CLIP_DURATION,
      targeting: { days: 'all' },
    }),
    controls: (reference) => [
      PERIOD,
      {
        kind: 'choice',
        field: 'packageId',
        label: 'Пакет',
        options: reference.tariffs.busMonitors.packages.map((p) => ({ id: p.id, name: p.name })),
      },
      clipControl(),
      daysControl(),
    ],
  },
  wizard: {
    withFlag: ['placements', 'calculator', 'advertiser', 'media', 'payment'],
    withoutFlag: ['placements', 'advertiser', 'calculator', 'media', 'payment'],
  },
  media: {
    video: { name: 'Мониторы в маршрутных такси', width: 1280, height: 720, ratio: '16:9', maxDuration: 45 },
  },
  example: busMonitorsExample,
})
