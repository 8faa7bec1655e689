import { Schema } from 'effect'
import { decoderOf } from '../../shared/decoder'
import { err, ok, type Result } from '../../shared/result'
import type { PlaceCalculator, PricingError } from '../../pricing/place-calculator'
import type { Quote } from '../../pricing/quote'
import type { PricingReferenceData } from '../../pricing/reference/pricing-reference.schema'
import { assembleQuote, type DraftLine, type PricingContext } from '../../pricing/rules/price-pipeline'
import { firstBookableMonth, splitByMonth, stickerHalfMonths } from '../../pricing/rules/periods'
import { checkPeriod, Day, unknownId, WholeAtLeast } from '../../pricing/calculators/input-fields'
import { numberSchema } from '../../shared/number-rule'
import { STICKER_COUNT_RULE } from '../../pricing/rules/field-rules'
import { ruNumber } from '../../format/number.format'
import { countOf } from '../../format/plural'

/** More lines than the metro has is a wrong input, not a choice. */
export const MAX_STICKER_LINES = 50
/** What the screen and the quote say about a line choice (issue #50 item 4). */
export const STICKER_LINES_NOTE =
  'Линия не меняет цену и охват: тариф и аудитория стикера одни для всех линий; линии войдут в медиаплан.'

const HALF_MONTHS = { one: 'полумесяц', few: 'полумесяца', many: 'полумесяцев' }

export const MetroStickersInput = Schema.Struct({
  startDate: Day,
  endDate: Day,
  formatId: Schema.String,
  /** R-PRICE-07: one sticker by default. */
  stickerCount: Schema.optionalKey(numberSchema(STICKER_COUNT_RULE).annotate({ default: 1 })),
  /** The audience of one sticker over the range, as mskMetroStickersSpaces answers it. */
  otsInRange: Schema.optionalKey(WholeAtLeast(0)),
  /**
   * Issue #50 item 4: the metro lines whose cars carry the stickers; none = every line. The tariff and the audience
   * of a sticker are one for all lines (pricing §9, mskMetroStickersSpaces answers by format and range only), so
   * the lines do not change the price: they are recorded with the campaign and named in its media plan (R-PLAN-09).
   * The server refuses a line the metro does not have when the campaign is saved.
   */
  lineIds: Schema.optionalKey(
    Schema.Array(
      Schema.String.pipe(
        Schema.check(
          Schema.makeFilter((s: string) => s.trim().length > 0 && s.length <= 64, {
            message: 'wrong format',
          }),
        ),
      ),
    ).pipe(
      Schema.check(Schema.makeFilter((a) => a.length <= MAX_STICKER_LINES, { message: 'wrong format' })),
    ),
  ),
})
export type MetroStickersInput = typeof MetroStickersInput.Type

/**
 * Metro stickers: sold by half-months starting on the 1st or 16th (R-PER-03). Base of one sticker in a month =
 * the half-month price × the half-months of the campaign in that month. OTS = otsInRange × stickers (R-PRICE-06).
 */
export class MetroStickersCalculator implements PlaceCalculator<MetroStickersInput> {
  readonly place = 'metroStickers'
  constructor(/** The place's name (core/places). */ readonly title: string) {}
  readonly schema = MetroStickersInput
  readonly decode = decoderOf(this.schema)

  price(
    input: MetroStickersInput,
    reference: PricingReferenceData,
    context: PricingContext,
  ): Result<Quote, PricingError> {
    const check = checkPeriod(input.startDate, input.endDate)
    if (!check.ok) return check
    const format = reference.tariffs.metroStickers.formats.find((f) => f.id === input.formatId)
    if (!format) return err(unknownId('formatId', input.formatId))
    const halves = stickerHalfMonths(input.startDate, input.endDate)
    const first = halves[0]
    const last = halves[halves.length - 1]
    if (!first || !last) throw new RangeError('a sticker campaign has at least one half-month')
    // R-PER-04 / R-PER-05: nothing before the first month the booking window offers.
    const window = firstBookableMonth(context.today, 'stickers')
    if (first.startDate < window) {
      return err({ code: 'wrong format', message: `Бронирование открыто с ${window}`, field: 'startDate' })
    }
    const stickers = input.stickerCount ?? 1
    const lineIds = [...new Set(input.lineIds ?? [])]
    const periods = splitByMonth(first.startDate, last.endDate)
    // R-PRICE-06 / decision 11: with otsInRange (the audience of one sticker over the range) the campaign's OTS
    // is exactly otsInRange × stickers, shared out over the months by their half-months in whole contacts and not
    // scaled by the months' audience ratios; without it, the format's half-month figure is (a computed audience).
    const rangeOts = input.otsInRange === undefined ? undefined : input.otsInRange * stickers
    let halvesBefore = 0
    const drafts: DraftLine[] = periods.map((p, periodIndex) => {
      const inMonth = halves.filter((h) => h.startDate >= p.startDate && h.endDate <= p.endDate).length
      const share = (upTo: number) => Math.floor(((rangeOts ?? 0) * upTo) / halves.length)
      const monthOts = share(halvesBefore + inMonth) - share(halvesBefore)
      halvesBefore += inMonth
      return {
        itemId: format.id,
        itemName: format.name,
        quantity: stickers,
        period: p,
        periodIndex,
        unitBase: format.pricePerHalfMonth * inMonth,
        surcharges: [],
        ...(rangeOts === undefined
          ? { unitOts: format.otsPerHalfMonth * inMonth }
          : { unitOts: monthOts / stickers, otsGivenForRange: true }),
      }
    })
    return ok(
      assembleQuote(reference, context, {
        place: this.place,
        startDate: first.startDate,
        endDate: last.endDate,
        periods,
        drafts,
        capacityQuantity: stickers,
        details: { halfMonths: halves.length, stickerCount: stickers, lineIds },
        notes: [
          `База: ${ruNumber(format.pricePerHalfMonth)} ₽ за полмесяца × ${countOf(halves.length, HALF_MONTHS)} × ${ruNumber(stickers)} шт.`,
          ...(lineIds.length > 0 ? [STICKER_LINES_NOTE] : []),
        ],
      }),
    )
  }
}
