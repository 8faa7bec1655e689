import { describe, expect, it } from 'vitest'
import type { NotificationItem } from '../../../core/notifications/notifications.service'
import { notificationsWire, notificationWire } from './notifications.wire'

const campaign = {
  advertisePlace: 'metroMonitors',
  state: 'rejected',
  paymentState: 'notPaid',
  reservationStatus: 'notReserved',
  partners: [],
  brandName: null,
  parentProlongation: null,
  gotTypographyOrder: false,
  isUploaded: true,
}

const note = (id: string, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  message: 'Кампания «Зима» отклонена',
  isRead: false,
  campaignId: 'c-1',
  createdAt: '2027-01-10T09:00:00.000Z',
  campaign,
  ...over,
})

describe('notifications on the wire (cabinet §8; issue #49 item 1: written at the edge)', () => {
  it('writes a notification’s id as _id, its campaign as read now', () => {
    expect(notificationWire(note('n-1'))).toEqual({
      _id: 'n-1',
      message: 'Кампания «Зима» отклонена',
      isRead: false,
      campaignId: 'c-1',
      createdAt: '2027-01-10T09:00:00.000Z',
      campaign,
    })
  })

  it('writes a page in its order with the count of all, a campaign gone as null', () => {
    const page = notificationsWire({
      items: [note('n-2', { isRead: true, campaignId: null, campaign: null }), note('n-1')],
      count: 7,
    })
    expect(page.count).toBe(7)
    expect(page.items.map((n) => [n._id, n.isRead, n.campaign?.state ?? null])).toEqual([
      ['n-2', true, null],
      ['n-1', false, 'rejected'],
    ])
    expect(page.items[0]).not.toHaveProperty('id')
  })
})
