import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/plain-decoders'

export const RESUBMISSION_FAILED = 'Кампания не отправлена: нет связи с сервером. Попробуйте ещё раз.'

/**
 * Sending a rejected campaign to moderation again (issue #48 item 7): POST {place}/{id}/resubmission. The server
 * words every refusal in Russian (not rejected, nothing changed, what moderation needs); a call that got no
 * answer says what to do.
 */
export class ResubmissionStore extends AsyncAction<{ place: AdvertisePlace; id: string }, true, string> {
  constructor(http: HttpClient) {
    super(
      ({ place, id }) =>
        http.json({ method: 'POST', path: API.resubmission(place, id), body: {} }, ignoreDecoder),
      (cause) => {
        const failure = toServerFailure(cause)
        return failure.status !== undefined && failure.status !== 0 && failure.message
          ? failure.message
          : RESUBMISSION_FAILED
      },
    )
  }
}
