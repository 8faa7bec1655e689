import type { Clock, IsoDate } from '../ports/clock.port'
import { ok, type Result } from '../shared/result'
import { addCalendarDays, formatDisplayDate } from './date.format'
import type { FormatError } from './format.errors'

export const PAYMENT_DEADLINE_DAYS = 5
export const PAYMENT_DEADLINE_LABEL = 'оплатить до'

export interface PaymentDeadline {
  readonly date: IsoDate
  /** 'оплатить до DD.MM.YYYY' */
  readonly text: string
}

/** The invoice deadline: today (Moscow) plus 5 days, shown DD.MM.YYYY after 'оплатить до' (R-CONST-06). */
export const paymentDeadlineFrom = (
  today: IsoDate,
  field = 'today',
): Result<PaymentDeadline, FormatError> => {
  const date = addCalendarDays(today, PAYMENT_DEADLINE_DAYS, field)
  if (!date.ok) return date
  const shown = formatDisplayDate(date.value, field)
  return shown.ok ? ok({ date: date.value, text: `${PAYMENT_DEADLINE_LABEL} ${shown.value}` }) : shown
}

export const paymentDeadline = (clock: Pick<Clock, 'today'>): Result<PaymentDeadline, FormatError> =>
  paymentDeadlineFrom(clock.today())
