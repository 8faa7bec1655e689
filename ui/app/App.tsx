import { lazy, Suspense, useEffect } from 'react'
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter'
import { ConfirmPage } from '../features/session/ConfirmPage'
import { LoginPage } from '../features/session/LoginPage'
import { RestorePage } from '../features/session/RestorePage'
import { useSession } from '../features/session/use-session'
import { SignedInShell } from '../features/shell/SignedInShell'
import { AriaProviders } from './AriaProviders'
import { useReadable } from './use-readable'
import './theme'

/** Logged-out routes (R-ROUTE-09); any other path goes to /login (R-ROUTE-10). */
const SignedOutRoutes = () => {
  const search = new URLSearchParams(useSearch())
  return (
    <Switch>
      <Route path="/login">
        <LoginPage tab={search.get('tab') === 'register' ? 'register' : 'login'} />
      </Route>
      <Route path="/sign-in">
        <RestorePage restoreToken={search.get('restore') ?? undefined} />
      </Route>
      <Route path="/sign-in/confirm/:token?">{(params) => <ConfirmPage token={params.token} />}</Route>
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
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
 * The design system's catalogue: only in development and in test builds (VITE_UI_KIT=true); a production build
 * leaves the chunk out entirely.
 */
const UI_KIT = import.meta.env.DEV || import.meta.env.VITE_UI_KIT === 'true'
const UiKitPage = UI_KIT
  ? lazy(() => import('../features/ui-kit/UiKitPage').then((m) => ({ default: m.UiKitPage })))
  : null

export const App = () => {
  const session = useSession()
  const { token } = useReadable(session)
  useEffect(() => {
    document.title = 'Табло — кабинет рекламодателя'
  }, [])
  return (
    <Router base="/app">
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
          <Route>{token ? <SignedInShell /> : <SignedOutRoutes />}</Route>
        </Switch>
      </AriaProviders>
    </Router>
  )
}
