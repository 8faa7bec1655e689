import { describe, expect, it } from 'vitest'
import { AdvertiserStore } from '../../core/advertiser/advertiser.store'
import { ApplicationStore } from '../../core/cabinet/stores/application.store'
import { BillsStore } from '../../core/cabinet/stores/bills.store'
import { CampaignDeletionStore } from '../../core/cabinet/stores/campaign-deletion.store'
import { CampaignDetailStore } from '../../core/cabinet/stores/campaign-detail.store'
import { CampaignListStore } from '../../core/cabinet/stores/campaign-list.store'
import { DocumentsStore, FaqStore, NewsItemStore, NewsStore } from '../../core/cabinet/stores/content.stores'
import { ConsentRevocationStore } from '../../core/cabinet/stores/consent-revocation.store'
import { DiscountsStore } from '../../core/cabinet/stores/discounts.store'
import { MaterialStore, MediaLibraryStore } from '../../core/cabinet/stores/media-library.store'
import { MaterialDocumentsStore } from '../../core/cabinet/stores/material-documents.store'
import { MediaLinksStore } from '../../core/cabinet/stores/media-links.store'
import { MediaPlanDownloadStore } from '../../core/cabinet/stores/media-plan-download.store'
import { MediaPlanSelectionStore } from '../../core/cabinet/stores/media-plan-selection.store'
import { ReportStore } from '../../core/cabinet/stores/report.store'
import { ResubmissionStore } from '../../core/cabinet/stores/resubmission.store'
import { StatisticsStore } from '../../core/cabinet/stores/statistics.store'
import { NotificationsStore } from '../../core/cabinet/stores/notifications.store'
import { WizardController } from '../../core/cabinet/wizard/wizard.controller'
import { CampaignMaterialsStore } from '../../core/cabinet/stores/campaign-materials.store'
import { LibraryPickStore } from '../../core/cabinet/stores/library-pick.store'
import { VideoPlanStore } from '../../core/cabinet/stores/video-plan.store'
import { CaptchaSolver } from '../../core/ports/captcha.port'
import { AT_ONCE, Later } from '../../core/ports/later.port'
import { KeyValueStorage } from '../../core/ports/storage.port'
import { MemoryStorage } from '../../core/cabinet/testing/fake-ports'
import { QueueStore } from '../../core/staff/staff-queue.store'
import { ReviewStore } from '../../core/staff/staff-review.store'
import { StatementImportStore } from '../../core/staff/statement-import.store'
import { LandingDocsStore, PublicNewsStore } from '../../core/cabinet/stores/content.stores'
import { PublicLeadStore } from '../../core/cabinet/stores/manager-request.store'
import { QuestionStore } from '../../core/cabinet/stores/question.store'
import { OAuthReturnStore } from '../../core/cabinet/stores/oauth-return.store'
import { CreativePreviewStore } from '../../core/cabinet/stores/creative-preview.store'
import { MsbAuthorizationStore } from '../../core/session/msb.store'
import { createBrowserContainer } from '../browser/browser.root'
import { workspaceModules } from '../browser/workspace'
import type { ContainerModule } from '../container/di'
import { screenScope } from '../container/screen-scope'
import { cabinetModule, cabinetScreenModule } from './cabinet.module'
import { campaignScreenModule } from './campaign-screen.module'
import { msbScreenModule } from './client.module'
import { landingScreenModule } from './landing.module'
import { oauthScreenModule } from './oauth.module'
import { previewScreenModule } from './preview.module'
import { staffModule, staffScreenModule } from './staff.module'
import { wizardModule, wizardScreenModule } from './wizard.module'

type Token = abstract new (...args: never[]) => unknown

/** The browser's root as the app has it once every lazy chunk has loaded (what needs a window, a stand-in). */
const root = () => {
  const container = createBrowserContainer()
  container.load(...workspaceModules, cabinetModule, wizardModule, staffModule)
  container.bind(CaptchaSolver).toConstantValue({ solve: () => Promise.resolve('') })
  container.rebind<Later>(Later).toConstantValue(AT_ONCE)
  container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(new MemoryStorage())
  return container
}

/** Each flow's bindings as ui/main.tsx makes its scopes, and the stores its screens take from them. */
const FLOWS: readonly (readonly [string, readonly ContainerModule[], readonly Token[]])[] = [
  [
    'cabinet',
    [campaignScreenModule, cabinetScreenModule],
    [
      AdvertiserStore,
      CampaignDetailStore,
      ApplicationStore,
      ResubmissionStore,
      VideoPlanStore,
      CampaignListStore,
      CampaignDeletionStore,
      BillsStore,
      MediaLibraryStore,
      MaterialStore,
      MaterialDocumentsStore,
      MediaLinksStore,
      FaqStore,
      DocumentsStore,
      NewsStore,
      NewsItemStore,
      DiscountsStore,
      StatisticsStore,
      MediaPlanSelectionStore,
      MediaPlanDownloadStore,
      ReportStore,
      ConsentRevocationStore,
    ],
  ],
  [
    'wizard',
    [campaignScreenModule, wizardScreenModule],
    [
      WizardController,
      CampaignMaterialsStore,
      LibraryPickStore,
      AdvertiserStore,
      CampaignDetailStore,
      ApplicationStore,
    ],
  ],
  ['staff', [staffScreenModule], [QueueStore, ReviewStore, StatementImportStore]],
  ['landing', [landingScreenModule], [PublicNewsStore, LandingDocsStore, PublicLeadStore, QuestionStore]],
  ['oauth', [oauthScreenModule], [OAuthReturnStore]],
  ['preview', [previewScreenModule], [CreativePreviewStore]],
  ['msb', [msbScreenModule], [MsbAuthorizationStore]],
]

describe('the screen modules (issue #49 item 5): screen state lives in a scope, not the root', () => {
  it.each(FLOWS)('%s: each scope makes its own stores from the root’s services', (_, modules, tokens) => {
    const app = root()
    const one = screenScope(app, ...modules)
    const other = screenScope(app, ...modules)
    for (const token of tokens) {
      expect(app.isBound(token), token.name).toBe(false)
      expect(one.get(token), token.name).toBe(one.get(token))
      expect(one.get(token), token.name).not.toBe(other.get(token))
    }
    one.dispose()
    other.dispose()
  })

  it('keeps what every screen shows app-wide: the bell’s notifications are the root’s in every scope', () => {
    const app = root()
    const scope = screenScope(app, campaignScreenModule, cabinetScreenModule)
    expect(scope.get(NotificationsStore)).toBe(app.get(NotificationsStore))
    scope.dispose()
  })
})
