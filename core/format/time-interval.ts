import { err, ok, type Result } from '../shared/result'
import { formatError, type FormatError } from './format.errors'

/** A daily time slot; `to` may be earlier than `from` for a slot that runs past midnight (19:40-01:00). */
export interface TimeInterval {
  readonly from: string
  readonly to: string
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/
const INTERVAL = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/

/**
 * Parses 'HH:mm-HH:mm' (R-CONST-05). Hours 00..23, minutes 00..59, both ends written with two digits; an
 * interval that starts and ends at the same minute is empty and refused.
 */
export const parseTimeInterval = (value: string, field = 'dayTime'): Result<TimeInterval, FormatError> => {
  const m = INTERVAL.exec(value)
  if (!m) return err(formatError('invalidTimeInterval', field, value))
  return formatTimeInterval({ from: m[1] ?? '', to: m[2] ?? '' }, field).ok
    ? ok({ from: m[1] ?? '', to: m[2] ?? '' })
    : err(formatError('invalidTimeInterval', field, value))
}

/** Writes an interval the way it is sent: 'HH:mm-HH:mm' (R-CONST-05). */
export const formatTimeInterval = (interval: TimeInterval, field = 'dayTime'): Result<string, FormatError> =>
  TIME.test(interval.from) && TIME.test(interval.to) && interval.from !== interval.to
    ? ok(`${interval.from}-${interval.to}`)
    : err(formatError('invalidTimeInterval', field, `${interval.from}-${interval.to}`))
