import { styled } from '@linaria/react'
import { Bell, LogOut, UserRound } from 'lucide-react'
import { Link } from 'wouter'
import type { HeaderModel } from '../../../core/cabinet/view/header.view-model'
import { color } from '../../app/theme'

const Bar = styled.header`
  height: 60px;
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 0 24px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  nav {
    display: flex;
    gap: 20px;
    flex: 1;
  }
  nav a {
    color: ${color.text};
    text-decoration: none;
    font-weight: 500;
  }
  nav a[data-highlighted='true'] {
    color: ${color.accent};
  }
  @media (max-width: 1023px) {
    nav {
      display: none;
    }
  }
`

const Logo = styled(Link)`
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.02em;
  color: ${color.accent};
  text-decoration: none;
`

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    height: 32px;
    padding: 0 8px;
    border: 1px solid transparent;
    border-radius: 6px;
    background: none;
    color: ${color.text};
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
`

export interface HeaderProps {
  readonly model: HeaderModel
  readonly fullName: string | undefined
  readonly onLogout: () => void
}

/** The header as the core decides it (R-HEAD-01..04, R-ROLE-06): links and icons by role. */
export const Header = ({ model, fullName, onLogout }: HeaderProps) => (
  <Bar>
    <Logo href={model.logo.to} aria-label="Табло — на главную">
      ТАБЛО
    </Logo>
    <nav aria-label="Разделы">
      {model.left.map((link) => (
        <Link key={link.id} href={link.to} data-highlighted={link.highlighted}>
          {link.label}
        </Link>
      ))}
    </nav>
    <Right>
      {model.right.includes('bell') && (
        <Link href="/notifications" aria-label="Оповещения">
          <Bell size={18} aria-hidden="true" />
        </Link>
      )}
      {model.right.includes('profile') ? (
        <Link href="/profile" aria-label="Личный кабинет">
          <UserRound size={18} aria-hidden="true" />
          <span data-testid="profile-name">{fullName}</span>
        </Link>
      ) : (
        <span data-testid="profile-name">{fullName}</span>
      )}
      <button type="button" onClick={onLogout} aria-label="Выйти">
        <LogOut size={18} aria-hidden="true" />
        Выйти
      </button>
    </Right>
  </Bar>
)
