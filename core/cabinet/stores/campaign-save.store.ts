import { map } from 'rxjs'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { HttpClient } from '../../ports/http.port'
import { BOOKING_CONFLICT_MESSAGE } from '../../booking/booking-conflict'
import { AsyncAction } from '../../shared/async-action'
import { failureMessage, isInvalidSchedule } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { campaignIdDecoder } from './campaign-id.decoder'

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
  /** A booking conflict (pricing §8, R-STOP-05): the inventory numbers another campaign holds. */
  readonly taken: readonly string[]
}

/** The inventory numbers of a booking-conflict answer (its body's inventoryNumbers), else none. */
export const takenNumbers = (data: unknown): readonly string[] => {
  const numbers =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)['inventoryNumbers']
      : undefined
  return Array.isArray(numbers) ? numbers.filter((n): n is string => typeof n === 'string') : []
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
        const taken = failure.status === 409 ? takenNumbers(failure.data) : []
        return {
          // A conflict's first error is the code 'booking conflict': the sentence of pricing §8 says it instead.
          message:
            taken.length > 0 ? BOOKING_CONFLICT_MESSAGE : (failureMessage('campaignCreate', failure) ?? ''),
          scheduleError: isInvalidSchedule(failure),
          taken,
        }
      },
    )
  }
}
