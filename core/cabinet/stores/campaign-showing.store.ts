import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import { ignoreDecoder } from '../../shared/plain-decoders'
import { serverSentence } from '../../shared/server-failure'
import { API } from './api-paths'

/** Said when no answer came: whether the showing changed is unknown, so the page is read again. */
export const SHOWING_NOT_CHANGED = 'Не удалось изменить показ: нет связи с сервером. Обновите страницу.'

export interface ShowingChange {
  readonly campaignId: string
  /** True resumes the showing, false pauses it. */
  readonly isAllowed: boolean
}

/**
 * Pausing or resuming a campaign's showing (cabinet §4 start/stop; PATCH {id}/setAllowed, R-API-13): the value is
 * sent, never toggled blindly, so a second click after a slow answer does not undo the first. A paused campaign
 * plays nowhere until resumed; the server refuses one that is over, in its own words.
 */
export class CampaignShowingStore extends AsyncAction<ShowingChange, true, string> {
  constructor(http: HttpClient) {
    super(
      ({ campaignId, isAllowed }) =>
        http.json({ method: 'PATCH', path: API.setAllowed(campaignId), body: { isAllowed } }, ignoreDecoder),
      (cause) => serverSentence(cause, SHOWING_NOT_CHANGED),
    )
  }
}
