import { AdvertiserStore } from '../../core/advertiser/advertiser.store'
import { ApplicationStore } from '../../core/cabinet/stores/application.store'
import { CampaignAdvertiserStore } from '../../core/cabinet/stores/campaign-advertiser.store'
import { CampaignDetailStore } from '../../core/cabinet/stores/campaign-detail.store'
import { PaymentOrdersStore } from '../../core/cabinet/stores/payment-orders.store'
import { VideoPlanStore } from '../../core/cabinet/stores/video-plan.store'
import { ProlongationStore } from '../../core/cabinet/stores/prolongation.store'
import { CampaignShowingStore } from '../../core/cabinet/stores/campaign-showing.store'
import { ResubmissionStore } from '../../core/cabinet/stores/resubmission.store'
import { HttpClient } from '../../core/ports/http.port'
import { ContainerModule } from '../container/di'

/**
 * A campaign's screen state shared by the cabinet's screens and the wizard (issue #49 item 5): the campaign read,
 * its sending to moderation (first or again), its prolongation, the pause of its showing, the advertiser it is
 * booked for, its payment orders and the advertiser's requisites. Loaded into every screen scope of both, beside
 * the flow's own module, so each screen (the wizard: each campaign) reads them afresh.
 */
export const campaignScreenModule = new ContainerModule(({ bind }) => {
  bind(AdvertiserStore).toDynamicValue((ctx) => new AdvertiserStore(ctx.get<HttpClient>(HttpClient)))
  bind(CampaignDetailStore).toDynamicValue((ctx) => new CampaignDetailStore(ctx.get<HttpClient>(HttpClient)))
  bind(ApplicationStore).toDynamicValue((ctx) => new ApplicationStore(ctx.get<HttpClient>(HttpClient)))
  bind(ResubmissionStore).toDynamicValue((ctx) => new ResubmissionStore(ctx.get<HttpClient>(HttpClient)))
  bind(ProlongationStore).toDynamicValue((ctx) => new ProlongationStore(ctx.get<HttpClient>(HttpClient)))
  bind(CampaignShowingStore).toDynamicValue(
    (ctx) => new CampaignShowingStore(ctx.get<HttpClient>(HttpClient)),
  )
  bind(CampaignAdvertiserStore).toDynamicValue(
    (ctx) => new CampaignAdvertiserStore(ctx.get<HttpClient>(HttpClient)),
  )
  bind(PaymentOrdersStore).toDynamicValue((ctx) => new PaymentOrdersStore(ctx.get<HttpClient>(HttpClient)))
  bind(VideoPlanStore).toDynamicValue((ctx) => new VideoPlanStore(ctx.get<HttpClient>(HttpClient)))
})
