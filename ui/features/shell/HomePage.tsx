import { styled } from '@linaria/react'
import { color } from '../../app/theme'
import { useReadable } from '../../app/use-readable'
import { useSession } from '../session/use-session'

const Main = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: 32px 24px;
`

const Lead = styled.p`
  color: ${color.muted};
  max-width: 640px;
`

/** The home page of the cabinet (R-SCREEN-01). */
export const HomePage = ({ fullName }: { fullName: string | undefined }) => (
  <Main>
    <h1>{fullName ? `Здравствуйте, ${fullName}!` : 'Загружаем профиль…'}</h1>
    <Lead>
      Табло — маркетплейс наружной рекламы Москвы: мониторы и стикеры в метро, лайтбоксы, остановки,
      навигация, наземный транспорт и городские экраны. Здесь вы планируете кампании, видите цену сразу и
      следите за модерацией, счетами и статистикой.
    </Lead>
  </Main>
)

/** / as the router renders it: greets the signed-in user by the profile's name. */
export const HomeScreen = () => {
  const { profile } = useReadable(useSession())
  return <HomePage fullName={profile?.fullName} />
}
