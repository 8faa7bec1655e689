import { useEffect } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { useSession } from '../session/use-session'
import { Header } from './Header'
import { HomePage } from './HomePage'

/** The logged-in cabinet: loads the profile once, shows the header, routes the pages. */
export const SignedInShell = () => {
  const session = useSession()
  const { profile } = useReadable(session)
  const profileState = useReadable(session.profile)

  useEffect(() => {
    if (!profile && profileState.status === 'idle') void session.profile.run()
  }, [session, profile, profileState.status])

  return (
    <>
      <Header fullName={profile?.fullName} onLogout={() => session.logout()} />
      {profileState.status === 'error' && (
        <Notice tone="error">Не удалось загрузить профиль: {profileState.error}</Notice>
      )}
      <Switch>
        <Route path="/">
          <HomePage fullName={profile?.fullName} />
        </Route>
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </>
  )
}
