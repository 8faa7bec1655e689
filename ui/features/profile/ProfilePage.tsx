import { css } from '@linaria/core'
import { withClass } from '../../components/with-class'
import { useEffect } from 'react'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { useSession } from '../session/use-session'
import { ConsentSection } from './ConsentSection'
import { LegalEntitiesSection } from './LegalEntitiesSection'
import { ObserversSection } from './ObserversSection'
import { PartnersSection } from './PartnersSection'
import { ProfileForm } from './ProfileForm'
import { useAdvertiser } from './use-advertiser'

const mainClass = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: 32px 24px;
  display: flex;
  flex-direction: column;
  gap: 24px;
`
const Main = withClass('main', mainClass)

/** The personal cabinet (R-SCREEN-12): profile, requisites, advertisers and observers. */
export const ProfilePage = () => {
  const session = useSession()
  const advertiser = useAdvertiser()
  const { profile } = useReadable(session)
  const { loadError } = useReadable(advertiser)

  useEffect(() => {
    void advertiser.load()
  }, [advertiser])

  return (
    <Main>
      <h1>Личный кабинет</h1>
      {loadError && <Notice tone="error">{loadError}</Notice>}
      {profile && <ProfileForm key={profile.id} profile={profile} />}
      <LegalEntitiesSection />
      <PartnersSection />
      <ObserversSection />
      <ConsentSection />
    </Main>
  )
}

/** /profile as the router renders it. */
export const ProfileScreen = () => <ProfilePage />
