import { grpOf } from '../pricing/rules/coefficients'
import { daysOf, inclusiveDays, isIsoDate, isoDate, type IsoDate } from '../shared/calendar'
import type { FieldErrors } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { isUuid } from '../shared/uuid'

export interface StatisticsQuery {
  readonly campaignId: string
  readonly dateFrom: IsoDate
  readonly dateTo: IsoDate
}

/** A query spans at most this many days. */
export const STATISTICS_MAX_DAYS = 366

/** Decodes campaignId, dateFrom and dateTo (YYYY-MM-DD, from ≤ to, at most 366 days); `campaignId` optional when `needsCampaign` is false. */
export const decodeStatisticsQuery = (
  query: unknown,
  needsCampaign = true,
): Result<StatisticsQuery, { readonly message: string; readonly errors: FieldErrors }> => {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {}
  const errors: Record<string, string> = {}
  for (const key of Object.keys(q))
    if (!['campaignId', 'dateFrom', 'dateTo'].includes(key)) errors[key] = 'unknown field'
  const id = q['campaignId']
  if (needsCampaign && !isUuid(id)) errors['campaignId'] = id === undefined ? 'required' : 'wrong format'
  const date = (field: 'dateFrom' | 'dateTo') => {
    const v = q[field]
    if (typeof v !== 'string') {
      errors[field] = 'required'
      return undefined
    }
    if (isIsoDate(v)) return v
    errors[field] = 'wrong format'
    return undefined
  }
  const from = date('dateFrom')
  const to = date('dateTo')
  if (from && to && (to < from || inclusiveDays(from, to) > STATISTICS_MAX_DAYS))
    errors['dateTo'] = 'wrong range'
  if (Object.keys(errors).length > 0 || !from || !to)
    return err({ message: 'Некорректный период статистики', errors })
  return ok({ campaignId: typeof id === 'string' ? id.toLowerCase() : '', dateFrom: from, dateTo: to })
}

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
