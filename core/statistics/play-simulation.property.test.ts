import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Period } from '../campaign/campaign'
import { addDays, isoDate } from '../shared/calendar'
import { dayShare, SIMULATED_PLAYS_PER_DAY, simulatedDay } from './play-simulation'

/** The days of a period of `days` days from 2027-01-01. */
const daysFrom = (days: number): string[] =>
  Array.from({ length: days }, (_, i) => addDays(isoDate('2027-01-01'), i))

describe('the demo screen delivers the order (issue #48: a demo that looks used)', () => {
  it('splits a total over the days exactly, each day near the mean, the same for the same seed', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 370 }), fc.string(), (total, days, seed) => {
        const shares = Array.from({ length: days }, (_, i) => dayShare(total, days, i, seed))
        expect(shares.reduce((s, x) => s + x, 0)).toBe(total)
        const mean = total / days
        for (const x of shares) {
          expect(x).toBeGreaterThanOrEqual(Math.floor(mean * 0.85 * (1 / 1.15)) - 1)
          expect(x).toBeLessThanOrEqual(Math.ceil(mean * 1.15 * (1 / 0.85)) + 1)
        }
        expect(Array.from({ length: days }, (_, i) => dayShare(total, days, i, seed))).toEqual(shares)
      }),
    )
  })

  it('over its period a campaign is shown exactly the shows and audience it bought, at most 24 plays a day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 45 }),
        fc.nat(2_000_000),
        fc.nat(50_000_000),
        fc.uuid(),
        (days, shows, ots, seed) => {
          const period: Period = { startDate: '2027-01-01', endDate: daysFrom(days).at(-1)!, ots }
          const entries = [{ scheduleId: 's', periods: [period] }]
          let played = 0
          let audience = 0
          for (const day of daysFrom(days)) {
            const d = simulatedDay(entries, day, { seed, showsOf: () => shows })
            expect(d.plays.length).toBeLessThanOrEqual(SIMULATED_PLAYS_PER_DAY)
            expect(d.plays.map((p) => p.hour)).toEqual(
              [...new Set(d.plays.map((p) => p.hour))].sort((a, b) => a - b),
            )
            expect(d.rest.plays === 0 || d.plays.length === SIMULATED_PLAYS_PER_DAY).toBe(true)
            played += d.plays.length + d.rest.plays
            audience += d.plays.reduce((s, p) => s + p.ots, 0) + d.rest.ots
          }
          expect(played).toBe(shows)
          // The audience of a day without shows is not shown; with shows every day, all of it is.
          if (shows >= days) expect(audience).toBe(ots)
          else expect(audience).toBeLessThanOrEqual(ots)
        },
      ),
    )
  })

  it('a place that sells no shows plays 24 times a day, its audience all shown; a day outside nothing', () => {
    const entries = [
      { scheduleId: 's', periods: [{ startDate: '2027-01-01', endDate: '2027-01-10', ots: 1001 }] },
    ]
    const days = daysFrom(10).map((day) => simulatedDay(entries, day, { seed: 'c', showsOf: () => null }))
    expect(days.every((d) => d.plays.length === 24 && d.rest.plays === 0)).toBe(true)
    expect(days.reduce((s, d) => s + d.plays.reduce((t, p) => t + p.ots, 0) + d.rest.ots, 0)).toBe(1001)
    expect(simulatedDay(entries, '2027-01-11', { seed: 'c', showsOf: () => 5 })).toEqual({
      plays: [],
      rest: { plays: 0, ots: 0 },
    })
  })

  it('every item of the order bought for the day plays: two entries give the day both shares', () => {
    const period = { startDate: '2027-01-01', endDate: '2027-01-01', ots: 300 }
    const two = [
      { scheduleId: 'a', periods: [period] },
      { scheduleId: 'b', periods: [period] },
    ]
    const d = simulatedDay(two, '2027-01-01', { seed: 'c', showsOf: () => 100 })
    expect([d.plays.length + d.rest.plays, d.plays.reduce((s, p) => s + p.ots, 0) + d.rest.ots]).toEqual([
      200, 600,
    ])
  })
})
