import type { Period, PeriodsPriceEntry } from '../campaign/campaign'
import { inclusiveDays, isoDate } from '../shared/calendar'

/** The demo screen sends at most one play an hour of a campaign: the proof of play a person can look at. */
export const SIMULATED_PLAYS_PER_DAY = 24

/** One day of a campaign on the demo screen. */
export interface SimulatedDay {
  /** Plays as a screen sends them, at most one an hour, each one show with its share of the audience. */
  readonly plays: readonly { readonly hour: number; readonly ots: number }[]
  /** The rest of the day's shows and audience, counted for the day at once (as a roll-up counts plays). */
  readonly rest: { readonly plays: number; readonly ots: number }
}

/**
 * A stable 32-bit hash of a text (FNV-1a, then MurmurHash3's finaliser so that texts differing in their last
 * character differ in every bit), so a campaign's days vary the same way at every run.
 */
const hash = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/**
 * A whole `total` split over `days` days as a lived month would be (each day 85 %–115 % of the mean, the same
 * for the same seed), rounded so that the days add up to the total exactly (largest remainders first); answers
 * the share of day `index`.
 */
export const dayShare = (total: number, days: number, index: number, seed: string): number => {
  const whole = Math.max(0, Math.floor(total))
  const weights = Array.from({ length: days }, (_, i) => 0.85 + (0.3 * hash(`${seed}:${i}`)) / 0x1_0000_0000)
  const sum = weights.reduce((s, w) => s + w, 0)
  const exact = weights.map((w) => (whole * w) / sum)
  const shares = exact.map(Math.floor)
  const rest = whole - shares.reduce((s, x) => s + x, 0)
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (let k = 0; k < rest; k++) shares[order[k]!.i]! += 1
  return shares[index] ?? 0
}

/**
 * A campaign's day on the demo screen (issue #48: a demo that looks used delivers what was ordered): every period
 * of its order covering the day gives the day its share of the period's shows and audience, so over a period the
 * days add up to exactly what it was sold with (the statistics' 'Показано N из M' reaches 100 % at its end).
 * `showsOf` says how many shows a period bought (null for a place that sells none: light boxes, stickers, which
 * play 24 times a day). At most 24 of the day's shows are plays, one an hour; the rest is counted for the day.
 */
export const simulatedDay = (
  periodsPrice: readonly PeriodsPriceEntry[],
  day: string,
  options: { readonly seed: string; readonly showsOf: (period: Period) => number | null },
): SimulatedDay => {
  let shows = 0
  let ots = 0
  periodsPrice.forEach((entry, e) => {
    for (const period of entry.periods) {
      if (!(period.startDate <= day && day <= period.endDate)) continue
      const start = isoDate(period.startDate)
      const days = Math.max(1, inclusiveDays(start, isoDate(period.endDate)))
      const index = inclusiveDays(start, isoDate(day)) - 1
      const seed = `${options.seed}:${e}:${period.startDate}`
      const bought = options.showsOf(period)
      shows += bought === null ? SIMULATED_PLAYS_PER_DAY : dayShare(bought, days, index, seed)
      ots += dayShare(period.ots ?? 0, days, index, seed)
    }
  })
  const n = Math.min(SIMULATED_PLAYS_PER_DAY, shows)
  if (n === 0) return { plays: [], rest: { plays: 0, ots: 0 } }
  const sampled = Math.floor((ots * n) / shows)
  const base = Math.floor(sampled / n)
  const extra = sampled - base * n
  return {
    plays: Array.from({ length: n }, (_, i) => ({
      hour: Math.floor((i * SIMULATED_PLAYS_PER_DAY) / n),
      ots: base + (i < extra ? 1 : 0),
    })),
    rest: { plays: shows - n, ots: ots - sampled },
  }
}
