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
import { DEFAULT_HOURS } from '../rules/formats'
import { propertyReach } from '../../testing/property-reach'

/**
 * Random baskets: a few screens, each with airtime (or holds) sold at random over the period and the horizon.
 * `sold` lists what an hour may already hold, drawn uniformly per screen-day; the crowded list refuses most
 * requests (issue #49: the claim about refusals was reached in 69 % of runs with the first list and empty baskets).
 */
const scenarioOf = (sold: readonly number[], minScreens: number) =>
  fc
    .record({
      kind: fc.constantFrom<'airtime' | 'unit'>('airtime', 'unit'),
      days: fc.integer({ min: 1, max: 40 }),
      startOffset: fc.integer({ min: 0, max: 700 }),
      clipDuration: fc.constantFrom(5, 10, 15, 20, 30, 45),
      demand: fc.oneof(
        fc.integer({ min: 1, max: MAX_RUNS_PER_HOUR }).map((runsPerHour) => ({ runsPerHour })),
        fc.integer({ min: 1, max: 5_000_000 }).map((impressions) => ({ impressions })),
      ),
      screens: fc.integer({ min: minScreens, max: 6 }),
      seed: fc.array(fc.constantFrom(...sold), {
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
const scenario = scenarioOf([0, 0, 0, 600, 1_800, 3_000, 3_500, HOUR_SECONDS], 0)
/**
 * Baskets a plan can serve, by construction (issue #49: the claim about plans was reached in 12 % of runs): the
 * runs asked fit in an hour with 600 s already sold, and at most two screen-days are fully sold, so the planner
 * keeps the period, moves it later or shrinks it.
 */
const plannable = fc
  .record({
    kind: fc.constantFrom<'airtime' | 'unit'>('airtime', 'unit'),
    days: fc.integer({ min: 1, max: 40 }),
    startOffset: fc.integer({ min: 0, max: 700 }),
    clipDuration: fc.constantFrom(5, 10, 15, 20, 30, 45),
    byRuns: fc.boolean(),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    screens: fc.integer({ min: 1, max: 6 }),
    light: fc.boolean(),
    blocked: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 2 }),
  })
  .map(({ kind, days, startOffset, clipDuration, byRuns, share, screens, light, blocked }) => {
    const startDate = addDays('2027-01-01', startOffset)
    const most = Math.min(MAX_RUNS_PER_HOUR, Math.floor((HOUR_SECONDS - 600) / clipDuration))
    const runs = 1 + Math.floor(share * (most - 1))
    const request: PlannerRequest = {
      kind,
      startDate,
      endDate: addDays(startDate, days - 1),
      clipDuration,
      demand: byRuns ? { runsPerHour: runs } : { impressions: runs * screens * days * DEFAULT_HOURS },
    }
    const span = days + SHIFT_HORIZON_DAYS
    const full = kind === 'unit' ? 1 : HOUR_SECONDS
    const loads: ScreenLoad[] = Array.from({ length: screens }, (_, s) => ({
      id: `s${s}`,
      sold: Array.from({ length: span }, (_, d) =>
        blocked.some(([bs, bd]) => bs % screens === s && bd % span === d)
          ? full
          : light && kind === 'airtime'
            ? 600
            : 0,
      ),
    }))
    return { request, loads, days }
  })
const crowded = scenarioOf([600, 1_800, 3_000, 3_500, HOUR_SECONDS, HOUR_SECONDS, HOUR_SECONDS], 2)

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
    const reach = propertyReach('planned period', 'a plan')
    const moves = { moved: 0, shrunk: 0 }
    fc.assert(
      fc.property(plannable, ({ request, loads, days }) => {
        const [advice] = adviseInventory(request, loads)
        if (!reach.reached(advice?.advice_result === 'success') || advice?.advice_result !== 'success') return
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
        if (from > 0) moves.moved++
        if (length < days) moves.shrunk++
      }),
      { numRuns: 400 },
    )
    reach.report()
    // the claim's two ways out are both taken in some runs
    expect(moves.moved).toBeGreaterThan(0)
    expect(moves.shrunk).toBeGreaterThan(0)
  })

  it('selling more on a screen never turns a refusal into a plan', () => {
    const reach = propertyReach('refusal', 'a refusal')
    fc.assert(
      fc.property(crowded, fc.nat(), fc.nat(), ({ request, loads }, which, day) => {
        if (!reach.reached(adviseInventory(request, loads)[0]?.advice_result === 'dontfit')) return
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
    reach.report()
  })
})
