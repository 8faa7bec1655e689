import { styled } from '@linaria/react'
import { Link } from 'wouter'
import { color } from '../../app/theme'

const Bar = styled.header`
  height: 60px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 24px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
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
  gap: 16px;
`

const LogoutButton = styled.button`
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${color.border};
  border-radius: 6px;
  background: ${color.surface};
  font: inherit;
  cursor: pointer;
`

export interface HeaderProps {
  readonly fullName: string | undefined
  readonly onLogout: () => void
}

/** The header of the logged-in cabinet (R-HEAD-01: rendered only with a token): logo, name, logout. */
export const Header = ({ fullName, onLogout }: HeaderProps) => (
  <Bar>
    <Logo href="/" aria-label="Табло — на главную">
      ТАБЛО
    </Logo>
    <Right>
      {fullName && <span data-testid="profile-name">{fullName}</span>}
      <LogoutButton type="button" onClick={onLogout} aria-label="Выйти">
        Выйти
      </LogoutButton>
    </Right>
  </Bar>
)
