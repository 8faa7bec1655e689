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

  // Issue #49: this property drew n from 0..1e10 and the stop from 0..2e9 and returned early on a zero count, so
  // few runs reached its claim and none a stop value below the minimum, where the count was 5 000 (a defect).
  // The inputs are now drawn by construction from each side of the minimum.
  const presentation = (m: MetroMode) => METRO_MODES[m].presentation
  const roomy = mode.chain((m) =>
    fc.record({
      m: fc.constant(m),
      n: fc.double({ min: presentation(m).min, max: presentation(m).max * 2, noNaN: true }),
      stop: fc.integer({ min: presentation(m).min, max: presentation(m).max * 2 }),
    }),
  )
  const short = mode.chain((m) => {
    const below = fc.integer({ min: 0, max: presentation(m).min - 1 })
    const any = fc.integer({ min: 0, max: presentation(m).max * 2 })
    return fc.oneof(
      fc.record({ m: fc.constant(m), n: below, stop: any }),
      fc.record({ m: fc.constant(m), n: any, stop: below }),
    )
  })

  it('R-METRO-10/11/17: with room for the min, the count is a step multiple within min..min(max, stop, n)', () => {
    fc.assert(
      fc.property(roomy, ({ m, n, stop }) => {
        const p = presentation(m)
        const c = normalisePresentationCount(n, m, stop)
        expect(c % p.step).toBe(0)
        expect(c).toBeGreaterThanOrEqual(p.min)
        expect(c).toBeLessThanOrEqual(Math.min(p.max, stop, n))
        // the largest such multiple: one more step would pass a bound
        expect(c + p.step > Math.min(p.max, stop, n)).toBe(true)
      }),
    )
  })

  it('R-METRO-10/11: when the count asked or the stop value is below the min, the count is zero', () => {
    fc.assert(
      fc.property(short, ({ m, n, stop }) => {
        expect(normalisePresentationCount(n, m, stop)).toBe(0)
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
