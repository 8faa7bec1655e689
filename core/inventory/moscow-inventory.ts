import type {
  GroundRoute,
  MetroHub,
  MetroLine,
  MetroPlatform,
  MetroStation,
  Region,
  TransitShelterSpace,
} from './inventory.entities'
import { regionKey } from './moscow-names'
import { intBetween, INVENTORY_SEED, mulberry32 } from './seeded-random'

/** Raw rows of the copied Moscow files (adapters/inventory/data, see its README for the sources). */
export interface RawLine {
  readonly id: string
  readonly name: string
  readonly nameEn: string
  readonly color: string
  readonly openYear: number | null
}
export interface RawStation {
  readonly name: string
  readonly nameEn: string
  readonly lineId: string
  readonly latitude: number | null
  readonly longitude: number | null
}
export interface RawOkrug {
  readonly NAME: string
  readonly OKATO: string
  readonly ABBREV: string
}
export interface RawDistrict {
  readonly NAME: string
  readonly OKATO: string
  readonly OKATO_AO: string
  readonly ABBREV_AO: string
}
/** One row of ground-stops.csv, by column name. */
export type RawStop = Readonly<Record<string, string>>

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

export const buildLines = (raw: readonly RawLine[]): MetroLine[] =>
  raw.map((l, i) => ({ ...l, number: i + 1 }))

/** Stations keep the file's order; a hub groups the stations of one name across lines. */
export const buildMetro = (
  raw: readonly RawStation[],
): { stations: MetroStation[]; hubs: MetroHub[]; platforms: MetroPlatform[] } => {
  const random = mulberry32(INVENTORY_SEED)
  const hubIds = new Map<string, string>()
  for (const s of raw) if (!hubIds.has(s.name)) hubIds.set(s.name, `H${pad(hubIds.size + 1, 3)}`)
  const linesOf = new Map<string, string[]>()
  for (const s of raw) linesOf.set(s.name, [...(linesOf.get(s.name) ?? []), s.lineId])
  const stations = raw.map((s, i): MetroStation => ({
    id: `S${pad(i + 1, 3)}`,
    name: s.name,
    nameEn: s.nameEn,
    lineId: s.lineId,
    lineIds: linesOf.get(s.name) ?? [s.lineId],
    hubId: hubIds.get(s.name) ?? '',
    latitude: s.latitude,
    longitude: s.longitude,
    passengerFlow: intBetween(random, 8, 120) * 1000,
  }))
  const hubs = [...hubIds].map(([name, id]) => ({
    id,
    name,
    stationIds: stations.filter((s) => s.hubId === id).map((s) => s.id),
  }))
  // Two platforms a station (one a direction); the open data has none.
  const platforms = stations.flatMap((s) =>
    [1, 2].map((n) => ({ id: `${s.id}-P${n}`, metroStationId: s.id, name: `${s.name}, платформа ${n}` })),
  )
  return { stations, hubs, platforms }
}

export const buildRegions = (okrugs: readonly RawOkrug[], districts: readonly RawDistrict[]): Region[] => [
  ...okrugs.map((o): Region => ({
    code: o.OKATO,
    name: o.NAME,
    level: 1,
    abbrev: o.ABBREV,
    parentCode: null,
  })),
  ...districts.map((d): Region => ({
    code: d.OKATO,
    name: d.NAME,
    level: 2,
    abbrev: d.ABBREV_AO,
    parentCode: d.OKATO_AO,
  })),
]

/** Inventory number of a shelter side, stable because it derives from the stop ID: 'ОСТ-000007-A'. */
export const shelterInventoryNumber = (stopId: number, side: 'a' | 'b'): string =>
  `ОСТ-${pad(stopId, 6)}-${side.toUpperCase()}`

/** The stop's old numbering of a side, still accepted wherever a number is asked for: '7-A'. */
export const oldInventoryNumberOf = (stopId: number, side: 'a' | 'b'): string =>
  `${stopId}-${side.toUpperCase()}`

/** Pavilion = 'да' marks a stop with a shelter; each shelter sells sides a and b. */
export const hasShelter = (row: RawStop): boolean => row.Pavilion === 'да' && /^\d+$/.test(row.ID ?? '')

export const buildShelters = (
  rows: readonly RawStop[],
  regions: readonly Region[],
): TransitShelterSpace[] => {
  const districtByKey = new Map(regions.filter((r) => r.level === 2).map((r) => [regionKey(r.name), r]))
  return rows.filter(hasShelter).flatMap((row) => {
    const stopId = Number(row.ID)
    const district = districtByKey.get(regionKey(row.District ?? ''))
    if (!district) throw new Error(`stop ${row.ID}: unknown district ${row.District ?? ''}`)
    return (['a', 'b'] as const).map((side): TransitShelterSpace => ({
      inventoryNumber: shelterInventoryNumber(stopId, side),
      stopId,
      side,
      format: 'transitShelter',
      advertisingPlatform: {
        name: row.StationName || row.Name || '',
        address: row.Name ?? '',
        street: row.Street ?? '',
        direction: row.Direction ?? '',
        latitude: Number(row.Latitude_WGS84),
        longitude: Number(row.Longitude_WGS84),
        platformNumber: String(stopId),
        region: { code: district.code, name: district.name, parent: { code: district.parentCode ?? '' } },
      },
    }))
  })
}

/** 'А13' is bus route 13, 'Тм3' tram route 3; trolleybuses ('Тб') are not sold. */
const routeOf = (token: string): { kind: 'bus' | 'tram'; number: string } | undefined => {
  if (token.startsWith('Тм')) return { kind: 'tram', number: token.slice(2) }
  if (token.startsWith('Тб')) return undefined
  if (token.startsWith('А')) return { kind: 'bus', number: token.slice(1) }
  return undefined
}

/** Bus and tram routes with their stops (all stops, shelter or not), in route-number order. */
export const buildRoutes = (rows: readonly RawStop[]): GroundRoute[] => {
  const stops = new Map<string, { kind: 'bus' | 'tram'; number: string; stopIds: number[] }>()
  for (const row of rows) {
    if (!/^\d+$/.test(row.ID ?? '')) continue
    for (const token of (row.RouteNumbers ?? '').split(';').map((t) => t.trim())) {
      const route = routeOf(token)
      if (!route || route.number === '') continue
      const entry = stops.get(token) ?? { ...route, stopIds: [] }
      entry.stopIds.push(Number(row.ID))
      stops.set(token, entry)
    }
  }
  return [...stops.values()]
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.number.localeCompare(b.number, 'ru', { numeric: true }))
    .map((r) => ({
      id: `${r.kind === 'bus' ? 'А' : 'Тм'}${r.number}`,
      kind: r.kind,
      inventoryNumber: `${r.kind === 'bus' ? 'А' : 'Тм'}${r.number}`,
      stopIds: r.stopIds,
    }))
}
