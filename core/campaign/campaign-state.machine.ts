import { ISO_DATE_PATTERN } from '../shared/calendar'
import { domainError, type DomainError } from '../shared/domain-error'
import { err, ok, type Result } from '../shared/result'
import { CAMPAIGN_STATES, isCampaignState, type CampaignStateId } from './campaign-state'

/**
 * The campaign lifecycle (cabinet §4 lists the states but not the transitions; this is our design, see
 * features/campaign/state-machine.feature). Each event has one target state and one actor who may trigger it:
 *
 *   draft --sendApplication(advertiser)--> moderation --startReview(moderator)--> primaryModeration
 *   primaryModeration --passPrimaryModeration--> secondaryModeration --approve--> approved   (moderator)
 *   primaryModeration --rejectPrimary--> primaryRejected; secondaryModeration --rejectSecondary--> secondaryRejected
 *   primaryRejected | secondaryRejected --edit(advertiser)--> draft                        (RULES.md decision 5)
 *   approved --confirmPayment(payment)--> waitingForLaunch --startDateReached(clock)--> active
 *   active --endDatePassed(clock)--> completed
 *   draft --orderVideo(advertiser)--> movieCreation --videoReady(moderator)--> draft
 *   draft --book(advertiser)--> booked --releaseBooking(advertiser)--> draft
 *   booked | approved | waitingForLaunch --requestCancellation(advertiser)--> cancellation
 *   cancellation --confirmCancellation(moderator)--> canceled
 *   any state between sending and completion --techCancel(moderator)--> techCanceled
 *
 * completed, canceled and techCanceled are terminal. noStatus is the placeholder a campaign shows before the
 * server has given it a state: nothing leads to it and nothing leaves it.
 */
export const CAMPAIGN_ACTORS = ['advertiser', 'moderator', 'payment', 'clock'] as const
export type CampaignActor = (typeof CAMPAIGN_ACTORS)[number]

interface EventRule {
  readonly from: readonly CampaignStateId[]
  readonly to: CampaignStateId
  readonly actor: CampaignActor
}

const TECH_CANCELABLE: readonly CampaignStateId[] = [
  'booked',
  'moderation',
  'primaryModeration',
  'secondaryModeration',
  'approved',
  'waitingForLaunch',
  'active',
  'cancellation',
]

export const CAMPAIGN_EVENTS = {
  sendApplication: { from: ['draft'], to: 'moderation', actor: 'advertiser' },
  startReview: { from: ['moderation'], to: 'primaryModeration', actor: 'moderator' },
  passPrimaryModeration: { from: ['primaryModeration'], to: 'secondaryModeration', actor: 'moderator' },
  rejectPrimary: { from: ['primaryModeration'], to: 'primaryRejected', actor: 'moderator' },
  approve: { from: ['secondaryModeration'], to: 'approved', actor: 'moderator' },
  rejectSecondary: { from: ['secondaryModeration'], to: 'secondaryRejected', actor: 'moderator' },
  edit: { from: ['primaryRejected', 'secondaryRejected'], to: 'draft', actor: 'advertiser' },
  confirmPayment: { from: ['approved'], to: 'waitingForLaunch', actor: 'payment' },
  startDateReached: { from: ['waitingForLaunch'], to: 'active', actor: 'clock' },
  endDatePassed: { from: ['active'], to: 'completed', actor: 'clock' },
  orderVideo: { from: ['draft'], to: 'movieCreation', actor: 'advertiser' },
  videoReady: { from: ['movieCreation'], to: 'draft', actor: 'moderator' },
  book: { from: ['draft'], to: 'booked', actor: 'advertiser' },
  releaseBooking: { from: ['booked'], to: 'draft', actor: 'advertiser' },
  requestCancellation: {
    from: ['booked', 'approved', 'waitingForLaunch'],
    to: 'cancellation',
    actor: 'advertiser',
  },
  confirmCancellation: { from: ['cancellation'], to: 'canceled', actor: 'moderator' },
  techCancel: { from: TECH_CANCELABLE, to: 'techCanceled', actor: 'moderator' },
} as const satisfies Record<string, EventRule>

export type CampaignEvent = keyof typeof CAMPAIGN_EVENTS
export const CAMPAIGN_EVENT_NAMES = Object.keys(CAMPAIGN_EVENTS) as readonly CampaignEvent[]

/**
 * States with no way out, read off the table (a designed property, checked by the property tests); the other
 * sets of states are derived in campaign-state.sets.ts, which re-exports this one.
 */
export const TERMINAL_STATES: readonly CampaignStateId[] = CAMPAIGN_STATES.filter(
  (s) =>
    !CAMPAIGN_EVENT_NAMES.some((e) => (CAMPAIGN_EVENTS[e].from as readonly CampaignStateId[]).includes(s)),
)

export type TransitionErrorCode =
  'is not draft' | 'illegalTransition' | 'actorNotAllowed' | 'unknownState' | 'unknownEvent' | 'unknownActor'

/** An illegal transition, as a value (house style 7). `to` is where the event would have led. */
export interface TransitionError extends DomainError<TransitionErrorCode> {
  readonly field: 'state' | 'event' | 'actor'
  readonly from: string
  readonly to: CampaignStateId | null
  readonly event: string
  readonly actor: string
}

const isEvent = (value: string): value is CampaignEvent => Object.hasOwn(CAMPAIGN_EVENTS, value)
const isActor = (value: string): value is CampaignActor =>
  (CAMPAIGN_ACTORS as readonly string[]).includes(value)

const fail = (
  code: TransitionErrorCode,
  message: string,
  field: TransitionError['field'],
  from: string,
  event: string,
  actor: string,
): TransitionError => {
  const to = isEvent(event) ? CAMPAIGN_EVENTS[event].to : null
  return { ...domainError(code, message, field), field, from, to, event, actor }
}

/**
 * The one transition function server and UI share. Sending anything but a draft fails with the server's
 * code 'is not draft' and the message 'Кампанию нельзя отправить на модерацию' (R-STATE-06, R-STATE-07). Inputs are checked at run time
 * too, because they arrive from the wire.
 */
export const transition = (
  state: CampaignStateId,
  event: CampaignEvent,
  actor: CampaignActor,
): Result<CampaignStateId, TransitionError> => {
  if (!isCampaignState(state))
    return err(
      fail('unknownState', `Неизвестный статус кампании: ${String(state)}`, 'state', state, event, actor),
    )
  if (!isEvent(event))
    return err(fail('unknownEvent', `Неизвестное событие: ${String(event)}`, 'event', state, event, actor))
  if (!isActor(actor))
    return err(fail('unknownActor', `Неизвестный участник: ${String(actor)}`, 'actor', state, event, actor))
  const rule: EventRule = CAMPAIGN_EVENTS[event]
  if (!rule.from.includes(state)) {
    if (event === 'sendApplication')
      return err(fail('is not draft', 'Кампанию нельзя отправить на модерацию', 'state', state, event, actor))
    return err(
      fail(
        'illegalTransition',
        `Переход ${event} невозможен из статуса ${state}`,
        'state',
        state,
        event,
        actor,
      ),
    )
  }
  if (rule.actor !== actor)
    return err(fail('actorNotAllowed', `${actor} не может выполнить ${event}`, 'actor', state, event, actor))
  return ok(rule.to)
}

/** Events the actor may trigger from the state, in the order of CAMPAIGN_EVENTS. */
export const allowedEvents = (state: CampaignStateId, actor: CampaignActor): readonly CampaignEvent[] =>
  CAMPAIGN_EVENT_NAMES.filter((e) => {
    const rule: EventRule = CAMPAIGN_EVENTS[e]
    return rule.actor === actor && rule.from.includes(state)
  })

/** Every state the machine can reach from a new campaign (draft), breadth first. */
export const reachableStates = (start: CampaignStateId = 'draft'): readonly CampaignStateId[] => {
  const seen: CampaignStateId[] = [start]
  for (let i = 0; i < seen.length; i++) {
    const here = seen[i] as CampaignStateId
    for (const e of CAMPAIGN_EVENT_NAMES) {
      const rule: EventRule = CAMPAIGN_EVENTS[e]
      if (rule.from.includes(here) && !seen.includes(rule.to)) seen.push(rule.to)
    }
  }
  return CAMPAIGN_STATES.filter((s) => seen.includes(s))
}

/**
 * The Moscow clock's due event for a campaign, if any: on its start date a waiting campaign starts, and the
 * day after its end date an active campaign completes. Dates are YYYY-MM-DD in Moscow time (the Clock port's
 * today), so they compare as strings; a malformed date is a typed error naming the field.
 */
export const dueClockEvent = (
  state: CampaignStateId,
  dates: { readonly startDate: string; readonly endDate: string },
  today: string,
): Result<CampaignEvent | null, DomainError> => {
  for (const [field, value] of [
    ['startDate', dates.startDate],
    ['endDate', dates.endDate],
    ['today', today],
  ] as const) {
    if (!ISO_DATE_PATTERN.test(value))
      return err(domainError('invalidDate', `Неверная дата: ${value}`, field))
  }
  if (state === 'waitingForLaunch' && today >= dates.startDate) return ok('startDateReached')
  if (state === 'active' && today > dates.endDate) return ok('endDatePassed')
  return ok(null)
}
