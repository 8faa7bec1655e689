import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { spreadApart } from './spread-apart'

const BOUNDS = { minX: 0, minY: 0, maxX: 1000, maxY: 1000 }
const GAP = 17

const distances = (points: readonly { x: number; y: number }[]): number[] =>
  points.flatMap((a, i) => points.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)))

/** Up to 40 points, bunched in a corner of the box or anywhere in it, some of them on top of each other. */
const crowd = fc
  .tuple(
    fc.array(fc.record({ x: fc.integer({ min: 0, max: 1000 }), y: fc.integer({ min: 0, max: 1000 }) }), {
      maxLength: 40,
    }),
    fc.integer({ min: 1, max: 100 }),
    fc.nat(5),
  )
  .map(([points, squeeze, twins]) => {
    // Squeezed toward the centre, as the metro's stations crowd the city's centre.
    const squeezed = points.map((p, i) => ({
      id: String(i),
      x: 500 + (p.x - 500) / squeeze,
      y: 500 + (p.y - 500) / squeeze,
    }))
    return [...squeezed, ...squeezed.slice(0, twins).map((p) => ({ ...p, id: `${p.id}-twin` }))]
  })

describe('points spread apart (the metro scheme’s hubs)', () => {
  it('leaves no two points closer than the gap, inside the box, the same for the same input', () => {
    fc.assert(
      fc.property(crowd, (points) => {
        const apart = spreadApart(points, GAP, BOUNDS)
        expect(apart.map((p) => p.id)).toEqual(points.map((p) => p.id))
        for (const d of distances(apart)) expect(d).toBeGreaterThanOrEqual(GAP)
        for (const p of apart) {
          expect(p.x).toBeGreaterThanOrEqual(0)
          expect(p.y).toBeLessThanOrEqual(1000)
        }
        expect(spreadApart(points, GAP, BOUNDS)).toEqual(apart)
      }),
      { numRuns: 200 },
    )
  })

  it('moves only the points that were crowded; the others stay exactly where they were', () => {
    const points = [
      { id: 'alone', x: 100.37, y: 900 },
      { id: 'hub-1', x: 500, y: 500 },
      { id: 'hub-2', x: 503, y: 501 },
      { id: 'hub-3', x: 500, y: 500 },
      { id: 'near', x: 530, y: 500 },
    ]
    const apart = spreadApart(points, GAP, BOUNDS)
    expect(apart[0]).toBe(points[0])
    for (const d of distances(apart)) expect(d).toBeGreaterThanOrEqual(GAP)
    // The hub stays where it was as a whole: it spreads around its place, a few units each way.
    for (const p of apart.slice(1, 4)) expect(Math.hypot(p.x - 501, p.y - 500)).toBeLessThan(2 * GAP)
  })

  it('points far enough apart come back as they were given', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 17, y: 0 },
      { x: 0, y: 17 },
    ]
    expect(spreadApart(points, GAP, BOUNDS)).toEqual(points)
    expect(spreadApart([], GAP, BOUNDS)).toEqual([])
  })
})
