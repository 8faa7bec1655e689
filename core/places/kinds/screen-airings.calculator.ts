import { Schema } from 'effect'
import { ok } from '../../shared/result'
import type { PlaceCalculator } from '../../pricing/place-calculator'
import type { ScreenTariff } from '../../pricing/reference/pricing-reference.schema'
import { DEFAULT_CLIP_DURATION, DEFAULT_HOURS, impressionsPerDay } from '../../pricing/rules/formats'
import { Day, NonEmptyIds, Targeting } from '../../pricing/calculators/input-fields'
import { chosenUnits, monthlyCalculator } from '../../pricing/calculators/monthly-calculator'
import { numberSchema } from '../../shared/number-rule'
import { AIRINGS_PER_HOUR_RULE, CLIP_RULE, HOURS_RULE } from '../../pricing/rules/field-rules'
import { ruNumber } from '../../format/number.format'

export const ScreenAiringsInput = Schema.Struct({
  startDate: Day,
  endDate: Day,
  itemIds: NonEmptyIds,
  /** R-FMT-02: 5..45 step 5, default 5. */
  clipDuration: Schema.optionalKey(numberSchema(CLIP_RULE).annotate({ default: DEFAULT_CLIP_DURATION })),
  /** Airings an hour (R-CITY-11 default 8, or 30 for standalone monitors). */
  frequency: Schema.optionalKey(numberSchema(AIRINGS_PER_HOUR_RULE)),
  hours: Schema.optionalKey(numberSchema(HOURS_RULE).annotate({ default: DEFAULT_HOURS })),
  targeting: Schema.optionalKey(Targeting),
})
export type ScreenAiringsInput = typeof ScreenAiringsInput.Type

type ScreenPlace = 'cityFormat' | 'cityFormatStandalone' | 'monitorsStandalone' | 'mediaFacade'

/**
 * Places sold as airings on screens: city format, standalone city format, standalone monitors, media facade.
 * Base of one screen in a month = impressions a day (hours × frequency, R-CITY-11/12) × days × clip seconds ×
 * the screen's price per second; then the shared pipeline (decision 10). The schema names the place's own default
 * frequency (what the CLI's help shows).
 */
export const screenAiringsCalculator = (
  place: ScreenPlace,
  title: string,
  defaultFrequency: number,
): PlaceCalculator<ScreenAiringsInput> =>
  monthlyCalculator({
    place,
    title,
    schema: ScreenAiringsInput.mapFields((f) => ({
      ...f,
      frequency: Schema.optionalKey(
        numberSchema(AIRINGS_PER_HOUR_RULE).annotate({ default: defaultFrequency }),
      ),
    })),
    lines: (input, reference) => {
      const tariff: ScreenTariff = reference.tariffs[place]
      const chosen = chosenUnits(tariff.items, input.itemIds, (item) => ({
        pricePerSecond: item.pricePerSecond ?? tariff.pricePerSecond,
      }))
      if (!chosen.ok) return chosen
      const items = chosen.value
      const clip = input.clipDuration ?? DEFAULT_CLIP_DURATION
      const frequency = input.frequency ?? defaultFrequency
      const perDay = impressionsPerDay(frequency, input.hours ?? DEFAULT_HOURS)
      return ok({
        items,
        unit: (item: (typeof items)[number], p) => ({
          base: perDay * p.days * clip * item.pricePerSecond,
          ots: perDay * p.days * tariff.otsPerImpression,
        }),
        capacityQuantity: items.length,
        details: { impressionsPerDay: perDay, frequency, clipDuration: clip },
        notes: [`База: ${ruNumber(perDay)} показов в день × дни × ${ruNumber(clip)} с × цена секунды показа`],
      })
    },
  })
