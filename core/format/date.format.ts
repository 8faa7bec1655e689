import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'
import type { IsoDate } from '../ports/clock.port'
import {
  addDays,
  DISPLAY_DATE_TIME_PATTERN,
  ISO_DATE_SHAPE,
  ISO_INSTANT_PATTERN,
  isIsoDate,
  isoOfDisplay,
} from '../shared/calendar'
import { err, ok, type Result } from '../shared/result'
import { formatError, type FormatError } from './format.errors'
import { TIME_ZONE } from './locale.constants'

const WIRE_SUFFIX = 'T00:00:00.000Z'

const moscow = tz(TIME_ZONE)

/** Checks a YYYY-MM-DD calendar date. */
export const parseIsoDate = (value: string, field = 'date'): Result<IsoDate, FormatError> =>
  isIsoDate(value) ? ok(value) : err(formatError('invalidDate', field, value))

const toInstant = (value: string | Date, field: string, code: 'invalidDate' | 'invalidDateTime') => {
  const date = typeof value === 'string' && ISO_INSTANT_PATTERN.test(value) ? new Date(value) : value
  return date instanceof Date && !Number.isNaN(date.getTime())
    ? ok(date)
    : err(formatError(code, field, value))
}

/**
 * DD.MM.YYYY in Moscow time (R-CONST-03; RULES.md decision 6). A calendar date (YYYY-MM-DD) prints as that
 * day; an instant (a Date or an ISO date-time, wire dates included) prints as its Moscow day.
 */
export const formatDisplayDate = (value: string | Date, field = 'date'): Result<string, FormatError> => {
  if (typeof value === 'string' && ISO_DATE_SHAPE.test(value)) {
    const iso = parseIsoDate(value, field)
    if (!iso.ok) return iso
    const [y, m, d] = value.split('-')
    return ok(`${d}.${m}.${y}`)
  }
  const instant = toInstant(value, field, 'invalidDate')
  return instant.ok ? ok(format(instant.value, 'dd.MM.yyyy', { in: moscow })) : instant
}

/** DD.MM.YYYY as people type it, back to a YYYY-MM-DD calendar date. */
export const parseDisplayDate = (value: string, field = 'date'): Result<IsoDate, FormatError> => {
  const iso = isoOfDisplay(value)
  return iso === undefined ? err(formatError('invalidDate', field, value)) : parseIsoDate(iso, field)
}

/** Dates go on the wire as YYYY-MM-DD plus T00:00:00.000Z (R-CONST-04). */
export const toWireDate = (value: IsoDate, field = 'date'): Result<string, FormatError> => {
  const iso = parseIsoDate(value, field)
  return iso.ok ? ok(`${iso.value}${WIRE_SUFFIX}`) : iso
}

/** A wire date back to its calendar date; anything but the exact wire form is an error. */
export const fromWireDate = (value: string, field = 'date'): Result<IsoDate, FormatError> =>
  value.endsWith(WIRE_SUFFIX)
    ? parseIsoDate(value.slice(0, -WIRE_SUFFIX.length), field)
    : err(formatError('invalidDate', field, value))

/** Media dates of a campaign being edited: DD.MM.YYYY HH:mm in Moscow time (R-CONST-09). */
export const formatMediaDateTime = (value: string | Date, field = 'date'): Result<string, FormatError> => {
  const instant = toInstant(value, field, 'invalidDateTime')
  return instant.ok ? ok(format(instant.value, 'dd.MM.yyyy HH:mm', { in: moscow })) : instant
}

/** DD.MM.YYYY HH:mm (Moscow) back to an ISO instant in UTC. */
export const parseMediaDateTime = (value: string, field = 'date'): Result<string, FormatError> => {
  const m = DISPLAY_DATE_TIME_PATTERN.exec(value)
  if (!m || !isIsoDate(`${m[3]}-${m[2]}-${m[1]}`)) return err(formatError('invalidDateTime', field, value))
  const local = new TZDate(
    Number(m[3]),
    Number(m[2]) - 1,
    Number(m[1]),
    Number(m[4]),
    Number(m[5]),
    TIME_ZONE,
  )
  return ok(new Date(local.getTime()).toISOString())
}

/** Adds whole days to a calendar date (no time zone involved: calendar days are calendar days). */
export const addCalendarDays = (
  value: IsoDate,
  days: number,
  field = 'date',
): Result<IsoDate, FormatError> => {
  if (!isIsoDate(value)) return err(formatError('invalidDate', field, value))
  if (!Number.isInteger(days)) return err(formatError('invalidNumber', 'days', days))
  return ok(addDays(value, days))
}
