import type { Page } from './inventory.contract'
import type {
  GroundRoute,
  GroundRouteKind,
  InventoryItem,
  MetroHub,
  MetroLine,
  MetroPlatform,
  MetroStation,
  Region,
} from './inventory.entities'

/** The kinds of reference entries the inventory keeps (cabinet §7 References), each a list of entries. */
export type ReferenceKind =
  | 'format'
  | 'document'
  | 'news'
  | 'questionAnswer'
  | 'offer'
  | 'landingDoc'
  | 'dataPlace'
  | 'campaignState'
  | 'formOfBusiness'
  | 'legalEntityBasis'
  | 'city'
  | 'dataPackage'
  | 'dataPackageSize'
  | 'dataVideoPackage'
  | 'basePlan'
  | 'typography'
  | 'timeInterval'

/** A region with its boundary (GeoJSON geometry), for the districts map. */
export interface RegionGeometry {
  readonly code: string
  readonly name: string
  readonly parentCode: string | null
  readonly geometry: unknown
}

/** Generated spaces narrowed to ids, stations, lines or a parent. */
export interface ItemFilter {
  readonly ids?: readonly string[]
  readonly stationIds?: readonly string[]
  readonly lineIds?: readonly string[]
  readonly parentIds?: readonly string[]
}

/** A metro station with its line's colour. */
export interface StationOfLine {
  readonly id: string
  readonly name: string
  readonly lineId: string
  readonly color: string
}

/**
 * Reads of the metro, regions, routes, generated spaces and reference entries (issue #49 item 3: the routes and
 * the GraphQL resolvers read the inventory through this port; adapters/database/inventory.repository.ts is it).
 */
export interface InventoryReads {
  regions(level: 1 | 2 | undefined, page: Page): Promise<Region[]>
  regionGeometries(level: 1 | 2): Promise<RegionGeometry[]>
  metroLines(page: Page): Promise<MetroLine[]>
  metroStations(lineId: string | undefined, page: Page): Promise<MetroStation[]>
  metroPlatforms(stationId: string | undefined, page: Page): Promise<MetroPlatform[]>
  metroHubs(page: Page): Promise<MetroHub[]>
  /** Route search matches the inventory number exactly, case-insensitively (pricing §5). */
  routes(kind: GroundRouteKind | undefined, search: string | undefined, page: Page): Promise<GroundRoute[]>
  items(
    kinds: readonly InventoryItem['kind'][],
    filter: ItemFilter,
    page: Page,
  ): Promise<{ totalCount: number; items: InventoryItem[] }>
  stationsByIds(ids: readonly string[]): Promise<StationOfLine[]>
  references<T>(kind: ReferenceKind, page: Page): Promise<T[]>
  reference<T>(kind: ReferenceKind, id: string): Promise<T | undefined>
}
export const InventoryReads = Symbol.for('tablo.InventoryReads')
