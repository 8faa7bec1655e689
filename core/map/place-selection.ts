/**
 * Selection by place (issue #50 item 3): the faces within a radius of a point, inside a drawn polygon, or of a
 * district or okrug. Pure rules over [longitude, latitude] in degrees (WGS 84, as the stops file gives them), so
 * the count a person sees on the map can be checked against the core's own rule.
 */

/** [longitude, latitude] in degrees. */
export type LonLat = readonly [number, number]

/** A face (or a stop carrying faces) where it stands, with the stop's own district and okrug. */
export interface PlacedFace {
  readonly id: string
  readonly longitude: number
  readonly latitude: number
  readonly district?: string
  readonly okrug?: string
}

/** The Earth's mean radius (IUGG R1), metres: the sphere the distances are measured on. */
export const EARTH_RADIUS_M = 6_371_008.8

const radians = (degrees: number): number => (degrees * Math.PI) / 180

/**
 * The great-circle distance between two points, metres (the haversine formula on the mean sphere). Over Moscow
 * it differs from the ellipsoid's geodesic by under 0.5 %, far less than a shelter's own size at the radii a
 * person draws.
 */
export const distanceMetres = (a: LonLat, b: LonLat): number => {
  const dLat = radians(b[1] - a[1])
  const dLon = radians(b[0] - a[0])
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[1])) * Math.cos(radians(b[1])) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The faces within `radiusMetres` of `centre`, in the order given. A face exactly at the radius counts (≤): a
 * person who asks for "500 m around" expects the face standing 500 m away, and radius 0 then selects exactly the
 * faces standing at the point. A negative or non-finite radius selects nothing.
 */
export const facesWithinRadius = <F extends PlacedFace>(
  faces: readonly F[],
  centre: LonLat,
  radiusMetres: number,
): F[] =>
  Number.isFinite(radiusMetres) && radiusMetres >= 0
    ? faces.filter((f) => distanceMetres(centre, [f.longitude, f.latitude]) <= radiusMetres)
    : []

/** A ring of [longitude, latitude] corners; closing the ring (last = first) is optional. */
export type Ring = readonly LonLat[]
/** A drawn polygon: its outline, then any holes (as GeoJSON orders a Polygon's rings). */
export type PolygonRings = readonly Ring[]

/** Whether the point lies on the segment a–b (collinear within float noise and between its ends). */
const onSegment = (p: LonLat, a: LonLat, b: LonLat): boolean => {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
  const scale = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]), 1e-300)
  if (Math.abs(cross) > 1e-12 * scale) return false
  return (
    p[0] >= Math.min(a[0], b[0]) &&
    p[0] <= Math.max(a[0], b[0]) &&
    p[1] >= Math.min(a[1], b[1]) &&
    p[1] <= Math.max(a[1], b[1])
  )
}

const onRingEdge = (p: LonLat, ring: Ring): boolean =>
  ring.some((a, i) => onSegment(p, a, ring[(i + 1) % ring.length] ?? a))

/** Ray casting (even–odd) on lon/lat, treating the degrees as a plane: right for the few kilometres a person draws. */
const crossesOddly = (p: LonLat, ring: Ring): boolean => {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0]
    const [xj, yj] = ring[j] ?? [0, 0]
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/**
 * Whether a point is inside a drawn polygon. A point on an edge counts as inside — the outline's own edges and a
 * hole's edges alike: what a person's line passes through is what they drew around. Inside a hole is outside.
 */
export const insidePolygon = (point: LonLat, polygon: PolygonRings): boolean => {
  const [outline, ...holes] = polygon
  if (!outline || outline.length < 3) return false
  if (!onRingEdge(point, outline) && !crossesOddly(point, outline)) return false
  return !holes.some((hole) => hole.length >= 3 && !onRingEdge(point, hole) && crossesOddly(point, hole))
}

/** The faces inside a drawn polygon (edges included), in the order given. */
export const facesInPolygon = <F extends PlacedFace>(faces: readonly F[], polygon: PolygonRings): F[] =>
  faces.filter((f) => insidePolygon([f.longitude, f.latitude], polygon))

/** The smallest box holding a polygon's outline, [[west, south], [east, north]]; no corners: undefined. */
export const polygonBounds = (polygon: PolygonRings): readonly [LonLat, LonLat] | undefined => {
  const outline = polygon[0] ?? []
  if (outline.length === 0) return undefined
  const lons = outline.map((p) => p[0])
  const lats = outline.map((p) => p[1])
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ]
}

/** Which districts and okrugs to take, by the names the stops file gives (`район Дорогомилово`, `Южный …`). */
export interface AreaChoice {
  readonly districts?: readonly string[]
  readonly okrugs?: readonly string[]
}

/**
 * The faces of the chosen districts or okrugs (either counts), by the stop's own district and okrug rather than
 * by the area's outline: a stop the city registers in a district belongs to it even where the outline is coarse.
 */
export const facesInAreas = <F extends PlacedFace>(faces: readonly F[], choice: AreaChoice): F[] => {
  const districts = new Set(choice.districts ?? [])
  const okrugs = new Set(choice.okrugs ?? [])
  return faces.filter(
    (f) =>
      (f.district !== undefined && districts.has(f.district)) ||
      (f.okrug !== undefined && okrugs.has(f.okrug)),
  )
}

/**
 * The outline of a circle of `radiusMetres` around `centre` on the same sphere the distances are measured on,
 * `steps` corners and closed (last = first): what the map draws around a place for "within N m".
 */
export const circleRing = (centre: LonLat, radiusMetres: number, steps = 64): LonLat[] => {
  const angular = Math.max(0, radiusMetres) / EARTH_RADIUS_M
  const lat = radians(centre[1])
  const lon = radians(centre[0])
  const ring: LonLat[] = []
  for (let i = 0; i <= steps; i++) {
    const bearing = (2 * Math.PI * (i % steps)) / steps
    const lat2 = Math.asin(
      Math.sin(lat) * Math.cos(angular) + Math.cos(lat) * Math.sin(angular) * Math.cos(bearing),
    )
    const lon2 =
      lon +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat),
        Math.cos(angular) - Math.sin(lat) * Math.sin(lat2),
      )
    ring.push([(lon2 * 180) / Math.PI, (lat2 * 180) / Math.PI])
  }
  return ring
}
