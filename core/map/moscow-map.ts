import { stopMark, type MapStop, type StopMark } from '../pricing/selection/shelter-map'
import type { Side } from '../pricing/selection/stops-selection.store'

/**
 * What the transit-shelter map draws besides the stops (issue #50 item 1): where the whole city lies, where an
 * okrug's or a district's name stands, the metro's stations in their lines' colours, and the stops as points
 * that carry their faces, so a cluster at city zoom counts faces (sides), not pavilions.
 */

export type Position = readonly [number, number]
export type Bounds = readonly [Position, Position]

/** A GeoJSON area as the server sends it: a code, a name and a Polygon or MultiPolygon. */
export interface Area {
  readonly properties: { readonly code: string; readonly name: string }
  readonly geometry: unknown
}

type Ring = readonly Position[]

/** The polygons of a Polygon or MultiPolygon geometry (anything else has none). */
const polygonsOf = (geometry: unknown): readonly (readonly Ring[])[] => {
  const g = geometry as { type?: string; coordinates?: unknown } | null
  if (g?.type === 'Polygon') return [g.coordinates as Ring[]]
  if (g?.type === 'MultiPolygon') return g.coordinates as Ring[][]
  return []
}

/** The smallest box holding every corner of the areas, [[west, south], [east, north]]; none: undefined. */
export const boundsOf = (areas: readonly Area[]): Bounds | undefined => {
  let west = Infinity
  let south = Infinity
  let east = -Infinity
  let north = -Infinity
  for (const area of areas)
    for (const polygon of polygonsOf(area.geometry))
      for (const [lng, lat] of polygon[0] ?? []) {
        west = Math.min(west, lng)
        east = Math.max(east, lng)
        south = Math.min(south, lat)
        north = Math.max(north, lat)
      }
  return west === Infinity
    ? undefined
    : [
        [west, south],
        [east, north],
      ]
}

/** Twice the signed area and the area-weighted centre of a ring (the shoelace formula). */
const ringCentre = (ring: Ring): { readonly area: number; readonly centre: Position } => {
  let twice = 0
  let x = 0
  let y = 0
  for (let i = 0; i < ring.length; i++) {
    const [x0, y0] = ring[i] ?? [0, 0]
    const [x1, y1] = ring[(i + 1) % ring.length] ?? [0, 0]
    const cross = x0 * y1 - x1 * y0
    twice += cross
    x += (x0 + x1) * cross
    y += (y0 + y1) * cross
  }
  return twice === 0
    ? { area: 0, centre: ring[0] ?? [0, 0] }
    : { area: Math.abs(twice / 2), centre: [x / (3 * twice), y / (3 * twice)] }
}

export interface LabelFeature {
  readonly type: 'Feature'
  readonly geometry: { readonly type: 'Point'; readonly coordinates: Position }
  readonly properties: { readonly code: string; readonly name: string }
}
export interface Features<F> {
  readonly type: 'FeatureCollection'
  readonly features: readonly F[]
}

/**
 * One name a area, at the centre of its largest part (Troitsky and Novomoskovsky okrugs and Zelenograd come in
 * pieces: the name goes to the biggest, once, not to every piece).
 */
export const areaLabels = (areas: readonly Area[]): Features<LabelFeature> => ({
  type: 'FeatureCollection',
  features: areas.flatMap((area) => {
    const parts = polygonsOf(area.geometry).map((p) => ringCentre(p[0] ?? []))
    const largest = parts.reduce<(typeof parts)[number] | undefined>(
      (best, part) => (best === undefined || part.area > best.area ? part : best),
      undefined,
    )
    return largest
      ? [
          {
            type: 'Feature' as const,
            geometry: { type: 'Point' as const, coordinates: largest.centre },
            properties: { code: area.properties.code, name: area.properties.name },
          },
        ]
      : []
  }),
})

export interface MetroLineRef {
  readonly id: string
  readonly name: string
  readonly color: string
}
export interface MetroStationRef {
  readonly name: string
  readonly lineId: string
  readonly latitude: number | null
  readonly longitude: number | null
}
export interface StationFeature {
  readonly type: 'Feature'
  readonly geometry: { readonly type: 'Point'; readonly coordinates: Position }
  readonly properties: { readonly name: string; readonly line: string; readonly color: string }
}

/**
 * The stations with a known place, each in its line's colour. A hub (one name on several lines) is named once:
 * the name rides on the first of its stations, the others are marked `named: false` by an empty name.
 */
export const metroStations = (
  lines: readonly MetroLineRef[],
  stations: readonly MetroStationRef[],
): Features<StationFeature> => {
  const lineOf = new Map(lines.map((l) => [l.id, l]))
  const named = new Set<string>()
  const features: StationFeature[] = []
  for (const s of stations) {
    const line = lineOf.get(s.lineId)
    if (s.latitude === null || s.longitude === null || !line) continue
    const first = !named.has(s.name)
    named.add(s.name)
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [s.longitude, s.latitude] },
      properties: { name: first ? s.name : '', line: line.name, color: line.color },
    })
  }
  return { type: 'FeatureCollection', features }
}

export interface FaceStopFeature {
  readonly type: 'Feature'
  readonly id: number
  readonly geometry: { readonly type: 'Point'; readonly coordinates: Position }
  readonly properties: {
    readonly id: string
    readonly name: string
    readonly mark: StopMark
    /** The faces (sides) the side filter shows at this stop: a cluster's count is their sum. */
    readonly faces: number
  }
}

/**
 * The stops the map shows under the side and okrug filters (R-STOP-12, the okrug filter kept in map mode: `okrug.of`
 * tells each side's okrug code, as the list's okrug choice names it), each
 * with its faces: a cluster sums them, so its figure is the number of faces it holds, as the list counts sides.
 */
export const faceStops = (
  stops: readonly MapStop[],
  selected: ReadonlySet<string>,
  side: Side,
  okrug?: { readonly code: string; readonly of: ReadonlyMap<string, string> },
): Features<FaceStopFeature> => {
  const features: FaceStopFeature[] = []
  stops.forEach((stop, index) => {
    const sides = stop.sides.filter(
      (s) =>
        (side === 'all' || s.side === side) &&
        (okrug === undefined || okrug.of.get(s.inventoryNumber) === okrug.code),
    )
    if (sides.length === 0) return
    features.push({
      type: 'Feature',
      id: index,
      geometry: { type: 'Point', coordinates: [stop.longitude, stop.latitude] },
      properties: { id: stop.id, name: stop.name, mark: stopMark(stop, selected, side), faces: sides.length },
    })
  })
  return { type: 'FeatureCollection', features }
}

/** The faces the features carry in all (the city's figure beside the map, and what its clusters add up to). */
export const faceTotal = (features: Features<FaceStopFeature>): number =>
  features.features.reduce((sum, f) => sum + f.properties.faces, 0)
