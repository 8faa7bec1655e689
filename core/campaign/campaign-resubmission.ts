import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import type { CampaignStateId } from './campaign-state'
import { isRejected } from './campaign-state.sets'
import { transition, type CampaignEvent } from './campaign-state.machine'

/** The button and the promise of the advertiser's side of moderation (issue #48 item 7). */
export const RESUBMIT_LABEL = 'Отправить на модерацию повторно'
export const NOT_REJECTED_MESSAGE = 'Повторно отправить на модерацию можно только отклонённую кампанию'
export const NOTHING_CHANGED_MESSAGE =
  'После отклонения в кампании ничего не изменилось: замените материал или измените кампанию, затем отправьте её повторно'

/**
 * What the records know of a campaign's last rejection and of the advertiser's changes since (instants, ISO 8601):
 * when it was last rejected (its newest move into a rejected state), and when the advertiser last changed what
 * moderation reviews — a creative uploaded, attached or replaced, its rotation plan, or the campaign edited.
 */
export interface ResubmissionFacts {
  readonly rejectedAt: string | null
  readonly changedAt: string | null
}

export type ResubmissionErrorCode = 'not rejected' | 'nothing changed'
export type ResubmissionError = DomainError<ResubmissionErrorCode> & { readonly field: 'state' }

const at = (instant: string | null): number => (instant === null ? Number.NaN : Date.parse(instant))

/** Whether the advertiser changed anything after the last rejection (a rejection of unknown time: any change). */
export const changedSinceRejection = (facts: ResubmissionFacts): boolean => {
  const changed = at(facts.changedAt)
  if (Number.isNaN(changed)) return false
  const rejected = at(facts.rejectedAt)
  return Number.isNaN(rejected) || changed > rejected
}

/** A draft that moderation once rejected: it was edited back to draft (decision 5) and goes again as a resubmission. */
export const wasRejected = (state: CampaignStateId, facts: ResubmissionFacts): boolean =>
  isRejected(state) || (state === 'draft' && facts.rejectedAt !== null)

/** One move of a resubmission, from the state it leaves to the state it reaches, as the event log keeps it. */
export interface ResubmissionStep {
  readonly event: CampaignEvent
  readonly from: CampaignStateId
  readonly to: CampaignStateId
}

/**
 * The moves that send a rejected campaign to moderation again (R-STATE-04, R-STATE-05, RULES.md decision 5): a
 * rejected campaign that the advertiser changed since its rejection is edited back to draft and sent (edit, then
 * sendApplication); a draft edited after a rejection is sent (sendApplication). A campaign never rejected, or one
 * in any other state, is refused as not rejected; a rejected one unchanged since its rejection as nothing changed.
 * Each move is checked by the state machine.
 */
export const resubmissionSteps = (
  state: CampaignStateId,
  facts: ResubmissionFacts,
): Result<readonly ResubmissionStep[], ResubmissionError> => {
  const refuse = (code: ResubmissionErrorCode, message: string) =>
    err(domainError(code, message, 'state') as ResubmissionError)
  if (!wasRejected(state, facts)) return refuse('not rejected', NOT_REJECTED_MESSAGE)
  if (isRejected(state) && !changedSinceRejection(facts))
    return refuse('nothing changed', NOTHING_CHANGED_MESSAGE)
  const events: readonly CampaignEvent[] = isRejected(state)
    ? ['edit', 'sendApplication']
    : ['sendApplication']
  const steps: ResubmissionStep[] = []
  let here = state
  for (const event of events) {
    const next = transition(here, event, 'advertiser')
    if (!next.ok) return refuse('not rejected', NOT_REJECTED_MESSAGE)
    steps.push({ event, from: here, to: next.value })
    here = next.value
  }
  return ok(steps)
}
