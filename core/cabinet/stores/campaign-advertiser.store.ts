import { concat, defer, ignoreElements, of } from 'rxjs'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { HttpClient, HttpRequest } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { ignoreDecoder } from '../../shared/plain-decoders'
import { serverSentence } from '../../shared/server-failure'
import { API } from './api-paths'

/** Said when no answer came: whether the advertiser changed is unknown, so the page is read again. */
export const ADVERTISER_NOT_CHANGED =
  'Не удалось сменить рекламодателя: нет связи с сервером. Обновите страницу и проверьте, кто указан.'

export interface AdvertiserChange {
  readonly place: AdvertisePlace
  readonly campaignId: string
  /** The partners the campaign names now. */
  readonly current: readonly string[]
  /** The partner it is to be booked for; undefined books it for the account itself (no partner). */
  readonly next: string | undefined
}

/**
 * The calls that book a campaign for another advertiser (R-API-12: POST adds a partner, DELETE removes one under
 * {place}/{id}/partners): the new partner first, then the others removed, so a failure between the two never
 * leaves an agency's campaign without a client. Nothing is called when nothing changes.
 */
export const advertiserCalls = (change: AdvertiserChange): readonly HttpRequest[] => {
  const { place, campaignId, current, next } = change
  const add: HttpRequest[] =
    next !== undefined && !current.includes(next)
      ? [{ method: 'POST', path: API.campaignPartners(place, campaignId), body: { partnerId: next } }]
      : []
  const remove: HttpRequest[] = current
    .filter((id) => id !== next)
    .map((id) => ({ method: 'DELETE', path: API.campaignPartner(place, campaignId, id) }))
  return [...add, ...remove]
}

/**
 * Changing the advertiser a campaign is booked for, on its page: the calls of advertiserCalls one after another,
 * the first refusal stopping the rest and said in the server's words ('Рекламодателя кампании в статусе «На
 * модерации» сменить нельзя'). The page reads the campaign again after, either way.
 */
export class CampaignAdvertiserStore extends AsyncAction<AdvertiserChange, true, string> {
  constructor(http: HttpClient) {
    super(
      (change) =>
        concat(
          ...advertiserCalls(change).map((request) =>
            defer(() => http.json(request, ignoreDecoder)).pipe(ignoreElements()),
          ),
          of(true as const),
        ),
      (cause) => serverSentence(cause, ADVERTISER_NOT_CHANGED),
    )
  }
}
