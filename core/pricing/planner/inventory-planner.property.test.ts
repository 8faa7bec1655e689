import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, inclusiveDays } from '../rules/calendar'
import {
  adviseInventory,
  HOUR_SECONDS,
  MAX_RUNS_PER_HOUR,
  runsNeeded,
  SHIFT_HORIZON_DAYS,
  type PlannerRequest,
  type ScreenLoad,
} from './inventory-planner'

/** Random baskets: a few screens, each with airtime (or holds) sold at random over the period and the horizon. */
const scenario = fc
  .record({
    kind: fc.constantFrom<'airtime' | 'unit'>('airtime', 'unit'),
    days: fc.integer({ min: 1, max: 40 }),
    startOffset: fc.integer({ min: 0, max: 700 }),
    clipDuration: fc.constantFrom(5, 10, 15, 20, 30, 45),
    demand: fc.oneof(
      fc.integer({ min: 1, max: MAX_RUNS_PER_HOUR }).map((runsPerHour) => ({ runsPerHour })),
      fc.integer({ min: 1, max: 5_000_000 }).map((impressions) => ({ impressions })),
    ),
    screens: fc.integer({ min: 0, max: 6 }),
    seed: fc.array(fc.constantFrom(0, 0, 0, 600, 1_800, 3_000, 3_500, HOUR_SECONDS), {
      minLength: 6 * 80,
      maxLength: 6 * 80,
    }),
  })
  .map(({ kind, days, startOffset, clipDuration, demand, screens, seed }) => {
    const startDate = addDays('2027-01-01', startOffset)
    const request: PlannerRequest = {
      kind,
      startDate,
      endDate: addDays(startDate, days - 1),
      clipDuration,
      demand,
    }
    const span = days + SHIFT_HORIZON_DAYS
    const loads: ScreenLoad[] = Array.from({ length: screens }, (_, s) => ({
      id: `s${s}`,
      sold: Array.from({ length: span }, (_, d) => {
        const v = seed[s * 80 + d] ?? 0
        return kind === 'unit' ? (v >= 3_000 ? 1 : 0) : v
      }),
    }))
    return { request, loads, days }
  })

/** Brute force: does every screen serve the request on day d (counted from the request's start)? */
const fitsOn = (request: PlannerRequest, loads: readonly ScreenLoad[], d: number, runs: number) =>
  loads.length > 0 &&
  loads.every((l) => {
    const sold = l.sold[d] ?? 0
    return request.kind === 'unit'
      ? sold < 1
      : runs <= MAX_RUNS_PER_HOUR && sold + runs * request.clipDuration <= HOUR_SECONDS
  })

describe('inventory planner properties (R-API-38)', () => {
  it('never counts more screens or screen-days than asked, nor more runs than a loop gives', () => {
    fc.assert(
      fc.property(scenario, ({ request, loads }) => {
        const [advice] = adviseInventory(request, loads)
        if (!advice) throw new Error('the planner answers one entry')
        const planned = inclusiveDays(advice.MinDate, advice.MaxDate)
        expect(advice.FitCount).toBeLessThanOrEqual(loads.length)
        expect(advice.PlatformDayCount).toBeLessThanOrEqual(loads.length * planned)
        expect(advice.AvgRunsPerHour).toBeGreaterThanOrEqual(0)
        expect(advice.AvgRunsPerHour).toBeLessThanOrEqual(MAX_RUNS_PER_HOUR)
        expect(['success', 'dontfit']).toContain(advice.advice_result)
        expect(advice.error).toBeNull()
      }),
      { numRuns: 400 },
    )
  })

  it('a request that fits stays success with the same period', () => {
    fc.assert(
      fc.property(scenario, ({ request, loads, days }) => {
        const runs = runsNeeded(request, loads.length, days)
        const fits = Array.from({ length: days }, (_, d) => fitsOn(request, loads, d, runs)).every(Boolean)
        const [advice] = adviseInventory(request, loads)
        if (fits)
          expect(advice).toMatchObject({
            MinDate: request.startDate,
            MaxDate: request.endDate,
            advice_result: 'success',
            FitCount: loads.length,
            PlatformDayCount: loads.length * days,
          })
        else
          expect(advice?.MinDate === request.startDate && advice.MaxDate === request.endDate).toBe(
            advice?.advice_result === 'dontfit',
          )
      }),
      { numRuns: 400 },
    )
  })

  it('a planned period is served on every screen every day; it only moves later or shrinks inside', () => {
    fc.assert(
      fc.property(scenario, ({ request, loads, days }) => {
        const [advice] = adviseInventory(request, loads)
        if (advice?.advice_result !== 'success') return
        const from = inclusiveDays(request.startDate, advice.MinDate) - 1
        const length = inclusiveDays(advice.MinDate, advice.MaxDate)
        const runs = runsNeeded(request, loads.length, days)
        for (let d = from; d < from + length; d++) expect(fitsOn(request, loads, d, runs)).toBe(true)
        expect(advice.FitCount).toBe(loads.length)
        expect(advice.PlatformDayCount).toBe(loads.length * length)
        const moved = length === days && from >= 0 && from <= SHIFT_HORIZON_DAYS
        const shrunk =
          'runsPerHour' in request.demand &&
          from >= 0 &&
          from + length <= days &&
          length >= Math.ceil(days / 2)
        expect(moved || shrunk).toBe(true)
      }),
      { numRuns: 400 },
    )
  })

  it('selling more on a screen never turns a refusal into a plan', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), fc.nat(), ({ request, loads }, which, day) => {
        if (loads.length === 0 || adviseInventory(request, loads)[0]?.advice_result !== 'dontfit') return
        const i = which % loads.length
        const more = loads.map((l, k) =>
          k !== i
            ? l
            : { ...l, sold: l.sold.map((v, d) => (d === day % l.sold.length ? v + HOUR_SECONDS : v)) },
        )
        expect(adviseInventory(request, more)[0]?.advice_result).toBe('dontfit')
      }),
      { numRuns: 300 },
    )
  })
})
