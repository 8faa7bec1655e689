import type { AccountRepository } from '../ports/account-repository.port'
import type { CaptchaVerifier } from '../ports/captcha.port'
import type { LoginAttempts } from '../ports/login-attempts.port'
import type { Clock } from '../ports/clock.port'
import type { Ids } from '../ports/ids.port'
import type { MailOutbox } from '../ports/mail-outbox.port'
import type { PasswordHasher } from '../ports/password-hasher.port'
import type { LinkTokenRepository, SessionRepository } from '../ports/session-repository.port'
import type { TokenDigest } from '../ports/token-digest.port'
import type { FieldErrors } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { normaliseEmail, profileOf, type Account, type Profile } from './account'
import { AUTH_CODES, authError, type AuthError } from './auth.errors'
import { LinkIssuer } from './link-issuer'
import type { LoginRequest, RegisterRequest } from './session.contract'

export interface AccountSettings {
  /** Where links in mails point, e.g. https://tablo.example (no trailing slash). */
  readonly publicUrl: string
  readonly sessionTtlMs: number
  readonly linkTtlMs: number
}
export const AccountSettings = Symbol.for('tablo.AccountSettings')

export const DEFAULT_ACCOUNT_SETTINGS: Omit<AccountSettings, 'publicUrl'> = {
  sessionTtlMs: 30 * 24 * 3600_000,
  linkTtlMs: 48 * 3600_000,
}

export interface AccountServiceDeps {
  readonly accounts: AccountRepository
  readonly sessions: SessionRepository
  readonly links: LinkTokenRepository
  readonly hasher: PasswordHasher
  readonly digest: TokenDigest
  readonly ids: Ids
  readonly clock: Clock
  readonly outbox: MailOutbox
  readonly captcha: CaptchaVerifier
  readonly attempts: LoginAttempts
  readonly settings: AccountSettings
}

/** After this many wrong passwords for an e-mail within the window, signing in needs a solved captcha. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 5
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000

/**
 * The server's account use cases: registration with confirmation by link, login, password restore, the
 * session behind every authenticated call, and logout. Input has already been decoded at the edge.
 */
export class AccountService {
  private readonly linkIssuer: LinkIssuer

  constructor(private readonly d: AccountServiceDeps) {
    this.linkIssuer = new LinkIssuer({ ...d, publicUrl: d.settings.publicUrl, ttlMs: d.settings.linkTtlMs })
  }

  /** Field errors beyond the shape: an e-mail that is already registered (R-VAL-08). */
  async validateRegistration(input: { email?: string }): Promise<FieldErrors> {
    if (input.email === undefined) return {}
    const existing = await this.d.accounts.findByEmail(normaliseEmail(input.email))
    return existing ? { email: 'already in use' } : {}
  }

  async register(input: RegisterRequest): Promise<Result<{ email: string }, AuthError>> {
    const email = normaliseEmail(input.email)
    const account: Account = {
      id: this.d.ids.newId(),
      email,
      fullName: input.fullName.trim(),
      phone: input.phone?.trim() || undefined,
      passwordHash: await this.d.hasher.hash(input.password),
      status: 'pending',
      isAgency: input.isAgency ?? false,
      isMSB: false,
      isObserver: false,
      isModerator: false,
      createdAt: this.d.clock.now(),
    }
    if (!(await this.d.accounts.insert(account))) {
      return err(authError(AUTH_CODES.emailInUse, { email: 'already in use' }))
    }
    const link = await this.linkIssuer.issue(account.id, 'confirm')
    await this.d.outbox.send({
      to: email,
      subject: 'Табло: подтвердите регистрацию',
      text: `Здравствуйте, ${account.fullName}!\n\nЧтобы подтвердить регистрацию в Табло, перейдите по ссылке:\n${link}\n`,
      link,
    })
    return ok({ email })
  }

  async confirm(token: string): Promise<Result<{ email: string }, AuthError>> {
    const accountId = await this.d.links.consume(this.d.digest.digest(token), 'confirm', this.d.clock.now())
    const account = accountId === undefined ? undefined : await this.d.accounts.findById(accountId)
    if (!account) return err(authError(AUTH_CODES.confirmLinkInactive))
    if (account.status === 'pending') await this.d.accounts.setStatus(account.id, 'active')
    return ok({ email: account.email })
  }

  /**
   * Signs in. Five wrong passwords for an e-mail within 15 minutes make the next attempts need a solved
   * captcha (gRecaptchaResponse); the answer then names that field, and the form says so (R-ERR-04).
   */
  async login(input: LoginRequest): Promise<Result<{ token: string }, AuthError>> {
    const email = normaliseEmail(input.email)
    const now = this.d.clock.now()
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)
    const throttled = (await this.d.attempts.countSince(email, since)) >= LOGIN_FAILURES_BEFORE_CAPTCHA
    if (throttled) {
      if (!input.gRecaptchaResponse)
        return err(authError(AUTH_CODES.captchaInvalid, { gRecaptchaResponse: 'required' }))
      if (!(await this.d.captcha.verify(input.gRecaptchaResponse))) {
        return err(authError(AUTH_CODES.captchaInvalid, { gRecaptchaResponse: 'wrong format' }))
      }
    }
    const account = await this.d.accounts.findByEmail(email)
    // The same answer for an unknown e-mail and a wrong password, so the form does not reveal who is registered.
    if (!account || !(await this.d.hasher.verify(input.password, account.passwordHash))) {
      await this.d.attempts.recordFailure(email, now)
      const failures = await this.d.attempts.countSince(email, since)
      return err(
        authError(
          AUTH_CODES.wrongCredentials,
          failures >= LOGIN_FAILURES_BEFORE_CAPTCHA ? { gRecaptchaResponse: 'required' } : undefined,
        ),
      )
    }
    if (account.status === 'blocked') return err(authError(AUTH_CODES.notActive))
    if (account.status === 'pending') return err(authError(AUTH_CODES.notConfirmed))
    await this.d.attempts.clear(email)
    return ok({ token: await this.startSession(account.id) })
  }

  /** A new session: the bearer token goes to the caller, only its digest to the database. */
  async startSession(accountId: string): Promise<string> {
    const token = this.d.ids.newSecret()
    await this.d.sessions.create({
      tokenDigest: this.d.digest.digest(token),
      accountId,
      expiresAt: new Date(this.d.clock.now().getTime() + this.d.settings.sessionTtlMs),
    })
    return token
  }

  /** Sends a restore link; an unknown e-mail is 'advertiser not found' (R-ASYNC-06). */
  async recover(emailInput: string): Promise<Result<{ done: true }, AuthError>> {
    const account = await this.d.accounts.findByEmail(normaliseEmail(emailInput))
    if (!account) return err(authError(AUTH_CODES.advertiserNotFound))
    if (account.status === 'blocked') return err(authError(AUTH_CODES.notActive))
    const link = await this.linkIssuer.issue(account.id, 'restore')
    await this.d.outbox.send({
      to: account.email,
      subject: 'Табло: восстановление пароля',
      text: `Здравствуйте, ${account.fullName}!\n\nЧтобы задать новый пароль, перейдите по ссылке:\n${link}\n\nЕсли вы не запрашивали восстановление, просто проигнорируйте это письмо.\n`,
      link,
    })
    return ok({ done: true })
  }

  /** Sets a new password by a restore link; the link works once and every open session ends. */
  async recoverConfirm(token: string, password: string): Promise<Result<{ done: true }, AuthError>> {
    const now = this.d.clock.now()
    const accountId = await this.d.links.consume(this.d.digest.digest(token), 'restore', now)
    const account = accountId === undefined ? undefined : await this.d.accounts.findById(accountId)
    if (!account) return err(authError(AUTH_CODES.restoreLinkInactive))
    await this.d.accounts.setPasswordHash(account.id, await this.d.hasher.hash(password))
    // Following the restore link proves the mailbox, so a pending account becomes active too.
    if (account.status === 'pending') await this.d.accounts.setStatus(account.id, 'active')
    await this.d.sessions.revokeAll(account.id, now)
    return ok({ done: true })
  }

  /**
   * The account behind a bearer token. No token: 'Unauthorized' (R-API-04); an unknown, expired or revoked
   * token, or a blocked account: 'Token verification error' (R-API-05).
   */
  async authenticate(token: string | undefined): Promise<Result<Account, AuthError>> {
    if (!token) return err(authError(AUTH_CODES.unauthorized))
    const session = await this.d.sessions.find(this.d.digest.digest(token))
    const now = this.d.clock.now()
    if (!session || session.revokedAt !== undefined || session.expiresAt <= now) {
      return err(authError(AUTH_CODES.tokenVerification))
    }
    const account = await this.d.accounts.findById(session.accountId)
    if (!account || account.status !== 'active') return err(authError(AUTH_CODES.tokenVerification))
    return ok(account)
  }

  async profile(token: string | undefined): Promise<Result<Profile, AuthError>> {
    const account = await this.authenticate(token)
    return account.ok ? ok(profileOf(account.value)) : account
  }

  /** Revokes the session; logging out twice is harmless. */
  async logout(token: string | undefined): Promise<void> {
    if (token) await this.d.sessions.revoke(this.d.digest.digest(token), this.d.clock.now())
  }
}
