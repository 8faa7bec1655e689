import { css } from '@linaria/core'
import { withClass } from '../../components/with-class'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { color } from '../../app/theme'
import { Card } from '../../components/form'

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

const brandClass = css`
  font-size: 28px;
  font-weight: 800;
  letter-spacing: 0.02em;
  color: ${color.accent};
  text-align: center;
  margin-top: 48px;
`
const Brand = withClass('div', brandClass)

export type AuthTab = 'login' | 'register' | 'none'

/** The frame of the logged-out screens: the brand, the two tabs and a card. */
export const AuthLayout = ({ tab, children }: { tab: AuthTab; children: ReactNode }) => (
  <main>
    <Brand aria-hidden="true">ТАБЛО</Brand>
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
