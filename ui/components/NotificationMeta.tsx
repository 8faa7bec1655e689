import { css } from '@linaria/core'
import type { ReactNode } from 'react'
import type { NotificationView } from '../../core/cabinet/view/notifications.view-model'
import { Link } from '../design/Link'
import { color, font, space } from '../design/tokens'

const meta = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
  color: ${color.muted};
  font-size: ${font.caption};
  time {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`

/**
 * A notification's date (DD.MM.YYYY HH:mm, Moscow) and the link to the campaign it speaks of, on the screen for
 * the campaign's state (issue #48 item 7); the centre and the bell show it alike. `onFollow` runs as the link is
 * followed (the bell closes).
 */
export const NotificationMeta = ({
  view,
  onFollow,
  children,
}: {
  readonly view: NotificationView
  readonly onFollow?: () => void
  readonly children?: ReactNode
}) => (
  <div className={meta}>
    {view.date && view.at && <time dateTime={view.at}>{view.date}</time>}
    {children}
    {view.link && (
      <Link href={view.link.href} {...(onFollow ? { onPress: onFollow } : {})}>
        {view.link.text}
      </Link>
    )}
  </div>
)
