import { BoughtCatalogue } from '../../core/campaign/bought-catalogue.port'
import { boughtSourceOf, describeBought } from '../../core/campaign/campaign-purchase'
import type { StoredCampaign } from '../../core/campaign/stored-campaign'
import type { MediaPlanCampaign } from '../../core/documents/media-plan.document'
import type { PlannedCampaigns } from '../../core/documents/media-plans'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import type { Kopecks } from '../../core/shared/money'
import { isUuid } from '../../core/shared/uuid'
import { loadCampaign } from './campaign-records'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

/**
 * The campaigns media plans are drawn from, over PGlite or PostgreSQL: the stored campaign with what it bought,
 * described by the core from the price list and the inventory (core/campaign/campaign-purchase.ts).
 */
@injectable()
export class SqlPlannedCampaigns implements PlannedCampaigns {
  constructor(
    @inject(SqlDatabase) private readonly db: SqlDatabase,
    @inject(BoughtCatalogue) private readonly catalogue: BoughtCatalogue,
    @inject(PricingReference) private readonly reference: PricingReference,
  ) {}

  private async planOf(row: StoredCampaign): Promise<MediaPlanCampaign> {
    const source = boughtSourceOf(row)
    const { items } = await describeBought(source, { catalogue: this.catalogue, reference: this.reference })
    return {
      ...source,
      calculation: row.calculation,
      id: row.id,
      number: row.individual_index,
      name: row.name,
      taxes: row.taxes_sum as Kopecks,
      items,
    }
  }

  async campaign(id: string): Promise<{ ownerId: string; plan: MediaPlanCampaign } | undefined> {
    const row = isUuid(id) ? await loadCampaign(this.db, id) : undefined
    return row ? { ownerId: row.owner_id, plan: await this.planOf(row) } : undefined
  }
}
