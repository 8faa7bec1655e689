import { styled } from '@linaria/react'
import { Link } from 'wouter'
import { color } from '../../app/theme'

const Main = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: 32px 24px;
  p {
    color: ${color.muted};
  }
`

/** A screen of the cabinet whose interface is not built yet: said plainly, with a way back. */
export const ComingSoon = ({ title }: { title: string }) => (
  <Main>
    <h1>{title}</h1>
    <p>Этот раздел кабинета ещё в работе. Его данные уже доступны через API Табло.</p>
    <Link href="/">На главную</Link>
  </Main>
)
