import { describe, expect, it } from 'vitest'
import {
  clampImpressions,
  findRoutes,
  IMPRESSIONS,
  normaliseRunsPerHour,
  ROUTE_HITS,
  RUNS_PER_HOUR,
  type GroundValidationRules,
} from './ground'

/** Bounds as the server sends them; deliberately not the defaults, so a test tells them apart. */
const rules: GroundValidationRules = {
  minNumberOfImpressions: 20_000,
  maxNumberOfImpressions: 90_000,
  minRunsPerHour: 2,
  maxRunsPerHour: 12,
}

describe('ground transport bounds (pricing §9)', () => {
  it('R-GROUND-03/04/12: impressions, runs per hour and route hits have the listed bounds', () => {
    expect(IMPRESSIONS).toEqual({ default: 10_000, min: 10_000, max: 100_000_000, step: 1_000 })
    expect(RUNS_PER_HOUR).toEqual({ default: 9, min: 1, max: 24 })
    expect(ROUTE_HITS).toEqual({ min: 175, max: 4200 })
  })
})

describe('R-GROUND-01: impressions outside the server bounds are clamped to them', () => {
  it.each([
    [19_999, 20_000],
    [20_000, 20_000],
    [20_001, 20_001],
    [89_999, 89_999],
    [90_000, 90_000],
    [90_001, 90_000],
  ])('%d impressions become %d', (entered, kept) => {
    expect(clampImpressions(entered, rules)).toBe(kept)
  })
})

describe('R-GROUND-01/02: runs per hour', () => {
  it('the bus place rounds to one decimal, the tram place keeps the value as entered', () => {
    expect(normaliseRunsPerHour(4.46, rules, false)).toBe(4.5)
    expect(normaliseRunsPerHour(4.44, rules, false)).toBe(4.4)
    expect(normaliseRunsPerHour(4.46, rules, true)).toBe(4.46)
  })

  it.each([true, false])('both places clamp to the bounds (tram: %s)', (tram) => {
    expect(normaliseRunsPerHour(1.9, rules, tram)).toBe(2)
    expect(normaliseRunsPerHour(2, rules, tram)).toBe(2)
    expect(normaliseRunsPerHour(12, rules, tram)).toBe(12)
    expect(normaliseRunsPerHour(12.1, rules, tram)).toBe(12)
    expect(normaliseRunsPerHour(7, rules, tram)).toBe(7)
  })
})

describe('R-GROUND-05: route search matches the inventory number exactly, case-insensitively', () => {
  const routes = [{ inventoryNumber: 'A-12' }, { inventoryNumber: 'a-123' }, { inventoryNumber: 'B-7' }]

  it('finds the route whatever the case and surrounding spaces', () => {
    expect(findRoutes(routes, 'a-12')).toEqual([{ inventoryNumber: 'A-12' }])
    expect(findRoutes(routes, '  A-123 ')).toEqual([{ inventoryNumber: 'a-123' }])
  })

  it('a part of a number or an empty query finds nothing', () => {
    expect(findRoutes(routes, 'A-1')).toEqual([])
    expect(findRoutes(routes, '   ')).toEqual([])
    expect(findRoutes([{ inventoryNumber: '' }], '')).toEqual([])
  })
})
