import { STATISTICS_MAX_DAYS, type DayStatistics } from '../../statistics/campaign-statistics'
import { addCalendarDays } from '../../format/date.format'
import { formatNumber } from '../../format/number.format'

export interface StatisticsPeriod {
  readonly dateFrom: string
  readonly dateTo: string
}

const dayOf = (iso: string): string => iso.slice(0, 10)

/**
 * The period the statistics screen opens on (R-SCREEN-06; the spec names the screen, not its period): the
 * campaign's own days up to today in Moscow, at most the 366 days the server answers, ending at the last of
 * them. A campaign that has not started yet shows its first day.
 */
export const defaultStatisticsPeriod = (
  campaign: { readonly startDate: string; readonly endDate: string },
  today: string,
): StatisticsPeriod => {
  const start = dayOf(campaign.startDate)
  const end = dayOf(campaign.endDate)
  const last = end < today ? end : today < start ? start : today
  const earliest = addCalendarDays(last, -(STATISTICS_MAX_DAYS - 1))
  const first = earliest.ok && earliest.value > start ? earliest.value : start
  return { dateFrom: first, dateTo: last }
}

/** Moscow is UTC+3 all year: a day's midnight in Moscow, in seconds since the epoch (uPlot's time axis). */
const moscowMidnight = (day: string): number => Date.parse(`${day}T00:00:00+03:00`) / 1000

/** The chart's data, as uPlot takes it: the days on the x axis, plays and OTS as two series. */
export const statisticsSeries = (
  days: readonly DayStatistics[],
): [readonly number[], readonly number[], readonly number[]] => [
  days.map((d) => moscowMidnight(d.date)),
  days.map((d) => d.plays),
  days.map((d) => d.ots),
]

const grouped = (n: number, digits?: number): string => {
  const r = formatNumber(n, digits === undefined ? {} : { fractionDigits: digits })
  return r.ok ? r.value : String(n)
}

/** The totals' tiles: plays, OTS and GRP (two decimals, R-PRICE-05), in ru-RU. */
export const statisticsSummary = (
  total: Omit<DayStatistics, 'date'>,
): readonly { readonly label: string; readonly value: string }[] => [
  { label: 'Показы', value: grouped(total.plays) },
  { label: 'OTS', value: grouped(total.ots) },
  { label: 'GRP', value: grouped(total.grp, 2) },
]

const STATS = '/api/v1/commercial-campaign-statistics'

const query = (campaignId: string, p: StatisticsPeriod): string =>
  `campaignId=${encodeURIComponent(campaignId)}&dateFrom=${p.dateFrom}&dateTo=${p.dateTo}`

/** GET of the statistics of a period (cabinet §7). */
export const statisticsPath = (campaignId: string, p: StatisticsPeriod): string =>
  `${STATS}?${query(campaignId, p)}`

/** The same period as a workbook (exportStatistics). */
export const statisticsExportPath = (campaignId: string, p: StatisticsPeriod): string =>
  `${STATS}/exportStatistics?${query(campaignId, p)}`
