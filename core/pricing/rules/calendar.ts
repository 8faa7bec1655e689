import type { IsoDate } from '../../ports/clock.port'

/**
 * Calendar arithmetic on `YYYY-MM-DD` strings (dates meant in Moscow time, RULES decision 6). Pure: a date is
 * a day number since 1970-01-01 in UTC, so no time zone or clock is involved.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

export interface DateParts {
  readonly year: number
  readonly month: number
  readonly day: number
}

export const isIsoDate = (value: string): boolean => {
  const m = ISO.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

export const partsOf = (date: IsoDate): DateParts => {
  const m = ISO.exec(date)
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`)
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0')

export const isoOf = (year: number, month: number, day: number): IsoDate =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate()

const DAY = 86_400_000

export const dayNumber = (date: IsoDate): number => {
  const { year, month, day } = partsOf(date)
  return Math.round(Date.UTC(year, month - 1, day) / DAY)
}

export const fromDayNumber = (n: number): IsoDate => {
  const d = new Date(n * DAY)
  return isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
}

export const addDays = (date: IsoDate, days: number): IsoDate => fromDayNumber(dayNumber(date) + days)

/** Adds calendar months, keeping the day where the month has it (31.01 + 1 month = 28.02 or 29.02). */
export const addMonths = (date: IsoDate, months: number): IsoDate => {
  const { year, month, day } = partsOf(date)
  const index = year * 12 + (month - 1) + months
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  return isoOf(y, m, Math.min(day, daysInMonth(y, m)))
}

/** Days from start to end, both included (R-PER-08). */
export const inclusiveDays = (start: IsoDate, end: IsoDate): number => dayNumber(end) - dayNumber(start) + 1

export const compareIso = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0)

export const firstOfMonth = (date: IsoDate): IsoDate => {
  const { year, month } = partsOf(date)
  return isoOf(year, month, 1)
}

export const lastOfMonth = (date: IsoDate): IsoDate => {
  const { year, month } = partsOf(date)
  return isoOf(year, month, daysInMonth(year, month))
}

/** `DD.MM.YYYY`, the way dates are shown (RULES decision 6). */
export const displayDate = (date: IsoDate): string => {
  const { year, month, day } = partsOf(date)
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`
}

/** `DD-MM-YYYY`, the internal period label (R-PER-11). */
export const periodLabel = (date: IsoDate): string => {
  const { year, month, day } = partsOf(date)
  return `${pad(day)}-${pad(month)}-${pad(year, 4)}`
}

/** Reads `DD.MM.YYYY` (as a product owner writes it) or `YYYY-MM-DD`. */
export const parseDate = (text: string): IsoDate => {
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim())
  const iso = ru ? `${ru[3]}-${ru[2]}-${ru[1]}` : text.trim()
  if (!isIsoDate(iso)) throw new RangeError(`not a date: ${text}`)
  return iso
}
