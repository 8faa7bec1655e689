import type { Observer } from '../advertiser/advertiser.entities'
import { may } from '../advertiser/advertiser.policy'
import type { AccountRepository } from '../ports/account-repository.port'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { MailOutbox } from '../ports/mail-outbox.port'
import type { PasswordHasher } from '../ports/password-hasher.port'
import type { LinkTokenRepository } from '../ports/session-repository.port'
import type { TokenDigest } from '../ports/token-digest.port'
import { alreadyInUse, forbidden, type CommonError } from '../shared/common-errors'
import { err, ok, type Result } from '../shared/result'
import { normaliseEmail, type Account } from './account'
import type { AccountSettings } from './account.service'
import { AUTH_CODES, authError, type AuthError } from './auth.errors'
import { LinkIssuer } from './link-issuer'

export interface OnboardingDeps {
  readonly accounts: AccountRepository
  readonly links: LinkTokenRepository
  readonly hasher: PasswordHasher
  readonly digest: TokenDigest
  readonly ids: Ids
  readonly clock: Clock
  readonly outbox: MailOutbox
  readonly settings: AccountSettings
}

/**
 * The other ways into Tablo: the small-business simple registration (R-ROLE-03), the e-mail and link checks
 * of the public landing (R-API-07), and observers invited by an advertiser (cabinet §6). Each new account
 * starts pending with an unusable password and sets its own password by the mailed link.
 */
export class OnboardingService {
  private readonly linkIssuer: LinkIssuer

  constructor(private readonly d: OnboardingDeps) {
    this.linkIssuer = new LinkIssuer({ ...d, publicUrl: d.settings.publicUrl, ttlMs: d.settings.linkTtlMs })
  }

  /** findUserByEmail (R-API-07). */
  async checkEmail(email: string): Promise<{ isRegistered: boolean; isConfirmed: boolean }> {
    const account = await this.d.accounts.findByEmail(normaliseEmail(email))
    return { isRegistered: account !== undefined, isConfirmed: account?.status === 'active' }
  }

  /** Whether a mailed link can still be used, without using it. */
  async checkConfirm(token: string): Promise<{ isValid: boolean }> {
    const digest = this.d.digest.digest(token)
    const now = this.d.clock.now()
    const accountId =
      (await this.d.links.peek(digest, 'restore', now)) ?? (await this.d.links.peek(digest, 'confirm', now))
    return { isValid: accountId !== undefined }
  }

  async simpleRegistration(input: {
    email: string
    fullName?: string
    phone?: string
  }): Promise<Result<{ email: string }, AuthError>> {
    const account = await this.newAccount(
      input.email,
      input.fullName?.trim() || 'Представитель малого бизнеса',
      {
        isMSB: true,
        phone: input.phone?.trim() || undefined,
      },
    )
    if (!(await this.d.accounts.insert(account)))
      return err(authError(AUTH_CODES.emailInUse, { email: 'already in use' }))
    const link = await this.linkIssuer.issue(account.id, 'msb')
    await this.d.outbox.send({
      to: account.email,
      subject: 'Табло: завершите регистрацию',
      text: `Здравствуйте!\n\nЧтобы завершить регистрацию в Табло и задать пароль, перейдите по ссылке:\n${link}\n`,
      link,
    })
    return ok({ email: account.email })
  }

  async inviteObserver(
    actor: Account,
    input: { email: string; fullName: string },
  ): Promise<Result<Observer, CommonError>> {
    if (!may(actor, 'observers.manage')) return err(forbidden())
    const account = await this.newAccount(input.email, input.fullName.trim(), {
      isObserver: true,
      observerOf: actor.id,
    })
    if (!(await this.d.accounts.insert(account))) return err(alreadyInUse({ email: 'already in use' }))
    const link = await this.linkIssuer.issue(account.id, 'invite')
    await this.d.outbox.send({
      to: account.email,
      subject: 'Табло: приглашение наблюдателя',
      text: `Здравствуйте, ${account.fullName}!\n\n${actor.fullName} приглашает вас наблюдать за рекламными кампаниями в Табло. Чтобы задать пароль и войти, перейдите по ссылке:\n${link}\n`,
      link,
    })
    return ok({ id: account.id, email: account.email, fullName: account.fullName, isConfirmed: false })
  }

  private async newAccount(
    email: string,
    fullName: string,
    flags: { isMSB?: boolean; isObserver?: boolean; observerOf?: string; phone?: string | undefined },
  ): Promise<Account> {
    return {
      id: this.d.ids.newId(),
      email: normaliseEmail(email),
      fullName,
      phone: flags.phone,
      // Nobody knows this password: the account signs in only after setting its own by the link.
      passwordHash: await this.d.hasher.hash(this.d.ids.newSecret()),
      status: 'pending',
      isAgency: false,
      isMSB: flags.isMSB ?? false,
      isObserver: flags.isObserver ?? false,
      isModerator: false,
      observerOf: flags.observerOf,
      createdAt: this.d.clock.now(),
    }
  }
}
