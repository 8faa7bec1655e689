import type { MediaPlanCampaign } from '../../core/documents/media-plan.document'
import type { PlannedCampaigns } from '../../core/documents/media-plans'
import type { Kopecks } from '../../core/shared/money'
import { isUuid } from '../../core/shared/uuid'
import type { StoredCampaign } from '../../core/campaign/stored-campaign'
import { loadCampaign } from './campaign-records'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

const planCampaignOf = (row: StoredCampaign): MediaPlanCampaign => ({
  id: row.id,
  number: row.individual_index,
  name: row.name,
  place: row.advertise_place,
  startDate: row.start_date,
  endDate: row.end_date,
  calculation: row.calculation,
  spaces: row.spaces,
  periodsPrice: row.periods_price,
  totalWithoutTaxes: row.total_sum_without_taxes as Kopecks,
  taxes: row.taxes_sum as Kopecks,
})

/** The campaigns media plans are drawn from, over PGlite or PostgreSQL. */
@injectable()
export class SqlPlannedCampaigns implements PlannedCampaigns {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async campaign(id: string): Promise<{ ownerId: string; plan: MediaPlanCampaign } | undefined> {
    const row = isUuid(id) ? await loadCampaign(this.db, id) : undefined
    return row ? { ownerId: row.owner_id, plan: planCampaignOf(row) } : undefined
  }
}
