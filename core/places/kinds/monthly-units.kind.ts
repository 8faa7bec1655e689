import { monthlyUnitsCalculator } from './monthly-units.calculator'
import { PERIOD } from '../../pricing/selection/form-controls'
import { itemChoices } from '../../pricing/selection/items-calculator'
import { itemsControl } from '../form-kit'
import { definePlace, type PlaceExample, type PlaceMedia, type PlaceWizard } from '../place-module'

/**
 * A metro place sold per unit and month (light boxes, crystal light): a period and the units, chosen on the scheme;
 * the inventory planner says over which days they are all free (R-API-38).
 */
export const monthlyUnitsPlace = <const Id extends 'lightBoxes' | 'cristalLight'>(place: {
  id: Id
  name: string
  order: number
  media?: PlaceMedia
  wizard?: PlaceWizard
  example?: PlaceExample
}) =>
  definePlace({
    ...place,
    calculator: (title: string) => monthlyUnitsCalculator(place.id, title),
    form: {
      initial: ({ month }) => ({ ...month, itemIds: [] }),
      controls: (reference) => [
        PERIOD,
        itemsControl('itemIds', 'Рекламные места', itemChoices(reference, place.id), false, true, place.id),
      ],
    },
  })
