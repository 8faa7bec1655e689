import type { NumberRule } from '../../shared/number-rule'

/** R-GROUND-03: impressions default 10 000, min 10 000, max 100 000 000, step 1 000. */
export const IMPRESSIONS = { default: 10_000, min: 10_000, max: 100_000_000, step: 1_000 } as const
/** R-GROUND-04: runs per hour 1..24, default 9, one decimal. */
export const RUNS_PER_HOUR = { default: 9, min: 1, max: 24 } as const
/** R-GROUND-12 (open, chosen): the 175..4200 range bounds the daily hits of one transport route. */
export const ROUTE_HITS = { min: 175, max: 4200 } as const

export interface GroundValidationRules {
  readonly minNumberOfImpressions: number
  readonly maxNumberOfImpressions: number
  readonly minRunsPerHour: number
  readonly maxRunsPerHour: number
}

/**
 * R-GROUND-01 / R-GROUND-03: impressions within the server's bounds in steps of 1 000, clamped (not refused)
 * outside them. Chosen: a count off the step (counted from the minimum) is refused, as every stepped field is.
 */
export const impressionsRule = (rules: GroundValidationRules): NumberRule => ({
  min: rules.minNumberOfImpressions,
  max: rules.maxNumberOfImpressions,
  step: IMPRESSIONS.step,
  whole: true,
  clamp: true,
  ruleIds: ['R-GROUND-01', 'R-GROUND-03'],
})

/** R-GROUND-01 / R-GROUND-04: runs per hour within the server's bounds, clamped outside them, any fraction. */
export const runsPerHourRule = (rules: GroundValidationRules): NumberRule => ({
  min: rules.minRunsPerHour,
  max: rules.maxRunsPerHour,
  clamp: true,
  ruleIds: ['R-GROUND-01', 'R-GROUND-02', 'R-GROUND-04'],
})

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value))

/** R-GROUND-01: impressions outside the server's bounds are clamped to them. */
export const clampImpressions = (value: number, rules: GroundValidationRules): number =>
  clamp(value, rules.minNumberOfImpressions, rules.maxNumberOfImpressions)

/**
 * R-GROUND-01 / R-GROUND-02 (chosen reading): runs per hour are clamped to the server's bounds for both places;
 * for the bus place the value is first rounded to one decimal, the tram place keeps it as entered.
 */
export const normaliseRunsPerHour = (value: number, rules: GroundValidationRules, tram: boolean): number => {
  const v = tram ? value : Math.round(value * 10) / 10
  return clamp(v, rules.minRunsPerHour, rules.maxRunsPerHour)
}

/** R-GROUND-05: route search matches the inventory number exactly, case-insensitively. */
export const findRoutes = <R extends { readonly inventoryNumber: string }>(
  routes: readonly R[],
  query: string,
): R[] => {
  const q = query.trim().toLowerCase()
  return q === '' ? [] : routes.filter((r) => r.inventoryNumber.toLowerCase() === q)
}
