import { addDays } from '../booking/hold-expiration'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const DAY = /^\d{4}-\d{2}-\d{2}$/
const MONTH = /^\d{4}-\d{2}$/

const dayNumber = (d: string): number => Math.round(new Date(`${d}T00:00:00Z`).getTime() / 86_400_000)
const monthIndex = (m: string): number => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1
const monthOf = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`

/**
 * The calculator input of a prolongation (cabinet §7 "prolongation"): the same choice, moved to begin the day
 * after the campaign ends and to last as long. Inputs by dates (startDate/endDate) shift by the number of days,
 * inputs by months (transit shelters) by the number of months they span. Anything else is kept as it is, and
 * the calculator then decides whether it can price it.
 */
export const prolongedCalculation = (
  calculation: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const next: Record<string, unknown> = { ...calculation }
  const start = calculation['startDate']
  const end = calculation['endDate']
  if (typeof start === 'string' && typeof end === 'string' && DAY.test(start) && DAY.test(end)) {
    const days = dayNumber(end) - dayNumber(start) + 1
    next['startDate'] = addDays(end, 1)
    next['endDate'] = addDays(end, days)
  }
  const months = calculation['months']
  if (
    Array.isArray(months) &&
    months.length > 0 &&
    months.every((m) => typeof m === 'string' && MONTH.test(m))
  ) {
    const indexes = (months as string[]).map(monthIndex)
    const span = Math.max(...indexes) - Math.min(...indexes) + 1
    next['months'] = indexes.map((i) => monthOf(i + span))
  }
  return next
}

/** A calculator input is an object of fields; anything else is not a calculation. */
export const isCalculation = (v: unknown): v is Record<string, unknown> => isRecord(v) && !Array.isArray(v)
