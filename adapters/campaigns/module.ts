import { AdvertiserCampaigns } from '../../core/campaign/advertiser-campaigns'
import type { AdvertiserCampaignRecords } from '../../core/campaign/advertiser-campaigns.port'
import { CampaignActions } from '../../core/campaign/campaign-actions'
import { CampaignPricer } from '../../core/campaign/campaign-pricer'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { Telemetry } from '../../core/ports/telemetry.port'
import { QuoteService } from '../../core/quoting/quote.service'
import { ContainerModule, type ResolutionContext } from '../container/di'
import { SqlAdvertiserCampaignRecords } from '../database/advertiser-campaign-records'
import { sqlUnitOfWork } from '../database/campaign-records'
import { SqlDatabase } from '../database/sql-database'

const advertiserUnitOfWork = (ctx: ResolutionContext) =>
  sqlUnitOfWork<AdvertiserCampaignRecords>(
    ctx.get<SqlDatabase>(SqlDatabase),
    (tx) => new SqlAdvertiserCampaignRecords(tx),
  )

/** The advertiser's campaign use cases (core/campaign) over their records: create, update, read, the calls beside. */
export const campaignsModule = new ContainerModule(({ bind }) => {
  bind(CampaignPricer)
    .toDynamicValue((ctx) => new CampaignPricer(ctx.get(QuoteService)))
    .inSingletonScope()
  bind(AdvertiserCampaigns)
    .toDynamicValue(
      (ctx) =>
        new AdvertiserCampaigns({
          uow: advertiserUnitOfWork(ctx),
          reads: new SqlAdvertiserCampaignRecords(ctx.get<SqlDatabase>(SqlDatabase)),
          pricer: ctx.get(CampaignPricer),
          clock: ctx.get<Clock>(Clock),
          ids: ctx.get<Ids>(Ids),
          telemetry: ctx.get<Telemetry>(Telemetry),
        }),
    )
    .inSingletonScope()
  bind(CampaignActions)
    .toDynamicValue(
      (ctx) =>
        new CampaignActions({
          uow: advertiserUnitOfWork(ctx),
          campaigns: ctx.get(AdvertiserCampaigns),
          reads: new SqlAdvertiserCampaignRecords(ctx.get<SqlDatabase>(SqlDatabase)),
          clock: ctx.get<Clock>(Clock),
        }),
    )
    .inSingletonScope()
})
