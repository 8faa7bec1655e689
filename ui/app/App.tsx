import { Suspense, useEffect, type ReactNode } from 'react'
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter'
import { useBrowserLocation } from 'wouter/use-browser-location'
import { shellTitle } from '../../core/cabinet/routing/screen-titles'
import { route } from '../../core/cabinet/routing/route.decision'
import { useSession } from '../features/session/use-session'
import { AuthLayout } from '../features/session/AuthLayout'
import { PublicFrame } from '../features/shell/PublicFrame'
import { PageSkeleton, ScreenView } from '../features/shell/ScreenView'
import { Loading } from '../design/Loading'
import { AriaProviders } from './AriaProviders'
import { usePreloadedModules } from './container-context'
import { PrerenderedPage } from './PrerenderedPage'
import { ScreenScope } from './ScreenScope'
import { startAtTop } from './start-at-top'
import { useDocumentTitle } from './use-document-title'
import { useReadable } from './use-readable'
import './theme'
import { lazyNamed } from './lazy-named'

/** Every logged-out page is framed by AuthLayout: its skeleton keeps the brand and card where they will be. */
const authSkeleton = (
  <AuthLayout tab="none">
    <Loading label="Загрузка" />
  </AuthLayout>
)

/**
 * Logged out, the core's route() decides too (R-ROUTE-09, R-ROUTE-10): the login and restore pages, the
 * small-business and OAuth pages and the public calculators render; anything else goes where it says (a
 * calculatorAutoFlow link to the small-business authorization, the rest to /login).
 */
const SignedOutRoutes = () => {
  const [location] = useLocation()
  const search = useSearch()
  const decision = route(search ? `${location}?${search}` : location, {
    loggedIn: false,
    profile: undefined,
    storedAutoFlow: undefined,
  })
  return decision.kind === 'redirect' ? (
    <Redirect to={decision.to} replace />
  ) : (
    // Every page a visitor meets is framed as the public site (issue #47). A public place page is wide and
    // arrives with its text from the server: no narrow sign-in skeleton between.
    <PublicFrame>
      <ScreenView
        decision={decision}
        fallback={
          decision.screen === 'placeCalculator' ? <PrerenderedPage path={`/app${location}`} /> : authSkeleton
        }
      />
    </PublicFrame>
  )
}

/** After logout, or when the server says Unauthorized, go to the root path (R-API-04, R-HEAD-23). */
const SignOutNavigation = () => {
  const session = useSession()
  const [, navigate] = useLocation()
  useEffect(() => {
    const sub = session.events$.subscribe((event) => {
      if (event.type === 'signedOut') navigate('/', { replace: true })
      if (event.type === 'signedIn') navigate('/', { replace: true })
    })
    return () => sub.unsubscribe()
  }, [session, navigate])
  return null
}

/**
 * The signed-in cabinet (its header, menus, dialogs and stores) is a chunk of its own: the login page, the
 * first thing a newcomer loads, carries none of it (issue #14: /app/login ≤ 150 KB).
 */
const SignedInShell = lazyNamed(() => import('../features/shell/SignedInShell'), 'SignedInShell')

/**
 * The design system's catalogue: only in development and in test builds (VITE_UI_KIT=true); a production build
 * leaves the chunk out entirely.
 */
const UI_KIT = import.meta.env.DEV || import.meta.env.VITE_UI_KIT === 'true'
const UiKitPage = UI_KIT ? lazyNamed(() => import('../features/ui-kit/UiKitPage'), 'UiKitPage') : null

/** The public landing: the site's root, outside the cabinet's /app (R-SCREEN-72, cabinet §1). */
const landingPage = () => import('../features/landing/LandingPage')
const LandingPage = lazyNamed(landingPage, 'LandingPage')

/** The site's pages outside the cabinet (the landing and the page that is not there), in the public frame. */
const SitePage = ({ path, children }: { readonly path: string; readonly children: ReactNode }) => (
  <Router aroundNav={startAtTop}>
    <AriaProviders>
      <PublicFrame>
        {/* The server's text stays while the page loads: no blank, no grey bars between the two. */}
        <Suspense fallback={<PrerenderedPage path={path} />}>{children}</Suspense>
      </PublicFrame>
    </AriaProviders>
  </Router>
)

/** An address outside the cabinet that the site does not have: the server answered 404 with this page. */
const NotFoundPage = lazyNamed(() => import('../features/shell/NotFoundPage'), 'NotFoundPage')
const NotFound = () => {
  useDocumentTitle(shellTitle('notFound'))
  return <NotFoundPage />
}

const inCabinet = (path: string): boolean => path === '/app' || path.startsWith('/app/')

/**
 * The landing at the site's root. Its parts are asked for together as the app starts — the page with its
 * calculator and the calculator's form, the bindings of the landing and of the calculators — instead of each when
 * the one before it has arrived (issue #47: the landing's calculator stayed a grey skeleton for seconds); the
 * server's text shows meanwhile, and the price list is already on its way (the server's preload).
 */
const Landing = () => {
  // The page first: the browser fetches a few files at a time, and the page's own code paints first.
  void landingPage()
  usePreloadedModules('wizard')
  return (
    <SitePage path="/">
      {/* Issue #49 item 5: the landing's stores (its news, documents and forms) live as long as it. */}
      <ScreenScope flow="landing">
        <LandingPage />
      </ScreenScope>
    </SitePage>
  )
}

export const App = () => {
  const [path] = useBrowserLocation()
  if (path === '/') return <Landing />
  if (!inCabinet(path))
    return (
      <SitePage path={path}>
        <NotFound />
      </SitePage>
    )
  return <Cabinet />
}

const Cabinet = () => {
  const session = useSession()
  const { token } = useReadable(session)
  return (
    <Router base="/app" aroundNav={startAtTop}>
      <AriaProviders>
        <SignOutNavigation />
        <Switch>
          {UiKitPage && (
            <Route path="/ui-kit">
              <Suspense fallback={null}>
                <UiKitPage />
              </Suspense>
            </Route>
          )}
          <Route>
            {token ? (
              <Suspense fallback={<PageSkeleton />}>
                <SignedInShell />
              </Suspense>
            ) : (
              <SignedOutRoutes />
            )}
          </Route>
        </Switch>
      </AriaProviders>
    </Router>
  )
}
