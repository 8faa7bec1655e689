import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../../pricing/place-calculator'
import type { Quote } from '../../pricing/quote'
import type { PricingReferenceData } from '../../pricing/reference/pricing-reference.schema'
import { assembleQuote, type DraftLine, type PricingContext } from '../../pricing/rules/price-pipeline'
import { DEFAULT_CLIP_DURATION } from '../../pricing/rules/formats'
import { splitByMonth } from '../../pricing/rules/periods'
import { bestPrice } from '../metro-monitors/metro-monitors.calculator'
import { checkPeriod, Day, NonEmptyIds, unknownId } from '../../pricing/calculators/input-fields'
import { numberSchema } from '../../shared/number-rule'
import { MAXIMA_TIMING_RULE } from '../../pricing/rules/field-rules'

/** R-MAXIMA-01: hits a day 175..4200 step 175, default 700. */
export const MAXIMA_HITS = {
  min: 175,
  max: 4200,
  step: 175,
  whole: true,
  default: 700,
  ruleIds: ['R-MAXIMA-01'],
} as const
/** R-MAXIMA-02: the calculator opens on a period of this many days. */
export const MAXIMA_DEFAULT_DAYS = 5

/**
 * R-MAXIMA-03: videoTiming, numberOfHitsSchedule (date, numberOfHits), advertisingSpaceGroupIds. A day without
 * hits is priced at the default 700 (R-MAXIMA-01); without a video timing the calculators' default clip of 5 s
 * applies (R-FMT-02: the spec gives maxima's bounds, not a default of its own).
 */
export const CityFormatGroupInput = Schema.Struct({
  videoTiming: Schema.optionalKey(
    numberSchema(MAXIMA_TIMING_RULE).annotate({ default: DEFAULT_CLIP_DURATION }),
  ),
  numberOfHitsSchedule: Schema.Array(
    Schema.Struct({
      date: Day,
      numberOfHits: Schema.optionalKey(numberSchema(MAXIMA_HITS).annotate({ default: MAXIMA_HITS.default })),
    }),
  ).pipe(
    Schema.check(
      Schema.makeFilter((a: readonly unknown[]) => a.length > 0, { message: 'expected at least one day' }),
    ),
  ),
  advertisingSpaceGroupIds: NonEmptyIds,
})
export type CityFormatGroupInput = typeof CityFormatGroupInput.Type

/**
 * Maxima, the city-format group: base of a group in a month = its hits that month × video timing × the group's
 * price per second of a hit; price2 replaces price when the campaign's hits on the group exceed 1 000 000
 * (R-PRICE-03).
 */
export class CityFormatGroupCalculator implements PlaceCalculator<CityFormatGroupInput> {
  readonly place = 'cityFormatGroup'
  constructor(/** The place's name (core/places). */ readonly title: string) {}
  readonly schema = CityFormatGroupInput
  readonly decode = decoderOf(this.schema)

  price(
    input: CityFormatGroupInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const dates = input.numberOfHitsSchedule.map((d) => d.date).sort()
    if (new Set(dates).size !== dates.length) {
      return err({
        code: 'wrong format',
        message: 'Дата повторяется в расписании',
        field: 'numberOfHitsSchedule',
      })
    }
    const startDate = dates[0] ?? ''
    const endDate = dates[dates.length - 1] ?? ''
    const check = checkPeriod(startDate, endDate)
    if (!check.ok) return check
    const groups = []
    for (const id of new Set(input.advertisingSpaceGroupIds)) {
      const g = reference.tariffs.cityFormatGroup.groups.find((x) => x.id === id)
      if (!g) return err(unknownId('advertisingSpaceGroupIds', id))
      groups.push(g)
    }
    const videoTiming = input.videoTiming ?? DEFAULT_CLIP_DURATION
    const periods = splitByMonth(startDate, endDate)
    const hitsPerPeriod = periods.map((p) =>
      input.numberOfHitsSchedule
        .filter((d) => d.date >= p.startDate && d.date <= p.endDate)
        .reduce((s, d) => s + (d.numberOfHits ?? MAXIMA_HITS.default), 0),
    )
    const totalHits = hitsPerPeriod.reduce((s, n) => s + n, 0)
    const otsPerHit = reference.tariffs.cityFormatGroup.otsPerHit
    const drafts: DraftLine[] = []
    for (const g of groups) {
      const price = bestPrice(g, totalHits)
      periods.forEach((p, periodIndex) => {
        const hits = hitsPerPeriod[periodIndex] ?? 0
        drafts.push({
          itemId: g.id,
          itemName: g.name,
          quantity: 1,
          period: p,
          periodIndex,
          unitBase: hits * videoTiming * price,
          surcharges: [],
          unitOts: hits * otsPerHit,
        })
      })
    }
    return ok(
      assembleQuote(reference, context, {
        place: this.place,
        startDate,
        endDate,
        periods,
        drafts,
        details: { totalHits, videoTiming },
        notes: [`База группы: выходы × ${videoTiming} с × цена секунды выхода`],
      }),
    )
  }
}
