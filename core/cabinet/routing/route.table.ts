/**
 * The cabinet's route tables (cabinet §2). Paths are relative to the base /app (R-ROUTE-01). Patterns use
 * ':name' for one path segment; wizard steps are checked by the decision (R-ROUTE-03).
 */
export type ScreenId =
  | 'home'
  | 'wizard'
  | 'campaigns'
  | 'campaign'
  | 'campaignStats'
  | 'mediaPlan'
  | 'advertisers'
  | 'advertiser'
  | 'bills'
  | 'notifications'
  | 'profile'
  | 'documents'
  | 'social'
  | 'faq'
  | 'activities'
  | 'mediaStep'
  | 'calcStop'
  | 'media'
  | 'material'
  | 'news'
  | 'newsItem'
  | 'discounts'
  | 'placeCalculator'
  | 'msbAuthorization'
  | 'msbConfirm'
  | 'signInConfirmMsb'
  | 'signInConfirm'
  | 'signIn'
  | 'login'
  | 'oauthReturn'
  | 'entrance'
  | 'notFound'
  | 'staffQueue'
  | 'staffReview'
  | 'staffPayments'
  | 'staffAgencies'
  | 'catalogue'
  | 'catalogueFormat'

export interface RouteEntry {
  readonly pattern: string
  readonly screen: ScreenId
}

/** Logged-in routes inside the main layout; every pattern matches its exact path only (R-ROUTE-04). */
export const LOGGED_IN_ROUTES: readonly RouteEntry[] = [
  { pattern: '/', screen: 'home' },
  { pattern: '/calculator/step-:step', screen: 'wizard' },
  { pattern: '/calculator/step-:step/:advertisingCampaignId', screen: 'wizard' },
  { pattern: '/campaigns', screen: 'campaigns' },
  { pattern: '/campaigns/:id', screen: 'campaign' },
  { pattern: '/campaigns/:id/stats', screen: 'campaignStats' },
  { pattern: '/mediaplan-campaigns', screen: 'mediaPlan' },
  { pattern: '/advertisers', screen: 'advertisers' },
  { pattern: '/advertisers/:id', screen: 'advertiser' },
  { pattern: '/bills', screen: 'bills' },
  { pattern: '/notifications', screen: 'notifications' },
  { pattern: '/profile', screen: 'profile' },
  { pattern: '/documents', screen: 'documents' },
  { pattern: '/social', screen: 'social' },
  { pattern: '/faq', screen: 'faq' },
  { pattern: '/activities', screen: 'activities' },
  { pattern: '/media-step', screen: 'mediaStep' },
  { pattern: '/calc-stop', screen: 'calcStop' },
  { pattern: '/media', screen: 'media' },
  { pattern: '/material/:id/:mediaId', screen: 'material' },
  // Screens the spec names without a route (RULES.md, left open): our paths.
  { pattern: '/news', screen: 'news' },
  { pattern: '/news/:id', screen: 'newsItem' },
  { pattern: '/discounts', screen: 'discounts' },
]

/**
 * The staff desk (issue #48; the spec shows no moderator screens, cabinet §1): our paths. A staff account reaches
 * only these, and nobody else reaches them.
 */
export const STAFF_ROUTES: readonly RouteEntry[] = [
  { pattern: '/staff', screen: 'staffQueue' },
  { pattern: '/staff/campaigns/:id', screen: 'staffReview' },
  { pattern: '/staff/payments', screen: 'staffPayments' },
  { pattern: '/staff/agencies', screen: 'staffAgencies' },
]
export const STAFF_SCREENS: readonly ScreenId[] = STAFF_ROUTES.map((r) => r.screen)
/** Where a staff account starts, and where any other address sends it. */
export const STAFF_START_PAGE = '/staff'

/** Place-specific calculator pages (cabinet §2). */
export const PLACE_CALCULATOR_PAGES = [
  'beauty-monitors',
  'video-taxi',
  'ooh',
  'mediafacade',
  'mail-russia',
  'bus-branding',
  'metro-novosibirsk',
  'cdek',
  'pews',
  'dixie-monitor',
  'advertising-stand',
  'transport-stop',
  'transit-shelter',
  'outdoor-novosibirsk',
  'bus-branding-novosibirsk',
  'groundTransportation',
  'groundTransportationTram',
  'lightboxes-bus',
  'crystalLight',
  'media-facade-on-varshavka',
  'monitory-metro',
  'city-format-group',
  'preview-minio',
] as const

/** The eight pages reachable logged out and served outside the main layout when logged in (R-ROUTE-07/08). */
export const PUBLIC_CALCULATOR_PAGES = [
  'preview-minio',
  'groundTransportation',
  'groundTransportationTram',
  'lightboxes-bus',
  'crystalLight',
  'media-facade-on-varshavka',
  'monitory-metro',
  'city-format-group',
] as const

/**
 * Issue #50 item 5 (our paths; the spec names no catalogue): the catalogue of formats, public signed in or out, in
 * the public site's frame.
 */
export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  { pattern: '/catalogue', screen: 'catalogue' },
  { pattern: '/catalogue/:place', screen: 'catalogueFormat' },
]

/** Served only when logged out (R-ROUTE-09); the msb paths are the small-business ones (R-ROLE-03). */
export const LOGGED_OUT_ROUTES: readonly RouteEntry[] = [
  { pattern: '/msb-authorization', screen: 'msbAuthorization' },
  { pattern: '/msb-confirm', screen: 'msbConfirm' },
  { pattern: '/sign-in/confirm/:token/msb', screen: 'signInConfirmMsb' },
  { pattern: '/sign-in/confirm/:token', screen: 'signInConfirm' },
  { pattern: '/sign-in/confirm', screen: 'signInConfirm' },
  { pattern: '/sign-in', screen: 'signIn' },
  { pattern: '/login', screen: 'login' },
  // Ours (issue #47): the choice between the two entrances a booking leads to (routing/entrance.ts).
  { pattern: '/authorization', screen: 'entrance' },
]

/** R-ROUTE-12: the OAuth return, with a `code` query parameter. */
export const OAUTH_RETURN_ROUTE: RouteEntry = { pattern: '/auth/:service', screen: 'oauthReturn' }

/** Screens a visitor without a session may see; every other screen needs a login. */
export const LOGGED_OUT_SCREENS: readonly ScreenId[] = [
  ...LOGGED_OUT_ROUTES.map((r) => r.screen),
  'oauthReturn',
  'notFound',
  'placeCalculator',
  ...PUBLIC_ROUTES.map((r) => r.screen),
]

/** R-ROLE-05: an observer reaches only the campaigns and notifications routes. */
export const OBSERVER_SCREENS: readonly ScreenId[] = ['campaigns', 'campaign', 'notifications']

/** R-ROUTE-06 (open): the spec names no default start page; we chose the campaign list. */
export const DEFAULT_START_PAGE = '/campaigns'

/** Matches a path against a pattern; returns the named segments, or undefined. */
export const matchPattern = (pattern: string, path: string): Record<string, string> | undefined => {
  const want = pattern.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? ''
    const h = have[i] ?? ''
    const colon = w.indexOf(':')
    if (colon < 0) {
      if (w !== h) return undefined
      continue
    }
    const prefix = w.slice(0, colon)
    if (!h.startsWith(prefix) || h.length === prefix.length) return undefined
    params[w.slice(colon + 1)] = decodeSegment(h.slice(prefix.length))
  }
  return params
}

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export const findRoute = (
  table: readonly RouteEntry[],
  path: string,
): { readonly entry: RouteEntry; readonly params: Record<string, string> } | undefined => {
  for (const entry of table) {
    const params = matchPattern(entry.pattern, path)
    if (params) return { entry, params }
  }
  return undefined
}
