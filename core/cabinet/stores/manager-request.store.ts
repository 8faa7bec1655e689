import { map, switchMap, type Observable } from 'rxjs'
import type { CaptchaSolver } from '../../ports/captcha.port'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { fieldErrorsOf, toServerFailure } from '../../shared/server-failure'
import type { FieldErrors } from '../../shared/domain-error'
import type { FieldMessages } from '../../shared/field-messages'
import { fastOrderMessages } from '../validation/server-field-messages'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/plain-decoders'
import { solvedCaptcha } from '../../shared/solved-captcha'

/** Who asks a manager to price a place the calculators do not (a special project). */
export interface ManagerRequest {
  readonly place: string
  readonly fullName: string
  readonly phone: string
  readonly email: string
}

/** A refused request: a sentence for the form and the server's field errors in words (R-VAL-09..14). */
export interface ManagerRequestFailure {
  readonly message: string
  readonly fields: FieldMessages
}

export const REQUEST_NOT_SENT = 'Заявка не отправлена: нет связи с сервером. Попробуйте ещё раз.'
export const REQUEST_REFUSED = 'Заявка не отправлена: проверьте поля формы.'

/**
 * Issue #15 item 3: special projects (and any place without a calculator) are priced by a manager. The request is
 * the cabinet's fast order (POST clients/profile/fastOrder, R-VAL-09) for that place, with the self-hosted
 * captcha solved in the browser first (GET public/captcha, then the solver): nothing to tick for a person.
 */
export class ManagerRequestStore extends AsyncAction<ManagerRequest, true, ManagerRequestFailure> {
  constructor(http: HttpClient, captcha: CaptchaSolver, path: string = API.fastOrder) {
    super(
      (request) =>
        withSolvedCaptcha(http, captcha, path, {
          fullName: request.fullName.trim(),
          phone: request.phone.trim(),
          email: request.email.trim(),
          advertisePlaceId: request.place,
        }),
      refusal(fastOrderMessages, REQUEST_REFUSED, REQUEST_NOT_SENT),
    )
  }
}

/**
 * The landing's fast order (R-SCREEN-72): the same form as a visitor's public application (POST applications,
 * RULES.md decision 9); the server takes one a day per phone and place, and mails the sales team.
 */
export class PublicLeadStore extends ManagerRequestStore {
  constructor(http: HttpClient, captcha: CaptchaSolver) {
    super(http, captcha, API.publicApplication)
  }
}

/** GET the captcha's challenge, solve it here, then POST the body with the answer: nothing to tick for a person. */
export const withSolvedCaptcha = (
  http: HttpClient,
  captcha: CaptchaSolver,
  path: string,
  body: Readonly<Record<string, unknown>>,
): Observable<true> =>
  solvedCaptcha(http, captcha).pipe(
    switchMap((gRecaptchaResponse) =>
      http.json({ method: 'POST', path, body: { ...body, gRecaptchaResponse } }, ignoreDecoder),
    ),
    map(() => true as const),
  )

/**
 * A refused form: the server's field errors in words (`refused` says so above the form), else the server's own
 * Russian sentence, else `notSent` (no answer: try again). The input stays in the form either way.
 */
export const refusal =
  (messages: (errors: FieldErrors | undefined) => FieldMessages, refused: string, notSent: string) =>
  (cause: unknown): ManagerRequestFailure => {
    const failure = toServerFailure(cause)
    const fields = messages(fieldErrorsOf(failure))
    if (Object.keys(fields).length > 0) return { message: refused, fields }
    const said = failure.message !== undefined && /[А-Яа-яЁё]/.test(failure.message)
    return { message: said ? failure.message! : notSent, fields }
  }
