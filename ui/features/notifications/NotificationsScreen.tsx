import { css, cx } from '@linaria/core'
import { BellOff, CheckCheck } from 'lucide-react'
import { useEffect } from 'react'
import { NOTIFICATION_PAGE, NotificationsStore } from '../../../core/cabinet/stores/notifications.store'
import { notificationViews } from '../../../core/cabinet/view/notifications.view-model'
import { pageCountOf } from '../../../core/cabinet/view/pagination'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { card, pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Button } from '../../design/Button'
import { EmptyState } from '../../design/EmptyState'
import { Pagination } from '../../design/Pagination'
import { color, space } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { NotificationMeta } from '../../components/NotificationMeta'

const list = css`
  list-style: none;
  margin: 0 0 ${space(4)};
  padding: 0;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space(2)} ${space(4)};
    align-items: center;
    overflow-wrap: anywhere;
    padding: ${space(4)};
    border-bottom: 1px solid ${color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  li[data-read='false'] {
    background: ${color.accentBg};
  }
`

/**
 * /notifications (R-SCREEN-11): every notification, newest first, 100 a page with a page bar; unread ones
 * stand out and can be marked read one by one or all at once (R-ASYNC-10, 11). Each carries its Moscow date and
 * leads to the campaign it speaks of, on the screen for its state (issue #48 item 7). An observer reads its
 * inviter's notifications and may not mark them.
 */
export const NotificationsScreen = () => {
  const notifications = useService(NotificationsStore)
  const { items, count, page } = useReadable(notifications)
  const { profile } = useReadable(useSession())
  const mayMark = profile?.isObserver !== true
  const views = notificationViews(items, {
    isObserver: profile?.isObserver === true,
    isAgency: profile?.isAgency === true,
  })
  useEffect(() => {
    void notifications.refresh()
  }, [notifications])
  const unread = views.filter((n) => !n.isRead).length
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>
          Оповещения<span className="page-count">{count}</span>
        </h1>
        {mayMark && (
          <Button
            variant="secondary"
            isDisabled={unread === 0}
            onPress={() => void notifications.markAllRead()}
          >
            <CheckCheck aria-hidden="true" />
            Прочитать все
          </Button>
        )}
      </div>
      {views.length === 0 ? (
        <EmptyState icon={<BellOff aria-hidden="true" />} title="Оповещений нет">
          Здесь появятся новости о модерации, оплате и запуске ваших кампаний.
        </EmptyState>
      ) : (
        <ul className={cx(card, list)} aria-label="Оповещения">
          {views.map((n) => (
            <li key={n.id} data-read={n.isRead}>
              <div>
                <div>{n.message}</div>
                <NotificationMeta view={n}>
                  {!n.isRead && <Badge tone="accent">Новое</Badge>}
                </NotificationMeta>
              </div>
              {mayMark && !n.isRead && (
                <Button variant="quiet" size="small" onPress={() => void notifications.markRead(n.id)}>
                  Прочитано
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCountOf(count, NOTIFICATION_PAGE.limit)}
        onChange={(p) => void notifications.goTo(p)}
        label="Страницы оповещений"
      />
    </main>
  )
}
