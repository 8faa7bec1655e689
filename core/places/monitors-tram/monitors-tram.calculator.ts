import { Schema } from 'effect'
import { ok } from '../../shared/result'
import type { PlaceCalculator } from '../../pricing/place-calculator'
import { DEFAULT_CLIP_DURATION } from '../../pricing/rules/formats'
import { Day, Targeting } from '../../pricing/calculators/input-fields'
import { monthlyCalculator } from '../../pricing/calculators/monthly-calculator'
import { numberSchema } from '../../shared/number-rule'
import { CLIP_RULE, TRAM_MONITORS_RULE } from '../../pricing/rules/field-rules'
import { ruNumber } from '../../format/number.format'

export const MonitorsTramInput = Schema.Struct({
  startDate: Day,
  endDate: Day,
  monitors: numberSchema(TRAM_MONITORS_RULE),
  clipDuration: Schema.optionalKey(numberSchema(CLIP_RULE).annotate({ default: DEFAULT_CLIP_DURATION })),
  targeting: Schema.optionalKey(Targeting),
})
export type MonitorsTramInput = typeof MonitorsTramInput.Type

/** Tram monitors: base of one monitor = its impressions a day × days × clip seconds × price per second. */
export const monitorsTramCalculator = (title: string): PlaceCalculator<MonitorsTramInput> =>
  monthlyCalculator({
    place: 'monitorsTram',
    title,
    schema: MonitorsTramInput,
    lines: (input, reference) => {
      const t = reference.tariffs.monitorsTram
      const clip = input.clipDuration ?? DEFAULT_CLIP_DURATION
      return ok({
        items: [{ id: 'tram-monitors', name: 'Мониторы в трамваях', quantity: input.monitors }],
        unit: (_, p) => ({
          base: t.impressionsPerDayPerMonitor * p.days * clip * t.pricePerSecond,
          ots: t.impressionsPerDayPerMonitor * p.days * t.otsPerImpression,
        }),
        capacityQuantity: input.monitors,
        notes: [
          // The figures as Russian reads them (the bus monitors' note does the same): 0,015 ₽, not 0.015.
          `База монитора: ${ruNumber(t.impressionsPerDayPerMonitor)} показов в день × дни × ${ruNumber(clip)} с × ${ruNumber(t.pricePerSecond)} ₽`,
        ],
      })
    },
  })
