import type { PeriodsPriceEntry } from '../campaign/campaign'
import { inclusiveDays, isoDate } from '../shared/calendar'

/** The demo simulator plays each active campaign this many times a Moscow day, once an hour. */
export const SIMULATED_PLAYS_PER_DAY = 24

/**
 * The simulated plays of a campaign on a day (issue 6 part 7, demo): one an hour; the OTS the pricing gave the
 * period covering the day is spread evenly over its days and that day's plays (the remainder on the first
 * plays), so a simulated period reaches the OTS it was sold with. No period covering the day: no plays.
 */
export const simulatedPlays = (
  periodsPrice: readonly PeriodsPriceEntry[],
  day: string,
): { readonly hour: number; readonly ots: number }[] => {
  const period = periodsPrice.flatMap((e) => e.periods).find((p) => p.startDate <= day && day <= p.endDate)
  if (!period) return []
  const days = Math.max(1, inclusiveDays(isoDate(period.startDate), isoDate(period.endDate)))
  const daily = Math.floor(Math.max(0, period.ots ?? 0) / days)
  const base = Math.floor(daily / SIMULATED_PLAYS_PER_DAY)
  const extra = daily - base * SIMULATED_PLAYS_PER_DAY
  return Array.from({ length: SIMULATED_PLAYS_PER_DAY }, (_, hour) => ({
    hour,
    ots: base + (hour < extra ? 1 : 0),
  }))
}
