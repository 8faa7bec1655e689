import { CampaignMaterialsStore } from '../../core/cabinet/stores/campaign-materials.store'
import { TypographyStore } from '../../core/cabinet/stores/typography.store'
import { CampaignInvoicesStore } from '../../core/cabinet/stores/campaign-invoices.store'
import { CampaignSaveStore } from '../../core/cabinet/stores/campaign-save.store'
import { WizardDraftStore } from '../../core/cabinet/stores/wizard-draft.store'
import { ShelterListStore } from '../../core/cabinet/stores/shelter-list.store'
import { ShelterMapStore } from '../../core/cabinet/stores/shelter-map.store'
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
import { VacancyCheckStore } from '../../core/cabinet/stores/vacancy-check.store'
import { TakenUnitsStore } from '../../core/cabinet/stores/taken-units.store'
import { ManagerRequestStore } from '../../core/cabinet/stores/manager-request.store'
import { CaptchaSolver } from '../../core/ports/captcha.port'
import { ContainerModule } from '../container/di'

/**
 * The wizard's stores (issue #15), loaded by the wizard's lazy chunk when it first renders: the calculators
 * and the price list stay out of every other screen's code.
 */
export const wizardModule = new ContainerModule(({ bind }) => {
  bind(CalculatorRegistry)
    .toDynamicValue(() => new CalculatorRegistry(allCalculators()))
    .inSingletonScope()
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
  bind(WizardDraftStore)
    .toDynamicValue(
      (ctx) => new WizardDraftStore(ctx.get<KeyValueStorage>(KeyValueStorage), ctx.get<Later>(Later)),
    )
    .inSingletonScope()
  bind(CampaignSaveStore)
    .toDynamicValue((ctx) => new CampaignSaveStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(CampaignMaterialsStore)
    .toDynamicValue((ctx) => new CampaignMaterialsStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(TypographyStore)
    .toDynamicValue((ctx) => new TypographyStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(ShelterListStore)
    .toDynamicValue(
      (ctx) =>
        new ShelterListStore(ctx.get<GraphQLClient>(GraphQLClient), ctx.get<FileDownload>(FileDownload)),
    )
    .inSingletonScope()
  bind(MetroSchemeStore)
    .toDynamicValue((ctx) => new MetroSchemeStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(ShelterMapStore)
    .toDynamicValue(
      (ctx) => new ShelterMapStore(ctx.get<GraphQLClient>(GraphQLClient), ctx.get<HttpClient>(HttpClient)),
    )
    .inSingletonScope()
  bind(ManagerRequestStore)
    .toDynamicValue(
      (ctx) =>
        new ManagerRequestStore(ctx.get<HttpClient>(HttpClient), ctx.get<CaptchaSolver>(CaptchaSolver)),
    )
    .inSingletonScope()
  bind(VacancyCheckStore)
    .toDynamicValue((ctx) => new VacancyCheckStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(TakenUnitsStore)
    .toDynamicValue((ctx) => new TakenUnitsStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
  bind(CampaignInvoicesStore)
    .toDynamicValue((ctx) => new CampaignInvoicesStore(ctx.get<HttpClient>(HttpClient)))
    .inSingletonScope()
})
