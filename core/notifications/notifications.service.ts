import type { Account } from '../session/account'
import { refusal, type Refusal } from '../shared/refusal'
import { ok, type Result } from '../shared/result'
import { isUuid } from '../shared/uuid'
import {
  decodeNotificationPage,
  mayMarkNotificationsRead,
  notificationsOwnerOf,
  type NotificationPage,
} from './notification.access'

/**
 * What a notification knows of the campaign it speaks of, as it is now (issue #48 item 7): what the campaign's link
 * depends on (R-LINK-*), so the notification leads to the screen for its state — a rejected one to its media step.
 */
export interface NotificationCampaign {
  readonly advertisePlace: string
  readonly state: string
  readonly paymentState: string
  readonly reservationStatus: string
  readonly partners: readonly string[]
  readonly brandName: string | null
  readonly parentProlongation: string | null
  readonly gotTypographyOrder: boolean
  /** A print upload exists (R-LINK-02). */
  readonly isUploaded: boolean
}

/**
 * A notification as the cabinet shows it: its text, when it was written, and the campaign it speaks of (issue #49
 * item 1: a read-model; the edge writes it on the wire, adapters/server/wire/notifications.wire.ts).
 */
export interface NotificationItem {
  readonly id: string
  readonly message: string
  readonly isRead: boolean
  readonly campaignId: string | null
  readonly createdAt: string
  /** The campaign now; null when the notification speaks of none, or the campaign is gone. */
  readonly campaign: NotificationCampaign | null
}

/** The notifications, written by the database when a campaign's event is recorded (port). */
export interface NotificationRecords {
  /** The account's page, newest first, and how many it has in all. */
  page(accountId: string, page: NotificationPage): Promise<{ items: NotificationItem[]; count: number }>
  /** Marks every unread one read; answers how many were. */
  markAllRead(accountId: string): Promise<number>
  /** Marks one of the account's read; undefined when it has none of that id. */
  markRead(accountId: string, id: string): Promise<NotificationItem | undefined>
}
export const NotificationRecords = Symbol.for('tablo.NotificationRecords')

export const OBSERVER_MAY_NOT_MARK = 'Наблюдатель не может отмечать уведомления прочитанными'

/**
 * Notifications (issue 6 part 8; issue #17 part 1: the use case in core): the paged list (newest first), read one
 * (R-ASYNC-10) and read all (R-ASYNC-11), scoped to the owner; observers read their inviter's list but may not
 * mark it read (notification.access.ts).
 */
export class Notifications {
  constructor(private readonly records: NotificationRecords) {}

  async list(
    viewer: Account,
    query: unknown,
  ): Promise<Result<{ items: NotificationItem[]; count: number }, Refusal>> {
    const page = decodeNotificationPage(query)
    if (!page.ok) return refusal('invalid input', page.error.message, page.error.errors)
    const owner = notificationsOwnerOf(viewer)
    if (owner === undefined) return ok({ items: [], count: 0 })
    return ok(await this.records.page(owner, page.value))
  }

  async readAll(viewer: Account): Promise<Result<{ marked: number }, Refusal>> {
    if (!mayMarkNotificationsRead(viewer))
      return refusal('forbidden', OBSERVER_MAY_NOT_MARK, { _: 'forbidden' })
    return ok({ marked: await this.records.markAllRead(viewer.id) })
  }

  async read(viewer: Account, id: string): Promise<Result<NotificationItem, Refusal>> {
    if (!mayMarkNotificationsRead(viewer))
      return refusal('forbidden', OBSERVER_MAY_NOT_MARK, { _: 'forbidden' })
    const marked = isUuid(id) ? await this.records.markRead(viewer.id, id) : undefined
    return marked ? ok(marked) : refusal('not found', 'Уведомление не найдено', { id: 'not found' })
  }
}
