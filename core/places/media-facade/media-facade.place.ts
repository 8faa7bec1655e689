import { DEFAULT_FREQUENCY } from '../../pricing/rules/formats'
import { screenAiringsPlace } from '../kinds/screen-airings.kind'
import mediaFacadeExample from './mediaFacade.example.json' with { type: 'json' }

/** Media facades, sold as airings like city formats. */
export const mediaFacade = screenAiringsPlace({
  id: 'mediaFacade',
  name: 'Медиафасады',
  order: 160,
  frequency: DEFAULT_FREQUENCY,
  wizard: { withoutFlag: ['placements', 'advertiser', 'calculator', 'payment', 'media'] },
  media: { printed: { displayName: 'Медиафасад 12000×6000', width: 12000, height: 6000 } },
  example: mediaFacadeExample,
})
