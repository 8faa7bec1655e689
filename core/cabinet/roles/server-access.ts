import { FORBIDDEN_MESSAGE } from '../../campaign/campaign-access'

/**
 * RULES.md decision 13, what an observer may reach on the server: exactly what its screens show (R-ROLE-05..09)
 * — the campaigns of the advertiser it observes with their creatives and schedules as the campaign page shows
 * them, its own notifications and profile, and its own session. Every other call on that advertiser's data
 * (media library, media files and thumbnails, documents, invoices and annexes with their downloads, payments,
 * statistics, bills, partners, legal entities, observers, reports, media plans) is refused with 403. Calls on
 * nobody's data (public pages, the inventory and references, GraphQL) are not the advertiser's and stay open.
 *
 * Routes are Fastify's templates ('/api/v1/clients/commercial-campaigns/:id'), so one table decides for every
 * route the server has; adapters/server/access-rules.ts applies it once, before any route runs.
 */

/** The advertiser's data: what lies under these is refused to an observer unless listed below. */
const ADVERTISER_DATA = [
  '/api/v1/clients/',
  '/api/v1/advertisers/',
  '/api/v1/media-images/',
  '/api/v1/commercial-campaigns/',
  '/api/v1/commercial-campaign-statistics',
  '/api/v1/statistics',
] as const

interface Grant {
  readonly methods: readonly string[]
  readonly route: RegExp
}
const READ = ['GET', 'HEAD']
const CAMPAIGNS = '/api/v1/clients/commercial-campaigns'

/** Refused even though they lie under a granted prefix: the campaign's payments are its bills. */
const OBSERVER_REFUSED: readonly Grant[] = [
  { methods: READ, route: /^\/api\/v1\/clients\/commercial-campaigns\/:id\/payments$/ },
]

const OBSERVER_GRANTS: readonly Grant[] = [
  // The observed advertiser's campaigns, one campaign, its creatives, schedules and QR (reads only).
  { methods: READ, route: new RegExp(`^${CAMPAIGNS}(/.*)?$`) },
  // A saved transit-shelter campaign's address program, as its page shows it (the route itself refuses an
  // observer the calculator's kind, a program of stops picked by hand).
  { methods: ['POST'], route: /^\/api\/v1\/clients\/commercial-campaigns\/transitShelter\/address-program$/ },
  // A campaign's media plan, as its row in the table offers it (R-LIST-06); not the consolidated plan.
  { methods: ['POST'], route: /^\/api\/v1\/clients\/media-plan\/(?!getConsolidatedReport$)[^/]+$/ },
  // What anyone may ask logged out (nobody's data): the calculator preview, the public sticker schedule, a
  // fast order.
  {
    methods: ['POST'],
    route: /^\/api\/v1\/commercial-campaigns\/(metroMonitors\/preview|metroStickers\/schedule)$/,
  },
  { methods: ['POST'], route: /^\/api\/v1\/clients\/profile\/fastOrder$/ },
  // The campaign's video as its card and page play it.
  { methods: READ, route: /^\/api\/v1\/commercial-campaigns\/:place\/:campaignId\/video\/.*$/ },
  // Its own notifications (reading them; marking is the advertiser's) and its own profile.
  { methods: READ, route: /^\/api\/v1\/clients\/notifications$/ },
  { methods: READ, route: /^\/api\/v1\/clients\/profile$/ },
  // Its own session and account: sign in and out, register and restore, OAuth.
  {
    methods: ['POST', 'PUT'],
    route: /^\/api\/v1\/clients\/(auth|auth\/externalAuthorization|logout|register(\/.*)?|recover(\/.*)?)$/,
  },
  // Nobody's data that lives under /clients: districts, an inventory export, the question form.
  { methods: READ, route: /^\/api\/v1\/clients\/(public\/districts|inventory\/exports\/:id)$/ },
  { methods: ['POST'], route: /^\/api\/v1\/clients\/feedback$/ },
]

const matches = (grants: readonly Grant[], method: string, route: string): boolean =>
  grants.some((g) => g.methods.includes(method.toUpperCase()) && g.route.test(route))

/** Whether the route holds an advertiser's data, so that an observer needs a grant for it. */
export const isAdvertiserData = (route: string): boolean => ADVERTISER_DATA.some((p) => route.startsWith(p))

/** Decision 13: whether an observer may call this route (a Fastify route template) with this method. */
export const observerMayCall = (method: string, route: string): boolean =>
  !isAdvertiserData(route) ||
  (!matches(OBSERVER_REFUSED, method, route) && matches(OBSERVER_GRANTS, method, route))

/** The refusal an observer gets (the cabinet's wording for a forbidden action). */
export const OBSERVER_FORBIDDEN = FORBIDDEN_MESSAGE
