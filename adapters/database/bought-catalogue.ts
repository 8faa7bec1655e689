import type { BoughtCatalogue, InventoryFacts } from '../../core/campaign/bought-catalogue.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface FactsRow {
  asked: string
  inventory_number: string | null
  name: string | null
  station: string | null
  line: string | null
  address: string | null
  side: 'a' | 'b' | null
  format_id: string | null
}

/** The station a thing is at, with its line: 'Авиамоторная (Калининская)'. */
const STATION = `s.name || ' (' || l.name || ')'`

/** Generated units by id or inventory number, with their station. */
const UNITS = `select i.id as asked, i.inventory_number, i.name, ${STATION} as station, l.name as line, i.address,
    null::text as side, i.format_id
  from inventory_items i
  left join metro_stations s on s.id = i.station_id
  left join metro_lines l on l.id = s.line_id
  where i.id = any($1::text[])
union all
select i.inventory_number, i.inventory_number, i.name, ${STATION}, l.name, i.address, null, i.format_id
  from inventory_items i
  left join metro_stations s on s.id = i.station_id
  left join metro_lines l on l.id = s.line_id
  where i.inventory_number = any($1::text[]) and i.inventory_number <> i.id`

/** Shelter sides by their current or old number ('7-A'), with the stop's name and address. */
const SIDES = `select t.asked, x.inventory_number, x.name, null::text as station, null::text as line,
    x.address || case when x.direction <> '' then ', ' || x.direction else '' end as address,
    x.side, x.format as format_id
  from unnest($1::text[]) as t(asked)
  join transit_shelter_spaces x
    on x.inventory_number = t.asked or (x.stop_id::text || '-' || upper(x.side)) = upper(t.asked)`

/** Metro stations by id. */
const STATIONS = `select s.id as asked, null::text as inventory_number, s.name, ${STATION} as station,
    l.name as line,
    null::text as address, null::text as side, null::text as format_id
  from metro_stations s join metro_lines l on l.id = s.line_id
  where s.id = any($1::text[])`

/** Metro lines by their fact id ('line:1', core/campaign/bought-items.ts): a sticker package's lines. */
const LINES = `select 'line:' || l.id as asked, null::text as inventory_number, l.name, null::text as station,
    l.name as line, null::text as address, null::text as side, null::text as format_id
  from metro_lines l
  where 'line:' || l.id = any($1::text[])`

/** What a campaign bought, as the seeded inventory describes it, over PGlite or PostgreSQL. */
@injectable()
export class SqlBoughtCatalogue implements BoughtCatalogue {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async facts(ids: readonly string[]): Promise<ReadonlyMap<string, InventoryFacts>> {
    const found = new Map<string, InventoryFacts>()
    if (ids.length === 0) return found
    const asked = [...new Set(ids)]
    const rows = (
      await Promise.all([UNITS, SIDES, STATIONS, LINES].map((sql) => this.db.query<FactsRow>(sql, [asked])))
    ).flat()
    for (const r of rows)
      if (!found.has(r.asked))
        found.set(r.asked, {
          inventoryNumber: r.inventory_number,
          name: r.name,
          station: r.station,
          line: r.line,
          address: r.address,
          side: r.side,
          formatId: r.format_id,
        })
    return found
  }
}
