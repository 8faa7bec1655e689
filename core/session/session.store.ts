import { firstValueFrom, map, of, Subject, switchMap, type Observable } from 'rxjs'
import type { CaptchaSolver } from '../ports/captcha.port'
import type { SignInSession } from './sign-in'
import type { HttpClient } from '../ports/http.port'
import { toApiFailure } from '../shared/api-failure'
import { AsyncAction } from '../shared/async-action'
import { StateStore } from '../shared/store'
import { accountFailureMessage, AUTH_CODES, authMessage, fieldMessages, loginMessage } from './auth.errors'
import type { AuthTokenStore } from './auth-token'
import type { Decoder } from '../shared/decoder'
import { onFirstUse } from '../shared/on-first-use'
import { ignoreDecoder } from '../shared/plain-decoders'
import type { ProfileResponse, RegisterRequest } from './session.contract'
import { CLIENTS_API } from './clients-api'

/** The session's wire contracts, loaded with the first call: a signed-out page paints without effect's Schema. */
export const sessionContracts = onFirstUse(() => import('./session.calls'))

export interface SessionState {
  readonly token: string | undefined
  readonly profile: ProfileResponse | undefined
}

/** A failed form: one sentence for the form and one per field. */
export interface FormFailure {
  readonly message: string
  readonly fields: Readonly<Record<string, string>>
}

export type SessionEvent = { readonly type: 'signedOut' } | { readonly type: 'signedIn' }

export interface LoginInput {
  readonly email: string
  readonly password: string
  readonly remember: boolean
}

const formFailure = (cause: unknown, message: (serverMessage: string) => string): FormFailure => {
  const failure = toApiFailure(cause)
  return {
    message: accountFailureMessage(failure, message),
    fields: fieldMessages(failure.errors),
  }
}

/**
 * The browser's session: login, registration with confirmation, password restore, the profile and logout,
 * each an AsyncAction (R-ASYNC-01, R-ASYNC-05, R-ASYNC-06). A response saying Unauthorized removes the token
 * (R-API-04); a profile failure 'Token verification error' logs out (R-API-05). Either way `events$` emits
 * signedOut and the UI goes to the root path.
 */
export class SessionStore extends StateStore<SessionState> {
  private readonly eventSubject = new Subject<SessionEvent>()
  readonly events$: Observable<SessionEvent> = this.eventSubject.asObservable()

  readonly login: AsyncAction<LoginInput, string, FormFailure>
  readonly register: AsyncAction<RegisterRequest, string, FormFailure>
  readonly confirm: AsyncAction<string, string, FormFailure>
  readonly recover: AsyncAction<string, true, FormFailure>
  readonly recoverConfirm: AsyncAction<{ token: string; password: string }, true, FormFailure>
  readonly profile: AsyncAction<void, ProfileResponse, string>
  /** What a sign-in needs; its captchaInUse is set once the server asked for one (sign-in.ts, R-ERR-04). */
  private readonly signing: SignInSession

  constructor(
    private readonly http: HttpClient,
    private readonly tokens: AuthTokenStore,
    /** Solves the captcha the server asks for after five wrong passwords; without one, its refusal is said. */
    captcha?: CaptchaSolver,
  ) {
    super({ token: tokens.get(), profile: undefined })
    this.signing = { http, captcha, captchaInUse: false }

    this.login = new AsyncAction(
      (input: LoginInput) =>
        sessionContracts().pipe(
          switchMap(({ signIn }) => signIn(this.signing, input)),
          map(({ token }) => {
            this.signedInWith(token, input.remember)
            return token
          }),
        ),
      (cause) => formFailure(cause, (m) => loginMessage(m, { captcha: this.signing.captchaInUse })),
    )

    this.register = new AsyncAction(
      (input: RegisterRequest) =>
        sessionContracts().pipe(
          switchMap((c) =>
            this.http.json(
              { method: 'POST', path: `${CLIENTS_API}/register`, body: input, authenticated: false },
              c.decodeEmailResponse,
            ),
          ),
          map(({ email }) => email),
        ),
      (cause) => formFailure(cause, authMessage),
    )

    this.confirm = new AsyncAction(
      (token: string) =>
        sessionContracts().pipe(
          switchMap((c) =>
            this.http.json(
              {
                method: 'POST',
                path: `${CLIENTS_API}/register/confirm`,
                body: { token },
                authenticated: false,
              },
              c.decodeEmailResponse,
            ),
          ),
          map(({ email }) => email),
        ),
      (cause) => formFailure(cause, authMessage),
    )

    this.recover = new AsyncAction(
      (email: string) =>
        sessionContracts().pipe(
          switchMap((c) =>
            this.http.json(
              { method: 'POST', path: `${CLIENTS_API}/recover`, body: { email }, authenticated: false },
              c.decodeDone,
            ),
          ),
          map(() => true as const),
        ),
      (cause) => formFailure(cause, authMessage),
    )

    this.recoverConfirm = new AsyncAction(
      (input: { token: string; password: string }) =>
        sessionContracts().pipe(
          switchMap((c) =>
            this.http.json(
              { method: 'POST', path: `${CLIENTS_API}/recover/confirm`, body: input, authenticated: false },
              c.decodeDone,
            ),
          ),
          map(() => true as const),
        ),
      (cause) => formFailure(cause, authMessage),
    )

    this.profile = new AsyncAction(
      () =>
        sessionContracts().pipe(
          switchMap((c) =>
            this.http.json({ method: 'GET', path: `${CLIENTS_API}/profile` }, c.decodeProfile),
          ),
          map((profile) => {
            this.update((s) => {
              s.profile = profile
            })
            return profile
          }),
        ),
      (cause) => {
        const failure = toApiFailure(cause)
        if (failure.message === AUTH_CODES.tokenVerification) this.signOut()
        return failure.message
      },
    )

    this.http.unauthorized$.subscribe(() => this.signOut())
  }

  /** The validate call (R-VAL-08): per-field Russian messages, client rules first, then the server's. */
  validate(input: Partial<RegisterRequest>): Promise<Readonly<Record<string, string>>> {
    return new Promise((resolve) => {
      sessionContracts()
        .pipe(
          switchMap((c) => {
            const local = localRegisterErrors(c.decodeRegister, input)
            if (Object.keys(local).length > 0) return of(local)
            return this.http
              .json(
                {
                  method: 'POST',
                  path: `${CLIENTS_API}/register/validate`,
                  body: input,
                  authenticated: false,
                },
                c.decodeValidate,
              )
              .pipe(map(({ errors }) => fieldMessages(errors)))
          }),
        )
        .subscribe({
          next: resolve,
          error: (cause: unknown) => resolve(fieldMessages(toApiFailure(cause).errors)),
        })
    })
  }

  /**
   * A new password checked in the browser by the server's own rule: its refusal as the field shows it ('Не менее 8
   * символов'), or undefined when it may be sent (issue #47).
   */
  checkNewPassword(password: string): Promise<string | undefined> {
    return firstValueFrom(
      sessionContracts().pipe(
        map((c) => {
          const decoded = c.decodeNewPassword({ password })
          return decoded.ok ? undefined : fieldMessages(decoded.error.errors)['password']
        }),
      ),
    )
  }

  /**
   * A session the server opened another way (the OAuth return, R-ROUTE-12): kept like a login's token (session
   * storage unless remembered, R-ENT-12), and the cabinet opens.
   */
  signedInWith(token: string, remember = false): void {
    this.tokens.save(token, remember)
    this.update((s) => {
      s.token = token
    })
    this.eventSubject.next({ type: 'signedIn' })
  }

  /** Logs out: the server revokes the token; the session is cleared whatever it answers. */
  logout(): void {
    if (this.getSnapshot().token !== undefined) {
      // Sent at once, while the token is still there to revoke; its answer carries nothing to read.
      this.http
        .json({ method: 'POST', path: `${CLIENTS_API}/logout`, body: {} }, ignoreDecoder)
        .subscribe({ error: () => undefined })
    }
    this.signOut()
  }

  /** Ends the session in this browser only (the server has already ended it, e.g. after consent revocation). */
  forget(): void {
    this.signOut()
  }

  private signOut(): void {
    this.tokens.clear()
    this.set({ token: undefined, profile: undefined })
    this.login.reset()
    this.profile.reset()
    this.eventSubject.next({ type: 'signedOut' })
  }
}

/** The same rules the server applies, run in the browser before the call, with field messages (R-VAL-07). */
export const localRegisterErrors = (
  decodeRegister: Decoder<RegisterRequest>,
  input: Partial<RegisterRequest>,
): Readonly<Record<string, string>> => {
  const present = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
  const required = { email: '', password: '', fullName: '' }
  const decoded = decodeRegister({ ...required, ...present })
  if (decoded.ok) return {}
  const onlyPresent = Object.fromEntries(
    Object.entries(decoded.error.errors).filter(([field]) => field in present),
  )
  return fieldMessages(onlyPresent)
}
