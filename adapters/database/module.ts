import { AccountRepository } from '../../core/ports/account-repository.port'
import { LinkTokenRepository, SessionRepository } from '../../core/ports/session-repository.port'
import { ContainerModule } from '../container/di'
import { LegalEntityRepository } from '../../core/ports/legal-entity-repository.port'
import { ObserverRepository } from '../../core/ports/observer-repository.port'
import { PartnerRepository } from '../../core/ports/partner-repository.port'
import { LoginAttempts } from '../../core/ports/login-attempts.port'
import { LeadRepository } from '../../core/ports/lead-repository.port'
import { NotificationRecords } from '../../core/notifications/notifications.service'
import { SqlNotificationRecords } from './notification-records'
import { InvoiceRecords } from '../../core/documents/invoicing'
import { PlannedCampaigns } from '../../core/documents/media-plans'
import { PlayRecords, PlaySimulator } from '../../core/statistics/statistics.service'
import { SqlPlaySimulator } from './play-simulator'
import { MailOutboxRecords } from './mail-outbox-records'
import { MigrationStatus, migrationStatusOf } from './migrate'
import { SqlInvoiceRecords } from './invoice-records'
import { SqlPlannedCampaigns } from './planned-campaigns'
import { SqlPlayRecords } from './play-records'
import { SqlAccountRepository } from './account.repository'
import { SqlLeadRepository } from './lead.repository'
import { SqlLoginAttempts } from './login-attempts.repository'
import {
  SqlLegalEntityRepository,
  SqlObserverRepository,
  SqlPartnerRepository,
} from './advertiser.repository'
import { SqlLinkTokenRepository, SqlSessionRepository } from './session.repository'
import { SqlDatabase } from './sql-database'
import {
  CampaignUnitOfWork,
  type CampaignRecords,
  type UnitOfWork,
} from '../../core/campaign/campaign-records.port'
import { SqlCampaignRecords, sqlUnitOfWork } from './campaign-records'

/** Binds the opened database and the repositories over it. */
export const databaseModule = (db: SqlDatabase) =>
  new ContainerModule(({ bind }) => {
    bind<SqlDatabase>(SqlDatabase).toConstantValue(db)
    bind<MigrationStatus>(MigrationStatus).toConstantValue(migrationStatusOf(db))
    bind(MailOutboxRecords).toSelf().inSingletonScope()
    bind<AccountRepository>(AccountRepository).to(SqlAccountRepository).inSingletonScope()
    bind<SessionRepository>(SessionRepository).to(SqlSessionRepository).inSingletonScope()
    bind<LinkTokenRepository>(LinkTokenRepository).to(SqlLinkTokenRepository).inSingletonScope()
    bind<LegalEntityRepository>(LegalEntityRepository).to(SqlLegalEntityRepository).inSingletonScope()
    bind<PartnerRepository>(PartnerRepository).to(SqlPartnerRepository).inSingletonScope()
    bind<LoginAttempts>(LoginAttempts).to(SqlLoginAttempts).inSingletonScope()
    bind<LeadRepository>(LeadRepository).to(SqlLeadRepository).inSingletonScope()
    bind<ObserverRepository>(ObserverRepository).to(SqlObserverRepository).inSingletonScope()
    bind<NotificationRecords>(NotificationRecords).to(SqlNotificationRecords).inSingletonScope()
    bind<InvoiceRecords>(InvoiceRecords).to(SqlInvoiceRecords).inSingletonScope()
    bind<PlannedCampaigns>(PlannedCampaigns).to(SqlPlannedCampaigns).inSingletonScope()
    bind<PlayRecords>(PlayRecords).to(SqlPlayRecords).inSingletonScope()
    bind<PlaySimulator>(PlaySimulator).to(SqlPlaySimulator).inSingletonScope()
    bind<UnitOfWork<CampaignRecords>>(CampaignUnitOfWork).toConstantValue(
      sqlUnitOfWork(db, (tx) => new SqlCampaignRecords(tx)),
    )
  })
