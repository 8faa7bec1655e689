import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyReach } from '../testing/property-reach'
import {
  distanceMetres,
  EARTH_RADIUS_M,
  facesInAreas,
  facesInPolygon,
  facesWithinRadius,
  insidePolygon,
  polygonBounds,
  type LonLat,
  type PlacedFace,
  type PolygonRings,
} from './place-selection'

const OKHOTNY_RYAD: LonLat = [37.6166, 55.7577]
const LUBYANKA: LonLat = [37.6272, 55.7597]
const PARK_KULTURY: LonLat = [37.5943, 55.7356]

const face = (id: string, [longitude, latitude]: LonLat, district?: string, okrug?: string): PlacedFace => ({
  id,
  longitude,
  latitude,
  district,
  okrug,
})
/** A uniform double in [min, max]: fc.double leans to the ends, which would leave most runs with nothing near. */
const uniform = (min: number, max: number) =>
  fc.noBias(fc.integer({ min: 0, max: 1_000_000 })).map((n) => min + ((max - min) * n) / 1_000_000)
const ids = (faces: readonly PlacedFace[]): string[] => faces.map((f) => f.id)

describe('distance on the mean sphere (issue #50 item 3)', () => {
  it('agrees with known pairs to within a metre', () => {
    // Expected values by the vector formula atan2(|a×b|, a·b)·R, computed apart in Python from metro-stations.json.
    expect(Math.abs(distanceMetres(OKHOTNY_RYAD, LUBYANKA) - 699.505)).toBeLessThan(1)
    expect(Math.abs(distanceMetres(OKHOTNY_RYAD, PARK_KULTURY) - 2826.091)).toBeLessThan(1)
    // One degree along a meridian is πR/180.
    expect(Math.abs(distanceMetres([37.6, 55], [37.6, 56]) - (Math.PI * EARTH_RADIUS_M) / 180)).toBeLessThan(
      1e-6,
    )
    expect(distanceMetres(LUBYANKA, OKHOTNY_RYAD)).toBe(distanceMetres(OKHOTNY_RYAD, LUBYANKA))
    expect(distanceMetres(LUBYANKA, LUBYANKA)).toBe(0)
  })
})

describe('faces within a radius', () => {
  const faces = [face('ohotny', OKHOTNY_RYAD), face('lubyanka', LUBYANKA), face('park', PARK_KULTURY)]

  it('counts a face exactly at the radius, not one a metre beyond; a bad radius selects nothing', () => {
    const exact = distanceMetres(OKHOTNY_RYAD, LUBYANKA)
    expect(ids(facesWithinRadius(faces, OKHOTNY_RYAD, exact))).toEqual(['ohotny', 'lubyanka'])
    expect(ids(facesWithinRadius(faces, OKHOTNY_RYAD, exact - 1e-6))).toEqual(['ohotny'])
    expect(ids(facesWithinRadius(faces, OKHOTNY_RYAD, 3000))).toEqual(['ohotny', 'lubyanka', 'park'])
    expect(facesWithinRadius(faces, OKHOTNY_RYAD, -1)).toEqual([])
    expect(facesWithinRadius(faces, OKHOTNY_RYAD, Number.NaN)).toEqual([])
  })

  // Faces within about 5 km of the centre of Moscow.
  const near = fc.tuple(uniform(37.54, 37.7), uniform(55.71, 55.8))
  const scattered = fc
    .array(near, { minLength: 5, maxLength: 40 })
    .map((points) => points.map((p, i) => face(`f${i}`, p as LonLat)))

  it('property: a radius selection grows, never shrinks, with the radius', () => {
    // The centre is one of the faces, so the smaller selection holds at least that face by construction; the
    // radius runs from 0, so it leaves faces out too (counted as the claim: a selection that can still grow).
    const reach = propertyReach('radius grows', 'a smaller selection that leaves faces out')
    fc.assert(
      fc.property(scattered, fc.nat(), uniform(0, 4000), uniform(0, 3000), (faces, pick, r, more) => {
        const at = faces[pick % faces.length] as PlacedFace
        const centre: LonLat = [at.longitude, at.latitude]
        const small = facesWithinRadius(faces, centre, r)
        const large = new Set(ids(facesWithinRadius(faces, centre, r + more)))
        expect(ids(small)).toContain(at.id)
        reach.reached(small.length < faces.length)
        for (const f of small) expect(large.has(f.id)).toBe(true)
      }),
    )
    reach.report()
  })

  it('property: radius 0 selects exactly the faces standing at the point', () => {
    const reach = propertyReach('radius 0', 'faces both at the point and elsewhere')
    fc.assert(
      fc.property(
        scattered,
        near,
        fc.array(fc.boolean(), { minLength: 10, maxLength: 40 }),
        (faces, centre, at) => {
          const placed = faces.map((f, i) => (at[i] ? face(f.id, centre as LonLat) : f))
          const expected = placed.filter((f) => f.longitude === centre[0] && f.latitude === centre[1])
          reach.reached(expected.length > 0 && expected.length < placed.length)
          expect(ids(facesWithinRadius(placed, centre as LonLat, 0))).toEqual(ids(expected))
        },
      ),
    )
    reach.report()
  })
})

describe('faces inside a drawn polygon', () => {
  const square: PolygonRings = [
    [
      [37.6, 55.75],
      [37.64, 55.75],
      [37.64, 55.77],
      [37.6, 55.77],
    ],
  ]
  const withHole: PolygonRings = [
    square[0] ?? [],
    [
      [37.61, 55.755],
      [37.63, 55.755],
      [37.63, 55.765],
      [37.61, 55.765],
    ],
  ]

  it('takes what lies inside, a point on an edge or corner too, and leaves a hole out but its edge in', () => {
    expect(insidePolygon(OKHOTNY_RYAD, square)).toBe(true)
    expect(insidePolygon(PARK_KULTURY, square)).toBe(false)
    expect(insidePolygon([37.62, 55.75], square)).toBe(true) // on the south edge
    expect(insidePolygon([37.64, 55.76], square)).toBe(true) // on the east edge
    expect(insidePolygon([37.6, 55.77], square)).toBe(true) // a corner
    expect(insidePolygon([37.640001, 55.76], square)).toBe(false)
    expect(insidePolygon([37.62, 55.76], withHole)).toBe(false) // inside the hole
    expect(insidePolygon([37.61, 55.76], withHole)).toBe(true) // on the hole's edge
    expect(insidePolygon([37.605, 55.76], withHole)).toBe(true) // between the outline and the hole
    expect(insidePolygon(OKHOTNY_RYAD, [])).toBe(false)
    expect(insidePolygon(OKHOTNY_RYAD, [[OKHOTNY_RYAD, LUBYANKA]])).toBe(false)
    const faces = [face('ohotny', OKHOTNY_RYAD), face('park', PARK_KULTURY), face('lubyanka', LUBYANKA)]
    expect(ids(facesInPolygon(faces, square))).toEqual(['ohotny', 'lubyanka'])
  })

  /** A star-shaped polygon around a centre: corners at increasing angles, each at its own distance. */
  const star = fc
    .record({
      lon: fc.double({ min: 37.4, max: 37.8, noNaN: true }),
      lat: fc.double({ min: 55.6, max: 55.9, noNaN: true }),
      radii: fc.array(
        fc.integer({ min: 20, max: 500 }).map((n) => n / 10_000),
        { minLength: 3, maxLength: 12 },
      ),
    })
    .map(({ lon, lat, radii }) => ({
      centre: [lon, lat] as LonLat,
      polygon: [
        radii.map((r, i): LonLat => {
          const angle = (2 * Math.PI * i) / radii.length
          return [lon + r * Math.cos(angle), lat + r * Math.sin(angle)]
        }),
      ] as PolygonRings,
    }))

  it('property: a face inside a polygon is inside its bounding box; between centre and corner is inside', () => {
    const reach = propertyReach('polygon in box', 'faces both selected and left out')
    // Faces along the rays from the centre through the corners, from the centre to half as far again.
    const offset = fc.tuple(fc.nat(), uniform(0, 1.5), uniform(-0.2, 0.2))
    fc.assert(
      fc.property(
        star,
        fc.array(offset, { minLength: 10, maxLength: 30 }),
        uniform(0, 0.999),
        ({ centre, polygon }, offsets, t) => {
          const corners = polygon[0] ?? []
          const faces = offsets.map(([k, along, aside], i) => {
            const [x, y] = corners[k % corners.length] ?? centre
            const [dx, dy] = [x - centre[0], y - centre[1]]
            return face(`f${i}`, [centre[0] + along * dx - aside * dy, centre[1] + along * dy + aside * dx])
          })
          const chosen = facesInPolygon(faces, polygon)
          reach.reached(chosen.length > 0 && chosen.length < faces.length)
          const [[west, south], [east, north]] = polygonBounds(polygon) ?? [
            [0, 0],
            [0, 0],
          ]
          for (const f of chosen) {
            expect(f.longitude).toBeGreaterThanOrEqual(west)
            expect(f.longitude).toBeLessThanOrEqual(east)
            expect(f.latitude).toBeGreaterThanOrEqual(south)
            expect(f.latitude).toBeLessThanOrEqual(north)
          }
          for (const corner of polygon[0] ?? []) {
            const between: LonLat = [
              centre[0] + t * (corner[0] - centre[0]),
              centre[1] + t * (corner[1] - centre[1]),
            ]
            expect(insidePolygon(between, polygon)).toBe(true)
          }
        },
      ),
    )
    reach.report()
  })
})

describe('faces of a district or okrug', () => {
  it('takes the faces by their stop’s own district or okrug, either counting', () => {
    const faces = [
      face('a', OKHOTNY_RYAD, 'Тверской район', 'Центральный административный округ'),
      face('b', PARK_KULTURY, 'район Хамовники', 'Центральный административный округ'),
      face('c', [37.655, 55.725], 'Даниловский район', 'Южный административный округ'),
      face('d', LUBYANKA),
    ]
    expect(ids(facesInAreas(faces, { districts: ['Даниловский район'] }))).toEqual(['c'])
    expect(ids(facesInAreas(faces, { okrugs: ['Центральный административный округ'] }))).toEqual(['a', 'b'])
    expect(
      ids(
        facesInAreas(faces, {
          districts: ['Даниловский район'],
          okrugs: ['Центральный административный округ'],
        }),
      ),
    ).toEqual(['a', 'b', 'c'])
    expect(facesInAreas(faces, {})).toEqual([])
  })
})
