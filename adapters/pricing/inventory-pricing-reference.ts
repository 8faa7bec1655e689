import type { PricingReference } from '../../core/ports/pricing-reference.port'
import {
  CATALOGUE_KINDS,
  withInventoryItems,
  type CatalogueItem,
} from '../../core/pricing/reference/inventory-catalogue'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from '../database/sql-database'
import { SqlPricingReference } from './sql-pricing-reference'

/**
 * The server's price list: the stored reference version in force, with the seeded inventory's units added to
 * their places' item lists (core/pricing/reference/inventory-catalogue.ts), so an id the inventory lists can
 * be priced. The inventory is written once by the seed, so its units are read once (and again while empty:
 * a server may be asked before its first seed finishes); the merge is redone only when the version changes.
 */
@injectable()
export class InventoryPricingReference implements PricingReference {
  private units: Promise<CatalogueItem[]> | undefined
  private merged: { stored: PricingReferenceData; data: PricingReferenceData } | undefined

  constructor(
    @inject(SqlPricingReference) private readonly stored: SqlPricingReference,
    @inject(SqlDatabase) private readonly db: SqlDatabase,
  ) {}

  async load(): Promise<PricingReferenceData> {
    const [stored, units] = await Promise.all([this.stored.load(), this.inventoryUnits()])
    if (this.merged?.stored === stored && units.length > 0) return this.merged.data
    const data = withInventoryItems(stored, units)
    this.merged = { stored, data }
    return data
  }

  private async inventoryUnits(): Promise<CatalogueItem[]> {
    this.units ??= this.db
      .query<CatalogueItem>(
        'select kind, id, name, ots from inventory_items where kind = any($1::text[]) order by position',
        [CATALOGUE_KINDS],
      )
      .then((rows) => rows.map((r) => ({ kind: r.kind, id: r.id, name: r.name, ots: Number(r.ots) })))
    const units = await this.units
    if (units.length === 0) this.units = undefined
    return units
  }
}
