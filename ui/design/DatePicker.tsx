import { css, cx } from '@linaria/core'
import { CalendarDays } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Label,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components'
import type { CalendarDate } from '@internationalized/date'
import { Calendar } from './Calendar'
import { toCalendarDate, toIsoDay } from './dates'
import { fieldLabel, fieldRoot, inputBox, popoverBox } from './field.styles'
import { FieldText, type FieldTextProps } from './FieldParts'
import { color, focusRing } from './tokens'

export const dateGroup = css`
  display: flex;
  align-items: center;
  padding: 0 0 0 12px;
  &[data-focus-within] {
    ${focusRing}
  }
  /* The body's face and figures, as typed text reads: a date is not a column of numbers (issue #47). */
  .segments {
    flex: 1;
    display: flex;
  }
  [data-placeholder] {
    color: ${color.muted};
  }
  [role='spinbutton'] {
    border-radius: 2px;
    outline: none;
  }
  [role='spinbutton']:focus {
    background: ${color.accent};
    color: #fff;
  }
  button {
    width: 40px;
    align-self: stretch;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border: 0;
    border-left: 1px solid ${color.border};
    background: none;
    color: ${color.text};
    cursor: pointer;
  }
  button[data-focus-visible] {
    ${focusRing}
  }
`

/** What a date and a period picker share: the label, the box with the segments and the calendar button, the
 * hint or error, and the calendar in a popover. */
export const PickerParts = ({
  label,
  description,
  errorMessage,
  calendar,
  children,
}: FieldTextProps & {
  readonly label: string
  readonly calendar: ReactNode
  readonly children: ReactNode
}) => (
  <>
    <Label className={fieldLabel}>{label}</Label>
    <Group className={cx(inputBox, dateGroup)}>
      {children}
      <AriaButton aria-label="Открыть календарь">
        <CalendarDays size={16} aria-hidden />
      </AriaButton>
    </Group>
    <FieldText description={description} errorMessage={errorMessage} />
    {/* As wide as the month, not as the field: the days stay together under their weekdays. */}
    <Popover className={popoverBox} style={{ maxHeight: 'none', minWidth: 0 }}>
      <Dialog aria-label={label}>{calendar}</Dialog>
    </Popover>
  </>
)

export interface DatePickerProps
  extends
    Omit<
      AriaDatePickerProps<CalendarDate>,
      'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'isInvalid'
    >,
    FieldTextProps {
  readonly label: string
  /** The day as the core keeps it, YYYY-MM-DD; typed and shown as DD.MM.YYYY (ru-RU). */
  readonly value?: string | null
  readonly onChange?: (iso: string | null) => void
  readonly min?: string
  readonly max?: string
}

/** A day typed segment by segment as DD.MM.YYYY or picked in the calendar; Moscow's calendar days. */
export const DatePicker = ({
  label,
  value,
  onChange,
  min,
  max,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps) => (
  <AriaDatePicker<CalendarDate>
    {...props}
    {...(value !== undefined && { value: toCalendarDate(value) })}
    {...(onChange && { onChange: (d: CalendarDate | null) => onChange(toIsoDay(d)) })}
    minValue={toCalendarDate(min)}
    maxValue={toCalendarDate(max)}
    isInvalid={errorMessage !== undefined}
    className={cx(fieldRoot, className as string)}
  >
    <PickerParts label={label} description={description} errorMessage={errorMessage} calendar={<Calendar />}>
      <DateInput className="segments">{(segment) => <DateSegment segment={segment} />}</DateInput>
    </PickerParts>
  </AriaDatePicker>
)
