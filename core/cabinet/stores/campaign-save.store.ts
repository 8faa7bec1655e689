import { map } from 'rxjs'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { failureMessage, isInvalidSchedule } from '../errors/error-catalogue'
import { toServerFailure } from '../errors/server-failure'
import { API } from './api-paths'
import { campaignIdDecoder } from './decoders'

export interface SaveCampaignInput {
  readonly place: AdvertisePlace
  /** Absent for a new campaign (create), present for an update. */
  readonly id?: string
  readonly body: unknown
}

export interface SaveFailure {
  readonly message: string
  /** R-ERR-11: the server said 'invalid schedule'. */
  readonly scheduleError: boolean
}

/**
 * R-ASYNC-02: saving a campaign shows loading, then ends saved (with the campaign id) or in error, whose
 * message follows R-ERR-08..10. Create is POST {place}, update PUT {place}/{id} (R-API-10).
 */
export class CampaignSaveStore extends AsyncAction<SaveCampaignInput, string, SaveFailure> {
  constructor(http: HttpClient) {
    super(
      ({ place, id, body }) =>
        http
          .json(
            id === undefined
              ? { method: 'POST', path: API.createCampaign(place), body }
              : { method: 'PUT', path: API.updateCampaign(place, id), body },
            campaignIdDecoder,
          )
          .pipe(map((data) => data.advertisingCampaign._id)),
      (cause) => {
        const failure = toServerFailure(cause)
        return {
          message: failureMessage('campaignCreate', failure) ?? '',
          scheduleError: isInvalidSchedule(failure),
        }
      },
    )
  }
}
