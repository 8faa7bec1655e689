import { css, cx } from '@linaria/core'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  type DateValue,
  type CalendarProps as AriaCalendarProps,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components'
import { iconButton } from './field.styles'
import { color, focusRing, radius } from './tokens'

const calendar = css`
  padding: 12px;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: 8px;
  }
  h2 {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    text-transform: capitalize;
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
    padding: 1px;
  }
`
const cell = css`
  width: 34px;
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
    border-radius: 0;
  }
  &[data-selection-start],
  &[data-selection-end],
  &[data-selected]:not([data-selection-start]):not([data-selection-end]):only-child {
    background: ${color.accent};
    color: #fff;
    border-radius: ${radius.control};
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

const Header = () => (
  <header>
    <AriaButton slot="previous" aria-label="Предыдущий месяц" className={iconButton}>
      <ChevronLeft size={16} aria-hidden />
    </AriaButton>
    <Heading />
    <AriaButton slot="next" aria-label="Следующий месяц" className={iconButton}>
      <ChevronRight size={16} aria-hidden />
    </AriaButton>
  </header>
)

/** A month of days, Monday first (ru-RU); days outside the bounds are struck out. */
export const Calendar = <T extends DateValue>({ className, ...props }: AriaCalendarProps<T>) => (
  <AriaCalendar {...props} className={cx(calendar, className as string)}>
    <Header />
    <CalendarGrid>{(date) => <CalendarCell date={date} className={cx(cell, single)} />}</CalendarGrid>
  </AriaCalendar>
)

/** A period: the first click starts it, the second ends it. */
export const RangeCalendar = <T extends DateValue>({ className, ...props }: AriaRangeCalendarProps<T>) => (
  <AriaRangeCalendar {...props} className={cx(calendar, className as string)}>
    <Header />
    <CalendarGrid>{(date) => <CalendarCell date={date} className={cell} />}</CalendarGrid>
  </AriaRangeCalendar>
)
