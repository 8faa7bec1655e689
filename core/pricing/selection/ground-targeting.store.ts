import { StateStore } from '../../shared/store'
import { DEFAULT_GROUND_VIDEO_DURATION } from '../rules/formats'
import {
  clampImpressions,
  IMPRESSIONS,
  normaliseRunsPerHour,
  RUNS_PER_HOUR,
  type GroundValidationRules,
} from '../rules/ground'

export interface GroundState {
  readonly view: 'calculator' | 'schedule'
  readonly timeIntervals: readonly { readonly id: number; readonly selected: boolean }[]
  readonly dayGroups: readonly { readonly id: 'workday' | 'weekend'; readonly selected: boolean }[]
  readonly routeIds: readonly string[]
  readonly numberOfImpressions: number
  readonly runsPerHour: number
  readonly videoDuration: number
  readonly periodsError: string | null
}

export type GroundTargeting = 'time' | 'days' | 'routes' | 'impressions' | 'runsPerHour'

const DAY_GROUPS: GroundState['dayGroups'] = [
  { id: 'workday', selected: false },
  { id: 'weekend', selected: false },
]

const defaults = (intervals: GroundState['timeIntervals']): GroundState => ({
  view: 'calculator',
  timeIntervals: intervals.map((i) => ({ id: i.id, selected: false })),
  dayGroups: DAY_GROUPS,
  routeIds: [],
  numberOfImpressions: IMPRESSIONS.default,
  runsPerHour: RUNS_PER_HOUR.default,
  videoDuration: DEFAULT_GROUND_VIDEO_DURATION,
  periodsError: null,
})

/** The ground-transport calculator's targeting (R-GROUND-01, 02, 06..09, 11). */
export class GroundTargetingStore extends StateStore<GroundState> {
  constructor(
    private readonly rules: GroundValidationRules,
    private readonly tram: boolean,
  ) {
    super(defaults([]))
  }

  /** R-GROUND-08: a successful load marks every interval unselected. */
  intervalsLoaded(ids: readonly number[]): void {
    this.update((s) => {
      s.timeIntervals = ids.map((id) => ({ id, selected: false }))
    })
  }

  /** R-GROUND-06. */
  toggleInterval(id: number): void {
    this.update((s) => {
      const i = s.timeIntervals.find((x) => x.id === id)
      if (i) i.selected = !i.selected
    })
  }

  toggleDayGroup(id: 'workday' | 'weekend'): void {
    this.update((s) => {
      const d = s.dayGroups.find((x) => x.id === id)
      if (d) d.selected = !d.selected
    })
  }

  setRoutes(ids: readonly string[]): void {
    this.update((s) => {
      s.routeIds = [...ids]
    })
  }

  /** R-GROUND-01: clamped to the validation rules. */
  setImpressions(value: number): void {
    this.update((s) => {
      s.numberOfImpressions = clampImpressions(value, this.rules)
    })
  }

  /** R-GROUND-02. */
  setRunsPerHour(value: number): void {
    this.update((s) => {
      s.runsPerHour = normaliseRunsPerHour(value, this.rules, this.tram)
    })
  }

  /** R-GROUND-07: one targeting back to its default. */
  resetTargeting(which: GroundTargeting): void {
    const d = defaults(this.getSnapshot().timeIntervals)
    this.update((s) => {
      if (which === 'time') s.timeIntervals = d.timeIntervals.map((i) => ({ ...i }))
      else if (which === 'days') s.dayGroups = d.dayGroups.map((g) => ({ ...g }))
      else if (which === 'routes') s.routeIds = []
      else if (which === 'impressions') s.numberOfImpressions = d.numberOfImpressions
      else s.runsPerHour = d.runsPerHour
    })
  }

  /** R-GROUND-07: all targetings back to their defaults, the view kept. */
  resetAll(): void {
    const s = this.getSnapshot()
    this.set({ ...defaults(s.timeIntervals), view: s.view })
  }

  showSchedule(): void {
    this.update((s) => {
      s.view = 'schedule'
    })
  }

  /** R-GROUND-09: a full reset returns to the calculator view. */
  fullReset(): void {
    this.set(defaults(this.getSnapshot().timeIntervals))
  }

  /** R-GROUND-11: a periods failure stores its text. */
  periodsFailed(text: string): void {
    this.update((s) => {
      s.periodsError = text
    })
  }
}
