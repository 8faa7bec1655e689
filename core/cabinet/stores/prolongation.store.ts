import { map } from 'rxjs'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { failureMessage } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { campaignIdDecoder } from './campaign-id.decoder'

export interface ProlongationInput {
  readonly place: AdvertisePlace
  readonly id: string
  readonly body?: unknown
}

/**
 * R-ASYNC-04: a prolongation loads, then is accepted with the id of the new campaign, or ends in error with
 * the server's messages joined (R-ERR-12). POST {place}/{id}/prolongation (R-API-13).
 */
export class ProlongationStore extends AsyncAction<ProlongationInput, string, string> {
  constructor(http: HttpClient) {
    super(
      ({ place, id, body }) =>
        http
          .json({ method: 'POST', path: API.prolongation(place, id), body: body ?? {} }, campaignIdDecoder)
          .pipe(map((data) => data.advertisingCampaign._id)),
      (cause) => failureMessage('prolongation', toServerFailure(cause)) ?? '',
    )
  }
}
