import { Schema } from 'effect'
import { ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../../pricing/place-calculator'
import type { MonthlyTariff } from '../../pricing/reference/pricing-reference.schema'
import { Day, NonEmptyIds } from '../../pricing/calculators/input-fields'
import {
  chosenUnits,
  monthlyCalculator,
  type PricedPeriod,
} from '../../pricing/calculators/monthly-calculator'

export const MonthlyUnitsInput = Schema.Struct({
  startDate: Day,
  /** Turn tiles ignore it: they last one month from the snapped start (R-PER-02, their place module). */
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
  /** The period a place makes of the input (turn tiles snap theirs); absent, the input's own. */
  period?: (input: MonthlyUnitsInput) => Result<PricedPeriod, PricingError>,
): PlaceCalculator<MonthlyUnitsInput> =>
  monthlyCalculator({
    place,
    title,
    schema: MonthlyUnitsInput,
    ...(period ? { period } : {}),
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
        unit: (item: (typeof items)[number], p) => ({
          base: (item.monthly * p.days) / p.daysInMonth,
          ots: item.otsPerDay * p.days,
        }),
        capacityQuantity: items.length,
        notes: ['База: месячная цена × дни периода / дни месяца'],
      })
    },
  })
