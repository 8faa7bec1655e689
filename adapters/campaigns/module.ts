import { PricingReference } from '../../core/ports/pricing-reference.port'
import { ContainerModule } from '../container/di'
import { CampaignActions } from './campaign-actions.service'
import { CampaignPricer } from './campaign.pricer'
import { CampaignService } from './campaign.service'
import { StaffService } from './staff.service'

/** Campaign repositories, booking and the lifecycle services over the database (issue 6). */
export const campaignsModule = new ContainerModule(({ bind }) => {
  // The pricing reference bound by another module when there is one, else the calculators' bundled set.
  bind(CampaignPricer)
    .toDynamicValue((ctx) => {
      const reference = ctx.get<PricingReference>(PricingReference, { optional: true })
      return reference ? new CampaignPricer(reference) : new CampaignPricer()
    })
    .inSingletonScope()
  bind(CampaignService).toSelf().inSingletonScope()
  bind(CampaignActions).toSelf().inSingletonScope()
  bind(StaffService).toSelf().inSingletonScope()
})
