import { err, ok, type Result } from '../shared/result'
import type { FieldErrors } from '../shared/domain-error'

/** The longest period an inventory read accepts: three years (a year of navigation signs, with room). */
export const MAX_PERIOD_DAYS = 3 * 366

const DAY_MS = 86_400_000
const WIRE = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/

/** R-CONST-04: 'YYYY-MM-DD' with an optional 'T00:00:00.000Z'; a calendar day that exists, else undefined. */
export const parseWireDay = (text: string): string | undefined => {
  const m = WIRE.exec(text)
  if (!m) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return undefined
  return `${m[1]}-${m[2]}-${m[3]}`
}

const epochDay = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS
const dayOf = (epoch: number): string => new Date(epoch * DAY_MS).toISOString().slice(0, 10)

export interface InventoryPeriod {
  readonly startDate: string
  readonly endDate: string
}

/** A period is two real days, the end not before the start, at most MAX_PERIOD_DAYS long. */
export const periodOf = (startDate: string, endDate: string): Result<InventoryPeriod, FieldErrors> => {
  const start = parseWireDay(startDate)
  const end = parseWireDay(endDate)
  if (start === undefined || end === undefined)
    return err({
      ...(start === undefined ? { startDate: 'wrong format' } : {}),
      ...(end === undefined ? { endDate: 'wrong format' } : {}),
    })
  const days = epochDay(end) - epochDay(start) + 1
  if (days < 1 || days > MAX_PERIOD_DAYS) return err({ endDate: 'wrong format' })
  return ok({ startDate: start, endDate: end })
}

/** Days of a period, both ends included. */
export const periodDays = (p: InventoryPeriod): number => epochDay(p.endDate) - epochDay(p.startDate) + 1

/** Periods are split by calendar month, the day count inclusive (pricing §9). */
export const monthPeriods = (p: InventoryPeriod): (InventoryPeriod & { readonly days: number })[] => {
  const out: (InventoryPeriod & { days: number })[] = []
  let from = epochDay(p.startDate)
  const last = epochDay(p.endDate)
  while (from <= last) {
    const d = new Date(from * DAY_MS)
    const monthEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0) / DAY_MS
    const to = Math.min(monthEnd, last)
    out.push({ startDate: dayOf(from), endDate: dayOf(to), days: to - from + 1 })
    from = to + 1
  }
  return out
}

/** R-API-32: a space's audience over a range is its daily audience times the days of the range. */
export const otsInRange = (dailyOts: number, p: InventoryPeriod): number => dailyOts * periodDays(p)
