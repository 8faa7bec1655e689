import type { IsoDate } from '../../ports/clock.port'
import { addDays, inclusiveDays } from '../rules/calendar'
import { DEFAULT_HOURS } from '../rules/formats'
import type { InventoryAdvice } from './planner-result'

/**
 * The inventory planner behind POST /mediaplan-api/advice/inventory/ (R-API-38). Pure: the adapter reads what is
 * already sold on each screen and day, this decides whether the basket fits and over which period.
 *
 * Choices where the spec is open (pricing §7 shows only the answer's fields):
 * - A screen plays a loop of LOOP_SECONDS; a clip airs at most once a loop, so at most MAX_RUNS_PER_HOUR times
 *   an hour, and the clips of all campaigns together fill at most HOUR_SECONDS seconds an hour (a campaign
 *   takes clip × runs per hour seconds of every hour, whatever its hours of the day).
 * - A unit place (light box, crystal light) is a lit poster held whole: it fits a day nobody holds; it has no
 *   runs, so its AvgRunsPerHour is 0.
 * - A request fits when EVERY screen of the basket serves it on EVERY day. If the period asked cannot be
 *   served, the planner first moves it later (same length, up to SHIFT_HORIZON_DAYS days), then shortens it
 *   (the longest stretch inside it, at least half its days, the earliest of equals); else 'dontfit' over the
 *   period asked, with the figures of what would fit.
 * - An impressions target is turned into whole runs per hour over the period asked (R-CITY-12: impressions a
 *   day = hours × runs); with a target the period may move but never shrink, since fewer days would miss it.
 */
export const LOOP_SECONDS = 60
export const HOUR_SECONDS = 3_600
export const MAX_RUNS_PER_HOUR = HOUR_SECONDS / LOOP_SECONDS
export const SHIFT_HORIZON_DAYS = 30
export const MAX_PLANNED_DAYS = 366

export type PlanKind = 'airtime' | 'unit'

/** What the advertiser asks for: runs an hour, or a total of impressions over the period on all screens. */
export type PlannerDemand = { readonly runsPerHour: number } | { readonly impressions: number }

export interface PlannerRequest {
  readonly kind: PlanKind
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  /** Seconds of one clip (airtime places). */
  readonly clipDuration: number
  readonly demand: PlannerDemand
  /** Hours a day the clip airs, to turn impressions into runs (R-CITY-11: 19.5 by default). */
  readonly hours?: number
}

export interface ScreenLoad {
  readonly id: string
  /**
   * What is already sold on each day, from the request's start on (index 0 = startDate) over the period and the
   * shift horizon: seconds an hour of airtime, or 1 for a unit someone holds. A missing day sold nothing.
   */
  readonly sold: readonly number[]
}

/** Days the loads must cover: the period asked and the days it may move by. */
export const horizonDays = (request: Pick<PlannerRequest, 'startDate' | 'endDate'>): number =>
  inclusiveDays(request.startDate, request.endDate) + SHIFT_HORIZON_DAYS

/** Whole runs an hour the request needs on each screen over `days` days. */
export const runsNeeded = (request: PlannerRequest, screens: number, days: number): number => {
  if ('runsPerHour' in request.demand) return request.demand.runsPerHour
  const perScreenDay = request.demand.impressions / Math.max(1, screens * days)
  return Math.max(1, Math.ceil(perScreenDay / (request.hours ?? DEFAULT_HOURS)))
}

/** Runs a screen can give on a day with `sold` already sold, at most `wanted` (airtime only). */
export const runsGiven = (sold: number, clip: number, wanted: number): number =>
  Math.max(0, Math.min(wanted, MAX_RUNS_PER_HOUR, Math.floor((HOUR_SECONDS - sold) / clip)))

const fitsDay = (kind: PlanKind, sold: number, clip: number, runs: number): boolean =>
  kind === 'unit' ? sold < 1 : runs <= MAX_RUNS_PER_HOUR && sold + clip * runs <= HOUR_SECONDS

const round1 = (n: number): number => Math.round(n * 10) / 10

const advice = (
  request: PlannerRequest,
  from: number,
  days: number,
  fields: Omit<InventoryAdvice, 'MinDate' | 'MaxDate' | 'error'>,
): InventoryAdvice => ({
  MinDate: addDays(request.startDate, from),
  MaxDate: addDays(request.startDate, from + days - 1),
  ...fields,
  error: null,
})

/** The answer for a place the planner does not plan: the period asked, nothing counted. */
export const notImplementedAdvice = (startDate: IsoDate, endDate: IsoDate): InventoryAdvice[] => [
  {
    MinDate: startDate,
    MaxDate: endDate,
    PlatformDayCount: 0,
    AvgRunsPerHour: 0,
    FitCount: 0,
    advice_result: 'notimplemented',
    error: null,
  },
]

/** The first of `length` consecutive true days from `from` on, or -1. */
const firstRun = (ok: readonly boolean[], from: number, to: number, length: number): number => {
  let run = 0
  for (let d = from; d < to; d++) {
    run = ok[d] ? run + 1 : 0
    if (run >= length) return d - length + 1
  }
  return -1
}

/** The longest stretch of true days in [0, days), the earliest of equals: [start, length]. */
const longestRun = (ok: readonly boolean[], days: number): [number, number] => {
  let best: [number, number] = [0, 0]
  let run = 0
  for (let d = 0; d < days; d++) {
    run = ok[d] ? run + 1 : 0
    if (run > best[1]) best = [d - run + 1, run]
  }
  return best
}

/**
 * Plans the basket (R-API-38): the list the call answers, whose first entry carries the period planned, the
 * screen-days planned, the average runs an hour given, how many screens fit and the outcome.
 */
export const adviseInventory = (
  request: PlannerRequest,
  screens: readonly ScreenLoad[],
): InventoryAdvice[] => {
  const days = inclusiveDays(request.startDate, request.endDate)
  const n = screens.length
  const clip = request.clipDuration
  const runs = runsNeeded(request, n, days)
  const span = days + SHIFT_HORIZON_DAYS
  const sold = (s: ScreenLoad, d: number): number => s.sold[d] ?? 0
  const everyScreenFits = Array.from(
    { length: span },
    (_, d) => n > 0 && screens.every((s) => fitsDay(request.kind, sold(s, d), clip, runs)),
  )
  const success = (from: number, length: number): InventoryAdvice[] => [
    advice(request, from, length, {
      PlatformDayCount: n * length,
      AvgRunsPerHour: request.kind === 'unit' ? 0 : runs,
      FitCount: n,
      advice_result: 'success',
    }),
  ]

  const moved = firstRun(everyScreenFits, 0, span, days)
  if (moved >= 0) return success(moved, days)
  if ('runsPerHour' in request.demand) {
    const [start, length] = longestRun(everyScreenFits, days)
    if (length > 0 && length >= Math.ceil(days / 2)) return success(start, length)
  }

  // Nothing serves the whole basket: the figures of the period asked, screen by screen.
  let fitCount = 0
  let screenDays = 0
  let runsTotal = 0
  for (const s of screens) {
    let all = true
    for (let d = 0; d < days; d++) {
      const fits = fitsDay(request.kind, sold(s, d), clip, runs)
      if (fits) screenDays++
      else all = false
      if (request.kind === 'airtime') runsTotal += runsGiven(sold(s, d), clip, runs)
    }
    if (all) fitCount++
  }
  return [
    advice(request, 0, days, {
      PlatformDayCount: screenDays,
      AvgRunsPerHour: n === 0 ? 0 : round1(runsTotal / (n * days)),
      FitCount: fitCount,
      advice_result: 'dontfit',
    }),
  ]
}

/** A campaign as the database keeps it, enough to know the airtime it takes. */
export interface SoldCampaign {
  readonly startDate: IsoDate
  readonly endDate: IsoDate
  /** The calculator input as decoded (screen places: itemIds, clipDuration, frequency). */
  readonly calculation: unknown
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const positive = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback

/**
 * Airtime sold on each screen and day by the campaigns of a place: clip × runs an hour of every screen the
 * campaign lists, over its dates. Days count from `from` for `span` days (the planner's indexing).
 */
export const airtimeSold = (
  campaigns: readonly SoldCampaign[],
  ids: readonly string[],
  from: IsoDate,
  span: number,
  defaults: { readonly clipDuration: number; readonly frequency: number },
): ScreenLoad[] => {
  const loads = new Map(ids.map((id) => [id, new Array<number>(span).fill(0)] as const))
  for (const c of campaigns) {
    const input = isRecord(c.calculation) ? c.calculation : {}
    const seconds =
      positive(input['clipDuration'], defaults.clipDuration) *
      positive(input['frequency'], defaults.frequency)
    const items = Array.isArray(input['itemIds']) ? new Set(input['itemIds']) : new Set()
    const first = Math.max(0, inclusiveDays(from, c.startDate) - 1)
    const last = Math.min(span - 1, inclusiveDays(from, c.endDate) - 1)
    for (const [id, sold] of loads) {
      if (!items.has(id)) continue
      for (let d = first; d <= last; d++) sold[d] = (sold[d] ?? 0) + seconds
    }
  }
  return ids.map((id) => ({ id, sold: loads.get(id) ?? [] }))
}

/** Units held on each day (1) from the hold days of each unit, in the planner's indexing. */
export const unitsHeld = (
  holds: readonly { readonly id: string; readonly day: IsoDate }[],
  ids: readonly string[],
  from: IsoDate,
  span: number,
): ScreenLoad[] => {
  const loads = new Map(ids.map((id) => [id, new Array<number>(span).fill(0)] as const))
  for (const h of holds) {
    const d = inclusiveDays(from, h.day) - 1
    const sold = loads.get(h.id)
    if (sold && d >= 0 && d < span) sold[d] = 1
  }
  return ids.map((id) => ({ id, sold: loads.get(id) ?? [] }))
}
