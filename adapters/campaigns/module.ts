import { ContainerModule } from '../container/di'
import { CampaignActions } from './campaign-actions.service'
import { CampaignOrders } from './campaign-orders.service'
import { CampaignPayments } from './campaign-payments.service'
import { CampaignPricer } from './campaign.pricer'
import { CampaignService } from './campaign.service'
import { StaffService } from './staff.service'

/** Campaign repositories, booking and the lifecycle services over the database (issue 6). */
export const campaignsModule = new ContainerModule(({ bind }) => {
  bind(CampaignPricer).toSelf().inSingletonScope()
  bind(CampaignService).toSelf().inSingletonScope()
  bind(CampaignActions).toSelf().inSingletonScope()
  bind(StaffService).toSelf().inSingletonScope()
  bind(CampaignPayments).toSelf().inSingletonScope()
  bind(CampaignOrders).toSelf().inSingletonScope()
})
