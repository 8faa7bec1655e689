import { map } from 'rxjs'
import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import type { Result } from '../../shared/result'
import { StateStore } from '../../shared/store'
import { failureMessage } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/plain-decoders'

/** Whether the campaign list on screen still matches the server. */
export class ListFreshness extends StateStore<{ readonly stale: boolean }> {
  constructor() {
    super({ stale: false })
  }
  markStale(): void {
    this.set({ stale: true })
  }
  /** Called once the list has been reloaded. */
  markFresh(): void {
    this.set({ stale: false })
  }
}

/**
 * R-ASYNC-03: deleting a campaign loads, then marks the campaign list stale, or ends in error (the error
 * text is open in the spec; ours is DELETE_ERROR_MESSAGE). DELETE by advertisingCampaignId (R-API-10).
 */
export class CampaignDeletionStore extends AsyncAction<string, string, string> {
  constructor(
    http: HttpClient,
    readonly list: ListFreshness,
  ) {
    super(
      (id) =>
        http.json({ method: 'DELETE', path: API.deleteCampaign(id) }, ignoreDecoder).pipe(map(() => id)),
      (cause) => failureMessage('deletion', toServerFailure(cause)) ?? '',
    )
  }

  async delete(id: string): Promise<Result<string, string>> {
    const outcome = await this.run(id)
    if (outcome.ok) this.list.markStale()
    return outcome
  }
}
