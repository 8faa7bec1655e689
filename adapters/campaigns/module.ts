import { QuoteService } from '../../core/quoting/quote.service'
import { ContainerModule } from '../container/di'
import { CampaignActions } from './campaign-actions.service'
import { CampaignOrders } from './campaign-orders.service'
import { CampaignPayments } from './campaign-payments.service'
import { CampaignPricer } from './campaign.pricer'
import { CampaignService } from './campaign.service'
import { StaffService } from './staff.service'

/** Campaign repositories, booking and the lifecycle services over the database (issue 6). */
export const campaignsModule = new ContainerModule(({ bind }) => {
  // The server's calculate use case when the pricing module binds it, else the calculators' bundled set.
  bind(CampaignPricer)
    .toDynamicValue((ctx) => new CampaignPricer(ctx.get(QuoteService, { optional: true })))
    .inSingletonScope()
  bind(CampaignService).toSelf().inSingletonScope()
  bind(CampaignActions).toSelf().inSingletonScope()
  bind(StaffService).toSelf().inSingletonScope()
  bind(CampaignPayments).toSelf().inSingletonScope()
  bind(CampaignOrders).toSelf().inSingletonScope()
})
