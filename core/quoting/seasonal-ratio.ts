import { addDays, inclusiveDays, isIsoDate, partsOf } from '../pricing/rules/calendar'

/**
 * The seasonal ratio of a period of several days (R-API-35, R-DISC-12): each day counts with its month's
 * ratio (a month without one counts 1, R-TGT-07), rounded to 4 decimals like the monthly table.
 */
export const seasonalRatioOver = (
  monthly: readonly { readonly month: number; readonly ratio: number }[],
  startDate: string,
  endDate: string,
): number => {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) throw new RangeError('dates must be YYYY-MM-DD')
  const days = inclusiveDays(startDate, endDate)
  if (days < 1) throw new RangeError('the period must end on or after its start')
  const ratioOf = new Map(monthly.map((m) => [m.month, m.ratio]))
  let sum = 0
  for (let i = 0; i < days; i++) sum += ratioOf.get(partsOf(addDays(startDate, i)).month) ?? 1
  return Math.round((sum / days) * 10_000) / 10_000
}
