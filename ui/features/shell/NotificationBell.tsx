import { css } from '@linaria/core'
import { Bell } from 'lucide-react'
import { DialogTrigger } from 'react-aria-components'
import { NotificationsStore } from '../../../core/cabinet/stores/notifications.store'
import {
  DROPDOWN_MAX_HEIGHT_PX,
  dropdownContent,
  NotificationDropdownStore,
} from '../../../core/cabinet/view/header.stores'
import { unreadNotifications } from '../../../core/cabinet/view/header.view-model'
import { notificationViews } from '../../../core/cabinet/view/notifications.view-model'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { NotificationMeta } from '../../components/NotificationMeta'
import { Button } from '../../design/Button'
import { Link } from '../../design/Link'
import { Popover } from '../../design/Popover'
import { color, font, space } from '../../design/tokens'
import { useSession } from '../session/use-session'

const count = css`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  border-radius: 8px;
  background: ${color.accent};
  color: #fff;
  font-size: 10px;
  line-height: 16px;
  font-weight: 700;
`
const panel = css`
  width: min(360px, calc(100vw - 32px));
  ul {
    list-style: none;
    margin: 0 0 ${space(2)};
    padding: 0;
    overflow-y: auto;
  }
  li {
    display: flex;
    gap: ${space(2)};
    align-items: flex-start;
    justify-content: space-between;
    padding: ${space(2)} 0;
    border-bottom: 1px solid ${color.border};
  }
  p {
    margin: 0 0 ${space(2)};
    color: ${color.muted};
  }
  h2 {
    margin: 0 0 ${space(2)};
    font-size: ${font.body};
  }
`

/**
 * The bell (R-HEAD-07..12): a click toggles the dropdown and opening it fetches; a click outside closes it; it
 * lists only the unread ones, or 'Нет новых оповещений'; its panel is at most 240 px high.
 */
export const NotificationBell = () => {
  const notifications = useService(NotificationsStore)
  const dropdown = useService(NotificationDropdownStore)
  const { open } = useReadable(dropdown)
  const { items } = useReadable(notifications)
  const { profile } = useReadable(useSession())
  const content = dropdownContent(items)
  const said = unreadNotifications(content.items.length)
  // Issue #48 item 7: each with its date and a link to the campaign it speaks of.
  const views = notificationViews(content.items, {
    isObserver: profile?.isObserver === true,
    isAgency: profile?.isAgency === true,
  })
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next === open) return
        if (next) dropdown.bell()
        else dropdown.outsideClick()
      }}
    >
      <Button variant="quiet" iconOnly aria-label={said.label} style={{ position: 'relative' }}>
        <Bell aria-hidden="true" />
        {said.badge !== null && (
          <span className={count} aria-hidden="true">
            {said.badge}
          </span>
        )}
      </Button>
      <Popover label="Новые оповещения" placement="bottom end" className={panel}>
        <h2>Новые оповещения</h2>
        {content.emptyText ? (
          <p>{content.emptyText}</p>
        ) : (
          <ul style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}>
            {views.map((n) => (
              <li key={n.id}>
                <div>
                  {n.message}
                  <NotificationMeta view={n} onFollow={() => dropdown.outsideClick()} />
                </div>
                <Button variant="quiet" size="small" onPress={() => void notifications.markRead(n.id)}>
                  Прочитано
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Link href="/notifications" onPress={() => dropdown.outsideClick()}>
          Все оповещения
        </Link>
      </Popover>
    </DialogTrigger>
  )
}
