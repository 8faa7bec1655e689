import { catchError, switchMap, throwError, type Observable } from 'rxjs'
import type { CaptchaSolver } from '../ports/captcha.port'
import type { HttpClient } from '../ports/http.port'
import { ApiFailure, toApiFailure } from '../shared/api-failure'
import { solvedCaptcha } from '../shared/solved-captcha'
import { AUTH_CODES } from './auth.errors'
import { decodeToken } from './session.contract'
import { CLIENTS_API } from './clients-api'

/** What one sign-in needs of the session: the wire, the captcha's solver, and whether a captcha is in use. */
export interface SignInSession {
  readonly http: HttpClient
  readonly captcha: CaptchaSolver | undefined
  /** Set here once the server asked for the captcha: every later sign-in of the session solves one first. */
  captchaInUse: boolean
}

/** The server asks for the captcha by naming its field (account.service.ts: five wrong passwords in 15 minutes). */
const asksCaptcha = (failure: ApiFailure): boolean => failure.errors['gRecaptchaResponse'] !== undefined

/**
 * One sign-in call (POST /auth), with a solved captcha when one is in use, loaded with the first press of «Войти»
 * beside the session's contracts. When the server asks for the captcha before it checked the password (five wrong
 * ones for this e-mail within 15 minutes), the browser solves it and sends the same credentials again: a person who
 * now types the right password is let in, not told to prove anything. From the first ask on, the session says the
 * captcha is in use, so a wrong password reads 'Неверный логин, пароль или капча' (R-ERR-04); a captcha the server
 * still refuses reads R-ERR-06's sentence.
 */
export const signIn = (
  d: SignInSession,
  { email, password }: { readonly email: string; readonly password: string },
  withCaptcha = d.captchaInUse,
): Observable<{ readonly token: string }> => {
  const send = (extra: Readonly<Record<string, string>>) =>
    d.http.json(
      {
        method: 'POST',
        path: `${CLIENTS_API}/auth`,
        body: { email, password, ...extra },
        authenticated: false,
      },
      decodeToken,
    )
  const attempt =
    withCaptcha && d.captcha
      ? solvedCaptcha(d.http, d.captcha).pipe(switchMap((answer) => send({ gRecaptchaResponse: answer })))
      : send({})
  return attempt.pipe(
    catchError((cause: unknown) => {
      const failure = toApiFailure(cause)
      if (!asksCaptcha(failure)) return throwError(() => cause)
      d.captchaInUse = true
      const unsolved = !withCaptcha && failure.message === AUTH_CODES.captchaInvalid
      if (unsolved && d.captcha) return signIn(d, { email, password }, true)
      // The captcha is the browser's to solve: no field of the form to mark.
      const { gRecaptchaResponse: _captcha, ...fields } = failure.errors
      return throwError(() => new ApiFailure(failure.status, failure.message, fields, failure.data))
    }),
  )
}
