import { HttpClient } from '../../core/ports/http.port'
import { Logger } from '../../core/ports/logger.port'
import { NotificationsStore } from '../../core/cabinet/stores/notifications.store'
import { MobileMenuStore, NotificationDropdownStore } from '../../core/cabinet/view/header.stores'
import { OfferArchiveStore } from '../../core/cabinet/view/offer-archive'
import { CampaignListStore } from '../../core/cabinet/stores/campaign-list.store'
import { CampaignDeletionStore, ListFreshness } from '../../core/cabinet/stores/campaign-deletion.store'
import { BillsStore } from '../../core/cabinet/stores/bills.store'
import { MaterialStore, MediaLibraryStore } from '../../core/cabinet/stores/media-library.store'
import { MaterialDocumentsStore } from '../../core/cabinet/stores/material-documents.store'
import { DocumentsStore, FaqStore, NewsItemStore, NewsStore } from '../../core/cabinet/stores/content.stores'
import { Clock } from '../../core/ports/clock.port'
import { DiscountsStore } from '../../core/cabinet/stores/discounts.store'
import { StatisticsStore } from '../../core/cabinet/stores/statistics.store'
import { MediaPlanDownloadStore } from '../../core/cabinet/stores/media-plan-download.store'
import { MediaPlanSelectionStore } from '../../core/cabinet/stores/media-plan-selection.store'
import { GraphQLClient } from '../../core/ports/graphql.port'
import { MediaLinksStore } from '../../core/cabinet/stores/media-links.store'
import { FileDownload } from '../../core/ports/file-download.port'
import { ConsentRevocationStore } from '../../core/cabinet/stores/consent-revocation.store'
import { ReportStore } from '../../core/cabinet/stores/report.store'
import { Exit } from '../../core/cabinet/stores/exit.port'
import { ContainerModule } from '../container/di'

/**
 * The signed-in cabinet's app-wide stores (what the header and footer of every screen show), loaded into the
 * container by the signed-in shell's lazy chunk when it first renders; each says why it outlives a screen.
 */
export const cabinetModule = new ContainerModule(({ bind }) => {
  // App-wide: the header's bell and the notifications page read one list, polled for the whole session.
  bind(NotificationsStore)
    .toDynamicValue((ctx) => new NotificationsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  // App-wide: the bell's dropdown lives in the header, on every screen.
  bind(NotificationDropdownStore)
    .toDynamicValue((ctx) => {
      const notifications = ctx.get(NotificationsStore)
      return new NotificationDropdownStore(() => void notifications.refresh())
    })
    .inSingletonScope()
  // App-wide: the mobile menu is the header's, on every screen.
  bind(MobileMenuStore)
    .toDynamicValue(() => new MobileMenuStore())
    .inSingletonScope()
  // App-wide: the offers' archive is linked from the footer of every screen (and read once).
  bind(OfferArchiveStore)
    .toDynamicValue((ctx) => new OfferArchiveStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
})

/**
 * The cabinet's screen state (issue #49 item 5): bound in each screen's scope (a child container of the root made
 * by ui/app/ScreenScope at the route, see SCREEN_SCOPES in ui/app/screens.tsx), made when the screen first asks
 * and disposed when it is left, so a screen entered again starts afresh and none resets another's state by
 * hand. The scope gives them their lifetime, so they name none here.
 */
export const cabinetScreenModule = new ContainerModule(({ bind }) => {
  bind(ConsentRevocationStore).toDynamicValue(
    (ctx) => new ConsentRevocationStore(ctx.get<HttpClient>(HttpClient), ctx.get<Exit>(Exit)),
  )
  bind(CampaignListStore).toDynamicValue((ctx) => new CampaignListStore(ctx.get<HttpClient>(HttpClient)))
  bind(ListFreshness).toDynamicValue(() => new ListFreshness())
  bind(CampaignDeletionStore).toDynamicValue(
    (ctx) => new CampaignDeletionStore(ctx.get<HttpClient>(HttpClient), ctx.get(ListFreshness)),
  )
  bind(BillsStore).toDynamicValue((ctx) => new BillsStore(ctx.get<HttpClient>(HttpClient)))
  bind(MediaLibraryStore).toDynamicValue((ctx) => new MediaLibraryStore(ctx.get<HttpClient>(HttpClient)))
  bind(MaterialStore).toDynamicValue(
    (ctx) => new MaterialStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)),
  )
  // A document's upload may put the material back on moderation: the material view shows it at once.
  bind(MaterialDocumentsStore).toDynamicValue((ctx) => {
    const material = ctx.get(MaterialStore)
    return new MaterialDocumentsStore(ctx.get<HttpClient>(HttpClient), (status) =>
      material.showStatus(status),
    )
  })
  bind(FaqStore).toDynamicValue(
    (ctx) => new FaqStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)),
  )
  bind(NewsStore).toDynamicValue(
    (ctx) => new NewsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)),
  )
  bind(NewsItemStore).toDynamicValue(
    (ctx) => new NewsItemStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)),
  )
  bind(MediaPlanSelectionStore).toDynamicValue(() => new MediaPlanSelectionStore())
  bind(StatisticsStore).toDynamicValue((ctx) => new StatisticsStore(ctx.get<HttpClient>(HttpClient)))
  bind(MediaPlanDownloadStore).toDynamicValue(
    (ctx) => new MediaPlanDownloadStore(ctx.get<HttpClient>(HttpClient)),
  )
  bind(ReportStore).toDynamicValue((ctx) => new ReportStore(ctx.get<FileDownload>(FileDownload)))
  bind(DiscountsStore).toDynamicValue(
    (ctx) =>
      new DiscountsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Clock>(Clock), ctx.get<Logger>(Logger)),
  )
  bind(DocumentsStore).toDynamicValue(
    (ctx) => new DocumentsStore(ctx.get<GraphQLClient>(GraphQLClient), ctx.get<Logger>(Logger)),
  )
  bind(MediaLinksStore).toDynamicValue(
    (ctx) =>
      new MediaLinksStore(
        ctx.get<FileDownload>(FileDownload),
        ctx.get<HttpClient>(HttpClient),
        ctx.get<Logger>(Logger),
        ctx.get<Clock>(Clock),
      ),
  )
})
