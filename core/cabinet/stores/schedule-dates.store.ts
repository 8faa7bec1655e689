import type { HttpClient } from '../../ports/http.port'
import { AsyncAction } from '../../shared/async-action'
import type { Result } from '../../shared/result'
import { StateStore } from '../../shared/store'
import { failureMessage } from '../errors/error-catalogue'
import { toServerFailure } from '../../shared/server-failure'
import { API } from './api-paths'
import { ignoreDecoder } from '../../shared/plain-decoders'

export interface ScheduleDatesInput {
  readonly campaignId: string
  readonly scheduleId: string
  /** YYYY-MM-DD (R-CONST-04 adds the time suffix at the edge). */
  readonly startDate: string
  readonly endDate: string
}

export interface ScheduleDatesState {
  readonly saving: boolean
  /** Raised when the save fails, and cleared again when it ends (R-ASYNC-07). */
  readonly errorFlag: boolean
}

/**
 * R-ASYNC-07: saving the dates of a schedule (metroMonitors changeScheduleDate, R-API-13). The error flag
 * goes up on failure and is cleared at the end, so a failure never leaves the form locked; the message
 * ('Ошибка периодов' unless the server says more, R-ERR-13) is returned to the caller to show once.
 */
export class ScheduleDatesStore extends StateStore<ScheduleDatesState> {
  private readonly action: AsyncAction<ScheduleDatesInput, true, string>

  constructor(http: HttpClient) {
    super({ saving: false, errorFlag: false })
    this.action = new AsyncAction(
      ({ campaignId, ...dates }) =>
        http.json({ method: 'PUT', path: API.changeScheduleDate(campaignId), body: dates }, ignoreDecoder),
      (cause) => failureMessage('periods', toServerFailure(cause)) ?? '',
    )
  }

  async save(input: ScheduleDatesInput): Promise<Result<true, string>> {
    this.set({ saving: true, errorFlag: false })
    const outcome = await this.action.run(input)
    if (!outcome.ok) this.set({ saving: true, errorFlag: true })
    this.set({ saving: false, errorFlag: false })
    return outcome
  }
}
