import { css } from '@linaria/core'
import { formatDisplayDate, formatMediaDateTime } from '../../core/format/date.format'

const date = css`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

export interface DateTextProps {
  /** A calendar day (YYYY-MM-DD), an instant, or a wire date. */
  readonly value: string | Date
  /** Show the Moscow time too (DD.MM.YYYY HH:mm). */
  readonly withTime?: boolean
  /** A period's end: prints `start – end`. */
  readonly until?: string | Date
}

const show = (value: string | Date, withTime: boolean): string => {
  const r = withTime ? formatMediaDateTime(value) : formatDisplayDate(value)
  return r.ok ? r.value : '—'
}

/** A date as DD.MM.YYYY in Moscow time (R-CONST-03), a period as `01.12.2026 – 31.12.2026`; a <time> element. */
export const DateText = ({ value, withTime = false, until }: DateTextProps) => {
  const text =
    until === undefined ? show(value, withTime) : `${show(value, withTime)} – ${show(until, withTime)}`
  return (
    <time className={date} dateTime={typeof value === 'string' ? value : value.toISOString()}>
      {text}
    </time>
  )
}
