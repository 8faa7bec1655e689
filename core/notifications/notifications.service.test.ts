import { describe, expect, it } from 'vitest'
import { ANNA_ID, anAccount } from '../session/testing/account.fixture'
import { Notifications, type NotificationItem, type NotificationRecords } from './notifications.service'

const OWNER = ANNA_ID
const NOTE = '66666666-6666-4666-8666-666666666666'
const account = anAccount
const item: NotificationItem = {
  id: NOTE,
  message: 'Кампания «Зима» одобрена',
  isRead: false,
  campaignId: null,
  createdAt: '2027-01-10T09:00:00.000Z',
  campaign: null,
}

/** In-memory notifications: a test double of the database port, inside this unit test only. */
const setUp = () => {
  const asked: string[] = []
  const records: NotificationRecords = {
    page: async (owner, page) => {
      asked.push(`page ${owner} ${page.limit} ${page.offset}`)
      return { items: [item], count: 1 }
    },
    markAllRead: async (owner) => {
      asked.push(`all ${owner}`)
      return 3
    },
    markRead: async (owner, id) => {
      asked.push(`one ${owner} ${id}`)
      return owner === OWNER && id === NOTE ? { ...item, isRead: true } : undefined
    },
  }
  return { notifications: new Notifications(records), asked }
}

describe('notifications (issue #17 part 1: the use case in core)', () => {
  it('an observer reads its inviter’s list but may mark nothing read', async () => {
    const { notifications, asked } = setUp()
    const observer = account({
      id: '77777777-7777-4777-8777-777777777777',
      isObserver: true,
      observerOf: OWNER,
    })
    expect((await notifications.list(observer, {})).ok).toBe(true)
    const all = await notifications.readAll(observer)
    const one = await notifications.read(observer, NOTE)
    expect([all.ok || all.error.code, one.ok || one.error.code]).toEqual(['forbidden', 'forbidden'])
    expect(asked).toEqual([`page ${OWNER} 100 0`])
  })

  it('the owner marks one or all read; an id that is not theirs, or no id at all, is not found', async () => {
    const { notifications, asked } = setUp()
    expect(await notifications.readAll(account())).toEqual({ ok: true, value: { marked: 3 } })
    const one = await notifications.read(account(), NOTE)
    expect(one.ok && one.value.isRead).toBe(true)
    const bad = await notifications.read(account(), 'not-an-id')
    expect(bad.ok ? undefined : bad.error.errors).toEqual({ id: 'not found' })
    expect(asked).toEqual([`all ${OWNER}`, `one ${OWNER} ${NOTE}`])
  })

  it('refuses a bad page, asking nothing of the records', async () => {
    const { notifications, asked } = setUp()
    const refused = await notifications.list(account(), { limit: '0', page: '2' })
    expect(refused.ok ? undefined : refused.error.errors).toEqual({
      limit: 'wrong format',
      page: 'unknown field',
    })
    expect(asked).toEqual([])
  })
})
