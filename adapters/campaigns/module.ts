import { CampaignPricer } from '../../core/campaign/campaign-pricer'
import { QuoteService } from '../../core/quoting/quote.service'
import { ContainerModule } from '../container/di'
import { CampaignActions } from './campaign-actions.service'
import { CampaignService } from './campaign.service'

/** The advertiser's campaign use cases: create, update, read, and the calls beside them. */
export const campaignsModule = new ContainerModule(({ bind }) => {
  bind(CampaignPricer)
    .toDynamicValue((ctx) => new CampaignPricer(ctx.get(QuoteService)))
    .inSingletonScope()
  bind(CampaignService).toSelf().inSingletonScope()
  bind(CampaignActions).toSelf().inSingletonScope()
})
