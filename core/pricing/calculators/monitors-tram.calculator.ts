import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../place-calculator'
import type { Quote } from '../quote'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { DEFAULT_CLIP_DURATION } from '../rules/formats'
import { assembleQuote, type PricingContext } from '../rules/price-pipeline'
import { splitByMonth } from '../rules/periods'
import { targetingSurcharges } from '../rules/targeting'
import { monthDrafts } from './drafts'
import { checkPeriod, Day, Targeting } from './input-fields'
import { numberSchema } from '../../shared/number-rule'
import { CLIP_RULE, TRAM_MONITORS_RULE } from '../rules/field-rules'

export const MonitorsTramInput = Schema.Struct({
  startDate: Day,
  endDate: Day,
  monitors: numberSchema(TRAM_MONITORS_RULE),
  clipDuration: Schema.optionalKey(numberSchema(CLIP_RULE).annotate({ default: DEFAULT_CLIP_DURATION })),
  targeting: Schema.optionalKey(Targeting),
})
export type MonitorsTramInput = typeof MonitorsTramInput.Type

/** Tram monitors: base of one monitor = its impressions a day × days × clip seconds × price per second. */
export class MonitorsTramCalculator implements PlaceCalculator<MonitorsTramInput> {
  readonly place = 'monitorsTram'
  constructor(/** The place's name (core/places). */ readonly title: string) {}
  readonly schema = MonitorsTramInput
  readonly decode = decoderOf(this.schema)

  price(
    input: MonitorsTramInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const check = checkPeriod(input.startDate, input.endDate)
    if (!check.ok) return check
    const t = reference.tariffs.monitorsTram
    const clip = input.clipDuration ?? DEFAULT_CLIP_DURATION
    const periods = splitByMonth(input.startDate, input.endDate)
    const drafts = monthDrafts(
      periods,
      [{ id: 'tram-monitors', name: 'Мониторы в трамваях', quantity: input.monitors }],
      (_, p) => ({
        base: t.impressionsPerDayPerMonitor * p.days * clip * t.pricePerSecond,
        ots: t.impressionsPerDayPerMonitor * p.days * t.otsPerImpression,
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
        capacityQuantity: input.monitors,
        notes: [
          `База монитора: ${t.impressionsPerDayPerMonitor} показов в день × дни × ${clip} с × ${t.pricePerSecond} ₽`,
        ],
      }),
    )
  }
}
