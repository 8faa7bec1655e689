import assert from 'node:assert/strict'
import { VirtualTimeScheduler } from 'rxjs'
import { Given, Then, When } from '@cucumber/cucumber'
import { DIALOG_LABELS, FOOTER_ENTRIES, pageTitle } from '../../core/cabinet/view/chrome'
import {
  OfferArchiveStore,
  offerArchiveScrolls,
  OFFER_ARCHIVE_TITLE,
} from '../../core/cabinet/view/offer-archive'
import {
  DROPDOWN_MAX_HEIGHT_PX,
  dropdownContent,
  MobileMenuStore,
  NotificationDropdownStore,
  ScrollLock,
} from '../../core/cabinet/view/header.stores'
import {
  headerModel,
  mobileMenuEntries,
  type MobileMenuEntry,
} from '../../core/cabinet/view/header.view-model'
import { parseDisplayDate } from '../../core/format/date.format'
import type { TabloWorld } from '../support/world'
import { cabinet, list, yes } from './cabinet-actor'

const words = (id: string): string => id.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)
const header = (world: TabloWorld) =>
  headerModel(cabinet(world).context.loggedIn, cabinet(world).context.profile)
const entryText = (e: MobileMenuEntry): string =>
  e.kind === 'link' ? words(e.link.id) : e.kind === 'notifications' ? `notifications (${e.count})` : e.kind

Then('the cabinet has no header', function (this: TabloWorld) {
  assert.equal(header(this), undefined)
})

Then("the header's left side shows {string}", function (this: TabloWorld, left: string) {
  assert.deepEqual(
    header(this)!.left.map((l) => words(l.id)),
    list(left),
  )
})

Then("the header's highlighted link is {string}", function (this: TabloWorld, link: string) {
  assert.deepEqual(
    header(this)!
      .left.filter((l) => l.highlighted)
      .map((l) => words(l.id)),
    list(link),
  )
})

Then("the header's right side shows {string}", function (this: TabloWorld, right: string) {
  assert.deepEqual([...header(this)!.right], list(right))
})

When('the mobile menu opens with {int} unread notifications', function (this: TabloWorld, unread: number) {
  cabinet(this).values['menu'] = mobileMenuEntries(header(this)!, unread).map(entryText)
})

Then('the mobile menu lists {string}', function (this: TabloWorld, entries: string) {
  assert.deepEqual(cabinet(this).values['menu'], list(entries))
})

Given('the mobile menu is open', function (this: TabloWorld) {
  const scheduler = new VirtualTimeScheduler()
  const menu = new MobileMenuStore(scheduler)
  menu.toggle()
  Object.assign(cabinet(this).values, { scheduler, menu })
})

When('a menu entry is chosen', function (this: TabloWorld) {
  ;(cabinet(this).values['menu'] as MobileMenuStore).choose()
})

Then(
  'the mobile menu is still open after {int} ms and closed after {int} ms',
  function (this: TabloWorld, before: number, after: number) {
    const { scheduler, menu } = cabinet(this).values as {
      scheduler: VirtualTimeScheduler
      menu: MobileMenuStore
    }
    const seen: boolean[] = []
    scheduler.schedule(() => seen.push(menu.getSnapshot().open), before)
    scheduler.schedule(() => seen.push(menu.getSnapshot().open), after)
    scheduler.flush()
    assert.deepEqual(seen, [true, false])
  },
)

const dropdown = (world: TabloWorld): NotificationDropdownStore => {
  const scene = cabinet(world)
  scene.values['fetches'] ??= 0
  scene.values['dropdown'] ??= new NotificationDropdownStore(() => {
    scene.values['fetches'] = (scene.values['fetches'] as number) + 1
  })
  return scene.values['dropdown'] as NotificationDropdownStore
}

When('the advertiser presses the bell', function (this: TabloWorld) {
  dropdown(this).bell()
})

When('the advertiser turns to another part of the page', function (this: TabloWorld) {
  dropdown(this).outsideClick()
})

Then(
  /^the notification dropdown is (open|closed) and the notifications were fetched (\d+) times?$/,
  function (this: TabloWorld, state: string, times: string) {
    assert.deepEqual(
      [dropdown(this).getSnapshot().open, cabinet(this).values['fetches']],
      [state === 'open', Number(times)],
    )
  },
)

Given(
  'the dropdown holds {string} of which {string} are read',
  function (this: TabloWorld, all: string, read: string) {
    cabinet(this).values['dropdownItems'] = list(all).map((message) => ({
      message,
      isRead: list(read).includes(message),
    }))
  },
)

Then(
  'the dropdown lists {string} or says {string}',
  function (this: TabloWorld, listed: string, empty: string) {
    const content = dropdownContent(
      cabinet(this).values['dropdownItems'] as { message: string; isRead: boolean }[],
    )
    assert.deepEqual(
      [content.items.map((n) => n.message), content.emptyText],
      [list(listed), empty === '' ? undefined : empty],
    )
  },
)

Then('the dropdown is at most {int} px high', (px: number) => {
  assert.equal(DROPDOWN_MAX_HEIGHT_PX, px)
})

Then('the footer offers {string}', (entries: string) => {
  assert.deepEqual([...FOOTER_ENTRIES], list(entries))
})

Given('the offer archive holds offers published on {string}', function (this: TabloWorld, days: string) {
  const offers = list(days).map((day, i) => {
    const iso = parseDisplayDate(day)
    if (!iso.ok) throw new Error(`not a date: ${day}`)
    // Published late in the evening Moscow time: still that Moscow day.
    return { createdAt: `${iso.value}T19:30:00.000Z`, fileName: `offer-${i}.pdf` }
  })
  cabinet(this).http.answer('GET', '/api/v1/public/offer', offers)
})

When('the offer archive is opened, closed and opened again', async function (this: TabloWorld) {
  const scene = cabinet(this)
  const archive = new OfferArchiveStore(scene.http, scene.logger)
  await archive.open()
  archive.close()
  await archive.open()
  scene.values['archive'] = archive
})

Then(
  'the offer archive is titled {string} and was loaded {int} time',
  function (this: TabloWorld, title: string, times: number) {
    assert.deepEqual([OFFER_ARCHIVE_TITLE, cabinet(this).http.calls.length], [title, times])
  },
)

Then('the offers read {string}', function (this: TabloWorld, labels: string) {
  const archive = cabinet(this).values['archive'] as OfferArchiveStore
  assert.deepEqual(
    archive.getSnapshot().links.map((l) => l.label),
    list(labels),
  )
})

Then('the offer archive scrolls: {word}', function (this: TabloWorld, scrolls: string) {
  const archive = cabinet(this).values['archive'] as OfferArchiveStore
  assert.equal(offerArchiveScrolls(archive.getSnapshot().links.length), yes(scrolls))
})

Then('an offer archive of {int} entries scrolls: {word}', (count: number, scrolls: string) => {
  assert.equal(offerArchiveScrolls(count), yes(scrolls))
})

When('a modal opens and a second modal opens over it', function (this: TabloWorld) {
  const lock = new ScrollLock()
  Object.assign(cabinet(this).values, { lock, first: lock.acquire(), second: lock.acquire() })
})

When(/^the (first|second) modal closes$/, function (this: TabloWorld, which: string) {
  ;(cabinet(this).values[which] as () => void)()
})

Then('the page scroll is locked: {word}', function (this: TabloWorld, locked: string) {
  assert.equal((cabinet(this).values['lock'] as ScrollLock).locked, yes(locked))
})

Then(
  "the delete button reads {string}, the error dialog's button {string} and cancel {string}",
  (del: string, ok: string, cancel: string) => {
    assert.deepEqual(DIALOG_LABELS, { delete: del, ok, cancel })
  },
)

Then('the page titled {string} shows {string} in the browser', (title: string, shown: string) => {
  assert.equal(pageTitle(title), shown)
})
