import type { NotificationItem } from '../../../core/notifications/notifications.service'

/**
 * A notification on the wire (cabinet §8 GET /clients/notifications, POST …/:id/read; issue #49 item 1: the use
 * case answers the read-model NotificationItem, the edge writes it): its id as `_id`, the rest as read.
 */
export const notificationWire = (n: NotificationItem) => ({
  _id: n.id,
  message: n.message,
  isRead: n.isRead,
  campaignId: n.campaignId,
  createdAt: n.createdAt,
  campaign: n.campaign,
})

/** A page of notifications and how many the account has in all. */
export const notificationsWire = (page: {
  readonly items: readonly NotificationItem[]
  readonly count: number
}) => ({ items: page.items.map(notificationWire), count: page.count })
