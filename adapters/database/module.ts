import { AccountRepository } from '../../core/ports/account-repository.port'
import { LinkTokenRepository, SessionRepository } from '../../core/ports/session-repository.port'
import { ContainerModule } from '../container/di'
import { SqlAccountRepository } from './account.repository'
import { SqlLinkTokenRepository, SqlSessionRepository } from './session.repository'
import { SqlDatabase } from './sql-database'

/** Binds the opened database and the repositories over it. */
export const databaseModule = (db: SqlDatabase) =>
  new ContainerModule(({ bind }) => {
    bind<SqlDatabase>(SqlDatabase).toConstantValue(db)
    bind<AccountRepository>(AccountRepository).to(SqlAccountRepository).inSingletonScope()
    bind<SessionRepository>(SessionRepository).to(SqlSessionRepository).inSingletonScope()
    bind<LinkTokenRepository>(LinkTokenRepository).to(SqlLinkTokenRepository).inSingletonScope()
  })
