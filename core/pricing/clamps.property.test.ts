import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from './reference/demo-reference'
import { clampImpressions, normaliseRunsPerHour } from './rules/ground'
import {
  FILL_FACTOR,
  METRO_MODES,
  normalisePresentationCount,
  roundFillFactor,
  validateBudget,
  type MetroMode,
} from './rules/metro'

const rules = DEMO_REFERENCE.tariffs.groundTransportation.validationRules
const mode = fc.constantFrom<MetroMode>('video', 'budget')

describe('clamped inputs always land inside their bounds', () => {
  it('R-GROUND-01/02: impressions and runs per hour', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.boolean(), (v, tram) => {
        const i = clampImpressions(v, rules)
        expect(i).toBeGreaterThanOrEqual(rules.minNumberOfImpressions)
        expect(i).toBeLessThanOrEqual(rules.maxNumberOfImpressions)
        const r = normaliseRunsPerHour(v, rules, tram)
        expect(r).toBeGreaterThanOrEqual(rules.minRunsPerHour)
        expect(r).toBeLessThanOrEqual(rules.maxRunsPerHour)
        if (!tram) expect(Math.round(r * 10) / 10).toBe(r)
      }),
    )
  })

  it('R-METRO-10/11/17: the presentation count is 0 or a step multiple within min..min(max, stop)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e10, noNaN: true }), mode, fc.nat({ max: 2e9 }), (n, m, stop) => {
        const p = METRO_MODES[m].presentation
        const c = normalisePresentationCount(n, m, stop)
        if (c === 0) return
        expect(c % p.step).toBe(0)
        expect(c).toBeGreaterThanOrEqual(p.min)
        expect(c).toBeLessThanOrEqual(Math.min(p.max, stop))
        expect(c).toBeLessThanOrEqual(n)
      }),
    )
  })

  it('R-METRO-05: an accepted budget lies within its mode bounds; R-METRO-16: the fill factor within 0.001..1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000_000 }),
        mode,
        fc.double({ min: -5, max: 5, noNaN: true }),
        (b, m, f) => {
          const r = validateBudget(m, String(b))
          const bounds = METRO_MODES[m].budget
          expect(r.ok).toBe(b >= bounds.min && b <= bounds.max)
          const ff = roundFillFactor(f)
          expect(ff).toBeGreaterThanOrEqual(FILL_FACTOR.min)
          expect(ff).toBeLessThanOrEqual(FILL_FACTOR.max)
        },
      ),
    )
  })
})
