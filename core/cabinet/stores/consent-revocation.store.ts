import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import type { Result } from '../../shared/result'
import { failureMessage } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/plain-decoders'
import type { Exit } from './exit.port'

/**
 * R-ASYNC-13: revoking personal-data consent (PUT revocation-of-personal-data, no payload) shows loading,
 * then on success clears the session and goes to /, or ends in error (message our choice, the spec leaves
 * it open); reset returns to idle.
 */
export class ConsentRevocationStore extends AsyncAction<void, true, string> {
  constructor(
    http: HttpClient,
    private readonly exit: Exit,
  ) {
    super(
      () => http.json({ method: 'PUT', path: API.revokeConsent }, ignoreDecoder),
      (cause) => failureMessage('revocation', toServerFailure(cause)) ?? '',
    )
  }

  async revoke(): Promise<Result<true, string>> {
    const outcome = await this.run(undefined)
    if (outcome.ok) {
      this.exit.clearSession()
      this.exit.navigate('/')
    }
    return outcome
  }
}
