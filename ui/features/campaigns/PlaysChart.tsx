import { css } from '@linaria/core'
import { useEffect, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { DayStatistics } from '../../../core/statistics/campaign-statistics'
import {
  CHART_AXES,
  chartDescription,
  countRange,
  statisticsSeries,
  type StatisticsPeriod,
} from '../../../core/cabinet/view/statistics.view-model'
import { color, font, fontFamily } from '../../design/tokens'

const box = css`
  width: 100%;
  min-height: 300px;
  font-size: ${font.caption};
  .u-legend {
    font-size: ${font.caption};
  }
`

/** Month and weekday names for the axis and legend: uPlot writes English unless told. */
const RU_NAMES = {
  MMMM: [
    'январь',
    'февраль',
    'март',
    'апрель',
    'май',
    'июнь',
    'июль',
    'август',
    'сентябрь',
    'октябрь',
    'ноябрь',
    'декабрь',
  ],
  MMM: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  WWWW: ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'],
  WWW: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
}

const grouped = new Intl.NumberFormat('ru-RU')
const dayLabel = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'Europe/Moscow',
})
const DAY = 86_400
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 61 * DAY, 91 * DAY, 182 * DAY, 365 * DAY]
const TICK_FONT = `12px ${fontFamily}`
const TITLE_FONT = `600 12px ${fontFamily}`
/** Room for an axis title (its line and a gap). */
const TITLE_SIZE = 20

/**
 * A y axis wide enough for its widest tick label as ru-RU writes it (issue #47 item 4: '136 000' was cut to
 * '136 0' by the default 50 px): the ticks, the gap and the label measured in the axis's own font.
 */
const fitTicks = (u: uPlot, values: string[] | null, axisIdx: number): number => {
  const axis = u.axes[axisIdx]
  // Measured in CSS pixels: the font as set here is not scaled for the screen's pixel ratio.
  u.ctx.font = TICK_FONT
  const widest = Math.max(0, ...(values ?? []).map((v) => u.ctx.measureText(v).width))
  const ticks = typeof axis?.ticks?.size === 'number' ? axis.ticks.size : 10
  const gap = typeof axis?.gap === 'number' ? axis.gap : 5
  return Math.ceil(ticks + gap + widest + 4)
}

/**
 * Plays and OTS per day as a uPlot line chart on Moscow's calendar (two scales: OTS is thousands of times the
 * plays). Both counts start at 0 (countRange), each axis is titled in its unit and sized to its widest label;
 * the chart's label says the axes as drawn. The table beside it carries the same figures for everyone.
 */
export const PlaysChart = ({
  days,
  period,
}: {
  readonly days: readonly DayStatistics[]
  readonly period: StatisticsPeriod
}) => {
  const ref = useRef<HTMLDivElement>(null)
  const data = statisticsSeries(days)
  const ranges = { plays: countRange(data[1]), ots: countRange(data[2]) }
  const [label, setLabel] = useState(chartDescription(period, ranges))
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const size = () => ({ width: Math.max(280, el.clientWidth), height: 300 })
    const first = data[0][0]
    const plot = new uPlot(
      {
        ...size(),
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Europe/Moscow'),
        fmtDate: (template) => uPlot.fmtDate(template, RU_NAMES),
        // One day alone would be stretched over years: give it half a day each side.
        scales: {
          x: {
            time: true,
            ...(first !== undefined && days.length === 1 ? { range: [first - 43_200, first + 43_200] } : {}),
          },
          y: { range: () => [...ranges.plays] },
          ots: { range: () => [...ranges.ots] },
        },
        series: [
          { label: 'Дата', value: '{DD}.{MM}.{YYYY}' },
          {
            label: 'Показы',
            stroke: color.accent,
            width: 2,
            value: (_u, v) => (v == null ? '—' : grouped.format(v)),
          },
          {
            label: 'OTS',
            stroke: color.text,
            width: 1.5,
            dash: [6, 4],
            scale: 'ots',
            value: (_u, v) => (v == null ? '—' : grouped.format(v)),
          },
        ],
        axes: [
          {
            label: CHART_AXES.x,
            labelFont: TITLE_FONT,
            labelSize: TITLE_SIZE,
            font: TICK_FONT,
            stroke: color.muted,
            // Whole days only, written DD.MM (the screen is about days, never hours).
            incrs: DAY_STEPS,
            values: (_u, ticks) => ticks.map((t) => dayLabel.format(new Date(t * 1000))),
          },
          {
            label: CHART_AXES.plays,
            labelFont: TITLE_FONT,
            labelSize: TITLE_SIZE,
            font: TICK_FONT,
            stroke: color.muted,
            size: fitTicks,
            values: (_u, ticks) => ticks.map((t) => grouped.format(t)),
          },
          {
            side: 1,
            scale: 'ots',
            label: CHART_AXES.ots,
            labelFont: TITLE_FONT,
            labelSize: TITLE_SIZE,
            font: TICK_FONT,
            stroke: color.muted,
            grid: { show: false },
            size: fitTicks,
            values: (_u, ticks) => ticks.map((t) => grouped.format(t)),
          },
        ],
        hooks: {
          // The label says the ranges uPlot actually drew, not the ones asked for.
          ready: [
            (u) =>
              setLabel(
                chartDescription(period, {
                  plays: [u.scales['y']?.min ?? 0, u.scales['y']?.max ?? 0],
                  ots: [u.scales['ots']?.min ?? 0, u.scales['ots']?.max ?? 0],
                }),
              ),
          ],
        },
      },
      data as unknown as uPlot.AlignedData,
      el,
    )
    const observer = new ResizeObserver(() => plot.setSize(size()))
    observer.observe(el)
    return () => {
      observer.disconnect()
      plot.destroy()
    }
    // The days and the period decide; the series and ranges are derived from them.
  }, [days, period.dateFrom, period.dateTo])
  return <div ref={ref} className={box} role="img" aria-label={label} />
}
