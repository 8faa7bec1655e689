import { css } from '@linaria/core'
import { Suspense, useEffect } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { NotificationsStore } from '../../../core/cabinet/stores/notifications.store'
import { MobileMenuStore } from '../../../core/cabinet/view/header.stores'
import { readAutoFlow } from '../../../core/cabinet/routing/auto-flow'
import { route } from '../../../core/cabinet/routing/route.decision'
import { KeyValueStorage } from '../../../core/ports/storage.port'
import { headerModel } from '../../../core/cabinet/view/header.view-model'
import { useLazyModule, useService } from '../../app/container-context'
import { CABINET_SCREENS, StaffFrame } from '../../app/cabinet-screens'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { Toasts } from '../../design/Toast'
import { DownloadsRegion } from '../../components/DownloadsRegion'
import { useSession } from '../session/use-session'
import { Footer } from './Footer'
import { Header } from './Header'
import { MobileMenu } from './MobileMenu'
import { PublicFrame } from './PublicFrame'
import { PageSkeleton, ScreenView } from './ScreenView'

// The screen (or its loading skeleton) fills the viewport under the 60 px header, so the footer starts below
// the fold: a screen whose content arrives later never moves anything the user already sees (CLS).
const page = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main,
  & > [aria-busy='true'] {
    min-height: calc(100vh - 60px);
  }
  & > footer {
    margin-top: auto;
  }
`

/**
 * The logged-in cabinet: loads the profile once and waits for it before deciding the route (a reload of
 * /bills must not be sent away because the profile was not there yet, R-ROUTE-05), applies the core's
 * decision, and frames the page with the header, mobile menu and footer; notifications are polled for those
 * who have them (R-ASYNC-09).
 */
export const SignedInShell = () => (
  <>
    <Cabinet />
    <Toasts />
    <Suspense fallback={null}>
      <DownloadsRegion />
    </Suspense>
  </>
)

/** The page of the signed-in route, once the cabinet's stores are loaded. */
const Cabinet = () => {
  useLazyModule('cabinet')
  const session = useSession()
  const notifications = useService(NotificationsStore)
  const menu = useService(MobileMenuStore)
  const storage = useService<KeyValueStorage>(KeyValueStorage)
  const { token, profile } = useReadable(session)
  const profileState = useReadable(session.profile)
  const [location] = useLocation()
  const search = useSearch()

  useEffect(() => {
    if (!profile && profileState.status === 'idle') void session.profile.run()
  }, [session, profile, profileState.status])
  useEffect(() => {
    const polling = notifications.poll(profile)
    return () => polling.unsubscribe()
  }, [notifications, profile])

  const waiting = !profile && profileState.status !== 'error'
  if (waiting) return <PageSkeleton />

  const decision = route(search ? `${location}?${search}` : location, {
    loggedIn: true,
    profile,
    storedAutoFlow: readAutoFlow(storage),
  })
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />
  const logout = () => session.logout()
  // Issue #48: staff work at their desk, framed by its own header (its chunk, with the desk's stores).
  if (decision.layout === 'staff')
    return (
      <Suspense fallback={<PageSkeleton />}>
        <StaffFrame fullName={profile?.fullName ?? ''} currentPath={location} onLogout={logout}>
          <ScreenView decision={decision} screens={CABINET_SCREENS} />
        </StaffFrame>
      </Suspense>
    )
  const header = headerModel(token !== undefined, profile)
  // R-ROUTE-08 (open), our choice: the public pages keep the public site's frame signed in too, its header
  // leading into the cabinet (issue #47: one site, and a way back).
  if (decision.layout !== 'main' || !header)
    return (
      <PublicFrame>
        <ScreenView decision={decision} screens={CABINET_SCREENS} />
      </PublicFrame>
    )
  return (
    <div className={page}>
      <Header
        model={header}
        fullName={profile?.fullName}
        currentPath={location}
        onLogout={logout}
        onOpenMenu={() => menu.toggle()}
      />
      <MobileMenu model={header} onLogout={logout} />
      {profileState.status === 'error' && (
        <Notice tone="error">Не удалось загрузить профиль: {profileState.error}</Notice>
      )}
      <ScreenView decision={decision} screens={CABINET_SCREENS} />
      <Footer />
    </div>
  )
}
