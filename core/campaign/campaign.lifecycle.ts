import type { DomainError } from '../shared/domain-error'
import { ok, type Result } from '../shared/result'
import type { CampaignStateId } from './campaign-state'
import { CAMPAIGN_STATE_LABELS } from './campaign-state.labels'
import {
  dueClockEvent,
  transition,
  type CampaignActor,
  type CampaignEvent,
  type TransitionError,
} from './campaign-state.machine'

/**
 * Applies a lifecycle event to a campaign entity: the state id moves by `transition` and the state's name
 * follows with its Russian label (R-STATE-02), so server and UI never disagree on either.
 */
export const applyTransition = <
  C extends { readonly state: { readonly _id: CampaignStateId; readonly name: string } },
>(
  campaign: C,
  event: CampaignEvent,
  actor: CampaignActor,
): Result<C, TransitionError> => {
  const next = transition(campaign.state._id, event, actor)
  return next.ok
    ? ok({ ...campaign, state: { _id: next.value, name: CAMPAIGN_STATE_LABELS[next.value] } })
    : next
}

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
