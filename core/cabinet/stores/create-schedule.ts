import { map, type Observable } from 'rxjs'
import type { HttpClient } from '../../ports/http.port'
import { ApiFailure } from '../../shared/api-failure'
import { anyDecoder } from '../../shared/plain-decoders'

/** The schedule lists of a campaign that createSchedule can add to (cabinet §3). */
export type ScheduleList =
  | 'unitedSchedule'
  | 'advertisePackageSchedule'
  | 'lightBoxSchedule'
  | 'metroMonitorSchedule'
  | 'monitorsStandaloneSchedule'
  | 'navigationSignSchedule'
  | 'cityFormatSchedule'
  | 'cityFormatStandaloneSchedule'

const lastId = (data: unknown, list: ScheduleList): string | undefined => {
  const campaign = (data as { advertisingCampaign?: Record<string, unknown> } | null)?.advertisingCampaign
  const items = campaign?.[list]
  const last: unknown = Array.isArray(items) ? items[items.length - 1] : undefined
  const id = (last as { _id?: unknown } | undefined)?._id
  return typeof id === 'string' ? id : undefined
}

/**
 * R-API-16: PATCH {campaignId}/createSchedule adds a schedule item; the new item is the last one of the
 * named list in data.advertisingCampaign, and its _id is what the caller goes on with. An answer without
 * it fails like any malformed answer.
 */
export const createSchedule = (
  http: HttpClient,
  campaignId: string,
  list: ScheduleList,
  body: unknown,
): Observable<string> =>
  http
    .json(
      {
        method: 'PATCH',
        path: `/api/v1/clients/commercial-campaigns/${encodeURIComponent(campaignId)}/createSchedule`,
        body,
      },
      anyDecoder,
    )
    .pipe(
      map((data) => {
        const id = lastId(data, list)
        if (id === undefined) throw new ApiFailure(200, 'Некорректный ответ сервера', { [list]: 'required' })
        return id
      }),
    )
