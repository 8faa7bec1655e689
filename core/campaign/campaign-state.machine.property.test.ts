import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES, type CampaignStateId } from './campaign-state'
import {
  allowedEvents,
  CAMPAIGN_ACTORS,
  CAMPAIGN_EVENT_NAMES,
  TERMINAL_STATES,
  transition,
} from './campaign-state.machine'

const stateArb = fc.constantFrom(...CAMPAIGN_STATES)
const eventArb = fc.constantFrom(...CAMPAIGN_EVENT_NAMES)
const actorArb = fc.constantFrom(...CAMPAIGN_ACTORS)
const stepArb = fc.tuple(eventArb, actorArb)

describe('campaign state machine properties (R-STATE-01)', () => {
  it('never leaves the list of states, whatever the sequence of events and actors', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let state: CampaignStateId = 'draft'
        for (const [event, actor] of steps) {
          const r = transition(state, event, actor)
          if (r.ok) state = r.value
          expect(CAMPAIGN_STATES).toContain(state)
        }
      }),
    )
  })

  it('fails exactly when the event is not among the allowed events of that actor, with a typed error', () => {
    fc.assert(
      fc.property(stateArb, eventArb, actorArb, (state, event, actor) => {
        const r = transition(state, event, actor)
        expect(r.ok).toBe(allowedEvents(state, actor).includes(event))
        if (!r.ok) {
          expect(r.error.from).toBe(state)
          expect(r.error.actor).toBe(actor)
          expect(['is not draft', 'illegalTransition', 'actorNotAllowed']).toContain(r.error.code)
        }
      }),
    )
  })

  it('lets nothing leave a terminal state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TERMINAL_STATES), eventArb, actorArb, (state, event, actor) => {
        expect(transition(state, event, actor).ok).toBe(false)
      }),
    )
  })

  it('only sends drafts: sendApplication succeeds from draft alone (R-STATE-07)', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const r = transition(state, 'sendApplication', 'advertiser')
        expect(r.ok).toBe(state === 'draft')
        if (!r.ok) expect(r.error.code).toBe('is not draft')
      }),
    )
  })
})
