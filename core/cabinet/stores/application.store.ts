import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { failureMessage } from '../errors/error-catalogue'
import { toServerFailure } from '../errors/server-failure'
import { API } from './api-paths'
import { ignoreDecoder } from './decoders'

/**
 * Sending a draft to moderation: POST {place}/{id}/application (R-API-10, RULES.md decision 9). The server
 * refuses anything but a draft ('is not draft'); the cabinet then says 'Кампанию нельзя отправить на модерацию' (R-STATE-07).
 */
export class ApplicationStore extends AsyncAction<{ place: AdvertisePlace; id: string }, true, string> {
  constructor(http: HttpClient) {
    super(
      ({ place, id }) =>
        http.json({ method: 'POST', path: API.sendApplication(place, id), body: {} }, ignoreDecoder),
      (cause) => failureMessage('applicationSend', toServerFailure(cause)) ?? '',
    )
  }
}
