import type { Region, TransitShelterSpace } from './inventory.entities'

/** R-STOP-12: the sides a list can ask for. */
export const SHELTER_SIDES = ['all', 'a', 'b'] as const
export type ShelterSideFilter = (typeof SHELTER_SIDES)[number]

/** A map polygon: a ring of [longitude, latitude] points (GeoJSON order). */
export type Ring = readonly (readonly [number, number])[]

/**
 * R-STOP-11: the text search matches the inventory number or the platform name — a case-insensitive part of
 * either, 'ё' read as 'е', spaces around the text ignored. An empty text matches everything.
 */
export const normaliseSearch = (text: string): string => text.trim().toLowerCase().replace(/ё/g, 'е')

export const matchesShelterSearch = (space: TransitShelterSpace, text: string): boolean => {
  const q = normaliseSearch(text)
  return (
    q === '' ||
    normaliseSearch(space.inventoryNumber).includes(q) ||
    normaliseSearch(space.advertisingPlatform.name).includes(q)
  )
}

/** Ray casting: a point on a ring's edge may fall either way; points exactly there are vanishingly rare. */
export const insideRing = (lon: number, lat: number, ring: Ring): boolean => {
  let hit = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0]
    const [xj, yj] = ring[j] ?? [0, 0]
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

/** R-STOP-11: with map polygons, a space is listed when it lies in any of them; no polygons keeps all. */
export const insideAnyPolygon = (lon: number, lat: number, polygons: readonly Ring[]): boolean =>
  polygons.length === 0 || polygons.some((ring) => insideRing(lon, lat, ring))

/** The box around the polygons, so the database can narrow the rows before the exact test. */
export const boundingBox = (
  polygons: readonly Ring[],
): { minLon: number; minLat: number; maxLon: number; maxLat: number } | undefined => {
  const points = polygons.flat()
  if (points.length === 0) return undefined
  const lons = points.map((p) => p[0])
  const lats = points.map((p) => p[1])
  return {
    minLon: Math.min(...lons),
    minLat: Math.min(...lats),
    maxLon: Math.max(...lons),
    maxLat: Math.max(...lats),
  }
}

export interface ShelterFilter {
  readonly side: ShelterSideFilter
  /** District or okrug codes; empty keeps all. */
  readonly regions: readonly string[]
  readonly search: string
  readonly polygons: readonly Ring[]
}

/** R-STOP-11 as one predicate (the server narrows in SQL first; this is the rule both sides agree on). */
export const matchesShelterFilter = (space: TransitShelterSpace, f: ShelterFilter): boolean => {
  const region = space.advertisingPlatform.region
  return (
    (f.side === 'all' || space.side === f.side) &&
    (f.regions.length === 0 || f.regions.includes(region.code) || f.regions.includes(region.parent.code)) &&
    matchesShelterSearch(space, f.search) &&
    insideAnyPolygon(space.advertisingPlatform.longitude, space.advertisingPlatform.latitude, f.polygons)
  )
}

export interface RegionAvailabilityCount {
  readonly code: string
  readonly name: string
  readonly level: 1 | 2
  readonly parent: string | null
  readonly total: number
  readonly available: number
}

/** Shelter sides of one district: how many there are and how many are booked in the period. */
export interface DistrictLoad {
  readonly districtCode: string
  readonly total: number
  readonly booked: number
}

/**
 * R-STOP-18: per district (level 2) and per okrug (level 1, the sum of its districts), how many shelter sides
 * there are and how many are free in the period. Until campaigns book spaces nothing is booked, so every side
 * is free.
 */
export const regionAvailability = (
  regions: readonly Region[],
  loads: readonly DistrictLoad[],
): RegionAvailabilityCount[] => {
  const byDistrict = new Map(loads.map((l) => [l.districtCode, l]))
  const okrugTotals = new Map<string, { total: number; free: number }>()
  for (const r of regions) {
    const load = byDistrict.get(r.code)
    if (r.level !== 2 || !load || r.parentCode === null) continue
    const sum = okrugTotals.get(r.parentCode) ?? { total: 0, free: 0 }
    okrugTotals.set(r.parentCode, {
      total: sum.total + load.total,
      free: sum.free + load.total - load.booked,
    })
  }
  return regions.map((r) => {
    const load = byDistrict.get(r.code)
    const counts =
      r.level === 1
        ? (okrugTotals.get(r.code) ?? { total: 0, free: 0 })
        : { total: load?.total ?? 0, free: (load?.total ?? 0) - (load?.booked ?? 0) }
    return {
      code: r.code,
      name: r.name,
      level: r.level,
      parent: r.parentCode,
      total: counts.total,
      available: counts.free,
    }
  })
}
