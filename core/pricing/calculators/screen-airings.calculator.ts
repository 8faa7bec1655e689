import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import type { PricingReferenceData, ScreenTariff } from '../reference/pricing-reference.schema'
import { DEFAULT_CLIP_DURATION, DEFAULT_HOURS, impressionsPerDay } from '../rules/formats'
import { assembleQuote, type PricingContext } from '../rules/price-pipeline'
import { splitByMonth } from '../rules/periods'
import { targetingSurcharges } from '../rules/targeting'
import { monthDrafts } from './drafts'
import { checkPeriod, Day, NonEmptyIds, Targeting, unknownId } from './input-fields'
import { numberSchema } from '../../shared/number-rule'
import { AIRINGS_PER_HOUR_RULE, CLIP_RULE, HOURS_RULE } from '../rules/field-rules'
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
 * the screen's price per second; then the shared pipeline (decision 10).
 */
export class ScreenAiringsCalculator implements PlaceCalculator<ScreenAiringsInput> {
  /** The input with this place's own default frequency named (what the CLI's help shows). */
  readonly schema: typeof ScreenAiringsInput
  readonly decode: ReturnType<typeof decoderOf<typeof ScreenAiringsInput>>

  constructor(
    readonly place: ScreenPlace,
    readonly title: string,
    private readonly defaultFrequency: number,
  ) {
    this.schema = ScreenAiringsInput.mapFields((f) => ({
      ...f,
      frequency: Schema.optionalKey(
        numberSchema(AIRINGS_PER_HOUR_RULE).annotate({ default: defaultFrequency }),
      ),
    }))
    this.decode = decoderOf(this.schema)
  }

  price(
    input: ScreenAiringsInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const period = checkPeriod(input.startDate, input.endDate)
    if (!period.ok) return period
    const tariff: ScreenTariff = reference.tariffs[this.place]
    const items = []
    for (const id of new Set(input.itemIds)) {
      const item = tariff.items.find((i) => i.id === id)
      if (!item) return err(unknownId('itemIds', id))
      items.push({
        id,
        name: item.name,
        quantity: 1,
        pricePerSecond: item.pricePerSecond ?? tariff.pricePerSecond,
      })
    }
    const clip = input.clipDuration ?? DEFAULT_CLIP_DURATION
    const frequency = input.frequency ?? this.defaultFrequency
    const perDay = impressionsPerDay(frequency, input.hours ?? DEFAULT_HOURS)
    const periods = splitByMonth(input.startDate, input.endDate)
    const price = new Map(items.map((i) => [i.id, i.pricePerSecond]))
    const drafts = monthDrafts(
      periods,
      items,
      (item, p) => ({
        base: perDay * p.days * clip * (price.get(item.id) ?? tariff.pricePerSecond),
        ots: perDay * p.days * tariff.otsPerImpression,
      }),
      targetingSurcharges(reference.targetingSurcharges, input.targeting ?? {}),
    )
    return ok(
      assembleQuote(reference, context, {
        place: this.place,
        startDate: input.startDate,
        endDate: input.endDate,
        periods,
        drafts,
        capacityQuantity: items.length,
        details: { impressionsPerDay: perDay, frequency, clipDuration: clip },
        notes: [`База: ${ruNumber(perDay)} показов в день × дни × ${ruNumber(clip)} с × цена секунды показа`],
      }),
    )
  }
}
