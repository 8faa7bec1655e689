import { ok } from '../../shared/result'
import { snapTurnsTilesStart } from '../../pricing/rules/periods'
import { monthlyUnitsCalculator } from '../kinds/monthly-units.calculator'
import { itemChoices } from '../../pricing/selection/items-calculator'
import { itemsControl } from '../form-kit'
import { definePlace } from '../place-module'
import turnsTilesExample from './turnsTiles.example.json' with { type: 'json' }

/** Tiles at the turnstiles: a month from the 1st or the 16th (R-PER-02), then the units. */
export const turnsTiles = definePlace({
  id: 'turnsTiles',
  name: 'Плитки на турникетах',
  order: 150,
  // R-PER-02: a month from a start snapped to the 1st or the 16th; the quote says when it moved.
  calculator: (title) =>
    monthlyUnitsCalculator('turnsTiles', title, (input) => {
      const snapped = snapTurnsTilesStart(input.startDate)
      return ok({
        ...snapped,
        notes:
          snapped.startDate === input.startDate
            ? []
            : [`Начало перенесено на ${snapped.startDate} (1-е или 16-е число), длительность один месяц`],
      })
    }),
  form: {
    initial: ({ startDate }) => ({ startDate, itemIds: [] }),
    controls: (reference) => [
      {
        kind: 'day',
        field: 'startDate',
        label: 'Начало размещения',
        description: 'Плитки размещаются на месяц с 1-го или 16-го числа',
      },
      itemsControl('itemIds', 'Рекламные места', itemChoices(reference, 'turnsTiles')),
    ],
  },
  wizard: { withoutFlag: ['placements', 'advertiser', 'calculator', 'payment'] },
  media: { printed: { displayName: 'Плитка у турникетов 500×500', width: 500, height: 500 } },
  example: turnsTilesExample,
})
