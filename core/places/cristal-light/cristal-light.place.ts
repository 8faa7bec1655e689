import { monthlyUnitsPlace } from '../kinds/monthly-units.kind'
import cristalLightExample from './cristalLight.example.json' with { type: 'json' }

/** Crystal light in the metro ('Кристалайт', the metro's own product name). */
export const cristalLight = monthlyUnitsPlace({
  id: 'cristalLight',
  name: 'Кристалайт',
  order: 40,
  wizard: { withoutFlag: ['placements', 'advertiser', 'calculator', 'payment', 'media'] },
  media: { printed: { displayName: 'Кристалайт 1000×1400', width: 1000, height: 1400 } },
  example: cristalLightExample,
})
