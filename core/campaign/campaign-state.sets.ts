import { CAMPAIGN_STATES, type CampaignStateId } from './campaign-state'
import {
  CAMPAIGN_EVENT_NAMES,
  CAMPAIGN_EVENTS,
  TERMINAL_STATES,
  type CampaignActor,
  type CampaignEvent,
} from './campaign-state.machine'

/**
 * Every set of campaign states the house uses, derived from the machine's table (campaign-state.machine.ts) so a
 * new state or transition changes them all at once (issue #49 item 4). Each set is listed in the order of
 * CAMPAIGN_STATES; campaign-state.sets.test.ts pins every one to the spec (cabinet §4, RULES.md R-STATE-*).
 */

interface Edge {
  readonly event: CampaignEvent
  readonly from: CampaignStateId
  readonly to: CampaignStateId
  readonly actor: CampaignActor
}

const EDGES: readonly Edge[] = CAMPAIGN_EVENT_NAMES.flatMap((event) => {
  const rule: {
    readonly from: readonly CampaignStateId[]
    readonly to: CampaignStateId
    readonly actor: CampaignActor
  } = CAMPAIGN_EVENTS[event]
  return rule.from.map((from) => ({ event, from, to: rule.to, actor: rule.actor }))
})

/** The states satisfying a test, in the order of CAMPAIGN_STATES. */
const statesWhere = (test: (s: CampaignStateId) => boolean): readonly CampaignStateId[] =>
  CAMPAIGN_STATES.filter(test)

type Direction = 'forward' | 'backward'

/**
 * The states linked to `start` (itself included) through the edges `via` lets through: forward, the states it
 * leads to; backward, the states that lead to it.
 */
const closure = (
  direction: Direction,
  start: readonly CampaignStateId[],
  via: (e: Edge) => boolean,
): readonly CampaignStateId[] => {
  const seen = new Set<CampaignStateId>(start)
  const queue = [...start]
  for (let here = queue.shift(); here !== undefined; here = queue.shift()) {
    for (const e of EDGES) {
      const [near, far] = direction === 'forward' ? [e.from, e.to] : [e.to, e.from]
      if (near === here && via(e) && !seen.has(far)) {
        seen.add(far)
        queue.push(far)
      }
    }
  }
  return statesWhere((s) => seen.has(s))
}
const forwardFrom = (start: readonly CampaignStateId[], via: (e: Edge) => boolean) =>
  closure('forward', start, via)
const backwardFrom = (goal: readonly CampaignStateId[], via: (e: Edge) => boolean) =>
  closure('backward', goal, via)

const targetOf = (event: CampaignEvent): CampaignStateId => CAMPAIGN_EVENTS[event].to
const sourcesOf = (event: CampaignEvent): readonly CampaignStateId[] => CAMPAIGN_EVENTS[event].from
const byActor =
  (...actors: readonly CampaignActor[]) =>
  (e: Edge): boolean =>
    actors.includes(e.actor) && e.event !== 'techCancel'
const not =
  (set: readonly CampaignStateId[]) =>
  (s: CampaignStateId): boolean =>
    !set.includes(s)

/** States with no way out: completed, canceled, techCanceled and the placeholder noStatus. */
export { TERMINAL_STATES }

/** The terminal states a campaign really ends in (noStatus is never reached): completed, canceled, techCanceled. */
export const FINISHED_STATES: readonly CampaignStateId[] = forwardFrom(['draft'], () => true).filter((s) =>
  TERMINAL_STATES.includes(s),
)

/** Rejected states (R-STATE-05): the ones the advertiser edits back into a draft. */
export const REJECTED_STATES: readonly CampaignStateId[] = statesWhere((s) => sourcesOf('edit').includes(s))

/**
 * Editable and resubmittable states (R-STATE-04): the draft that sends its application and the rejected ones
 * whose edit makes a draft again. The advertiser may edit, send (again) and delete a campaign in them.
 */
export const EDITABLE_STATES: readonly CampaignStateId[] = statesWhere(
  (s) => sourcesOf('sendApplication').includes(s) || sourcesOf('edit').includes(s),
)
export const RESUBMITTABLE_STATES: readonly CampaignStateId[] = EDITABLE_STATES

/**
 * Under review, waiting for staff (R-LINK-05, the staff queue): the states from which the moderator alone leads
 * the campaign to its approval — moderation, primaryModeration, secondaryModeration.
 */
export const UNDER_REVIEW_STATES: readonly CampaignStateId[] = backwardFrom(
  [targetOf('approve')],
  byActor('moderator'),
).filter((s) => s !== targetOf('approve'))

/** Agreed: approved and where payment and the clock lead it on — approved, waitingForLaunch, active, completed. */
export const AGREED_STATES: readonly CampaignStateId[] = forwardFrom(
  [targetOf('approve')],
  byActor('payment', 'clock'),
)

/** Paid for: from the payment on, the clock alone moves it — waitingForLaunch, active, completed. */
export const PAID_STATES: readonly CampaignStateId[] = forwardFrom(
  [targetOf('confirmPayment')],
  byActor('clock'),
)

/** Launched: from its start date on — active, completed. */
export const LAUNCHED_STATES: readonly CampaignStateId[] = forwardFrom(
  [targetOf('startDateReached')],
  byActor('clock'),
)

/** Not yet agreed but on the way to it: every state from which approval is reachable, approved excluded. */
export const BEFORE_APPROVAL_STATES: readonly CampaignStateId[] = backwardFrom(
  [targetOf('approve')],
  () => true,
).filter((s) => s !== targetOf('approve'))

/** Approved: where the moderator's approval leads. */
export const APPROVED_STATES: readonly CampaignStateId[] = [targetOf('approve')]

/** Booked: a draft holding its inventory before it is sent. */
export const BOOKED_STATES: readonly CampaignStateId[] = [targetOf('book')]

/** Being canceled: the advertiser asked, the moderator has not confirmed yet. */
export const CANCELING_STATES: readonly CampaignStateId[] = [targetOf('requestCancellation')]

/** Canceled: where a cancellation ends, by the moderator's confirmation or a technical cancellation. */
export const CANCELED_STATES: readonly CampaignStateId[] = statesWhere(
  (s) => s === targetOf('confirmCancellation') || s === targetOf('techCancel'),
)

/**
 * Occupying inventory: a campaign keeps its holds in every state but the canceled ones (its holds are
 * released then). SQL reads it as a parameter (`state = any($n)`).
 */
export const OCCUPYING_STATES: readonly CampaignStateId[] = statesWhere(not(CANCELED_STATES))

/**
 * States in which a campaign's page is the wizard still (R-LINK-01 choice): a draft, a booking and a booking being
 * canceled. Not a property of the machine — the one hand-kept set, kept here beside the others.
 */
export const WIZARD_OPEN_STATES: readonly CampaignStateId[] = statesWhere(
  (s) =>
    sourcesOf('sendApplication').includes(s) || BOOKED_STATES.includes(s) || CANCELING_STATES.includes(s),
)

/** The union of sets, in the order of CAMPAIGN_STATES (for a set composed of these, e.g. a queue's waits). */
export const statesIn = (...sets: readonly (readonly CampaignStateId[])[]): readonly CampaignStateId[] =>
  statesWhere((s) => sets.some((set) => set.includes(s)))

/** The states of `set` not in `out`. */
export const statesOf = (
  set: readonly CampaignStateId[],
  out: readonly CampaignStateId[],
): readonly CampaignStateId[] => set.filter(not(out))

const member =
  (set: readonly CampaignStateId[]) =>
  (state: string): boolean =>
    (set as readonly string[]).includes(state)

export const isTerminal = member(TERMINAL_STATES)
export const isFinished = member(FINISHED_STATES)
export const isEditable = member(EDITABLE_STATES)
export const isRejected = member(REJECTED_STATES)
export const isOnModeration = member(UNDER_REVIEW_STATES)
export const isCanceled = member(CANCELED_STATES)
export const isPaid = member(PAID_STATES)
export const isOccupying = member(OCCUPYING_STATES)
