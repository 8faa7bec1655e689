import { NavigationSignCalculator } from './navigation-sign.calculator'
import { navigationDefaultDates } from '../../pricing/rules/periods'
import { PERIOD } from '../../pricing/selection/form-controls'
import { navigationStations } from '../../pricing/selection/navigation-form'
import { definePlace } from '../place-module'
import navigationSignExample from './navigationSign.example.json' with { type: 'json' }

/** Commercial navigation in the metro (R-ENT-06 'Ком. навигация', R-NAV-*). */
export const navigationSign = definePlace({
  id: 'navigationSign',
  name: 'Ком. навигация',
  order: 60,
  calculator: (title) => new NavigationSignCalculator(title),
  form: {
    // R-NAV-09: a year from the first of next month (today when today is the first).
    initial: ({ today }) => ({ ...navigationDefaultDates(today), additionalExits: false, stations: [] }),
    controls: (reference) => [
      PERIOD,
      {
        kind: 'navigation',
        field: 'stations',
        label: 'Станция метро',
        stations: navigationStations(reference).map((s) => ({ id: s.id, name: s.name })),
      },
    ],
  },
  media: { printed: { displayName: 'Коммерческая навигация 600×200', width: 600, height: 200 } },
  example: navigationSignExample,
})
