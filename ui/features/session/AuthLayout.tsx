import { css, cx } from '@linaria/core'
import { withClass } from '../../components/with-class'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { color } from '../../app/theme'
import { Card } from '../../components/form'
import { pageColumn } from '../../components/page.styles'

const tabsClass = css`
  display: flex;
  gap: 24px;
  margin-bottom: 24px;
  border-bottom: 1px solid ${color.border};
  a {
    padding: 8px 0;
    color: ${color.muted};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: ${color.text};
    border-bottom: 2px solid ${color.accent};
  }
`
const Tabs = withClass('nav', tabsClass)

// The card starts at the page's left edge, under the header's brand (issue #47: one left edge on every page).
const column = css`
  & > section {
    margin: 0;
  }
`

export type AuthTab = 'login' | 'register' | 'none'

/**
 * The logged-out screens' card with the two tabs, inside the public site's frame, whose header carries the brand
 * and the way home (issue #47).
 */
export const AuthLayout = ({ tab, children }: { tab: AuthTab; children: ReactNode }) => (
  <main className={cx(pageColumn, column)}>
    <Card>
      {tab !== 'none' && (
        <Tabs aria-label="Вход или регистрация">
          <Link href="/login" aria-current={tab === 'login' ? 'page' : undefined}>
            Вход
          </Link>
          <Link href="/login?tab=register" aria-current={tab === 'register' ? 'page' : undefined}>
            Регистрация
          </Link>
        </Tabs>
      )}
      {children}
    </Card>
  </main>
)
