import { css } from '@linaria/core'
import { LogOut, ShieldCheck } from 'lucide-react'
import { currentSection, type StaffHeaderModel } from '../../../core/staff/staff-header.view-model'
import { frameColumn } from '../../components/page.styles'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { color, font, mobile, space } from '../../design/tokens'

// The band spans the window, its content in the page's column; on a phone the sections wrap under the logo.
const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  min-height: 60px;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  > div {
    min-height: 60px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)} ${space(6)};
  }
  .logo {
    font-size: 20px;
    font-weight: 800;
    letter-spacing: 0.04em;
    color: ${color.accent};
    text-decoration: none;
  }
  .desk {
    margin-left: ${space(2)};
    color: ${color.muted};
    font-size: ${font.caption};
    font-weight: 600;
    letter-spacing: normal;
  }
  nav {
    display: flex;
    gap: ${space(5)};
    flex: 1;
  }
  nav a {
    font-weight: 500;
    white-space: nowrap;
  }
  nav a[aria-current='page'] {
    color: ${color.accent};
  }
  .who {
    display: flex;
    align-items: center;
    gap: ${space(3)};
    min-width: 0;
  }
  .person {
    display: flex;
    flex-direction: column;
    min-width: 0;
    line-height: 1.25;
  }
  .person span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 240px;
  }
  .role {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${color.muted};
    font-size: ${font.caption};
  }
  ${mobile} {
    > div {
      padding-top: ${space(2)};
      padding-bottom: ${space(2)};
    }
    .desk {
      display: none;
    }
    nav {
      order: 3;
      flex-basis: 100%;
    }
    .who {
      margin-left: auto;
    }
  }
`

/**
 * The desk's header (issue #48 item 1): the desk's sections the staff member's roles open, who they are and in
 * which roles, and the way out. The advertiser's cabinet is not offered.
 */
export const StaffHeader = ({
  model,
  currentPath,
  onLogout,
}: {
  readonly model: StaffHeaderModel
  readonly currentPath: string
  readonly onLogout: () => void
}) => {
  const current = currentSection(currentPath)
  return (
    <header className={bar}>
      <div className={frameColumn}>
        <Link href="/staff" variant="quiet" className="logo" aria-label="Табло — очередь рабочего места">
          ТАБЛО<span className="desk">Рабочее место</span>
        </Link>
        <nav aria-label="Разделы рабочего места">
          {model.sections.map((s) => (
            <Link key={s.id} href={s.to} variant="quiet" aria-current={s.id === current ? 'page' : undefined}>
              {s.label}
            </Link>
          ))}
        </nav>
        <div className="who">
          <div className="person" data-testid="staff-person">
            <span>{model.name}</span>
            {model.roles && (
              <span className="role">
                <ShieldCheck size={12} aria-hidden="true" />
                {model.roles}
              </span>
            )}
          </div>
          <Button variant="quiet" size="small" onPress={onLogout}>
            <LogOut aria-hidden="true" />
            Выйти
          </Button>
        </div>
      </div>
    </header>
  )
}
