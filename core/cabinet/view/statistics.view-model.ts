import { STATISTICS_MAX_DAYS, type DayStatistics } from '../../statistics/campaign-statistics'
import type { OrderedFigures } from '../../statistics/ordered-figures'
import { inclusiveDays, isoDate } from '../../shared/calendar'
import { displayDate } from '../../format/display-date'
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

/** A tile of the totals: its figure and, where the order says what was bought, the figure set against it. */
export interface SummaryTile {
  readonly label: string
  readonly value: string
  readonly note?: string
}

/**
 * A share as a person reads it: '0,2', '37', never '100' before the whole is reached (a delivery 26 contacts short
 * of 3 885 418 is '99,9', not '100'); one decimal below 10 % and above 99 %.
 */
export const percentText = (part: number, whole: number): string => {
  if (whole <= 0) return '—'
  const p = (part / whole) * 100
  const precise = p < 10 || (p > 99 && p < 100)
  const shown = part < whole ? Math.floor(p * (precise ? 10 : 1)) / (precise ? 10 : 1) : Math.round(p)
  return grouped(shown, precise && shown !== Math.round(shown) ? 1 : undefined)
}

/** Days of the campaign gone by today in Moscow (none before its start, all after its end). */
const daysGone = (ordered: OrderedFigures, today: string): number => {
  if (today < ordered.startDate) return 0
  const last = today < ordered.endDate ? today : ordered.endDate
  return inclusiveDays(isoDate(ordered.startDate), isoDate(last))
}

/**
 * The totals' tiles (R-SCREEN-06): plays, OTS and GRP (two decimals, R-PRICE-05) in ru-RU; with the order, each
 * set against what was bought (issue #47 item 4: 'Показано 696 из 300 000 (0,2 %)') and a fourth tile, how far
 * the campaign has gone by today. A place that sells no shows (a light box) is ordered in
 * contacts: its plays stand alone.
 */
export const statisticsSummary = (
  total: Omit<DayStatistics, 'date'>,
  order?: { readonly ordered: OrderedFigures; readonly today: string },
): readonly SummaryTile[] => {
  const plays = grouped(total.plays)
  const ots = grouped(total.ots)
  const grp = grouped(total.grp, 2)
  if (!order)
    return [
      { label: 'Показы', value: plays },
      { label: 'OTS', value: ots },
      { label: 'GRP', value: grp },
    ]
  const { ordered, today } = order
  const of = (done: number, bought: number) => `${percentText(done, bought)}\u00a0%`
  const gone = daysGone(ordered, today)
  return [
    {
      label: 'Показы',
      value: plays,
      note:
        ordered.plays === null
          ? 'Заказ этого места — в контактах (OTS)'
          : `Показано ${plays} из ${grouped(ordered.plays)} (${of(total.plays, ordered.plays)})`,
    },
    {
      label: 'OTS',
      value: ots,
      ...(ordered.ots === null
        ? {}
        : { note: `Из ${grouped(ordered.ots)} по заказу (${of(total.ots, ordered.ots)})` }),
    },
    {
      label: 'GRP',
      value: grp,
      ...(ordered.grp === null ? {} : { note: `Из ${grouped(ordered.grp, 2)} по заказу` }),
    },
    {
      label: 'Ход кампании',
      value: of(gone, ordered.days),
      note: `Прошло дней: ${grouped(gone)} из ${grouped(ordered.days)}`,
    },
  ]
}

const STATS = '/api/v1/commercial-campaign-statistics'

const query = (campaignId: string, p: StatisticsPeriod): string =>
  `campaignId=${encodeURIComponent(campaignId)}&dateFrom=${p.dateFrom}&dateTo=${p.dateTo}`

/** GET of the statistics of a period (cabinet §7). */
export const statisticsPath = (campaignId: string, p: StatisticsPeriod): string =>
  `${STATS}?${query(campaignId, p)}`

/** The same period as a workbook (exportStatistics). */
export const statisticsExportPath = (campaignId: string, p: StatisticsPeriod): string =>
  `${STATS}/exportStatistics?${query(campaignId, p)}`

const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]

/**
 * The range of a count's axis (issue #47 item 4): from 0, as counts are read (a 2 % change must not look like a
 * cliff), to the first round number at or above the largest value; an empty series still gets an axis of 0..1.
 */
export const countRange = (values: readonly number[]): readonly [number, number] => {
  const max = Math.max(0, ...values.filter((v) => Number.isFinite(v)))
  if (max <= 0) return [0, 1]
  const scale = 10 ** Math.floor(Math.log10(max))
  const step = NICE_STEPS.find((s) => s * scale >= max) ?? 10
  return [0, step * scale]
}

/** The chart's axes titled in their units (R-SCREEN-06). */
export const CHART_AXES = { x: 'Дата', plays: 'Показы, шт.', ots: 'OTS, контактов' } as const

/**
 * What the chart shows, for a screen reader and for whoever checks it: the days, and each axis with its unit and
 * range as drawn ('Показы, шт.: от 0 до 25').
 */
export const chartDescription = (
  period: StatisticsPeriod,
  ranges: { readonly plays: readonly [number, number]; readonly ots: readonly [number, number] },
): string =>
  `Показы и OTS по дням с ${displayDate(period.dateFrom) ?? period.dateFrom} по ${displayDate(period.dateTo) ?? period.dateTo}; ` +
  `${CHART_AXES.plays}: от ${grouped(ranges.plays[0])} до ${grouped(ranges.plays[1])}; ` +
  `${CHART_AXES.ots}: от ${grouped(ranges.ots[0])} до ${grouped(ranges.ots[1])}`
