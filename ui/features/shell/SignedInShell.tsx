import { useEffect } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { route } from '../../../core/cabinet/routing/route.decision'
import { pageTitle } from '../../../core/cabinet/view/chrome'
import { headerModel } from '../../../core/cabinet/view/header.view-model'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { ProfilePage } from '../profile/ProfilePage'
import { useSession } from '../session/use-session'
import { ComingSoon } from './ComingSoon'
import { Header } from './Header'
import { HomePage } from './HomePage'
import { SCREEN_TITLES } from './screen-titles'

/** The logged-in cabinet: loads the profile once, applies the core's routing decision, shows the header. */
export const SignedInShell = () => {
  const session = useSession()
  const { token, profile } = useReadable(session)
  const profileState = useReadable(session.profile)
  const [location] = useLocation()
  const search = useSearch()

  useEffect(() => {
    if (!profile && profileState.status === 'idle') void session.profile.run()
  }, [session, profile, profileState.status])

  const decision = route(search ? `${location}?${search}` : location, {
    loggedIn: true,
    profile,
    storedAutoFlow: undefined,
  })
  const title = decision.kind === 'render' ? SCREEN_TITLES[decision.screen] : undefined
  useEffect(() => {
    document.title = pageTitle(title)
  }, [title])

  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />
  const header = headerModel(token !== undefined, profile)
  return (
    <>
      {decision.layout === 'main' && header && (
        <Header model={header} fullName={profile?.fullName} onLogout={() => session.logout()} />
      )}
      {profileState.status === 'error' && (
        <Notice tone="error">Не удалось загрузить профиль: {profileState.error}</Notice>
      )}
      {decision.screen === 'home' ? (
        <HomePage fullName={profile?.fullName} />
      ) : decision.screen === 'profile' ? (
        <ProfilePage />
      ) : (
        <ComingSoon title={SCREEN_TITLES[decision.screen]} />
      )}
    </>
  )
}
