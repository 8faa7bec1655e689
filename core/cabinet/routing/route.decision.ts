import { match } from 'ts-pattern'
import { parseAddress, type Address } from './address'
import { autoFlowTarget, type AutoFlow } from './auto-flow'
import { isStaffRole, staffMay, type StaffCapability } from '../../staff/staff-roles'
import { wizardHref } from './wizard-href'
import {
  DEFAULT_START_PAGE,
  findRoute,
  LOGGED_IN_ROUTES,
  LOGGED_OUT_ROUTES,
  matchPattern,
  OAUTH_RETURN_ROUTE,
  OBSERVER_SCREENS,
  PLACE_CALCULATOR_PAGES,
  PUBLIC_CALCULATOR_PAGES,
  PUBLIC_ROUTES,
  STAFF_ROUTES,
  STAFF_START_PAGE,
  type ScreenId,
} from './route.table'

/** Role flags of the loaded profile (cabinet §3); undefined while the profile is loading. */
export interface RoleFlags {
  readonly isObserver: boolean
  readonly isAgency: boolean
  readonly isMSB: boolean
  /** Staff (issue #48): the profile's isModerator means "is staff", whatever the role. */
  readonly isModerator?: boolean
  /** The staff roles, when the profile names them (core/staff/staff-roles.ts). */
  readonly staffRoles?: readonly string[]
}

export interface RouteContext {
  readonly loggedIn: boolean
  readonly profile: RoleFlags | undefined
  readonly storedAutoFlow: AutoFlow | undefined
}

/**
 * 'main' is the cabinet with header, mobile menu and footer; 'standalone' is a page on its own, with none of
 * them: logged-out pages (no token, no header: R-HEAD-01) and, R-ROUTE-08 (open), our choice for the eight
 * public calculator pages when logged in; 'staff' is the staff desk with its own header (issue #48).
 */
export type Layout = 'main' | 'standalone' | 'staff'

export type RouteDecision =
  | {
      readonly kind: 'render'
      readonly screen: ScreenId
      readonly layout: Layout
      readonly params: Readonly<Record<string, string>>
      readonly query: Readonly<Record<string, string>>
    }
  | { readonly kind: 'redirect'; readonly to: string }

const render = (
  screen: ScreenId,
  layout: Layout,
  address: Address,
  params: Readonly<Record<string, string>> = {},
): RouteDecision => ({ kind: 'render', screen, layout, params, query: address.query })

const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to })

const withSearch = (path: string, search: string): string => (search === '' ? path : `${path}?${search}`)

const placePage = (path: string): string | undefined => {
  const page = path.slice(1)
  return (PLACE_CALCULATOR_PAGES as readonly string[]).includes(page) ? page : undefined
}

const isPublicPage = (page: string): boolean => (PUBLIC_CALCULATOR_PAGES as readonly string[]).includes(page)

/** R-ROUTE-10: addresses containing these are never sent to the login page. */
const EXEMPT_FRAGMENTS = ['sign-in/confirm', 'msb', 'auth'] as const

/**
 * The routing decision the UI router only applies (cabinet §2, §6). Total: any string and any context give
 * a decision, never an exception. Paths may carry the /app base or not (R-ROUTE-01).
 */
export const route = (pathWithQuery: string, context: RouteContext): RouteDecision => {
  const address = parseAddress(pathWithQuery)
  return context.loggedIn ? routeLoggedIn(address, context) : routeLoggedOut(address)
}

const routeLoggedOut = (address: Address): RouteDecision => {
  const { path, search, query } = address
  const known = findRoute(LOGGED_OUT_ROUTES, path) ?? findRoute(PUBLIC_ROUTES, path)
  if (known) return render(known.entry.screen, 'standalone', address, known.params)
  const page = placePage(path)
  if (page !== undefined && isPublicPage(page))
    return render('placeCalculator', 'standalone', address, { page })
  const oauth = matchPattern(OAUTH_RETURN_ROUTE.pattern, path)
  if (oauth && (query['code'] ?? '') !== '') {
    return render('oauthReturn', 'standalone', address, {
      service: oauth['service'] ?? '',
      code: query['code'] ?? '',
    })
  }
  // R-ROUTE-10: we look at the path only, so a query cannot switch the login redirect off.
  if (EXEMPT_FRAGMENTS.some((fragment) => path.includes(fragment)))
    return render('notFound', 'standalone', address)
  if (query['calculatorAutoFlow'] !== undefined) return redirect(withSearch('/msb-authorization', search))
  return redirect('/login')
}

/** Whether the profile is a staff account's (isModerator, or any staff role named). */
export const isStaffProfile = (profile: RoleFlags | undefined): boolean =>
  profile?.isModerator === true || (profile?.staffRoles ?? []).some(isStaffRole)

/**
 * Issue #48: staff see the desk and nothing of the advertiser's cabinet; any other address (an old link, one typed)
 * lands on the desk rather than on a screen whose calls the server refuses. The payments screen is the
 * accountant's and the superuser's, the agencies' the superuser's: when the profile names the roles, the others are
 * sent to the queue.
 */
/** The desk's screens that only some roles may open, with the capability each needs. */
const STAFF_SCREEN_NEEDS: Partial<Record<ScreenId, StaffCapability>> = {
  staffPayments: 'decidePayment',
  staffAgencies: 'manageAgencies',
}

const routeStaff = (address: Address, profile: RoleFlags | undefined): RouteDecision => {
  const known = findRoute(STAFF_ROUTES, address.path)
  if (!known) return redirect(STAFF_START_PAGE)
  const roles = (profile?.staffRoles ?? []).filter(isStaffRole)
  const needs = STAFF_SCREEN_NEEDS[known.entry.screen]
  if (needs && roles.length > 0 && !staffMay(roles, needs)) return redirect(STAFF_START_PAGE)
  return render(known.entry.screen, 'staff', address, known.params)
}

const routeLoggedIn = (address: Address, context: RouteContext): RouteDecision => {
  if (isStaffProfile(context.profile)) return routeStaff(address, context.profile)
  const { path, search } = address
  const observer = context.profile?.isObserver === true
  const known = findRoute(LOGGED_IN_ROUTES, path)
  const page = placePage(path)

  if (observer) {
    // R-ROLE-05, R-ROLE-09: campaigns and notifications only; no calculators, not even the public ones.
    return known && OBSERVER_SCREENS.includes(known.entry.screen)
      ? render(known.entry.screen, 'main', address, known.params)
      : redirect(DEFAULT_START_PAGE)
  }
  // R-ROUTE-14: stored auto-flow data leads into the wizard until the wizard takes it over.
  if (context.storedAutoFlow && known?.entry.screen !== 'wizard')
    return redirect(autoFlowTarget(context.storedAutoFlow))
  if (path === '/calculator') return redirect(withSearch('/calculator/step-1', search)) // R-ROUTE-02
  // Issue #50 item 5: the catalogue of formats keeps the public site's frame signed in, as the public pages do.
  const catalogue = findRoute(PUBLIC_ROUTES, path)
  if (catalogue) return render(catalogue.entry.screen, 'standalone', address, catalogue.params)
  if (page !== undefined)
    return render('placeCalculator', isPublicPage(page) ? 'standalone' : 'main', address, { page })
  if (!known) return redirect(DEFAULT_START_PAGE) // R-ROUTE-06
  return (
    match(known.entry.screen)
      .with('wizard', () =>
        // R-ROUTE-03: step-{n} with n a whole number from 1; the campaign part may be absent.
        /^[1-9]\d{0,2}$/.test(known.params['step'] ?? '')
          ? render('wizard', 'main', address, known.params)
          : redirect(DEFAULT_START_PAGE),
      )
      // R-SCREEN-17, R-SCREEN-18: "further calculator and media screens", no more said. Choice: /media-step, the
      // materials, is the media library (creatives are uploaded and sent to moderation there); /calc-stop, the
      // stops calculator, opens the wizard on transit shelters as the /transit-shelter page does.
      .with('mediaStep', () => redirect('/media'))
      .with('calcStop', () => redirect(wizardHref(2, 'transitShelter')))
      // R-ROUTE-05: /bills exists only once the profile has loaded.
      .with('bills', () =>
        context.profile ? render('bills', 'main', address) : redirect(DEFAULT_START_PAGE),
      )
      .otherwise((screen) => render(screen, 'main', address, known.params))
  )
}
