import assert from 'node:assert/strict'
import { of, Subject } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { Given, Then, When } from '@cucumber/cucumber'
import { NotificationsStore } from '../../core/cabinet/stores/notifications.store'
import { UploadStore } from '../../core/shared/upload-progress'
import { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import type { TabloWorld } from '../support/world'
import { cabinet, list } from './cabinet-actor'

const N = '/api/v1/clients/notifications'

When('the cabinet polls notifications for {int} seconds', function (this: TabloWorld, seconds: number) {
  const scene = cabinet(this)
  const scheduler = new TestScheduler(assert.deepEqual)
  const fetched: number[] = []
  scheduler.run(({ flush }) => {
    const http = new FakeHttpClient().answer('GET', N, () => {
      fetched.push(scheduler.now() / 1000)
      return of({ items: [], count: 0 })
    })
    const polling = new NotificationsStore(http, scene.logger, scheduler).poll(scene.context.profile)
    scheduler.schedule(() => polling.unsubscribe(), seconds * 1000)
    flush()
  })
  scene.values['fetched'] = fetched
})

Then('notifications were fetched at the seconds {string}', function (this: TabloWorld, seconds: string) {
  assert.deepEqual(cabinet(this).values['fetched'], list(seconds).map(Number))
})

Given(
  'the notifications {string} of which {string} is read',
  async function (this: TabloWorld, messages: string, read: string) {
    const scene = cabinet(this)
    const items = list(messages).map((message, i) => ({ _id: `n${i}`, message, isRead: message === read }))
    scene.http.answer('GET', N, { items, count: items.length }).answer('POST', `${N}/readAll`, {})
    for (const n of items) scene.http.answer('POST', `${N}/${n._id}/read`, {})
    const store = new NotificationsStore(scene.http, scene.logger)
    await store.refresh()
    scene.values['notifications'] = store
  },
)

const notifications = (world: TabloWorld) => cabinet(world).values['notifications'] as NotificationsStore

When('the advertiser marks {string} read', async function (this: TabloWorld, message: string) {
  const store = notifications(this)
  await store.markRead(store.getSnapshot().items.find((n) => n.message === message)!._id)
})

When('the advertiser marks all notifications read', async function (this: TabloWorld) {
  await notifications(this).markAllRead()
})

Then('the unread notifications are {string}', function (this: TabloWorld, messages: string) {
  assert.deepEqual(
    notifications(this).unread.map((n) => n.message),
    list(messages),
  )
})

When('a media upload reports {string} percent', function (this: TabloWorld, percents: string) {
  const scene = cabinet(this)
  const progress = new Subject<number>()
  const result = new Subject<string>()
  const store = new UploadStore<string>()
  const shown: number[] = []
  store.state$.subscribe((s) => {
    if (s.status === 'uploading' && s.percent > 0 && shown.at(-1) !== s.percent) shown.push(s.percent)
  })
  void store.follow({ progress, result })
  for (const p of list(percents)) progress.next(Number(p))
  Object.assign(scene.values, { upload: store, shown, result })
})

Then(
  'the upload shows {string} percent and is still uploading',
  function (this: TabloWorld, percents: string) {
    const { upload, shown } = cabinet(this).values as { upload: UploadStore<string>; shown: number[] }
    assert.deepEqual([shown, upload.getSnapshot().status], [list(percents).map(Number), 'uploading'])
  },
)

When('the server answers the upload', function (this: TabloWorld) {
  const result = cabinet(this).values['result'] as Subject<string>
  result.next('media-1')
  result.complete()
})

Then('the upload shows {int} percent and is done', function (this: TabloWorld, percent: number) {
  const upload = cabinet(this).values['upload'] as UploadStore<string>
  assert.deepEqual(upload.getSnapshot(), { status: 'done', percent, value: 'media-1', errorData: undefined })
})
