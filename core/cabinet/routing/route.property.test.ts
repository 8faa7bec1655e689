import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADVERTISE_PLACES } from '../../campaign/advertise-place'
import { route, type RouteContext } from './route.decision'
import {
  LOGGED_IN_ROUTES,
  LOGGED_OUT_ROUTES,
  LOGGED_OUT_SCREENS,
  OBSERVER_SCREENS,
  STAFF_ROUTES,
} from './route.table'
import { propertyReach } from '../../testing/property-reach'

const segment = fc.oneof(
  fc.constantFrom(
    'app',
    'campaigns',
    'calculator',
    'step-1',
    'step-',
    'auth',
    'msb',
    'sign-in',
    'confirm',
    'bills',
  ),
  fc.constantFrom('login', 'monitory-metro', 'cdek', '%E0%A4%A', '..', '', 'stats', 'advertisers', '42'),
  fc.string({ maxLength: 6 }),
)
const path = fc
  .tuple(fc.array(segment, { maxLength: 5 }), fc.string({ maxLength: 20 }), fc.boolean())
  .map(([parts, query, withQuery]) => `/${parts.join('/')}${withQuery ? `?${query}` : ''}`)
/** A path of the route table, its parameters filled (issue #49: random paths hardly ever named a real screen). */
const knownPath = fc
  .tuple(
    fc.constantFrom(...[...LOGGED_IN_ROUTES, ...LOGGED_OUT_ROUTES, ...STAFF_ROUTES].map((r) => r.pattern)),
    fc.constantFrom('1', '42', 'abc'),
  )
  .map(([pattern, value]) => pattern.replace(/:[A-Za-z]+/g, value))
const flags = fc.record({ isObserver: fc.boolean(), isAgency: fc.boolean(), isMSB: fc.boolean() })
const context: fc.Arbitrary<RouteContext> = fc.record({
  loggedIn: fc.boolean(),
  profile: fc.option(flags, { nil: undefined }),
  storedAutoFlow: fc.option(
    fc.record({ place: fc.constantFrom(...ADVERTISE_PLACES), step: fc.integer({ min: 1, max: 9 }) }),
    { nil: undefined },
  ),
})

describe('routing properties (R-ROUTE-06, R-ROUTE-10, R-ROLE-05)', () => {
  it('is total: any path and any role flags give a decision', () => {
    fc.assert(
      fc.property(fc.oneof(path, fc.string()), context, (p, c) => {
        const decision = route(p, c)
        expect(['render', 'redirect']).toContain(decision.kind)
      }),
    )
  })

  it('never renders a logged-in-only screen to a visitor', () => {
    fc.assert(
      fc.property(path, context, (p, c) => {
        const decision = route(p, { ...c, loggedIn: false })
        if (decision.kind === 'render') expect(LOGGED_OUT_SCREENS).toContain(decision.screen)
        else expect(decision.to === '/login' || decision.to.startsWith('/msb-authorization')).toBe(true)
      }),
    )
  })

  it('never renders anything but campaigns and notifications to an observer', () => {
    // Issue #49: random paths were redirected in 95 of 100 runs, so the claim about what is rendered was reached
    // in 5. Now half the paths are the table's own, and a redirect must land on an observer's screen too.
    const reach = propertyReach('observer', 'a screen rendered, at once or after one redirect')
    fc.assert(
      fc.property(fc.oneof(knownPath, path), context, (p, c) => {
        const observer = {
          ...c,
          loggedIn: true,
          profile: { isObserver: true, isAgency: false, isMSB: false },
        }
        const first = route(p, observer)
        const landed = first.kind === 'redirect' ? route(first.to, observer) : first
        expect(landed.kind).toBe('render')
        reach.reached(landed.kind === 'render')
        if (landed.kind === 'render') expect(OBSERVER_SCREENS).toContain(landed.screen)
      }),
    )
    reach.report()
  })

  it('a redirect lands on a page that renders within two redirects (no redirect loops)', () => {
    // A redirect by construction: the pairs of path and context the router renders at once (about one in ten,
    // and none of this claim's business) are left out by the generator.
    const reach = propertyReach('redirects', 'a redirect')
    const redirected = fc
      .tuple(fc.oneof(path, knownPath), context)
      .filter(([p, c]) => route(p, c).kind === 'redirect')
    fc.assert(
      fc.property(redirected, ([p, c]) => {
        const first = route(p, c)
        reach.reached(first.kind === 'redirect')
        if (first.kind !== 'redirect') return
        // Chosen (found by the table's paths, issue #49): a bad wizard step with a stored auto flow goes to the
        // start page, which hands over to the auto flow: two redirects, no loop. A page renders within two, and
        // no redirect comes back to a page already visited.
        const seen = [p, first.to]
        let next = route(first.to, c)
        if (next.kind === 'redirect') {
          expect(seen).not.toContain(next.to)
          next = route(next.to, c)
        }
        expect(next.kind).toBe('render')
      }),
      { numRuns: 300 },
    )
    reach.report()
  })
})

describe('auto-flow redirect property (R-ROUTE-11)', () => {
  it('keeps the whole query verbatim when it sends a visitor to small-business authorization', () => {
    const queryText = fc.array(fc.stringMatching(/^[a-zA-Z0-9%=._-]{0,8}$/), { maxLength: 4 })
    fc.assert(
      fc.property(fc.constantFrom('/', '/campaigns', '/bills', '/x/y'), queryText, (p, extra) => {
        const search = ['calculatorAutoFlow=cdek', ...extra].join('&')
        const decision = route(`${p}?${search}`, {
          loggedIn: false,
          profile: undefined,
          storedAutoFlow: undefined,
        })
        expect(decision).toEqual({ kind: 'redirect', to: `/msb-authorization?${search}` })
      }),
    )
  })
})
