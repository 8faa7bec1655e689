import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES, type CampaignStateId } from './campaign-state'
import {
  allowedEvents,
  CAMPAIGN_ACTORS,
  CAMPAIGN_EVENT_NAMES,
  transition,
  type CampaignActor,
  type CampaignEvent,
} from './campaign-state.machine'
import { TERMINAL_STATES } from './campaign-state.sets'

const stateArb = fc.constantFrom(...CAMPAIGN_STATES)
const eventArb = fc.constantFrom(...CAMPAIGN_EVENT_NAMES)
const actorArb = fc.constantFrom(...CAMPAIGN_ACTORS)
const stepArb = fc.tuple(eventArb, actorArb)

/**
 * Walks a new campaign through the steps, keeping each legal move and checking every state it passes through
 * and every refusal (with the state it was refused in); answers where the walk stopped.
 */
const walk = (
  steps: readonly (readonly [CampaignEvent, CampaignActor])[],
  check: (state: CampaignStateId) => void,
): CampaignStateId => {
  let state: CampaignStateId = 'draft'
  for (const [event, actor] of steps) {
    const r = transition(state, event, actor)
    if (r.ok) state = r.value
    else {
      expect(r.error.from).toBe(state)
      expect(['is not draft', 'illegalTransition', 'actorNotAllowed']).toContain(r.error.code)
    }
    check(state)
  }
  return state
}

describe('campaign state machine properties (R-STATE-01)', () => {
  it('never leaves the list of states, whatever the sequence of events and actors', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        walk(steps, (state) => expect(CAMPAIGN_STATES).toContain(state))
      }),
    )
  })

  it('an advertiser acting alone never gets a campaign approved, paid, running or completed', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        const beyond = ['approved', 'waitingForLaunch', 'active', 'completed', 'canceled', 'techCanceled']
        walk(
          events.map((event) => [event, 'advertiser'] as const),
          (state) => expect(beyond).not.toContain(state),
        )
      }),
    )
  })

  it('every state a campaign can reach still has a way to an end; a refusal says why in a typed error', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const state = walk(steps, () => undefined)
        // From wherever the walk stopped, following the moves breadth first reaches a terminal state.
        const seen = new Set<CampaignStateId>([state])
        const queue: CampaignStateId[] = [state]
        while (queue.length) {
          const here = queue.shift()!
          for (const event of CAMPAIGN_EVENT_NAMES)
            for (const actor of CAMPAIGN_ACTORS) {
              const r = transition(here, event, actor)
              if (r.ok && !seen.has(r.value)) {
                seen.add(r.value)
                queue.push(r.value)
              }
            }
        }
        expect(TERMINAL_STATES.some((t) => seen.has(t))).toBe(true)
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

  it('offers as buttons exactly the moves that succeed, and each event always leads to the same state', () => {
    fc.assert(
      fc.property(stateArb, actorArb, (state, actor) => {
        const offered = allowedEvents(state, actor)
        expect(offered).toEqual(CAMPAIGN_EVENT_NAMES.filter((event) => transition(state, event, actor).ok))
        for (const event of offered) {
          const r = transition(state, event, actor)
          // Wherever an event is taken, it leads where its refusals say it would have led.
          for (const other of CAMPAIGN_STATES) {
            const elsewhere = transition(other, event, actor)
            const target = elsewhere.ok ? elsewhere.value : elsewhere.error.to
            expect(r).toEqual({ ok: true, value: target })
          }
        }
      }),
    )
  })
})
