import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { spreadByDays } from './drafts'

/** The largest-remainder spread as it was written first (sorting the fractions), to hold the fast one to it. */
const bySorting = (total: number, periods: readonly { readonly days: number }[]): number[] => {
  const days = periods.reduce((s, p) => s + p.days, 0)
  const raw = periods.map((p) => (total * p.days) / days)
  const parts = raw.map(Math.floor)
  let rest = total - parts.reduce((s, n) => s + n, 0)
  const order = raw.map((r, i) => ({ i, f: r - Math.floor(r) })).sort((a, b) => b.f - a.f || a.i - b.i)
  for (const { i } of order) {
    if (rest <= 0) break
    parts[i] = (parts[i] ?? 0) + 1
    rest -= 1
  }
  return parts
}

describe('R-PER-08 a count spread over months by days (issue 51: picked without sorting)', () => {
  it('gives what the sorted largest-remainder spread gives, adding up to the count', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(0, 1, 7, 10_000)),
        fc.array(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 12 }),
        (total, lengths) => {
          const periods = lengths.map((days) => ({ days }))
          const parts = spreadByDays(total, periods)
          expect(parts).toEqual(bySorting(total, periods))
          expect(parts.reduce((s, n) => s + n, 0)).toBe(total)
        },
      ),
      { numRuns: 3_000 },
    )
  })

  it('gives the remainder to the earlier month among equal fractions', () => {
    expect(spreadByDays(10, [{ days: 15 }, { days: 15 }, { days: 15 }])).toEqual([4, 3, 3])
    expect(spreadByDays(200_000, [{ days: 2 }, { days: 2 }])).toEqual([100_000, 100_000])
    expect(spreadByDays(5, [{ days: 1 }, { days: 2 }])).toEqual([2, 3])
  })
})
