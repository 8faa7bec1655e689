import { describe, expect, it } from 'vitest'
import { anAccount } from '../../../core/session/testing/account.fixture'
import type { Kopecks } from '../../../core/shared/money'
import { staffViewerOf } from '../../../core/staff/staff-viewer'
import { queueItemWire, staffMeWire } from './staff.wire'

describe('the staff desk on the wire (issue #48; issue #49 item 1: written at the edge)', () => {
  it('/staff/me names the member and what their roles allow', () => {
    const account = anAccount({ isModerator: true, staffRoles: ['accountant'], fullName: 'Бэлла' })
    const viewer = staffViewerOf(account)!
    expect(staffMeWire(account, viewer)).toEqual({
      id: account.id,
      fullName: 'Бэлла',
      email: account.email,
      roles: ['accountant'],
      capabilities: ['readQueue', 'decidePayment'],
    })
  })

  it('writes a row as the contract says: names in Russian, money in roubles', () => {
    const wire = queueItemWire({
      campaignId: 'c1',
      number: 7,
      name: 'Весна',
      ownerId: 'o1',
      ownerName: 'Анна',
      ownerEmail: 'anna@example.ru',
      inn: null,
      place: 'lightBoxes',
      state: 'moderation',
      reservationState: 'reserved',
      paymentState: 'notPaid',
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      total: 1234567 as Kopecks,
      waits: ['campaign'],
      waitingSince: new Date('2026-11-20T09:00:00Z'),
    })
    expect(wire).toMatchObject({
      placeName: 'Лайтбоксы',
      state: { _id: 'moderation', name: 'На модерации' },
      reservationStatus: { name: 'Зарезервирована' },
      paymentState: { name: 'Ожидает оплаты' },
      total: 12345.67,
      waitingSince: '2026-11-20T09:00:00.000Z',
      advertiser: { id: 'o1', name: 'Анна', email: 'anna@example.ru', inn: null },
    })
  })
})
