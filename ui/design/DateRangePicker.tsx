import { cx } from '@linaria/core'
import type { CalendarDate } from '@internationalized/date'
import {
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components'
import { RangeCalendar } from './Calendar'
import { PickerParts } from './DatePicker'
import { toCalendarDate, toIsoDay } from './dates'
import { fieldRoot } from './field.styles'
import type { FieldTextProps } from './FieldParts'

/** A period of calendar days as the core keeps it. */
export interface IsoPeriod {
  readonly start: string
  readonly end: string
}

export interface DateRangePickerProps
  extends
    Omit<
      AriaDateRangePickerProps<CalendarDate>,
      'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'isInvalid'
    >,
    FieldTextProps {
  readonly label: string
  readonly value?: IsoPeriod | null
  readonly onChange?: (period: IsoPeriod | null) => void
  readonly min?: string
  readonly max?: string
}

/** A period typed as DD.MM.YYYY – DD.MM.YYYY or picked in the calendar (Moscow's calendar days). */
export const DateRangePicker = ({
  label,
  value,
  onChange,
  min,
  max,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps) => (
  <AriaDateRangePicker<CalendarDate>
    {...props}
    {...(value !== undefined && {
      value: value && { start: toCalendarDate(value.start)!, end: toCalendarDate(value.end)! },
    })}
    {...(onChange && {
      onChange: (r: { start: CalendarDate; end: CalendarDate } | null) =>
        onChange(r && { start: toIsoDay(r.start)!, end: toIsoDay(r.end)! }),
    })}
    minValue={toCalendarDate(min)}
    maxValue={toCalendarDate(max)}
    isInvalid={errorMessage !== undefined}
    className={cx(fieldRoot, className as string)}
  >
    <PickerParts
      label={label}
      description={description}
      errorMessage={errorMessage}
      calendar={<RangeCalendar />}
    >
      <span className="segments">
        <DateInput slot="start" style={{ display: 'flex' }}>
          {(segment) => <DateSegment segment={segment} />}
        </DateInput>
        <span aria-hidden="true">&nbsp;–&nbsp;</span>
        <DateInput slot="end" style={{ display: 'flex' }}>
          {(segment) => <DateSegment segment={segment} />}
        </DateInput>
      </span>
    </PickerParts>
  </AriaDateRangePicker>
)
