import { css } from '@linaria/core'
import { withClass } from '../../components/with-class'
import { Construction } from 'lucide-react'
import { color } from '../../app/theme'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'

const mainClass = css`
  max-width: 1280px;
  margin: 0 auto;
  padding: 32px 24px;
  p {
    color: ${color.muted};
  }
`
const Main = withClass('main', mainClass)

/** A screen of the cabinet whose interface is not built yet: said plainly, with a way on. */
export const ComingSoon = ({ title }: { title: string }) => (
  <Main>
    <h1>{title}</h1>
    <EmptyState
      icon={<Construction aria-hidden="true" />}
      title="Раздел скоро появится"
      action={<Link href="/campaigns">К рекламным кампаниям</Link>}
    >
      Мы заканчиваем эту страницу. Ваши кампании, счета и документы в сохранности.
    </EmptyState>
  </Main>
)
