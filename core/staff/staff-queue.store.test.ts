import { from, of, VirtualTimeScheduler } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { FakeHttpClient, type RecordedCall } from '../cabinet/testing/fake-http-client'
import { NO_FILTERS } from './staff-queue-filters.view-model'
import {
  QUEUE_NOT_LOADED,
  QUEUE_PAGE_SIZE,
  QUEUE_PATH,
  QueueStore,
  SEARCH_PAUSE_MS,
} from './staff-queue.store'
import { queueItem, queuePage } from '../contract/testing/staff.fixture'
import { ApiFailure } from '../shared/api-failure'

/** A server with `count` waiting campaigns, answering each page it is asked for. */
const server = (count: number) =>
  new FakeHttpClient().answer('GET', QUEUE_PATH, (call: RecordedCall) => {
    const offset = Number(call.query?.['offset'] ?? 0)
    const limit = Number(call.query?.['limit'] ?? 50)
    return of(queuePage(offset, limit, count))
  })
/** Lets the store's answers (synchronous observables, awaited) land: a few turns of the microtask queue. */
const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

describe('the staff queue, paged on the server (issue #48 item 2)', () => {
  it('asks the first page, then only the pages that come into view, each once', async () => {
    const http = server(10_000)
    const queue = new QueueStore(http)
    queue.show(NO_FILTERS)
    await flush()
    expect(queue.getSnapshot()).toMatchObject({ status: 'ready', count: 10_000 })
    expect(queue.itemAt(0)?.campaignId).toBe('c-0')
    expect(queue.itemAt(QUEUE_PAGE_SIZE)).toBeUndefined()

    // Scrolled to rows 95..130: the second page; again at once: nothing more.
    queue.ensure(95, 130)
    queue.ensure(95, 130)
    await flush()
    expect(http.callsTo('GET', QUEUE_PATH).map((c) => c.query?.['offset'])).toEqual([0, QUEUE_PAGE_SIZE])
    expect(queue.itemAt(130)?.campaignId).toBe('c-130')
    // Jumped to the end: the last page alone, not the 98 between.
    queue.ensure(9_990, 10_020)
    await flush()
    expect(http.callsTo('GET', QUEUE_PATH)).toHaveLength(3)
    expect(queue.itemAt(9_999)?.campaignId).toBe('c-9999')
  })

  it('sends the filters as the contract names them, and shows the same filters without asking again', async () => {
    const http = server(3)
    const queue = new QueueStore(http)
    const filters = {
      place: 'lightBoxes',
      states: ['moderation' as const],
      waits: ['creative' as const, 'payment' as const],
      q: '7701',
    }
    queue.show(filters)
    await flush()
    expect(http.calls[0]?.query).toEqual({
      place: 'lightBoxes',
      state: 'moderation',
      waits: 'creative,payment',
      q: '7701',
      limit: QUEUE_PAGE_SIZE,
      offset: 0,
    })
    queue.show({ ...filters })
    await flush()
    expect(http.calls).toHaveLength(1)
    queue.show(NO_FILTERS)
    await flush()
    expect(http.calls[1]?.query).toEqual({ limit: QUEUE_PAGE_SIZE, offset: 0 })
  })

  it('asks again after a decision made it stale, so what was decided leaves the list', async () => {
    const http = server(2)
    const queue = new QueueStore(http)
    queue.show(NO_FILTERS)
    await flush()
    http.answer('GET', QUEUE_PATH, { items: [queueItem(1)], count: 1 })
    queue.invalidate()
    queue.show(NO_FILTERS)
    await flush()
    expect(queue.getSnapshot().count).toBe(1)
    expect(queue.itemAt(0)?.campaignId).toBe('c-1')
  })

  it('searches once typing pauses, keeping what is typed at once', async () => {
    const scheduler = new VirtualTimeScheduler()
    const http = server(5)
    const queue = new QueueStore(http, scheduler)
    queue.show(NO_FILTERS)
    await flush()
    queue.type('Ром')
    queue.type('Рома')
    queue.type(' Ромашка ')
    expect(queue.getSnapshot().typed).toBe(' Ромашка ')
    expect(http.calls).toHaveLength(1)
    scheduler.flush()
    await flush()
    expect(http.calls).toHaveLength(2)
    expect(http.calls[1]?.query?.['q']).toBe('Ромашка')
    expect(queue.getSnapshot()).toMatchObject({ typed: ' Ромашка ', filters: { q: 'Ромашка' } })
    expect(SEARCH_PAUSE_MS).toBeGreaterThanOrEqual(200)
  })

  it('drops an answer to filters no longer shown', async () => {
    let answer: ((v: unknown) => void) | undefined
    const http = new FakeHttpClient().answer('GET', QUEUE_PATH, (call: RecordedCall) =>
      call.query?.['place'] === 'lightBoxes'
        ? from(new Promise((r) => (answer = r)))
        : of(queuePage(0, 100, 2)),
    )
    const queue = new QueueStore(http)
    queue.show({ ...NO_FILTERS, place: 'lightBoxes' })
    queue.show(NO_FILTERS)
    await flush()
    answer?.(queuePage(0, 100, 50))
    await flush()
    expect(queue.getSnapshot()).toMatchObject({ count: 2, filters: { place: undefined } })
  })

  it('says a failure in the server’s words, or what to do, and asks again when retried', async () => {
    const http = new FakeHttpClient().fail('GET', QUEUE_PATH, new ApiFailure(403, 'Недостаточно прав'))
    const queue = new QueueStore(http)
    queue.show(NO_FILTERS)
    await flush()
    expect(queue.getSnapshot()).toMatchObject({ status: 'error', error: 'Недостаточно прав' })
    http.fail('GET', QUEUE_PATH, new ApiFailure(0, 'Failed to fetch'))
    queue.retry()
    await flush()
    expect(queue.getSnapshot()).toMatchObject({ status: 'error', error: QUEUE_NOT_LOADED })
  })
})
