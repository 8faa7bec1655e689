import type { Page } from '../../core/inventory/inventory.contract'
import type {
  InventoryReads,
  ItemFilter,
  ReferenceKind,
  RegionGeometry,
  StationOfLine,
} from '../../core/inventory/inventory-reads.port'
import type {
  GroundRoute,
  GroundRouteKind,
  InventoryItem,
  MetroHub,
  MetroLine,
  MetroPlatform,
  MetroStation,
  Region,
} from '../../core/inventory/inventory.entities'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface ItemRow {
  id: string
  kind: InventoryItem['kind']
  inventory_number: string
  name: string
  line_id: string | null
  station_id: string | null
  parent_id: string | null
  format_id: string | null
  ots: number
  capacity: number | null
  address: string | null
}

const toItem = (r: ItemRow): InventoryItem => ({
  id: r.id,
  kind: r.kind,
  inventoryNumber: r.inventory_number,
  name: r.name,
  lineId: r.line_id,
  stationId: r.station_id,
  parentId: r.parent_id,
  formatId: r.format_id,
  ots: r.ots,
  capacity: r.capacity,
  address: r.address,
})

/** Reads of the metro, regions, routes, generated spaces and reference entries (all indexed; see 0002). */
@injectable()
export class InventoryRepository implements InventoryReads {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async regions(level: 1 | 2 | undefined, page: Page): Promise<Region[]> {
    const rows = await this.db.query<{
      code: string
      name: string
      level: number
      abbrev: string
      parent_code: string | null
    }>(
      `select code, name, level, abbrev, parent_code from regions where ($1::int is null or level = $1::int)
       order by level, name limit $2 offset $3`,
      [level ?? null, page.limit, page.offset],
    )
    return rows.map((r) => ({
      code: r.code,
      name: r.name,
      level: r.level === 1 ? 1 : 2,
      abbrev: r.abbrev,
      parentCode: r.parent_code,
    }))
  }

  async regionGeometries(level: 1 | 2): Promise<RegionGeometry[]> {
    return this.db.query<RegionGeometry>(
      'select code, name, parent_code as "parentCode", geometry from regions where level = $1 order by code',
      [level],
    )
  }

  async metroLines(page: Page): Promise<MetroLine[]> {
    return this.db.query<MetroLine>(
      `select id, name, name_en as "nameEn", color, number, open_year as "openYear" from metro_lines
       order by number limit $1 offset $2`,
      [page.limit, page.offset],
    )
  }

  async metroStations(lineId: string | undefined, page: Page): Promise<MetroStation[]> {
    return this.db.query<MetroStation>(
      `select id, name, name_en as "nameEn", line_id as "lineId", line_ids as "lineIds", hub_id as "hubId", latitude,
         longitude, passenger_flow as "passengerFlow"
       from metro_stations where ($1::text is null or line_id = $1) order by id limit $2 offset $3`,
      [lineId ?? null, page.limit, page.offset],
    )
  }

  async metroPlatforms(stationId: string | undefined, page: Page): Promise<MetroPlatform[]> {
    return this.db.query<MetroPlatform>(
      `select id, metro_station_id as "metroStationId", name from metro_platforms
       where ($1::text is null or metro_station_id = $1) order by id limit $2 offset $3`,
      [stationId ?? null, page.limit, page.offset],
    )
  }

  async metroHubs(page: Page): Promise<MetroHub[]> {
    return this.db.query<MetroHub>(
      `select h.id, h.name, coalesce(array_agg(s.id order by s.id) filter (where s.id is not null), '{}') as "stationIds"
       from metro_hubs h left join metro_stations s on s.hub_id = h.id
       group by h.id, h.name order by h.id limit $1 offset $2`,
      [page.limit, page.offset],
    )
  }

  async routes(
    kind: GroundRouteKind | undefined,
    search: string | undefined,
    page: Page,
  ): Promise<GroundRoute[]> {
    return this.db.query<GroundRoute>(
      `select id, kind, inventory_number as "inventoryNumber", stop_ids as "stopIds" from ground_routes
       where ($1::text is null or kind = $1) and ($2::text is null or lower(inventory_number) = lower($2))
       order by position limit $3 offset $4`,
      [kind ?? null, search ?? null, page.limit, page.offset],
    )
  }

  /** Generated spaces of some kinds, optionally narrowed to ids, stations, lines or a parent. */
  async items(
    kinds: readonly InventoryItem['kind'][],
    filter: ItemFilter,
    page: Page,
  ): Promise<{ totalCount: number; items: InventoryItem[] }> {
    const params = [
      kinds,
      filter.ids ?? null,
      filter.stationIds ?? null,
      filter.lineIds ?? null,
      filter.parentIds ?? null,
    ]
    const where = `kind = any($1::text[]) and ($2::text[] is null or id = any($2::text[]))
      and ($3::text[] is null or station_id = any($3::text[])) and ($4::text[] is null or line_id = any($4::text[]))
      and ($5::text[] is null or parent_id = any($5::text[]))`
    const [count] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from inventory_items where ${where}`,
      params,
    )
    const rows = await this.db.query<ItemRow>(
      `select * from inventory_items where ${where} order by position limit $6 offset $7`,
      [...params, page.limit, page.offset],
    )
    return { totalCount: count?.n ?? 0, items: rows.map(toItem) }
  }

  async stationsByIds(ids: readonly string[]): Promise<StationOfLine[]> {
    return this.db.query<StationOfLine>(
      `select s.id, s.name, s.line_id as "lineId", l.color from metro_stations s join metro_lines l on l.id = s.line_id
       where s.id = any($1::text[])`,
      [ids],
    )
  }

  async references<T>(kind: ReferenceKind, page: Page): Promise<T[]> {
    const rows = await this.db.query<{ data: T }>(
      'select data from reference_entries where kind = $1 order by position limit $2 offset $3',
      [kind, page.limit, page.offset],
    )
    return rows.map((r) => r.data)
  }

  async reference<T>(kind: ReferenceKind, id: string): Promise<T | undefined> {
    const [row] = await this.db.query<{ data: T }>(
      'select data from reference_entries where kind = $1 and id = $2',
      [kind, id],
    )
    return row?.data
  }
}
