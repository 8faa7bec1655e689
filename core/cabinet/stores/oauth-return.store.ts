import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { oauthFailureBar, type OAuthFailureBar } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { anyDecoder } from '../../shared/plain-decoders'

/**
 * R-ROUTE-12: the OAuth return posts the service (from the path) and the code to externalAuthorization,
 * without a session token; the answer's data goes on to the login step. A failure becomes the closable red
 * bar of R-ERR-16.
 */
export class OAuthReturnStore extends AsyncAction<
  { service: string; code: string },
  unknown,
  OAuthFailureBar
> {
  constructor(http: HttpClient) {
    super(
      ({ service, code }) =>
        http.json(
          { method: 'POST', path: API.externalAuthorization, body: { service, code }, authenticated: false },
          anyDecoder,
        ),
      (cause) => oauthFailureBar(toServerFailure(cause)),
    )
  }
}
