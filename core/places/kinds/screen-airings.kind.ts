import { screenAiringsCalculator } from './screen-airings.calculator'
import { DEFAULT_CLIP_DURATION, DEFAULT_HOURS } from '../../pricing/rules/formats'
import { AIRINGS_PER_HOUR_RULE, HOURS_RULE } from '../../pricing/rules/field-rules'
import { daysControl, numberControl, PERIOD } from '../../pricing/selection/form-controls'
import { itemsControl, clipControl } from '../form-kit'
import { itemChoices } from '../../pricing/selection/items-calculator'
import {
  definePlace,
  type CatalogueEntryName,
  type PlaceExample,
  type PlaceMedia,
  type PlaceWizard,
} from '../place-module'

type ScreenPlace = 'cityFormat' | 'cityFormatStandalone' | 'monitorsStandalone' | 'mediaFacade'

/**
 * A place sold as airings on screens (city formats, standalone monitors, media facades): a period, the clip,
 * airings an hour from the place's own default (R-CITY-11), hours a day, days, and the screens, which the inventory
 * planner checks for free airtime over the period (R-API-38).
 */
export const screenAiringsPlace = <const Id extends ScreenPlace>(place: {
  id: Id
  name: string
  order: number
  media?: PlaceMedia
  frequency: number
  wizard?: PlaceWizard
  catalogue?: readonly CatalogueEntryName[]
  example?: PlaceExample
}) => {
  const { frequency, ...own } = place
  return definePlace({
    ...own,
    calculator: (title: string) => screenAiringsCalculator(place.id, title, frequency),
    form: {
      initial: ({ month }) => ({
        ...month,
        itemIds: [],
        clipDuration: DEFAULT_CLIP_DURATION,
        frequency,
        hours: DEFAULT_HOURS,
        targeting: { days: 'all' },
      }),
      controls: (reference) => [
        PERIOD,
        clipControl(),
        numberControl('frequency', 'Выходов в час', AIRINGS_PER_HOUR_RULE, frequency),
        numberControl('hours', 'Часов показа в сутки', HOURS_RULE, DEFAULT_HOURS),
        daysControl(),
        itemsControl('itemIds', 'Рекламные места', itemChoices(reference, place.id), false, false, place.id),
      ],
    },
  })
}
