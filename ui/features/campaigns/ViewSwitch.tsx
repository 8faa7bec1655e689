import { css } from '@linaria/core'
import { LayoutGrid, Rows3 } from 'lucide-react'
import type { ListView } from '../../../core/cabinet/view/campaign-table.view-model'
import { Link } from '../../design/Link'
import { color, radius } from '../../design/tokens'

const views = css`
  display: inline-flex;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.control};
  overflow: hidden;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 12px;
    color: ${color.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${color.text};
    color: #fff;
  }
`

/** Tiles or table (?view=cards|table) of a campaign list: the list itself, or the media plan's (R-PLAN-02). */
export const ViewSwitch = ({ path, view }: { readonly path: string; readonly view: ListView }) => (
  <nav className={views} aria-label="Вид списка">
    <Link href={`${path}?view=cards`} variant="quiet" aria-current={view === 'cards' ? 'page' : undefined}>
      <LayoutGrid size={16} aria-hidden="true" />
      Плитки
    </Link>
    <Link href={`${path}?view=table`} variant="quiet" aria-current={view === 'table' ? 'page' : undefined}>
      <Rows3 size={16} aria-hidden="true" />
      Таблица
    </Link>
  </nav>
)
