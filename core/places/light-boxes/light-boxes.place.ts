import { monthlyUnitsPlace } from '../kinds/monthly-units.kind'
import lightBoxesExample from './lightBoxes.example.json' with { type: 'json' }

/** Light boxes in the metro (R-ENT-06 'Лайтбоксы'): printed, so the wizard ends with printing. */
export const lightBoxes = monthlyUnitsPlace({
  id: 'lightBoxes',
  name: 'Лайтбоксы',
  order: 30,
  wizard: { withFlag: ['placements', 'calculator', 'advertiser', 'payment', 'media', 'printing'] },
  media: { printed: { displayName: 'Лайтбокс 1200×1800', width: 1200, height: 1800 } },
  example: lightBoxesExample,
})
