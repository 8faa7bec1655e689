import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES, type CampaignStateId } from './campaign-state'
import {
  allowedEvents,
  CAMPAIGN_ACTORS,
  reachableStates,
  CAMPAIGN_EVENT_NAMES,
  transition,
  type CampaignActor,
  type CampaignEvent,
} from './campaign-state.machine'
import { TERMINAL_STATES } from './campaign-state.sets'
import { propertyReach } from '../testing/property-reach'

const stateArb = fc.constantFrom(...CAMPAIGN_STATES)
const eventArb = fc.constantFrom(...CAMPAIGN_EVENT_NAMES)
const actorArb = fc.constantFrom(...CAMPAIGN_ACTORS)
/**
 * A step is a random event by a random actor (mostly refused), or — two times in three — the n-th of the moves the
 * actors allowed may make from where the walk stands (issue #49: random steps alone left most walks in draft,
 * and one in ten was empty, so the claims about the states a campaign passes through were reached in few runs).
 */
type Step = readonly [CampaignEvent, CampaignActor] | number
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.tuple(eventArb, actorArb), weight: 1 },
  { arbitrary: fc.nat(), weight: 2 },
)
const walkArb = fc.array(stepArb, { minLength: 4, maxLength: 40 })

/**
 * Walks a new campaign through the steps, keeping each legal move and checking every state it passes through
 * and every refusal (with the state it was refused in); answers where the walk stopped and how many moves it made.
 */
const walk = (
  steps: readonly Step[],
  check: (state: CampaignStateId) => void,
  actors: readonly CampaignActor[] = CAMPAIGN_ACTORS,
): { state: CampaignStateId; moves: number } => {
  let state: CampaignStateId = 'draft'
  let moves = 0
  for (const step of steps) {
    const legal = actors.flatMap((actor) =>
      allowedEvents(state, actor).map((event) => [event, actor] as const),
    )
    const [event, actor] = typeof step === 'number' ? (legal[step % Math.max(1, legal.length)] ?? []) : step
    if (event === undefined || actor === undefined) continue
    const r = transition(state, event, actor)
    if (r.ok) {
      state = r.value
      moves += 1
    } else {
      expect(r.error.from).toBe(state)
      expect(['is not draft', 'illegalTransition', 'actorNotAllowed']).toContain(r.error.code)
    }
    check(state)
  }
  return { state, moves }
}

describe('campaign state machine properties (R-STATE-01)', () => {
  it('never leaves the list of states, whatever the sequence of events and actors', () => {
    const reach = propertyReach('machine walk', 'a walk of two moves or more')
    const passed = new Set<CampaignStateId>()
    fc.assert(
      fc.property(walkArb, (steps) => {
        const { moves } = walk(steps, (state) => {
          passed.add(state)
          expect(CAMPAIGN_STATES).toContain(state)
        })
        reach.reached(moves >= 2)
      }),
    )
    reach.report()
    // the walks go through the machine, not around draft: most reachable states are passed in some run
    expect(passed.size).toBeGreaterThanOrEqual(reachableStates().length / 2)
  })

  it('an advertiser acting alone never gets a campaign approved, paid, running or completed', () => {
    const reach = propertyReach('advertiser alone', 'a walk with a move')
    fc.assert(
      fc.property(walkArb, (steps) => {
        const beyond = ['approved', 'waitingForLaunch', 'active', 'completed', 'canceled', 'techCanceled']
        const alone = steps.map((step) =>
          typeof step === 'number' ? step : ([step[0], 'advertiser'] as const),
        )
        const { moves } = walk(alone, (state) => expect(beyond).not.toContain(state), ['advertiser'])
        reach.reached(moves >= 1)
      }),
    )
    reach.report()
  })

  it('every state a campaign can reach still has a way to an end; a refusal says why in a typed error', () => {
    fc.assert(
      fc.property(walkArb, (steps) => {
        const { state } = walk(steps, () => undefined)
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
