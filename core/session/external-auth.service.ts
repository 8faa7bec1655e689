import type { AccountRepository } from '../ports/account-repository.port'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { OAuthProvider } from '../ports/oauth-provider.port'
import type { PasswordHasher } from '../ports/password-hasher.port'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { normaliseEmail, type Account } from './account'
import type { AccountService } from './account.service'
import { AUTH_CODES, authError } from './auth.errors'

export interface ExternalAuthDeps {
  readonly provider: OAuthProvider
  readonly accounts: AccountRepository
  readonly sessions: AccountService
  readonly hasher: PasswordHasher
  readonly ids: Ids
  readonly clock: Clock
}

/**
 * POST /clients/auth/externalAuthorization (R-ROUTE-12): the code from the service's return becomes a session.
 * A first-time e-mail gets an active small-business account (the external service vouched for the mailbox);
 * a known one signs in unless blocked. Without a configured service the answer says so (R-ERR-16 shows it).
 */
export class ExternalAuthService {
  constructor(private readonly d: ExternalAuthDeps) {}

  async signIn(service: string, code: string): Promise<Result<{ token: string }, DomainError>> {
    if (!this.d.provider.services().includes(service)) {
      return err(
        domainError(
          'external authorization not configured',
          `Вход через «${service}» на этом сервере не настроен`,
          'service',
        ),
      )
    }
    const identity = await this.d.provider.exchange(service, code)
    if (!identity)
      return err(
        domainError(
          'external authorization failed',
          'Сервис авторизации не подтвердил вход. Попробуйте ещё раз',
          'code',
        ),
      )
    const email = normaliseEmail(identity.email)
    let account = await this.d.accounts.findByEmail(email)
    if (!account) {
      const created: Account = {
        id: this.d.ids.newId(),
        email,
        fullName: identity.fullName.trim() || email,
        phone: undefined,
        passwordHash: await this.d.hasher.hash(this.d.ids.newSecret()),
        status: 'active',
        isAgency: false,
        isMSB: true,
        isObserver: false,
        isModerator: false,
        createdAt: this.d.clock.now(),
      }
      await this.d.accounts.insert(created)
      account = await this.d.accounts.findByEmail(email)
    }
    if (!account || account.status === 'blocked') return err(authError(AUTH_CODES.notActive))
    return ok({ token: await this.d.sessions.startSession(account.id) })
  }
}
