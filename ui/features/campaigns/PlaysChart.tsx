import { css } from '@linaria/core'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { DayStatistics } from '../../../core/statistics/campaign-statistics'
import { statisticsSeries } from '../../../core/cabinet/view/statistics.view-model'
import { color, font } from '../../design/tokens'

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

/**
 * Plays and OTS per day as a uPlot line chart on Moscow's calendar (two scales: OTS is thousands of times the
 * plays). The chart is a picture for the eye; the table beside it carries the same figures for everyone.
 */
export const PlaysChart = ({
  days,
  label,
}: {
  readonly days: readonly DayStatistics[]
  readonly label: string
}) => {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const size = () => ({ width: Math.max(280, el.clientWidth), height: 280 })
    const data = statisticsSeries(days)
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
          ots: { auto: true },
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
            stroke: color.muted,
            // Whole days only, written DD.MM (the screen is about days, never hours).
            incrs: DAY_STEPS,
            values: (_u, ticks) => ticks.map((t) => dayLabel.format(new Date(t * 1000))),
          },
          { stroke: color.muted, values: (_u, ticks) => ticks.map((t) => grouped.format(t)) },
          {
            side: 1,
            scale: 'ots',
            stroke: color.muted,
            grid: { show: false },
            values: (_u, ticks) => ticks.map((t) => grouped.format(t)),
          },
        ],
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
  }, [days])
  return <div ref={ref} className={box} role="img" aria-label={label} />
}
