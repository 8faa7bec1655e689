import { describe, expect, it } from 'vitest'
import { SPEC_CAMPAIGN_STATES } from './testing/spec-states'
import type { CampaignStateId } from './campaign-state'
import {
  allowedEvents,
  reachableStates,
  transition,
  type CampaignActor,
  type CampaignEvent,
} from './campaign-state.machine'
import { TERMINAL_STATES } from './campaign-state.sets'

/**
 * Every legal move of the campaign lifecycle, written out by hand from the design in
 * features/campaign/state-machine.feature (cabinet §4 lists the states, not the moves): state, event, actor,
 * the state it leads to. The machine is checked against all 16 × 17 × 4 combinations of the spec's states
 * (R-STATE-01), the table's events and the four parties, all written here rather than read from the code, so a
 * move added to it or taken from it, a move given to another actor, or a state, event or actor dropped from
 * the machine's lists fails here (issue #17: rules that bite).
 */
const LEGAL = `
draft               sendApplication       advertiser  moderation
draft               orderVideo            advertiser  movieCreation
draft               book                  advertiser  booked
movieCreation       videoReady            moderator   draft
booked              releaseBooking        advertiser  draft
booked              requestCancellation   advertiser  cancellation
booked              techCancel            moderator   techCanceled
moderation          startReview           moderator   primaryModeration
moderation          techCancel            moderator   techCanceled
primaryModeration   passPrimaryModeration moderator   secondaryModeration
primaryModeration   rejectPrimary         moderator   primaryRejected
primaryModeration   techCancel            moderator   techCanceled
secondaryModeration approve               moderator   approved
secondaryModeration rejectSecondary       moderator   secondaryRejected
secondaryModeration techCancel            moderator   techCanceled
primaryRejected     edit                  advertiser  draft
secondaryRejected   edit                  advertiser  draft
approved            confirmPayment        payment     waitingForLaunch
approved            requestCancellation   advertiser  cancellation
approved            techCancel            moderator   techCanceled
waitingForLaunch    startDateReached      clock       active
waitingForLaunch    requestCancellation   advertiser  cancellation
waitingForLaunch    techCancel            moderator   techCanceled
active              endDatePassed         clock       completed
active              techCancel            moderator   techCanceled
cancellation        confirmCancellation   moderator   canceled
cancellation        techCancel            moderator   techCanceled
`
  .trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/) as [CampaignStateId, CampaignEvent, CampaignActor, CampaignStateId])

/** R-STATE-01, in the spec's order. */
const STATES = SPEC_CAMPAIGN_STATES
const ACTORS: readonly CampaignActor[] = ['advertiser', 'moderator', 'payment', 'clock']
const EVENTS: readonly CampaignEvent[] = [...new Set(LEGAL.map(([, event]) => event))]
/** Each event leads to one state, whoever tries it and from wherever: the `to` of its refusals too. */
const targetOf = (event: string): CampaignStateId | null => LEGAL.find(([, e]) => e === event)?.[3] ?? null
/** The feature's finished states: no move to anybody. */
const FINISHED: readonly CampaignStateId[] = ['completed', 'canceled', 'techCanceled', 'noStatus']

describe('the campaign lifecycle, move by move (R-STATE-01, R-STATE-06, R-STATE-07)', () => {
  it('allows exactly the moves of the table, each to its state and by its actor alone', () => {
    expect(EVENTS).toHaveLength(17)
    const allowed: string[] = []
    for (const state of STATES)
      for (const event of EVENTS)
        for (const actor of ACTORS) {
          const r = transition(state, event, actor)
          if (r.ok) allowed.push([state, event, actor, r.value].join(' '))
        }
    expect(allowed.sort()).toEqual(LEGAL.map((row) => row.join(' ')).sort())
  })

  it('offers as buttons exactly the moves of the table, in the order the machine lists its events', () => {
    for (const state of STATES)
      for (const actor of ACTORS)
        expect([...allowedEvents(state, actor)].sort(), `${state} ${actor}`).toEqual(
          LEGAL.filter(([from, , who]) => from === state && who === actor)
            .map(([, event]) => event)
            .sort(),
        )
    expect(allowedEvents('draft', 'advertiser')).toEqual(['sendApplication', 'orderVideo', 'book'])
    expect(allowedEvents('booked', 'advertiser')).toEqual(['releaseBooking', 'requestCancellation'])
  })

  it('refuses every other move with the reason: wrong state, not a draft, or wrong actor', () => {
    for (const state of STATES)
      for (const event of EVENTS)
        for (const actor of ACTORS) {
          if (LEGAL.some(([s, e, a]) => s === state && e === event && a === actor)) continue
          const fromHere = LEGAL.some(([s, e]) => s === state && e === event)
          const code = fromHere
            ? 'actorNotAllowed'
            : event === 'sendApplication'
              ? 'is not draft'
              : 'illegalTransition'
          const message = fromHere
            ? `${actor} не может выполнить ${event}`
            : event === 'sendApplication'
              ? 'Кампанию нельзя отправить на модерацию'
              : `Переход ${event} невозможен из статуса ${state}`
          expect(transition(state, event, actor), `${state} ${event} ${actor}`).toEqual({
            ok: false,
            error: {
              code,
              message,
              field: fromHere ? 'actor' : 'state',
              from: state,
              to: targetOf(event),
              event,
              actor,
            },
          })
        }
  })

  it('an advertiser cannot cancel a running campaign; a moderator can cancel one being cancelled', () => {
    expect(transition('active', 'requestCancellation', 'advertiser')).toMatchObject({
      ok: false,
      error: {
        code: 'illegalTransition',
        message: 'Переход requestCancellation невозможен из статуса active',
      },
    })
    expect(transition('cancellation', 'techCancel', 'moderator')).toEqual({ ok: true, value: 'techCanceled' })
  })

  it('lets nobody leave the finished states, and names exactly those as terminal', () => {
    expect([...TERMINAL_STATES].sort()).toEqual([...FINISHED].sort())
    for (const end of FINISHED) for (const actor of ACTORS) expect(allowedEvents(end, actor)).toEqual([])
  })

  it('reaches from a new draft every state but the noStatus placeholder, and from a state only what lies ahead', () => {
    expect(reachableStates()).toEqual(STATES.filter((s) => s !== 'noStatus'))
    expect(reachableStates('draft')).toEqual(reachableStates())
    expect(reachableStates('active')).toEqual(['active', 'completed', 'techCanceled'])
    expect(reachableStates('cancellation')).toEqual(['canceled', 'techCanceled', 'cancellation'])
    for (const end of FINISHED) expect(reachableStates(end)).toEqual([end])
  })
})

describe('input from the wire that is no state, event or actor (typed errors naming the field)', () => {
  it('names an unknown state first, then an unknown event, then an unknown actor', () => {
    expect(
      transition('paused' as CampaignStateId, 'launch' as CampaignEvent, 'robot' as CampaignActor),
    ).toEqual({
      ok: false,
      error: {
        code: 'unknownState',
        message: 'Неизвестный статус кампании: paused',
        field: 'state',
        from: 'paused',
        to: null,
        event: 'launch',
        actor: 'robot',
      },
    })
    expect(transition('draft', 'launch' as CampaignEvent, 'robot' as CampaignActor)).toEqual({
      ok: false,
      error: {
        code: 'unknownEvent',
        message: 'Неизвестное событие: launch',
        field: 'event',
        from: 'draft',
        to: null,
        event: 'launch',
        actor: 'robot',
      },
    })
    expect(transition('draft', 'book', 'robot' as CampaignActor)).toEqual({
      ok: false,
      error: {
        code: 'unknownActor',
        message: 'Неизвестный участник: robot',
        field: 'actor',
        from: 'draft',
        to: 'booked',
        event: 'book',
        actor: 'robot',
      },
    })
  })

  it('does not take an inherited name for an event', () => {
    expect(transition('draft', 'toString' as CampaignEvent, 'advertiser')).toMatchObject({
      ok: false,
      error: { code: 'unknownEvent', to: null },
    })
  })
})
