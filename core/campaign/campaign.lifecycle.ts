import type { DomainError } from '../shared/domain-error'
import { ok, type Result } from '../shared/result'
import type { CampaignStateId } from './campaign-state'
import { dueClockEvent, transition } from './campaign-state.machine'

/**
 * Lets the Moscow clock catch up: a waiting campaign whose start date has come starts, and if its end date
 * has also passed (the job did not run for a while) it completes in the same call.
 */
export const settleByClock = (
  state: CampaignStateId,
  dates: { readonly startDate: string; readonly endDate: string },
  today: string,
): Result<CampaignStateId, DomainError> => {
  let current = state
  for (;;) {
    const due = dueClockEvent(current, dates, today)
    if (!due.ok) return due
    if (due.value === null) return ok(current)
    const moved = transition(current, due.value, 'clock')
    if (!moved.ok) return moved
    current = moved.value
  }
}
