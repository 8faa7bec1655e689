import { Schema } from 'effect'
import { grpOf } from '../pricing/rules/coefficients'
import { daysOf, inclusiveDays, isIsoDate, isoDate, type IsoDate } from '../shared/calendar'
import { err, ok, type Result } from '../shared/result'
import { Uuid } from '../shared/uuid'
import { decoderOf, type DecodeFailure } from '../shared/decoder'

export interface StatisticsQuery {
  readonly campaignId: string
  readonly dateFrom: IsoDate
  readonly dateTo: IsoDate
}

/** A query spans at most this many days. */
export const STATISTICS_MAX_DAYS = 366

const WRONG = { message: 'wrong format' }
const Day = Schema.String.pipe(Schema.refine(isIsoDate, WRONG))
const Period = { dateFrom: Day, dateTo: Day }
const decodeOneCampaign = decoderOf(Schema.Struct({ campaignId: Uuid, ...Period }))
const decodeAnyCampaign = decoderOf(Schema.Struct({ campaignId: Schema.optionalKey(Uuid), ...Period }))

/** A period of at most STATISTICS_MAX_DAYS days, from ≤ to; 'wrong range' on dateTo otherwise. */
const inRange = (from: IsoDate, to: IsoDate): boolean =>
  to >= from && inclusiveDays(from, to) <= STATISTICS_MAX_DAYS

/**
 * The period of a campaign's plays: campaignId (a UUID), dateFrom and dateTo (YYYY-MM-DD, from ≤ to, at most 366
 * days), decoded by a Schema (issue #17 part 6); `campaignId` optional when `needsCampaign` is false.
 */
export const decodeStatisticsQuery = (
  query: unknown,
  needsCampaign = true,
): Result<StatisticsQuery, DecodeFailure> => {
  const decoded = (needsCampaign ? decodeOneCampaign : decodeAnyCampaign)(query)
  if (!decoded.ok) return err({ message: STATISTICS_QUERY_REFUSED, errors: decoded.error.errors })
  const { campaignId, dateFrom, dateTo } = decoded.value
  if (!inRange(dateFrom, dateTo))
    return err({ message: STATISTICS_QUERY_REFUSED, errors: { dateTo: 'wrong range' } })
  return ok({ campaignId: campaignId?.toLowerCase() ?? '', dateFrom, dateTo })
}
const STATISTICS_QUERY_REFUSED = 'Некорректный период статистики'

/** A campaigns report names at most this many campaigns. */
export const REPORT_CAMPAIGNS_MAX = 1000
const decodeReportBody = decoderOf(
  Schema.Struct({
    campaignIds: Schema.optionalKey(
      Schema.Array(Uuid).pipe(
        Schema.check(
          Schema.makeFilter((ids: readonly string[]) => ids.length <= REPORT_CAMPAIGNS_MAX, WRONG),
        ),
      ),
    ),
    ...Period,
  }),
)

export interface CampaignsReportRequest {
  /** The campaigns to report, lower case; empty for every campaign of the advertiser. */
  readonly campaignIds: readonly string[]
  readonly dateFrom: IsoDate
  readonly dateTo: IsoDate
}

/** The campaigns report's body: the period as the statistics query has it and, optionally, which campaigns. */
export const decodeCampaignsReport = (body: unknown): Result<CampaignsReportRequest, DecodeFailure> => {
  const decoded = decodeReportBody(body)
  if (!decoded.ok) return err({ message: REPORT_REFUSED, errors: decoded.error.errors })
  const { campaignIds = [], dateFrom, dateTo } = decoded.value
  if (!inRange(dateFrom, dateTo)) return err({ message: REPORT_REFUSED, errors: { dateTo: 'wrong range' } })
  return ok({ campaignIds: campaignIds.map((id) => id.toLowerCase()), dateFrom, dateTo })
}
const REPORT_REFUSED = 'Некорректные параметры отчёта'

/** The demo simulator's body: the Moscow day to play, today when it names none. */
export const decodeSimulationRequest = decoderOf(Schema.Struct({ date: Schema.optionalKey(Day) }))

export interface DayStatistics {
  readonly date: string
  readonly plays: number
  readonly ots: number
  readonly grp: number
}

/**
 * Plays, OTS and GRP per day of the period, days without plays included as zeros; GRP = OTS / audience
 * base × 100 (R-PRICE-05, the pricing core's grpOf; the base is 10 287 500 in the reference).
 */
export const dailyStatistics = (
  counted: readonly { readonly day: string; readonly plays: number; readonly ots: number }[],
  dateFrom: string,
  dateTo: string,
  audienceBase: number,
): { readonly days: readonly DayStatistics[]; readonly total: Omit<DayStatistics, 'date'> } => {
  const byDay = new Map(counted.map((c) => [c.day, c]))
  const days = daysOf(isoDate(dateFrom), isoDate(dateTo)).map((date): DayStatistics => {
    const c = byDay.get(date)
    const ots = c?.ots ?? 0
    return { date, plays: c?.plays ?? 0, ots, grp: grpOf(ots, audienceBase) }
  })
  const plays = days.reduce((s, d) => s + d.plays, 0)
  const ots = days.reduce((s, d) => s + d.ots, 0)
  return { days, total: { plays, ots, grp: grpOf(ots, audienceBase) } }
}
