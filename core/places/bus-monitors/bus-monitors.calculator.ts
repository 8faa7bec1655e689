import { Schema } from 'effect'
import { err, ok } from '../../shared/result'
import type { PlaceCalculator } from '../../pricing/place-calculator'
import { DEFAULT_CLIP_DURATION } from '../../pricing/rules/formats'
import { Day, Targeting, unknownId } from '../../pricing/calculators/input-fields'
import { monthlyCalculator } from '../../pricing/calculators/monthly-calculator'
import { numberSchema } from '../../shared/number-rule'
import { CLIP_RULE } from '../../pricing/rules/field-rules'
import { ruNumber } from '../../format/number.format'

export const BusMonitorsInput = Schema.Struct({
  startDate: Day,
  endDate: Day,
  packageId: Schema.String,
  clipDuration: Schema.optionalKey(numberSchema(CLIP_RULE).annotate({ default: DEFAULT_CLIP_DURATION })),
  targeting: Schema.optionalKey(Targeting),
})
export type BusMonitorsInput = typeof BusMonitorsInput.Type

/** R-PRICE-11: the total label, with the star and note for bus monitors. */
export const TOTAL_LABEL = 'Итоговая стоимость'
export const BUS_TOTAL_NOTE = '* Скидка за объём рассчитывается индивидуально'

/**
 * Bus monitors: a package of monitors. R-PRICE-09 (open, chosen): base = the package's impressions a day × days ×
 * clip seconds × 0.05 ₽; R-PRICE-10: 20 % is added in the base step (decision 10), before the rest of the pipeline.
 */
export const busMonitorsCalculator = (title: string): PlaceCalculator<BusMonitorsInput> =>
  monthlyCalculator({
    place: 'busMonitors',
    title,
    schema: BusMonitorsInput,
    lines: (input, reference) => {
      const tariff = reference.tariffs.busMonitors
      const pack = tariff.packages.find((p) => p.id === input.packageId)
      if (!pack) return err(unknownId('packageId', input.packageId))
      const clip = input.clipDuration ?? DEFAULT_CLIP_DURATION
      const uplift = 1 + tariff.surchargePercent / 100
      return ok({
        items: [{ id: pack.id, name: pack.name, quantity: 1 }],
        unit: (_, p) => ({
          base: pack.impressionsPerDay * p.days * clip * tariff.pricePerSecond * uplift,
          ots: pack.impressionsPerDay * p.days * tariff.otsPerImpression,
        }),
        details: { totalLabel: `${TOTAL_LABEL}*`, totalNote: BUS_TOTAL_NOTE, monitors: pack.monitors },
        notes: [
          `База: ${ruNumber(pack.impressionsPerDay)} показов в день × дни × ${ruNumber(clip)} с × ${ruNumber(tariff.pricePerSecond)} ₽ + ${ruNumber(tariff.surchargePercent)} %`,
          BUS_TOTAL_NOTE,
        ],
      })
    },
  })
