import { css } from '@linaria/core'
import { LogOut, Menu as MenuIcon, UserRound } from 'lucide-react'
import type { HeaderModel } from '../../../core/cabinet/view/header.view-model'
import { frameColumn } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { color, mobile, space } from '../../design/tokens'
import { NotificationBell } from './NotificationBell'

// The band spans the window; its content sits in the page's column, on the screens' and the footer's left edge.
const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  height: 60px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  > div {
    height: 100%;
    display: flex;
    align-items: center;
    gap: ${space(6)};
  }
  nav {
    display: flex;
    align-items: center;
    gap: ${space(5)};
    flex: 1;
    min-width: 0;
  }
  nav a {
    color: ${color.text};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }
  nav a[data-highlighted='true'] {
    padding: 6px 12px;
    border-radius: 6px;
    background: ${color.accent};
    color: #fff;
  }
  nav a[aria-current='page']:not([data-highlighted='true']) {
    color: ${color.accent};
  }
  .right {
    display: flex;
    align-items: center;
    gap: ${space(2)};
  }
  .profile {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    max-width: 220px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${color.text};
    text-decoration: none;
  }
  .menu-button {
    display: none;
  }
  ${mobile} {
    > div {
      gap: ${space(3)};
    }
    nav,
    .right {
      display: none;
    }
    .menu-button {
      display: inline-flex;
      margin-left: auto;
    }
  }
`
const logo = css`
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.04em;
  color: ${color.accent};
  text-decoration: none;
`
const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

export interface HeaderProps {
  readonly model: HeaderModel
  readonly fullName: string | undefined
  readonly currentPath: string
  readonly onLogout: () => void
  readonly onOpenMenu: () => void
}

/** The header as the core decides it (R-HEAD-01..04, R-ROLE-06); below 1024 px a menu button instead. */
export const Header = ({ model, fullName, currentPath, onLogout, onOpenMenu }: HeaderProps) => (
  <header className={bar}>
    <div className={frameColumn}>
      <Link href={model.logo.to} variant="quiet" className={logo} aria-label="Табло — на главную">
        ТАБЛО
      </Link>
      <nav aria-label="Разделы">
        {model.left.map((link) => (
          <Link
            key={link.id}
            href={link.to}
            variant="quiet"
            data-highlighted={link.highlighted}
            aria-current={currentPath.startsWith(link.to) ? 'page' : undefined}
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="right">
        {model.right.includes('bell') && <NotificationBell />}
        {model.right.includes('profile') ? (
          <Link href="/profile" variant="quiet" className="profile">
            <UserRound size={18} aria-hidden="true" />
            <span className={hidden}>Личный кабинет: </span>
            <span data-testid="profile-name">{fullName ?? 'Профиль'}</span>
          </Link>
        ) : (
          <span className="profile" data-testid="profile-name">
            {fullName}
          </span>
        )}
        <Button variant="quiet" size="small" onPress={onLogout}>
          <LogOut aria-hidden="true" />
          Выйти
        </Button>
      </div>
      <Button variant="secondary" iconOnly className="menu-button" aria-label="Меню" onPress={onOpenMenu}>
        <MenuIcon aria-hidden="true" />
      </Button>
    </div>
  </header>
)
