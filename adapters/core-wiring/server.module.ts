import { AdvertiserService } from '../../core/advertiser/advertiser.service'
import { LeadService } from '../../core/leads/lead.service'
import { AdvertiserTermsRepository } from '../../core/ports/advertiser-terms.port'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import { ShelterSides } from '../../core/ports/shelter-sides.port'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { QuoteService } from '../../core/quoting/quote.service'
import { QuotePricer } from '../../core/ports/quote-pricer.port'
import { AccountRepository } from '../../core/ports/account-repository.port'
import { CaptchaVerifier } from '../../core/ports/captcha.port'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { LeadRepository } from '../../core/ports/lead-repository.port'
import { LegalEntityRepository } from '../../core/ports/legal-entity-repository.port'
import { LoginAttempts } from '../../core/ports/login-attempts.port'
import { MailOutbox } from '../../core/ports/mail-outbox.port'
import { OAuthProvider } from '../../core/ports/oauth-provider.port'
import { ObserverRepository } from '../../core/ports/observer-repository.port'
import { PartnerRepository } from '../../core/ports/partner-repository.port'
import { PasswordHasher } from '../../core/ports/password-hasher.port'
import { LinkTokenRepository, SessionRepository } from '../../core/ports/session-repository.port'
import { TokenDigest } from '../../core/ports/token-digest.port'
import { AccountService, AccountSettings } from '../../core/session/account.service'
import { ExternalAuthService } from '../../core/session/external-auth.service'
import { OnboardingService } from '../../core/session/onboarding.service'
import { ContainerModule, type ResolutionContext } from '../container/di'
import { NotificationRecords, Notifications } from '../../core/notifications/notifications.service'
import { DocumentPrinter, InvoiceRecords, Invoicing } from '../../core/documents/invoicing'
import { MediaPlans, PlannedCampaigns } from '../../core/documents/media-plans'
import { AddressPrograms, ProgramInventory, WorkbookOrders } from '../../core/documents/address-programs'
import { PlayRecords, PlaySimulator, PlaysRollUp, Statistics } from '../../core/statistics/statistics.service'

export interface CoreServerSettings extends AccountSettings {
  readonly salesMailbox: string
}

const accountPorts = (ctx: ResolutionContext) => ({
  accounts: ctx.get<AccountRepository>(AccountRepository),
  links: ctx.get<LinkTokenRepository>(LinkTokenRepository),
  hasher: ctx.get<PasswordHasher>(PasswordHasher),
  digest: ctx.get<TokenDigest>(TokenDigest),
  ids: ctx.get<Ids>(Ids),
  clock: ctx.get<Clock>(Clock),
  outbox: ctx.get<MailOutbox>(MailOutbox),
  settings: ctx.get<AccountSettings>(AccountSettings),
})

/** The core's server use cases, built from the ports the other modules bind. */
export const coreServerModule = (settings: CoreServerSettings) =>
  new ContainerModule(({ bind }) => {
    bind<AccountSettings>(AccountSettings).toConstantValue(settings)
    bind(AccountService).toDynamicValue(
      (ctx) =>
        new AccountService({
          ...accountPorts(ctx),
          sessions: ctx.get<SessionRepository>(SessionRepository),
          captcha: ctx.get<CaptchaVerifier>(CaptchaVerifier),
          attempts: ctx.get<LoginAttempts>(LoginAttempts),
        }),
    )
    bind(OnboardingService).toDynamicValue((ctx) => new OnboardingService(accountPorts(ctx)))
    bind(ExternalAuthService).toDynamicValue(
      (ctx) =>
        new ExternalAuthService({
          ...accountPorts(ctx),
          provider: ctx.get<OAuthProvider>(OAuthProvider),
          sessions: ctx.get(AccountService),
        }),
    )
    bind(AdvertiserService).toDynamicValue(
      (ctx) =>
        new AdvertiserService({
          ...accountPorts(ctx),
          sessions: ctx.get<SessionRepository>(SessionRepository),
          legalEntities: ctx.get<LegalEntityRepository>(LegalEntityRepository),
          partners: ctx.get<PartnerRepository>(PartnerRepository),
          observers: ctx.get<ObserverRepository>(ObserverRepository),
        }),
    )
    bind(Notifications).toDynamicValue(
      (ctx) => new Notifications(ctx.get<NotificationRecords>(NotificationRecords)),
    )
    bind(Invoicing).toDynamicValue(
      (ctx) =>
        new Invoicing({
          records: ctx.get<InvoiceRecords>(InvoiceRecords),
          printer: ctx.get<DocumentPrinter>(DocumentPrinter),
          clock: ctx.get<Clock>(Clock),
          reference: ctx.get<PricingReference>(PricingReference),
        }),
    )
    bind(AddressPrograms).toDynamicValue(
      (ctx) =>
        new AddressPrograms({
          inventory: ctx.get<ProgramInventory>(ProgramInventory),
          campaigns: ctx.get<PlannedCampaigns>(PlannedCampaigns),
          quotes: ctx.get(QuoteService),
          orders: ctx.get<WorkbookOrders>(WorkbookOrders),
          clock: ctx.get<Clock>(Clock),
        }),
    )
    bind(MediaPlans).toDynamicValue((ctx) => new MediaPlans(ctx.get<PlannedCampaigns>(PlannedCampaigns)))
    bind(Statistics).toDynamicValue(
      (ctx) =>
        new Statistics({
          records: ctx.get<PlayRecords>(PlayRecords),
          rollUp: ctx.get<PlaysRollUp>(PlaysRollUp),
          simulator: ctx.get<PlaySimulator>(PlaySimulator),
          reference: ctx.get<PricingReference>(PricingReference),
          clock: ctx.get<Clock>(Clock),
        }),
    )
    bind(QuoteService).toDynamicValue(
      (ctx) =>
        new QuoteService({
          registry: ctx.get(CalculatorRegistry),
          reference: ctx.get<PricingReference>(PricingReference),
          terms: ctx.get<AdvertiserTermsRepository>(AdvertiserTermsRepository),
          clock: ctx.get<Clock>(Clock),
          shelters: ctx.get<ShelterSides>(ShelterSides, { optional: true }),
          pricer: ctx.get<QuotePricer>(QuotePricer, { optional: true }),
        }),
    )
    bind(LeadService).toDynamicValue(
      (ctx) =>
        new LeadService({
          ...accountPorts(ctx),
          leads: ctx.get<LeadRepository>(LeadRepository),
          captcha: ctx.get<CaptchaVerifier>(CaptchaVerifier),
          salesMailbox: settings.salesMailbox,
        }),
    )
  })
