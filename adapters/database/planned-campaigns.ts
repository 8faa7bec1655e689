import { BoughtCatalogue } from '../../core/campaign/bought-catalogue.port'
import { boughtSourceOf, describeBought } from '../../core/campaign/campaign-purchase'
import type { CampaignFacts } from '../../core/campaign/campaign.aggregate'
import type { MediaPlanCampaign } from '../../core/documents/media-plan.document'
import type { PlannedCampaigns } from '../../core/documents/media-plans'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import type { Kopecks } from '../../core/shared/money'
import { campaignById } from './campaign-records'
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

  private async planOf(c: CampaignFacts): Promise<MediaPlanCampaign> {
    const source = boughtSourceOf(c)
    const { items } = await describeBought(source, { catalogue: this.catalogue, reference: this.reference })
    return {
      ...source,
      calculation: c.calculation.input,
      id: c.id,
      number: c.individualIndex,
      name: c.name,
      taxes: c.taxesSum as Kopecks,
      items,
    }
  }

  async campaign(id: string): Promise<{ ownerId: string; plan: MediaPlanCampaign } | undefined> {
    const campaign = await campaignById(this.db, id)
    return campaign ? { ownerId: campaign.facts.ownerId, plan: await this.planOf(campaign.facts) } : undefined
  }
}
