import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import type { MonthlyTariff, PricingReferenceData } from '../reference/pricing-reference.schema'
import { assembleQuote, type PricingContext } from '../rules/price-pipeline'
import { snapTurnsTilesStart, splitByMonth } from '../rules/periods'
import { monthDrafts } from './drafts'
import { checkPeriod, Day, NonEmptyIds, unknownId } from './input-fields'

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
export class MonthlyUnitsCalculator implements PlaceCalculator<MonthlyUnitsInput> {
  readonly schema = MonthlyUnitsInput
  readonly decode = decoderOf(this.schema)

  constructor(
    readonly place: MonthlyPlace,
    readonly title: string,
  ) {}

  price(
    input: MonthlyUnitsInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const snapped = this.place === 'turnsTiles' ? snapTurnsTilesStart(input.startDate) : undefined
    const startDate = snapped?.startDate ?? input.startDate
    const endDate = snapped?.endDate ?? input.endDate
    if (endDate === undefined)
      return err({ code: 'required', message: 'Укажите дату окончания', field: 'endDate' })
    const period = checkPeriod(startDate, endDate)
    if (!period.ok) return period
    const tariff: MonthlyTariff = reference.tariffs[this.place]
    const items = []
    for (const id of new Set(input.itemIds)) {
      const item = tariff.items.find((i) => i.id === id)
      if (!item) return err(unknownId('itemIds', id))
      items.push({
        id,
        name: item.name,
        quantity: 1,
        monthly: item.monthlyPrice ?? tariff.monthlyPrice,
        otsPerDay: item.otsPerDay ?? tariff.otsPerDay,
      })
    }
    const byId = new Map(items.map((i) => [i.id, i]))
    const periods = splitByMonth(startDate, endDate)
    const drafts = monthDrafts(
      periods,
      items,
      (item, p) => {
        const it = byId.get(item.id)
        return { base: ((it?.monthly ?? 0) * p.days) / p.daysInMonth, ots: (it?.otsPerDay ?? 0) * p.days }
      },
      [],
    )
    const notes = ['База: месячная цена × дни периода / дни месяца']
    if (snapped && snapped.startDate !== input.startDate) {
      notes.push(`Начало перенесено на ${snapped.startDate} (1-е или 16-е число), длительность один месяц`)
    }
    return ok(
      assembleQuote(reference, context, {
        place: this.place,
        startDate,
        endDate,
        periods,
        drafts,
        capacityQuantity: items.length,
        notes,
      }),
    )
  }
}
