import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CampaignAggregate } from './campaign.aggregate'
import { CAMPAIGN_STATES } from './campaign-state'
import {
  CAMPAIGN_ACTORS,
  CAMPAIGN_EVENT_NAMES,
  allowedEvents,
  reachableStates,
  transition,
} from './campaign-state.machine'
import { isTerminal } from './campaign-state.sets'
import { aCampaign } from './testing/campaign-aggregate.fixture'
import { propertyReach } from '../testing/property-reach'

const TODAY = '2026-11-25'

/** The commands a campaign takes, each as a function of it; the names are for a failure's counterexample. */
const commandArb = fc.oneof(
  fc.constant(['submit', (c: CampaignAggregate) => c.submit(TODAY)] as const),
  fc.constant([
    'resubmit',
    (c: CampaignAggregate) =>
      c.resubmit({ rejectedAt: '2026-11-20T10:00:00.000Z', changedAt: '2026-11-21T10:00:00.000Z' }, TODAY),
  ] as const),
  fc.constant(['edit', (c: CampaignAggregate) => c.edit()] as const),
  fc.constant(['cancel', (c: CampaignAggregate) => c.cancel()] as const),
  fc.constant(['setAllowed', (c: CampaignAggregate) => c.setAllowed(undefined)] as const),
  fc
    .tuple(fc.constantFrom(...CAMPAIGN_EVENT_NAMES), fc.constantFrom(...CAMPAIGN_ACTORS))
    .map(([event, actor]) => [`${event}/${actor}`, (c: CampaignAggregate) => c.apply(event, actor)] as const),
  legalArb(),
)

/** One of the moves the machine allows from where the campaign is (a blind event is mostly refused). */
function legalArb() {
  return fc.nat().map(
    (k) =>
      [
        `legal#${k}`,
        (c: CampaignAggregate) => {
          const legal = CAMPAIGN_ACTORS.flatMap((a) => allowedEvents(c.state, a).map((e) => [e, a] as const))
          const [event, actor] = legal[k % Math.max(1, legal.length)] ?? ['approve', 'clock']
          return c.apply(event, actor)
        },
      ] as const,
  )
}

describe('campaign aggregate property (issue #49 item 1)', () => {
  it('any sequence of commands keeps it in a state the machine allows, every move a legal one', () => {
    const reach = propertyReach('campaign aggregate commands', 'a run that moved the campaign')
    let refused = 0
    fc.assert(
      fc.property(
        // mostly states a campaign can leave; now and then any state, the terminal ones too
        fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...CAMPAIGN_STATES.filter((s) => !isTerminal(s))) },
          { weight: 1, arbitrary: fc.constantFrom(...CAMPAIGN_STATES) },
        ),
        // led by a legal move, so the claim about moves is reached by construction (a terminal start excepted)
        fc
          .tuple(legalArb(), fc.array(commandArb, { maxLength: 11 }))
          .map(([first, rest]) => [first, ...rest]),
        (start, commands) => {
          const allowed = reachableStates(start)
          let here = aCampaign({ state: start })
          for (const [, command] of commands) {
            const r = command(here)
            if (!r.ok) {
              refused++
              continue
            }
            here = r.value
            expect(allowed).toContain(here.state)
          }
          // the moves chain from the loaded state to the state it is in, each one the machine's
          let at = start
          for (const m of here.moves) {
            expect(m.from).toBe(at)
            expect(transition(m.from, m.event, m.actor)).toEqual({ ok: true, value: m.to })
            at = m.to
          }
          expect(here.state).toBe(at)
          expect(here.loadedState).toBe(start)
          reach.reached(here.moves.length > 0)
        },
      ),
      { numRuns: 2000 },
    )
    reach.report()
    // the refusals are exercised too
    expect(refused).toBeGreaterThan(0)
  })
})
