import { css, cx } from '@linaria/core'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useContext } from 'react'
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  RangeCalendar as AriaRangeCalendar,
  RangeCalendarStateContext,
  type DateValue,
  type CalendarProps as AriaCalendarProps,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components'
import { calendarMonthTitle, weekdayHeading } from '../../core/cabinet/view/calendar.view-model'
import { iconButton } from './field.styles'
import { color, focusRing, radius } from './tokens'

const calendar = css`
  padding: 12px;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 8px;
  }
  h2 {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
  }
  table {
    border-collapse: collapse;
  }
  th {
    font-size: 12px;
    font-weight: 500;
    color: ${color.muted};
    padding-bottom: 4px;
  }
  td {
    padding: 1px 0;
  }
`
/**
 * A day. In a period the days between the ends lie on a light band and the two ends stand out in the accent,
 * rounded on their outer side, so where the period starts and ends reads at a glance (issue #47).
 */
const cell = css`
  width: 36px;
  height: 34px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.control};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${color.subtle};
  }
  &[data-selected] {
    background: ${color.accentBg};
    color: ${color.text};
    border-radius: 0;
  }
  &[data-selection-start],
  &[data-selection-end] {
    background: ${color.accent};
    color: #fff;
    font-weight: 600;
  }
  &[data-selection-start] {
    border-top-left-radius: ${radius.control};
    border-bottom-left-radius: ${radius.control};
  }
  &[data-selection-end] {
    border-top-right-radius: ${radius.control};
    border-bottom-right-radius: ${radius.control};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${color.borderStrong};
    text-decoration: line-through;
    cursor: default;
  }
`
const single = css`
  &[data-selected] {
    background: ${color.accent};
    color: #fff;
    border-radius: ${radius.control};
  }
`

/** The shown month as a wall calendar heads it: 'Декабрь 2026' (core's calendar words, not Intl's 'г.'). */
const MonthHeading = () => {
  const day = useContext(CalendarStateContext)
  const period = useContext(RangeCalendarStateContext)
  const start = (day ?? period)?.visibleRange.start
  return <h2>{start ? calendarMonthTitle(start.year, start.month) : null}</h2>
}

const Header = () => (
  <header>
    <AriaButton slot="previous" aria-label="Предыдущий месяц" className={iconButton}>
      <ChevronLeft size={16} aria-hidden />
    </AriaButton>
    <MonthHeading />
    <AriaButton slot="next" aria-label="Следующий месяц" className={iconButton}>
      <ChevronRight size={16} aria-hidden />
    </AriaButton>
  </header>
)

/** The month's days under 'Пн Вт Ср Чт Пт Сб Вс' (ru-RU decides the order: Monday first). */
const Month = ({ cellClass }: { readonly cellClass: string }) => (
  <CalendarGrid weekdayStyle="short">
    <CalendarGridHeader>
      {(day) => <CalendarHeaderCell>{weekdayHeading(day)}</CalendarHeaderCell>}
    </CalendarGridHeader>
    <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClass} />}</CalendarGridBody>
  </CalendarGrid>
)

/** A month of days, Monday first (ru-RU); days outside the bounds are struck out. */
export const Calendar = <T extends DateValue>({ className, ...props }: AriaCalendarProps<T>) => (
  <AriaCalendar {...props} className={cx(calendar, className as string)}>
    <Header />
    <Month cellClass={cx(cell, single)!} />
  </AriaCalendar>
)

/** A period: the first click starts it, the second ends it; its two ends stand out from the days between. */
export const RangeCalendar = <T extends DateValue>({ className, ...props }: AriaRangeCalendarProps<T>) => (
  <AriaRangeCalendar {...props} className={cx(calendar, className as string)}>
    <Header />
    <Month cellClass={cell} />
  </AriaRangeCalendar>
)
