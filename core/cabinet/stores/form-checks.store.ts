import { catchError, map, of, type Observable } from 'rxjs'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { fieldErrorsOf, toServerFailure } from '../../shared/server-failure'
import type { FieldMessages } from '../../shared/field-messages'
import { fastOrderMessages, serverFieldMessages } from '../validation/server-field-messages'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/plain-decoders'

/**
 * R-VAL-08: the registration form is checked by its own call, whose errors object (field -> code) becomes
 * per-field messages (R-VAL-07). No errors means no messages.
 */
export const validateRegistration = (
  http: HttpClient,
  form: Readonly<Record<string, string>>,
): Observable<FieldMessages> =>
  http
    .json({ method: 'POST', path: API.registerValidate, body: form, authenticated: false }, ignoreDecoder)
    .pipe(
      map((): FieldMessages => ({})),
      catchError((cause: unknown) => of(serverFieldMessages(fieldErrorsOf(toServerFailure(cause))))),
    )

/** R-VAL-09: the fast-order (lead) form's fields. */
export interface FastOrderForm {
  readonly fullName: string
  readonly phone: string
  readonly email: string
  readonly advertisePlaceId: string
  readonly gRecaptchaResponse: string
}

/** R-VAL-09..14: sends the lead; a refusal maps the server's field errors to the form's messages. */
export class FastOrderStore extends AsyncAction<FastOrderForm, true, FieldMessages> {
  constructor(http: HttpClient) {
    super(
      (form) => http.json({ method: 'POST', path: API.fastOrder, body: form }, ignoreDecoder),
      (cause) => fastOrderMessages(fieldErrorsOf(toServerFailure(cause))),
    )
  }
}
