import type { AdvertisePlace } from '../../campaign/advertise-place'
import type { Campaign } from '../../contract/campaign.answer'
import { applicationRefusal } from '../../campaign/campaign-moderation'
import { MEDIA_STATUSES, type MediaStatus } from '../../campaign/media-status'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { failureMessage } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/plain-decoders'

/**
 * Sending a draft to moderation: POST {place}/{id}/application (R-API-10, RULES.md decision 9). The server
 * refuses anything but a draft ('is not draft'); the cabinet then says 'Кампанию нельзя отправить на модерацию' (R-STATE-07).
 * A refusal the server words itself (a creative missing, issue #47) is said as the server says it.
 */
export class ApplicationStore extends AsyncAction<{ place: AdvertisePlace; id: string }, true, string> {
  constructor(http: HttpClient) {
    super(
      ({ place, id }) =>
        http.json({ method: 'POST', path: API.sendApplication(place, id), body: {} }, ignoreDecoder),
      (cause) => {
        const failure = toServerFailure(cause)
        const errors = failure.errors
        const creatives = errors !== undefined && !Array.isArray(errors) && 'creatives' in errors
        return creatives && failure.message
          ? failure.message
          : (failureMessage('applicationSend', failure) ?? '')
      },
    )
  }
}

/** What a campaign offers about sending it to moderation: nothing (not a draft), sending, or why not yet. */
export type ApplicationOffer =
  | { readonly kind: 'none' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'missing'; readonly reason: string }

/**
 * Whether the UI offers to send the campaign (issue #47: nothing is sent to moderation without what moderation
 * needs): only a draft is sent (R-STATE-06), and only with a creative of the kind its place shows, not
 * rejected — the same rule the server applies (applicationRefusal), read from the campaign's creatives.
 */
export const applicationOffer = (
  campaign: Pick<Campaign, 'advertisePlace' | 'state' | 'advertiser'>,
): ApplicationOffer => {
  if (campaign.state._id !== 'draft') return { kind: 'none' }
  const statusOf = (s: string | undefined): MediaStatus =>
    (MEDIA_STATUSES as readonly (string | undefined)[]).includes(s) ? (s as MediaStatus) : 'noStatus'
  const of = (kind: 'image' | 'video', refs: readonly { readonly status?: string }[] = []) =>
    refs.map((r) => ({ kind, status: statusOf(r.status) }))
  const refusal = applicationRefusal(campaign.advertisePlace, [
    ...of('image', campaign.advertiser?.images),
    ...of('video', campaign.advertiser?.videos),
  ])
  return refusal ? { kind: 'missing', reason: refusal.message } : { kind: 'ready' }
}
