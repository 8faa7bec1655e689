import { TZDate } from '@date-fns/tz'

const MOSCOW = 'Europe/Moscow'
const pad = (n: number): string => String(n).padStart(2, '0')

/**
 * A wire date or instant as people read it: DD.MM.YYYY in Moscow time (R-CONST-03, RULES.md decision 6).
 * A plain `YYYY-MM-DD` is a calendar day and is shown as it is. Unreadable input gives undefined.
 */
export const displayDate = (wire: string): string | undefined => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(wire)
  if (day) return `${day[3]}.${day[2]}.${day[1]}`
  const millis = Date.parse(wire)
  if (Number.isNaN(millis)) return undefined
  const moscow = new TZDate(millis, MOSCOW)
  return `${pad(moscow.getDate())}.${pad(moscow.getMonth() + 1)}.${moscow.getFullYear()}`
}

/** The Moscow calendar day of a wire date, `YYYY-MM-DD`, for comparisons. */
export const moscowDay = (wire: string): string | undefined => {
  const shown = displayDate(wire)
  return shown === undefined ? undefined : `${shown.slice(6)}-${shown.slice(3, 5)}-${shown.slice(0, 2)}`
}

/** 'DD.MM.YYYY – DD.MM.YYYY' (an en dash between two days). */
export const displayPeriod = (start: string, end: string): string =>
  `${displayDate(start) ?? '—'} – ${displayDate(end) ?? '—'}`
