import type { PricingReference } from '../../core/ports/pricing-reference.port'
import {
  CATALOGUE_KINDS,
  withInventoryItems,
  withNavigationStations,
  type CatalogueItem,
  type NavigationZoneUnit,
} from '../../core/pricing/reference/inventory-catalogue'
import { withGroundRoutes, type CatalogueRoute } from '../../core/pricing/reference/ground-routes-catalogue'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'
import { SqlPricingReference } from './pricing-reference.repository'

/** The units the price list sells by id, with the metro station each is at. */
export const CATALOGUE_UNITS = `select kind, id, name, ots, station_id as "stationId" from inventory_items
  where kind = any($1::text[]) order by position`

/** Every navigation zone with its station (named with its line) and its exits in the inventory's order. */
export const NAVIGATION_ZONES = `select z.id, z.name, z.capacity, z.station_id as "stationId",
    s.name || ' (' || l.name || ')' as "stationName",
    coalesce(array_agg(e.name order by e.position) filter (where e.id is not null), '{}') as exits
  from inventory_items z
  join metro_stations s on s.id = z.station_id
  join metro_lines l on l.id = s.line_id
  left join inventory_items e on e.kind = 'navigationExit' and e.parent_id = z.id
  where z.kind = 'navigationZone'
  group by z.id, z.name, z.capacity, z.station_id, s.name, l.name, z.position
  order by z.position`

/** The bus and tram routes of the stops data, as the seed wrote them (issue #50 item 4: sold by their real numbers). */
export const GROUND_ROUTES = `select id, kind, inventory_number as "inventoryNumber" from ground_routes order by position`

/**
 * The server's price list: the stored reference version in force, with the seeded inventory's units added to
 * their places' item lists (core/pricing/reference/inventory-catalogue.ts), so an id the inventory lists can
 * be priced, and its navigation zones under their stations. The inventory is written once by the seed, so its units are read once (and again while empty:
 * a server may be asked before its first seed finishes); the merge is redone only when the version changes.
 */
@injectable()
export class InventoryPricingReference implements PricingReference {
  private units:
    Promise<{ items: CatalogueItem[]; zones: NavigationZoneUnit[]; routes: CatalogueRoute[] }> | undefined
  private merged: { stored: PricingReferenceData; data: PricingReferenceData; complete: boolean } | undefined

  constructor(
    @inject(SqlPricingReference) private readonly stored: SqlPricingReference,
    @inject(SqlDatabase) private readonly db: SqlDatabase,
  ) {}

  current(): PricingReferenceData | undefined {
    const stored = this.stored.current()
    return stored === undefined ? undefined : this.mergedWith(stored)
  }

  async load(): Promise<PricingReferenceData> {
    const [stored, units] = await Promise.all([this.stored.load(), this.inventoryUnits()])
    const merged = this.mergedWith(stored)
    if (merged) return merged
    const data = withGroundRoutes(
      withNavigationStations(withInventoryItems(stored, units.items), units.zones),
      units.routes,
    )
    this.merged = { stored, data, complete: units.items.length > 0 }
    return data
  }

  /** The list already merged from this stored version, if it was merged with the inventory's units in it. */
  private mergedWith(stored: PricingReferenceData): PricingReferenceData | undefined {
    return this.merged?.complete && this.merged.stored === stored ? this.merged.data : undefined
  }

  private async inventoryUnits(): Promise<{
    items: CatalogueItem[]
    zones: NavigationZoneUnit[]
    routes: CatalogueRoute[]
  }> {
    this.units ??= Promise.all([
      this.db
        .query<CatalogueItem>(CATALOGUE_UNITS, [CATALOGUE_KINDS])
        .then((rows) => rows.map((r) => ({ ...r, ots: Number(r.ots) }))),
      this.db.query<NavigationZoneUnit>(NAVIGATION_ZONES),
      this.db.query<CatalogueRoute>(GROUND_ROUTES),
    ]).then(([items, zones, routes]) => ({ items, zones, routes }))
    const units = await this.units
    if (units.items.length === 0) this.units = undefined
    return units
  }
}
