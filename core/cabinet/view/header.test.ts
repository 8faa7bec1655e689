import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../testing/fake-http-client'
import { RecordingLogger } from '../testing/fake-ports'
import { DIALOG_LABELS, FOOTER_ENTRIES, footerLinks, pageTitle } from './chrome'
import { OfferArchiveStore, offerArchiveScrolls, offerLinks } from './offer-archive'
import { dropdownContent, MobileMenuStore, NotificationDropdownStore, ScrollLock } from './header.stores'
import { headerModel, mobileMenuEntries, unreadNotifications } from './header.view-model'

const client = { isObserver: false, isAgency: false, isMSB: false }

describe('header (R-HEAD-01..05, R-ROLE-06)', () => {
  it('renders only with a token', () => {
    expect(headerModel(false, client)).toBeUndefined()
  })
  it('shows everything to a client, the new-campaign link highlighted', () => {
    const header = headerModel(true, client)!
    expect(header.left.map((l) => l.id)).toEqual(['newCampaign', 'campaigns', 'advertisers', 'bills'])
    expect(header.left.filter((l) => l.highlighted).map((l) => l.id)).toEqual(['newCampaign'])
    expect(header.right).toEqual(['bell', 'profile', 'logout'])
  })
  it('waits for the profile before the new-campaign and bills links', () => {
    expect(headerModel(true, undefined)!.left.map((l) => l.id)).toEqual(['campaigns', 'advertisers'])
  })
  it('keeps campaigns and logout for an observer', () => {
    const header = headerModel(true, { ...client, isObserver: true })!
    expect(header.left.map((l) => l.id)).toEqual(['campaigns'])
    expect(header.right).toEqual(['logout'])
    expect(mobileMenuEntries(header, 2).map((e) => e.kind)).toEqual(['link', 'notifications', 'logout'])
  })
  it('puts notifications with their count, profile and logout into the mobile menu', () => {
    const entries = mobileMenuEntries(headerModel(true, client)!, 4)
    expect(entries.slice(4)).toEqual([
      { kind: 'notifications', to: '/notifications', count: 4 },
      { kind: 'profile', to: '/profile' },
      { kind: 'logout' },
    ])
  })
  it('says the unread count in the name, and draws it up to 99+ (R-HEAD-05)', () => {
    expect(unreadNotifications(0)).toEqual({ label: 'Оповещения', badge: null })
    expect(unreadNotifications(1)).toEqual({ label: 'Оповещения, непрочитанных: 1', badge: '1' })
    expect(unreadNotifications(99)).toEqual({ label: 'Оповещения, непрочитанных: 99', badge: '99' })
    expect(unreadNotifications(100)).toEqual({ label: 'Оповещения, непрочитанных: 100', badge: '99+' })
  })
})

describe('header behaviour (R-HEAD-06..11, R-HEAD-18)', () => {
  it('closes the mobile menu 300 ms after a choice', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    scheduler.run(({ flush }) => {
      const menu = new MobileMenuStore(scheduler)
      menu.toggle()
      menu.choose()
      scheduler.schedule(() => expect(menu.getSnapshot().open).toBe(true), 299)
      scheduler.schedule(() => expect(menu.getSnapshot().open).toBe(false), 300)
      flush()
    })
  })

  it('toggles the dropdown on the bell, fetches on opening, closes outside', () => {
    let fetches = 0
    const dropdown = new NotificationDropdownStore(() => fetches++)
    dropdown.bell()
    expect(dropdown.getSnapshot().open).toBe(true)
    dropdown.bell()
    expect(dropdown.getSnapshot().open).toBe(false)
    dropdown.bell()
    dropdown.outsideClick()
    expect(dropdown.getSnapshot().open).toBe(false)
    expect(fetches).toBe(2)
  })

  it('lists unread notifications or the empty text', () => {
    expect(dropdownContent([{ isRead: true }])).toEqual({ items: [], emptyText: 'Нет новых оповещений' })
    expect(dropdownContent([{ isRead: false }, { isRead: true }])).toEqual({
      items: [{ isRead: false }],
      emptyText: undefined,
    })
  })

  it('locks scroll while any modal is open', () => {
    const lock = new ScrollLock()
    const first = lock.acquire()
    const second = lock.acquire()
    first()
    first()
    expect(lock.locked).toBe(true)
    second()
    expect(lock.locked).toBe(false)
  })
})

describe('footer, offer archive, dialogs, title (R-HEAD-13..22)', () => {
  it('offers every footer entry of the spec in order, each with a label and somewhere to go (R-HEAD-13)', () => {
    const links = footerLinks(undefined)
    expect(links.map((l) => l.id)).toEqual([...FOOTER_ENTRIES])
    expect(new Set(links.map((l) => l.label)).size).toBe(FOOTER_ENTRIES.length)
    expect(links.find((l) => l.id === 'offerArchive')?.target).toEqual({ kind: 'modal' })
    expect(links.filter((l) => l.target.kind === 'mail')).toHaveLength(4)
    expect(links.find((l) => l.id === 'publicOffer')?.target).toEqual({
      kind: 'route',
      to: '/documents#public-offer',
    })
    expect(footerLinks('/api/v1/public/offer/b.pdf').find((l) => l.id === 'publicOffer')?.target).toEqual({
      kind: 'document',
      href: '/api/v1/public/offer/b.pdf',
    })
  })
  it('labels offers by the period they were in force, newest first', () => {
    expect(
      offerLinks([
        { createdAt: '2024-01-31T22:30:00.000Z', fileName: 'a.pdf' },
        { createdAt: '2024-06-10T09:00:00.000Z', fileName: 'b.pdf' },
        { createdAt: 'garbage', fileName: 'c.pdf' },
      ]),
    ).toEqual([
      { label: 'с 10.06.2024 по настоящее время', href: '/api/v1/public/offer/b.pdf' },
      { label: '01.02.2024 – 09.06.2024', href: '/api/v1/public/offer/a.pdf' },
    ])
  })

  it('scrolls above five entries', () => {
    expect([offerArchiveScrolls(5), offerArchiveScrolls(6)]).toEqual([false, true])
  })

  it('loads the archive the first time it opens only', async () => {
    const http = new FakeHttpClient().answer('GET', '/api/v1/public/offer', [
      { createdAt: '2024-06-10T09:00:00.000Z', fileName: 'b.pdf' },
    ])
    const archive = new OfferArchiveStore(http, new RecordingLogger())
    await archive.open()
    archive.close()
    await archive.open()
    expect(http.calls).toHaveLength(1)
    expect(archive.getSnapshot().links).toHaveLength(1)
    expect(archive.getSnapshot().loaded).toBe(true)
  })

  it('prefixes page titles and knows the dialog labels', () => {
    expect(pageTitle('Счета')).toBe('Табло — Счета')
    expect(pageTitle()).toBe('Табло')
    expect(DIALOG_LABELS).toEqual({ delete: 'Удалить', ok: 'Ок', cancel: 'Отмена' })
  })
})
