import { AccountRepository } from '../../core/ports/account-repository.port'
import { Clock } from '../../core/ports/clock.port'
import { Ids } from '../../core/ports/ids.port'
import { MailOutbox } from '../../core/ports/mail-outbox.port'
import { PasswordHasher } from '../../core/ports/password-hasher.port'
import { LinkTokenRepository, SessionRepository } from '../../core/ports/session-repository.port'
import { TokenDigest } from '../../core/ports/token-digest.port'
import { AccountService, AccountSettings } from '../../core/session/account.service'
import { ContainerModule } from '../container/di'

/** The core's server use cases, built from the ports the other modules bind. */
export const coreServerModule = (settings: AccountSettings) =>
  new ContainerModule(({ bind }) => {
    bind<AccountSettings>(AccountSettings).toConstantValue(settings)
    bind(AccountService)
      .toDynamicValue(
        (ctx) =>
          new AccountService({
            accounts: ctx.get<AccountRepository>(AccountRepository),
            sessions: ctx.get<SessionRepository>(SessionRepository),
            links: ctx.get<LinkTokenRepository>(LinkTokenRepository),
            hasher: ctx.get<PasswordHasher>(PasswordHasher),
            digest: ctx.get<TokenDigest>(TokenDigest),
            ids: ctx.get<Ids>(Ids),
            clock: ctx.get<Clock>(Clock),
            outbox: ctx.get<MailOutbox>(MailOutbox),
            settings: ctx.get<AccountSettings>(AccountSettings),
          }),
      )
      .inSingletonScope()
  })
