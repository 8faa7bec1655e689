import { CampaignMaterialsStore } from '../../core/cabinet/stores/campaign-materials.store'
import { LibraryPickStore } from '../../core/cabinet/stores/library-pick.store'
import { TypographyStore } from '../../core/cabinet/stores/typography.store'
import { CampaignInvoicesStore } from '../../core/cabinet/stores/campaign-invoices.store'
import { CampaignSaveStore } from '../../core/cabinet/stores/campaign-save.store'
import { WizardDraftStore } from '../../core/cabinet/stores/wizard-draft.store'
import { ShelterListStore } from '../../core/cabinet/stores/shelter-list.store'
import { ShelterMapStore } from '../../core/cabinet/stores/shelter-map.store'
import { ShelterSelectionStore } from '../../core/cabinet/stores/shelter-selection.store'
import { Clock } from '../../core/ports/clock.port'
import { FileDownload } from '../../core/ports/file-download.port'
import { GraphQLClient } from '../../core/ports/graphql.port'
import { HttpClient } from '../../core/ports/http.port'
import { Later } from '../../core/ports/later.port'
import { Logger } from '../../core/ports/logger.port'
import { KeyValueStorage } from '../../core/ports/storage.port'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { LiveQuoteStore } from '../../core/pricing/selection/live-quote.store'
import { MetroSchemeStore } from '../../core/pricing/selection/metro-scheme.store'
import { InventoryAdviceStore } from '../../core/pricing/selection/inventory-advice.store'
import { MonitorsByLineStore } from '../../core/pricing/selection/monitors-by-line.store'
import { StickerSpacesStore } from '../../core/pricing/selection/sticker-spaces.store'
import { GroundRoutesStore } from '../../core/pricing/selection/ground-routes.store'
import { VacancyCheckStore } from '../../core/cabinet/stores/vacancy-check.store'
import { TakenUnitsStore } from '../../core/cabinet/stores/taken-units.store'
import { ManagerRequestStore } from '../../core/cabinet/stores/manager-request.store'
import { CaptchaSolver } from '../../core/ports/captcha.port'
import { AdvertiserStore } from '../../core/advertiser/advertiser.store'
import { CampaignDetailStore } from '../../core/cabinet/stores/campaign-detail.store'
import { WizardController } from '../../core/cabinet/wizard/wizard.controller'
import { ContainerModule } from '../container/di'

/**
 * The wizard's app-wide bindings (issue #15), loaded by the wizard's lazy chunk when it first renders: the
 * calculators and the price list stay out of every other screen's code. What outlives a screen is here: the
 * calculators, the price list read once, the draft kept in storage, the metro scheme.
 */
export const wizardModule = new ContainerModule(({ bind }) => {
  // App-wide: the calculators hold no state of a screen; every priced screen shares them.
  bind(CalculatorRegistry)
    .toDynamicValue(() => new CalculatorRegistry(allCalculators()))
    .inSingletonScope()
  // App-wide: the price list is read once a visit; the landing, the wizard and a campaign's page price with it.
  bind(LiveQuoteStore)
    .toDynamicValue(
      (ctx) =>
        new LiveQuoteStore(
          ctx.get<HttpClient>(HttpClient),
          ctx.get<Clock>(Clock),
          ctx.get(CalculatorRegistry),
          ctx.get<Logger>(Logger),
        ),
    )
    .inSingletonScope()
  // App-wide: the draft is kept in storage and outlives the screen by design (a calculator's choice carried on).
  bind(WizardDraftStore)
    .toDynamicValue(
      (ctx) => new WizardDraftStore(ctx.get<KeyValueStorage>(KeyValueStorage), ctx.get<Later>(Later)),
    )
    .inSingletonScope()
  // App-wide: the metro scheme is reference data, read once a visit.
  bind(MetroSchemeStore)
    .toDynamicValue((ctx) => new MetroSchemeStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  // App-wide: the free sticker spaces answer a question of period and lines, whichever calculation asks it.
  bind(StickerSpacesStore)
    .toDynamicValue((ctx) => new StickerSpacesStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  // App-wide too: the ground routes' names and stops are reference data.
  bind(GroundRoutesStore)
    .toDynamicValue((ctx) => new GroundRoutesStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
})

/**
 * The wizard's screen state (issue #49 item 5): bound in each screen scope of the wizard (a child container of
 * the root, see adapters/container/screen-scope.ts), one of each per scope, disposed when the screen is left.
 * The scope gives them their lifetime, so they name none here.
 */
export const wizardScreenModule = new ContainerModule(({ bind }) => {
  bind(WizardController).toDynamicValue(
    (ctx) =>
      new WizardController({
        live: ctx.get(LiveQuoteStore),
        advertiser: ctx.get(AdvertiserStore),
        detail: ctx.get(CampaignDetailStore),
        drafts: ctx.get(WizardDraftStore),
        saver: ctx.get(CampaignSaveStore),
        storage: ctx.get<KeyValueStorage>(KeyValueStorage),
      }),
  )
  bind(CampaignSaveStore).toDynamicValue((ctx) => new CampaignSaveStore(ctx.get<HttpClient>(HttpClient)))
  bind(CampaignMaterialsStore).toDynamicValue(
    (ctx) => new CampaignMaterialsStore(ctx.get<HttpClient>(HttpClient)),
  )
  bind(LibraryPickStore).toDynamicValue((ctx) => new LibraryPickStore(ctx.get<HttpClient>(HttpClient)))
  bind(TypographyStore).toDynamicValue((ctx) => new TypographyStore(ctx.get<HttpClient>(HttpClient)))
  bind(ShelterListStore).toDynamicValue(
    (ctx) => new ShelterListStore(ctx.get<GraphQLClient>(GraphQLClient), ctx.get<FileDownload>(FileDownload)),
  )
  bind(ShelterMapStore).toDynamicValue(
    (ctx) => new ShelterMapStore(ctx.get<GraphQLClient>(GraphQLClient), ctx.get<HttpClient>(HttpClient)),
  )
  bind(ShelterSelectionStore).toDynamicValue(() => new ShelterSelectionStore())
  bind(ManagerRequestStore).toDynamicValue(
    (ctx) => new ManagerRequestStore(ctx.get<HttpClient>(HttpClient), ctx.get<CaptchaSolver>(CaptchaSolver)),
  )
  bind(VacancyCheckStore).toDynamicValue((ctx) => new VacancyCheckStore(ctx.get<HttpClient>(HttpClient)))
  bind(TakenUnitsStore).toDynamicValue((ctx) => new TakenUnitsStore(ctx.get<HttpClient>(HttpClient)))
  bind(MonitorsByLineStore).toDynamicValue(
    (ctx) => new MonitorsByLineStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)),
  )
  // Per screen, like the taken units: other campaigns' bookings change the answer between visits.
  bind(InventoryAdviceStore).toDynamicValue(
    (ctx) => new InventoryAdviceStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)),
  )
  bind(CampaignInvoicesStore).toDynamicValue(
    (ctx) => new CampaignInvoicesStore(ctx.get<HttpClient>(HttpClient)),
  )
})
