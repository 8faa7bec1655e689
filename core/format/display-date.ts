import { addCalendarDays, formatDisplayDate, parseDisplayDate } from './date.format'

/**
 * A wire date or instant as people read it, DD.MM.YYYY in Moscow time (R-CONST-03), through core/format;
 * unreadable input gives undefined so a view can show a dash instead of a wrong day.
 */
export const displayDate = (wire: string): string | undefined => {
  const shown = formatDisplayDate(wire)
  return shown.ok ? shown.value : undefined
}

/** The Moscow calendar day of a wire date, `YYYY-MM-DD`, for comparisons. */
export const moscowDay = (wire: string): string | undefined => {
  const shown = displayDate(wire)
  const day = shown === undefined ? undefined : parseDisplayDate(shown)
  return day?.ok ? day.value : undefined
}

/** The calendar day before a `YYYY-MM-DD` day. */
export const previousDay = (isoDay: string): string | undefined => {
  const day = addCalendarDays(isoDay, -1)
  return day.ok ? day.value : undefined
}

/** 'DD.MM.YYYY – DD.MM.YYYY' (an en dash between two days). */
export const displayPeriod = (start: string, end: string): string =>
  `${displayDate(start) ?? '—'} – ${displayDate(end) ?? '—'}`
