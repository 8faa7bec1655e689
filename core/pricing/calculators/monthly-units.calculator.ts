import { Schema } from 'effect'
import { ok } from '../../shared/result'
import type { PlaceCalculator } from '../place-calculator'
import type { MonthlyTariff } from '../reference/pricing-reference.schema'
import { snapTurnsTilesStart } from '../rules/periods'
import { Day, NonEmptyIds } from './input-fields'
import { chosenUnits, monthlyCalculator } from './monthly-calculator'

export const MonthlyUnitsInput = Schema.Struct({
  startDate: Day,
  /** Turn tiles ignore it: they last one month from the snapped start (R-PER-02). */
  endDate: Schema.optionalKey(Day),
  itemIds: NonEmptyIds,
})
export type MonthlyUnitsInput = typeof MonthlyUnitsInput.Type

type MonthlyPlace = 'lightBoxes' | 'cristalLight' | 'turnsTiles'

/**
 * Places sold per unit and month: light boxes, crystal light, turn tiles. Base of one unit in a month = its
 * monthly price × days in the slice / days in that month (the duration share of decision 10).
 */
export const monthlyUnitsCalculator = (
  place: MonthlyPlace,
  title: string,
): PlaceCalculator<MonthlyUnitsInput> =>
  monthlyCalculator({
    place,
    title,
    schema: MonthlyUnitsInput,
    // Turn tiles last one month from a start snapped to the 1st or the 16th (R-PER-02).
    ...(place === 'turnsTiles'
      ? {
          period: (input: MonthlyUnitsInput) => {
            const snapped = snapTurnsTilesStart(input.startDate)
            return ok({
              ...snapped,
              notes:
                snapped.startDate === input.startDate
                  ? []
                  : [
                      `Начало перенесено на ${snapped.startDate} (1-е или 16-е число), длительность один месяц`,
                    ],
            })
          },
        }
      : {}),
    lines: (input, reference) => {
      const tariff: MonthlyTariff = reference.tariffs[place]
      const chosen = chosenUnits(tariff.items, input.itemIds, (item) => ({
        monthly: item.monthlyPrice ?? tariff.monthlyPrice,
        otsPerDay: item.otsPerDay ?? tariff.otsPerDay,
      }))
      if (!chosen.ok) return chosen
      const items = chosen.value
      return ok({
        items,
        unit: (item, p) => ({ base: (item.monthly * p.days) / p.daysInMonth, ots: item.otsPerDay * p.days }),
        capacityQuantity: items.length,
        notes: ['База: месячная цена × дни периода / дни месяца'],
      })
    },
  })
