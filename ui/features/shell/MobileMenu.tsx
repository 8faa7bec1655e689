import { css } from '@linaria/core'
import { Bell, LogOut, UserRound, X } from 'lucide-react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { HeaderModel } from '../../../core/cabinet/view/header.view-model'
import { mobileMenuEntries, unreadNotifications } from '../../../core/cabinet/view/header.view-model'
import { MobileMenuStore } from '../../../core/cabinet/view/header.stores'
import { NotificationsStore } from '../../../core/cabinet/stores/notifications.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { color, font, space } from '../../design/tokens'

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 120;
  background: ${color.surface};
`
const sheet = css`
  height: 100%;
  outline: none;
  overflow-y: auto;
  .top {
    height: 60px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 0 ${space(4)};
    border-bottom: 1px solid ${color.border};
  }
  h2 {
    margin: 0;
    font-size: ${font.h3};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${space(2)} 0;
  }
  li a,
  li button {
    width: 100%;
    display: flex;
    align-items: center;
    gap: ${space(3)};
    padding: ${space(4)};
    border: 0;
    background: none;
    color: ${color.text};
    font: inherit;
    font-size: 18px;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  li a[data-highlighted='true'] {
    color: ${color.accent};
    font-weight: 600;
  }
  .count {
    margin-left: auto;
    color: ${color.muted};
  }
`

/**
 * The full-screen mobile menu (R-HEAD-05, R-HEAD-06): the header's links, notifications with their count,
 * profile (not for an observer) and logout; after a choice it stays 300 ms, then closes (the core's store).
 */
export const MobileMenu = ({
  model,
  onLogout,
}: {
  readonly model: HeaderModel
  readonly onLogout: () => void
}) => {
  const menu = useService(MobileMenuStore)
  const notifications = useService(NotificationsStore)
  const { open } = useReadable(menu)
  const { items } = useReadable(notifications)
  const unread = items.filter((n) => !n.isRead).length
  const entries = mobileMenuEntries(model, unread)
  // The count as the bell says it too: spoken in the name, drawn up to 99+.
  const said = unreadNotifications(unread)
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(next) => next !== open && menu.toggle()}
      isDismissable
      className={overlay}
    >
      <Modal style={{ height: '100%' }}>
        <Dialog aria-label="Меню" className={sheet}>
          <div className="top">
            <Heading slot="title">Меню</Heading>
            <Button variant="quiet" iconOnly aria-label="Закрыть меню" onPress={() => menu.toggle()}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <ul>
            {entries.map((e) => (
              <li key={e.kind === 'link' ? e.link.id : e.kind}>
                {e.kind === 'link' ? (
                  <Link
                    href={e.link.to}
                    variant="quiet"
                    data-highlighted={e.link.highlighted}
                    onPress={() => menu.choose()}
                  >
                    {e.link.label}
                  </Link>
                ) : e.kind === 'notifications' ? (
                  <Link href={e.to} variant="quiet" aria-label={said.label} onPress={() => menu.choose()}>
                    <Bell size={20} aria-hidden="true" />
                    Оповещения
                    {said.badge !== null && (
                      <span className="count" aria-hidden="true">
                        {said.badge}
                      </span>
                    )}
                  </Link>
                ) : e.kind === 'profile' ? (
                  <Link href={e.to} variant="quiet" onPress={() => menu.choose()}>
                    <UserRound size={20} aria-hidden="true" />
                    Личный кабинет
                  </Link>
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      menu.choose()
                      onLogout()
                    }}
                  >
                    <LogOut size={20} aria-hidden="true" />
                    Выйти
                  </button>
                )}
              </li>
            ))}
          </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
