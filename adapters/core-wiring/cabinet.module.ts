import { HttpClient } from '../../core/ports/http.port'
import { AdvertiserStore } from '../../core/advertiser/advertiser.store'
import { Logger } from '../../core/ports/logger.port'
import { NotificationsStore } from '../../core/cabinet/stores/notifications.store'
import { MobileMenuStore, NotificationDropdownStore } from '../../core/cabinet/view/header.stores'
import { OfferArchiveStore } from '../../core/cabinet/view/offer-archive'
import { CampaignListStore } from '../../core/cabinet/stores/campaign-list.store'
import { CampaignDeletionStore, ListFreshness } from '../../core/cabinet/stores/campaign-deletion.store'
import { BillsStore } from '../../core/cabinet/stores/bills.store'
import { MaterialStore, MediaLibraryStore } from '../../core/cabinet/stores/media-library.store'
import { DocumentsStore, FaqStore, NewsItemStore, NewsStore } from '../../core/cabinet/stores/content.stores'
import { Clock } from '../../core/ports/clock.port'
import { DiscountsStore } from '../../core/cabinet/stores/discounts.store'
import { StatisticsStore } from '../../core/cabinet/stores/statistics.store'
import { MediaPlanDownloadStore } from '../../core/cabinet/stores/media-plan-download.store'
import { MediaPlanSelectionStore } from '../../core/cabinet/stores/media-plan-selection.store'
import { GraphQLClient } from '../../core/ports/graphql.port'
import { ApplicationStore } from '../../core/cabinet/stores/application.store'
import { ResubmissionStore } from '../../core/cabinet/stores/resubmission.store'
import { CampaignDetailStore } from '../../core/cabinet/stores/campaign-detail.store'
import { MediaLinksStore } from '../../core/cabinet/stores/media-links.store'
import { FileDownload } from '../../core/ports/file-download.port'
import { ConsentRevocationStore } from '../../core/cabinet/stores/consent-revocation.store'
import { Exit } from '../../core/cabinet/stores/exit.port'
import { ContainerModule } from '../container/di'

/**
 * The signed-in cabinet's stores (campaigns, bills, media, notifications, content, statistics…), loaded into
 * the container by the signed-in shell's lazy chunk when it first renders.
 */
export const cabinetModule = new ContainerModule(({ bind }) => {
  bind(ConsentRevocationStore)
    .toDynamicValue((ctx) => new ConsentRevocationStore(ctx.get<HttpClient>(HttpClient), ctx.get<Exit>(Exit)))
    .inSingletonScope()
  bind(AdvertiserStore)
    .toDynamicValue((ctx) => new AdvertiserStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(NotificationsStore)
    .toDynamicValue((ctx) => new NotificationsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(NotificationDropdownStore)
    .toDynamicValue((ctx) => {
      const notifications = ctx.get(NotificationsStore)
      return new NotificationDropdownStore(() => void notifications.refresh())
    })
    .inSingletonScope()
  bind(MobileMenuStore)
    .toDynamicValue(() => new MobileMenuStore())
    .inSingletonScope()
  bind(OfferArchiveStore)
    .toDynamicValue((ctx) => new OfferArchiveStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(CampaignListStore)
    .toDynamicValue((ctx) => new CampaignListStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(ListFreshness)
    .toDynamicValue(() => new ListFreshness())
    .inSingletonScope()
  bind(CampaignDeletionStore)
    .toDynamicValue(
      (ctx) => new CampaignDeletionStore(ctx.get<HttpClient>(HttpClient), ctx.get(ListFreshness)),
    )
    .inSingletonScope()
  bind(BillsStore)
    .toDynamicValue((ctx) => new BillsStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(MediaLibraryStore)
    .toDynamicValue((ctx) => new MediaLibraryStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(MaterialStore)
    .toDynamicValue((ctx) => new MaterialStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(FaqStore)
    .toDynamicValue((ctx) => new FaqStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(NewsStore)
    .toDynamicValue((ctx) => new NewsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(NewsItemStore)
    .toDynamicValue((ctx) => new NewsItemStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(MediaPlanSelectionStore)
    .toDynamicValue(() => new MediaPlanSelectionStore())
    .inSingletonScope()
  bind(StatisticsStore)
    .toDynamicValue((ctx) => new StatisticsStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(MediaPlanDownloadStore)
    .toDynamicValue((ctx) => new MediaPlanDownloadStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(DiscountsStore)
    .toDynamicValue(
      (ctx) =>
        new DiscountsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Clock>(Clock), ctx.get<Logger>(Logger)),
    )
    .inSingletonScope()
  bind(DocumentsStore)
    .toDynamicValue(
      (ctx) => new DocumentsStore(ctx.get<GraphQLClient>(GraphQLClient), ctx.get<Logger>(Logger)),
    )
    .inSingletonScope()
  bind(CampaignDetailStore)
    .toDynamicValue((ctx) => new CampaignDetailStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(MediaLinksStore)
    .toDynamicValue(
      (ctx) =>
        new MediaLinksStore(
          ctx.get<FileDownload>(FileDownload),
          ctx.get<HttpClient>(HttpClient),
          ctx.get<Logger>(Logger),
          ctx.get<Clock>(Clock),
        ),
    )
    .inSingletonScope()
  bind(ApplicationStore)
    .toDynamicValue((ctx) => new ApplicationStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(ResubmissionStore)
    .toDynamicValue((ctx) => new ResubmissionStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
})
