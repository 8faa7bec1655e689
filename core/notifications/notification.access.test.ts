import { describe, expect, it } from 'vitest'
import { decodeNotificationPage, mayMarkNotificationsRead, notificationsOwnerOf } from './notification.access'

describe('notification access', () => {
  it('an advertiser reads its own notifications, an observer those of its inviter', () => {
    expect(notificationsOwnerOf({ id: 'a', isObserver: false })).toBe('a')
    expect(notificationsOwnerOf({ id: 'o', isObserver: true, observerOf: 'a' })).toBe('a')
    expect(notificationsOwnerOf({ id: 'o', isObserver: true })).toBeUndefined()
  })
  it('only a non-observer marks notifications read', () => {
    expect(mayMarkNotificationsRead({ id: 'a', isObserver: false })).toBe(true)
    expect(mayMarkNotificationsRead({ id: 'o', isObserver: true, observerOf: 'a' })).toBe(false)
  })
  it('decodes the page with defaults and refuses bad values', () => {
    expect(decodeNotificationPage({})).toEqual({ ok: true, value: { limit: 100, offset: 0 } })
    expect(decodeNotificationPage({ limit: '5', offset: '10' })).toEqual({
      ok: true,
      value: { limit: 5, offset: 10 },
    })
    const bad = decodeNotificationPage({ limit: '0', offset: '-1', x: '1' })
    expect(bad.ok ? {} : bad.error.errors).toEqual({
      limit: 'wrong format',
      offset: 'wrong format',
      x: 'unknown field',
    })
    expect(decodeNotificationPage({ limit: '1001' }).ok).toBe(false)
  })
})
