import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import type { Result } from '../../shared/result'
import { StateStore } from '../../shared/store'
import { UNEXPECTED_ERROR } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/decoder'

export interface AllowedItem {
  readonly _id: string
  readonly isAllowed: boolean
}

export interface ScheduleAllowedState {
  readonly items: readonly AllowedItem[]
  /** The schedule item whose start/stop is being sent. */
  readonly pending: string | undefined
}

/**
 * R-ASYNC-08: starting or stopping a campaign's schedule item sends PATCH setAllowed (R-API-13) and, once
 * the server agrees, toggles the item's isAllowed. A failure leaves the item as it was.
 */
export class ScheduleAllowedStore extends StateStore<ScheduleAllowedState> {
  private readonly action: AsyncAction<
    { campaignId: string; scheduleId: string; isAllowed: boolean },
    true,
    string
  >

  constructor(
    http: HttpClient,
    private readonly campaignId: string,
    items: readonly AllowedItem[],
  ) {
    super({ items, pending: undefined })
    this.action = new AsyncAction(
      ({ campaignId, scheduleId, isAllowed }) =>
        http.json(
          { method: 'PATCH', path: API.setAllowed(campaignId), body: { scheduleId, isAllowed } },
          ignoreDecoder,
        ),
      (cause) => toServerFailure(cause).message ?? UNEXPECTED_ERROR,
    )
  }

  async toggle(scheduleId: string): Promise<Result<true, string>> {
    const item = this.getSnapshot().items.find((i) => i._id === scheduleId)
    if (!item) throw new Error(`ScheduleAllowedStore: unknown schedule item ${scheduleId}`)
    this.update((s) => {
      s.pending = scheduleId
    })
    const outcome = await this.action.run({
      campaignId: this.campaignId,
      scheduleId,
      isAllowed: !item.isAllowed,
    })
    this.update((s) => {
      s.pending = undefined
      const target = s.items.find((i) => i._id === scheduleId)
      if (outcome.ok && target) target.isAllowed = !target.isAllowed
    })
    return outcome
  }
}
