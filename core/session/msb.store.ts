import { concatMap, map, of, switchMap, type Observable } from 'rxjs'
import type { HttpClient } from '../ports/http.port'
import { toApiFailure } from '../shared/api-failure'
import { AsyncAction } from '../shared/async-action'
import { accountFailureMessage, fieldMessages } from './auth.errors'
import { sessionContracts, type FormFailure } from './session.store'

const PUBLIC = '/api/v1/public/register'

/** Where the small-business entrance goes after the e-mail: a password for a known account, or the mail. */
export type MsbNext =
  | { readonly step: 'password'; readonly email: string }
  | { readonly step: 'checkMail'; readonly email: string }

export interface MsbApplicant {
  readonly email: string
  readonly fullName?: string
  readonly phone?: string
}

const failure = (cause: unknown): FormFailure => {
  const f = toApiFailure(cause)
  return { message: accountFailureMessage(f), fields: fieldMessages(f.errors) }
}
const filled = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text.trim() : undefined

/**
 * The small-business entrance (R-ROLE-03; R-SCREEN-44..46): the e-mail first. A confirmed account signs in with
 * its password; an unknown e-mail is registered by the simple registration (R-API-06), which mails a link to
 * /sign-in/confirm/{token}/msb where the first password is set; an account that never confirmed is told to
 * look for that mail. The mailed link is checked before the password form shows (checkConfirm).
 */
export class MsbAuthorizationStore {
  readonly start: AsyncAction<MsbApplicant, MsbNext, FormFailure>
  readonly checkLink: AsyncAction<string, boolean, FormFailure>

  constructor(http: HttpClient) {
    this.start = new AsyncAction(
      (applicant: MsbApplicant) =>
        sessionContracts().pipe(
          switchMap((c) =>
            http
              .json(
                {
                  method: 'GET',
                  path: `${PUBLIC}/checkEmail`,
                  query: { email: applicant.email.trim() },
                  authenticated: false,
                },
                c.decodeCheckEmailAnswer,
              )
              .pipe(map((answer) => ({ c, known: answer.findUserByEmail }))),
          ),
          concatMap(({ c, known }): Observable<MsbNext> => {
            const email = applicant.email.trim()
            if (known.isRegistered)
              return of<MsbNext>(
                known.isConfirmed ? { step: 'password', email } : { step: 'checkMail', email },
              )
            const fullName = filled(applicant.fullName)
            const phone = filled(applicant.phone)
            return http
              .json(
                {
                  method: 'POST',
                  path: `${PUBLIC}/simpleRegistration`,
                  body: { email, ...(fullName ? { fullName } : {}), ...(phone ? { phone } : {}) },
                  authenticated: false,
                },
                c.decodeEmailResponse,
              )
              .pipe(map((r): MsbNext => ({ step: 'checkMail', email: r.email })))
          }),
        ),
      failure,
    )
    this.checkLink = new AsyncAction(
      (token: string) =>
        sessionContracts().pipe(
          switchMap((c) =>
            http.json(
              { method: 'POST', path: `${PUBLIC}/checkConfirm`, body: { token }, authenticated: false },
              c.decodeCheckConfirmAnswer,
            ),
          ),
          map((r) => r.isValid),
        ),
      failure,
    )
  }
}
