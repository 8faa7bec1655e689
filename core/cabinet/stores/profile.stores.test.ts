import { of } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { RecordingLogger } from '../testing/fake-ports'
import { ConsentRevocationStore } from './consent-revocation.store'
import { DocumentUploadStore } from './document-upload.store'
import { NOTIFICATION_POLL_MS, NotificationsStore } from './notifications.store'

const client = { isObserver: false, isAgency: false, isMSB: false }
const N = '/api/v1/clients/notifications'
const page = {
  items: [
    { _id: 'n1', message: 'Кампания одобрена', isRead: false },
    { _id: 'n2', message: 'Счёт выставлен', isRead: true },
    { _id: 'n3', message: 'Видео отклонено', isRead: false },
  ],
  count: 3,
}

describe('consent revocation (R-ASYNC-13)', () => {
  const PATH = '/api/v1/clients/profile/revocation-of-personal-data'

  it('sends no payload, then clears the session and goes to /', async () => {
    const exits: string[] = []
    const http = new FakeHttpClient().answer('PUT', PATH, {})
    const store = new ConsentRevocationStore(http, {
      clearSession: () => exits.push('cleared'),
      navigate: (to) => exits.push(`to ${to}`),
    })
    expect(await store.revoke()).toEqual({ ok: true, value: true })
    expect(http.calls[0]?.body).toBeUndefined()
    expect(exits).toEqual(['cleared', 'to /'])
  })

  it('ends in error without leaving, and resets', async () => {
    const exits: string[] = []
    const store = new ConsentRevocationStore(
      new FakeHttpClient().fail('PUT', PATH, new ApiFailure(500, 'x')),
      {
        clearSession: () => exits.push('cleared'),
        navigate: (to) => exits.push(to),
      },
    )
    await store.revoke()
    expect(store.getSnapshot()).toMatchObject({
      status: 'error',
      error: 'Не удалось отозвать согласие на обработку персональных данных',
    })
    expect(exits).toEqual([])
    store.reset()
    expect(store.getSnapshot().status).toBe('idle')
  })
})

describe('document upload (R-STATE-13, R-STATE-14, R-API-24)', () => {
  const PATH = '/api/v1/clients/documents/m1/category'
  const category = { mediaId: 'm1', documentId: 'd1', typeId: 't1' }

  it('marks the document loaded and the media back on moderation after rework', async () => {
    const http = new FakeHttpClient().answer('POST', PATH, {})
    const store = new DocumentUploadStore(http, { documentStatus: 'rework', mediaStatus: 'rejected' })
    await store.send(category)
    expect(http.calls[0]?.body).toEqual(category)
    expect(store.getSnapshot()).toEqual({ documentStatus: 'loaded', mediaStatus: 'moderation' })
  })

  it('takes the statuses the server answered over its own reckoning', async () => {
    const http = new FakeHttpClient().answer('POST', PATH, { status: 'loaded', mediaStatus: 'approved' })
    const store = new DocumentUploadStore(http, { documentStatus: 'rework', mediaStatus: 'rejected' })
    await store.send(category)
    expect(store.getSnapshot()).toEqual({ documentStatus: 'loaded', mediaStatus: 'approved' })
  })

  it('keeps the media status otherwise, and everything on failure', async () => {
    const ok = new DocumentUploadStore(new FakeHttpClient().answer('POST', PATH, {}), {
      documentStatus: 'notLoaded',
      mediaStatus: 'approved',
    })
    await ok.send(category)
    expect(ok.getSnapshot()).toEqual({ documentStatus: 'loaded', mediaStatus: 'approved' })
    const failing = new DocumentUploadStore(
      new FakeHttpClient().fail('POST', PATH, new ApiFailure(413, 'Большой')),
      {
        documentStatus: 'requested',
        mediaStatus: 'rejected',
      },
    )
    expect(await failing.send(category)).toMatchObject({
      ok: false,
      error: { status: 413, message: 'Большой' },
    })
    expect(failing.getSnapshot()).toEqual({ documentStatus: 'requested', mediaStatus: 'rejected' })
  })
})

describe('notifications (R-ASYNC-09..11)', () => {
  const polled = (profile: typeof client | undefined) => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b))
    const times: number[] = []
    scheduler.run(({ flush }) => {
      const http = new FakeHttpClient().answer('GET', N, () => {
        times.push(scheduler.now())
        return of(page)
      })
      const store = new NotificationsStore(http, new RecordingLogger(), scheduler)
      const polling = store.poll(profile)
      scheduler.schedule(() => polling.unsubscribe(), 3 * NOTIFICATION_POLL_MS + 1)
      flush()
    })
    return times
  }

  it('polls every 30 000 ms from the start, in virtual time', () => {
    expect(polled(client)).toEqual([0, 30_000, 60_000, 90_000])
  })

  it('never polls an observer, nor before the profile has loaded', () => {
    expect(polled({ ...client, isObserver: true })).toEqual([])
    expect(polled(undefined)).toEqual([])
  })

  it('fetches one page and lists the unread ones', async () => {
    const http = new FakeHttpClient().answer('GET', N, page)
    const store = new NotificationsStore(http, new RecordingLogger())
    await store.refresh()
    expect(http.calls[0]?.query).toEqual({ limit: 100, offset: 0 })
    expect(store.unread.map((n) => n._id)).toEqual(['n1', 'n3'])
  })

  it('pages the notification centre by 100, newest first (R-CONST-07)', async () => {
    const http = new FakeHttpClient().answer('GET', N, page)
    const store = new NotificationsStore(http, new RecordingLogger())
    await store.goTo(3)
    expect(http.calls[0]?.query).toEqual({ limit: 100, offset: 200 })
    expect(store.getSnapshot().page).toBe(3)
    await store.goTo(0)
    expect(http.calls[1]?.query).toEqual({ limit: 100, offset: 0 })
  })

  it('marks one, then all, read', async () => {
    const http = new FakeHttpClient()
      .answer('GET', N, page)
      .answer('POST', `${N}/n1/read`, {})
      .answer('POST', `${N}/readAll`, {})
    const store = new NotificationsStore(http, new RecordingLogger())
    await store.refresh()
    await store.markRead('n1')
    expect(store.unread.map((n) => n._id)).toEqual(['n3'])
    await store.markAllRead()
    expect(store.unread).toEqual([])
  })

  it('only logs a failed fetch (R-ERR-19)', async () => {
    const logger = new RecordingLogger()
    const store = new NotificationsStore(
      new FakeHttpClient().fail('GET', N, new ApiFailure(500, 'down')),
      logger,
    )
    await store.refresh()
    expect(store.getSnapshot().items).toEqual([])
    expect(logger.lines.map((l) => l.level)).toEqual(['warn'])
  })
})
