import type { IsoDate } from '../../core/ports/clock.port'
import type { SpaceHold } from '../../core/pricing/planner/availability'
import type { SoldCampaign } from '../../core/pricing/planner/inventory-planner'
import { metroMonitorUnitId, stickerSpaceUnitId } from '../../core/pricing/planner/planned-places'
import type { LineMonitors, PlanningReads, UnitHoldDay } from '../../core/planning/planning.port'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'
import { OCCUPYING_STATES } from '../../core/campaign/campaign-state.sets'

/**
 * A campaign still takes its inventory unless it was canceled (its holds are released then too): its state is
 * one of OCCUPYING_STATES, passed as the query's last parameter ($5).
 */
const OCCUPYING = `c.state = any($5::text[]) and c.reservation_state <> 'canceled'`

/**
 * Reads behind the planning calls (pricing §7): the metro-monitor and sticker inventory against the holds of
 * campaign_holds, and what campaigns already sold on the screens of a basket. Read-only.
 */
@injectable()
export class PlanningRepository implements PlanningReads {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  /** The ids among `ids` that are not in `table` (metro_lines or metro_stations). */
  async unknownIds(table: 'metro_lines' | 'metro_stations', ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return []
    const found = await this.db.query<{ id: string }>(`select id from ${table} where id = any($1::text[])`, [
      ids,
    ])
    const known = new Set(found.map((r) => r.id))
    return ids.filter((id) => !known.has(id))
  }

  /** Metro monitors of each line (all lines, or the ones asked) with the monitor-days held in the period. */
  async monitorsByLine(start: IsoDate, end: IsoDate, lineIds: readonly string[]): Promise<LineMonitors[]> {
    const prefix = metroMonitorUnitId('')
    const rows = await this.db.query<{
      id: string
      name: string
      color: string
      monitors: number
      held: string | number
    }>(
      `with held as (
         select unit_id, count(*) as n from campaign_holds
          where unit_id like ($3 || '%') and day between $1::date and $2::date group by unit_id)
       select l.id, l.name, l.color, count(i.id)::int as monitors, coalesce(sum(held.n), 0)::text as held
         from metro_lines l
         left join inventory_items i on i.line_id = l.id and i.kind = 'metroMonitor'
         left join held on held.unit_id = $3 || i.id
        where cardinality($4::text[]) = 0 or l.id = any($4::text[])
        group by l.id, l.name, l.color, l.number
        order by l.number, l.id`,
      [start, end, prefix, lineIds],
    )
    return rows.map((r) => ({
      lineId: r.id,
      name: r.name,
      color: r.color,
      monitors: r.monitors,
      heldMonitorDays: Number(r.held),
    }))
  }

  /** Inventory numbers of the sticker spaces on the chosen lines or stations (all of them when none is chosen). */
  async stickerSpaces(lineIds: readonly string[], stationIds: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ inventory_number: string }>(
      `select inventory_number from inventory_items
        where kind = 'metroSticker'
          and ((cardinality($1::text[]) = 0 and cardinality($2::text[]) = 0)
               or line_id = any($1::text[]) or station_id = any($2::text[]))
        order by position`,
      [lineIds, stationIds],
    )
    return rows.map((r) => r.inventory_number)
  }

  /** Days sticker spaces are held in the period. */
  async stickerHolds(start: IsoDate, end: IsoDate): Promise<SpaceHold[]> {
    const rows = await this.db.query<{ inventory_number: string; day: string }>(
      `select inventory_number, day::text as day from campaign_holds
        where unit_id like ($3 || '%') and day between $1::date and $2::date`,
      [start, end, stickerSpaceUnitId('')],
    )
    return rows.map((r) => ({ inventoryNumber: r.inventory_number, day: r.day }))
  }

  /** The ids among `ids` that are generated inventory of the kind. */
  async inventoryIds(kind: string, ids: readonly string[]): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      'select id from inventory_items where kind = $1 and id = any($2::text[])',
      [kind, ids],
    )
    return rows.map((r) => r.id)
  }

  /** Campaigns of the place that list one of the screens and run on a day of the period. */
  async campaignsOn(
    place: string,
    ids: readonly string[],
    start: IsoDate,
    end: IsoDate,
    except?: string,
  ): Promise<SoldCampaign[]> {
    const rows = await this.db.query<{ start_date: string; end_date: string; calculation: unknown }>(
      `select c.start_date::text as start_date, c.end_date::text as end_date, c.calculation
         from campaigns c
        where c.advertise_place = $1 and ${OCCUPYING}
          and c.start_date <= $4::date and c.end_date >= $3::date
          and jsonb_typeof(c.calculation->'itemIds') = 'array'
          and exists (select 1 from jsonb_array_elements_text(c.calculation->'itemIds') e where e = any($2::text[]))
          and ($6::text is null or c.id::text <> $6::text)`,
      [place, ids, start, end, OCCUPYING_STATES, except ?? null],
    )
    return rows.map((r) => ({
      startDate: r.start_date,
      endDate: r.end_date,
      calculation: typeof r.calculation === 'string' ? JSON.parse(r.calculation) : r.calculation,
    }))
  }

  /** Days the units are held in the period, by hold key. */
  async holdDays(
    unitIds: readonly string[],
    start: IsoDate,
    end: IsoDate,
    except?: string,
  ): Promise<UnitHoldDay[]> {
    return this.db.query<UnitHoldDay>(
      `select unit_id as "unitId", day::text as day from campaign_holds
        where unit_id = any($1::text[]) and day between $2::date and $3::date
          and ($4::text is null or campaign_id::text <> $4::text)`,
      [unitIds, start, end, except ?? null],
    )
  }
}
