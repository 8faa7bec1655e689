import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { StickerScheduleWire } from '../../contract/sticker-schedule.answer'
import { FakeHttpClient, type RecordedCall } from '../../cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../cabinet/testing/fake-ports'
import { ApiFailure } from '../../shared/api-failure'
import { plainSpaces } from '../../shared/number-rule'
import {
  STICKER_SCHEDULE_PATH,
  stickerCountOf,
  stickerSpacesQuery,
  StickerSpacesStore,
  stickerSpacesView,
} from './sticker-spaces.store'

const schedule = (free: readonly number[], total = 1200): StickerScheduleWire => ({
  startDate: '2027-01-01',
  endDate: free.length > 1 ? '2027-01-31' : '2027-01-15',
  totalSpaces: total,
  halfMonths: free.map((freeSpaces, i) =>
    i === 0
      ? { startDate: '2027-01-01', endDate: '2027-01-15', freeSpaces }
      : { startDate: '2027-01-16', endDate: '2027-01-31', freeSpaces },
  ),
  enabledPackages: [],
})
/** The view with its non-breaking spaces (thousands, as the product writes them) read as plain ones. */
const viewOf = (...args: Parameters<typeof stickerSpacesView>) =>
  JSON.parse(plainSpaces(JSON.stringify(stickerSpacesView(...args)))) as ReturnType<typeof stickerSpacesView>
const january = { startDate: '2027-01-01', endDate: '2027-01-31', lineIds: [] }

describe('the sticker spaces beside the calculator (R-API-36, R-PER-03)', () => {
  it('asks for the period and the lines, none meaning every line, and keeps one answer per question', async () => {
    const http = new FakeHttpClient().answer('POST', STICKER_SCHEDULE_PATH, schedule([1200, 1150]))
    const store = new StickerSpacesStore(http, new RecordingLogger())
    await store.ask(january)
    await store.ask({ ...january })
    expect(http.calls.map((c) => c.body)).toEqual([{ startDate: '2027-01-01', endDate: '2027-01-31' }])
    await store.ask({ ...january, lineIds: ['l2', 'l1'] })
    await store.ask({ ...january, lineIds: ['l1', 'l2'] })
    expect(http.calls.map((c) => c.body)).toEqual([
      { startDate: '2027-01-01', endDate: '2027-01-31' },
      { startDate: '2027-01-01', endDate: '2027-01-31', lineIds: ['l2', 'l1'] },
    ])
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', answer: schedule([1200, 1150]) })
  })

  it('lets the newest question win over an answer still on its way', async () => {
    const pending: Subject<unknown>[] = []
    const http = new FakeHttpClient().answer('POST', STICKER_SCHEDULE_PATH, (_: RecordedCall) => {
      const answer = new Subject<unknown>()
      pending.push(answer)
      return answer
    })
    const store = new StickerSpacesStore(http, new RecordingLogger())
    const first = store.ask(january)
    const second = store.ask({ ...january, lineIds: ['l1'] })
    const answer = (i: number, value: StickerScheduleWire) => {
      pending[i]?.next(value)
      pending[i]?.complete()
    }
    answer(1, schedule([40], 300))
    await second
    answer(0, schedule([1200, 1150]))
    await first
    expect(store.getSnapshot().answer?.totalSpaces).toBe(300)
  })

  it('logs a failure, keeps what it showed, and asks again only for another question', async () => {
    const logger = new RecordingLogger()
    const http = new FakeHttpClient().answer('POST', STICKER_SCHEDULE_PATH, schedule([1200]))
    const store = new StickerSpacesStore(http, logger)
    await store.ask(january)
    http.fail('POST', STICKER_SCHEDULE_PATH, new ApiFailure(500, 'down'))
    await store.ask({ ...january, lineIds: ['l1'] })
    expect(store.getSnapshot()).toMatchObject({ status: 'error', answer: schedule([1200]) })
    expect(logger.lines.map((l) => [l.level, l.message])).toEqual([
      ['warn', 'the sticker schedule could not be read'],
    ])
    // The screen asks after every render: the same question is not sent again.
    await store.ask({ ...january, lineIds: ['l1'] })
    expect(http.calls).toHaveLength(2)
    http.answer('POST', STICKER_SCHEDULE_PATH, schedule([300]))
    await store.ask({ ...january, lineIds: ['l1', 'l2'] })
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', answer: schedule([300]) })
  })

  it('lists each half-month with its free spaces and warns at the first one the stickers do not fit', () => {
    expect(viewOf(schedule([1200, 1150]), 100, true)).toEqual({
      rows: [
        { period: '01.01.2027 – 15.01.2027', free: 'свободно 1 200 мест', short: false },
        { period: '16.01.2027 – 31.01.2027', free: 'свободно 1 150 мест', short: false },
      ],
      total: 'Мест на всех линиях: 1 200',
      warning: undefined,
    })
    const tight = viewOf(schedule([22, 21], 300), 1500, false)
    expect(tight.rows.map((r) => [r.free, r.short])).toEqual([
      ['свободно 22 места', true],
      ['свободно 21 место', true],
    ])
    expect(tight.total).toBe('Мест на выбранных линиях: 300')
    expect(tight.warning).toBe(
      'С 01.01.2027 по 15.01.2027 свободно 22 места, а стикеров выбрано 1 500: уменьшите число стикеров, добавьте линии или выберите другой период.',
    )
    // Exactly as many free as chosen fits.
    expect(stickerSpacesView(schedule([50]), 50, true).warning).toBeUndefined()
  })

  it('asks only once the period is two dates in order; the count is a whole number of stickers or one', () => {
    const input = { startDate: '2027-01-01', endDate: '2027-01-31', stickerCount: 40, lineIds: ['l1'] }
    expect(stickerSpacesQuery(input, input.lineIds)).toEqual({ ...january, lineIds: ['l1'] })
    expect(stickerSpacesQuery(input, undefined)).toEqual(january)
    expect(stickerSpacesQuery({ ...input, endDate: '2026-12-31' }, [])).toBeUndefined()
    expect(stickerSpacesQuery({ ...input, startDate: '' }, [])).toBeUndefined()
    expect([40, 0, 2.5, '3', undefined].map((stickerCount) => stickerCountOf({ stickerCount }))).toEqual([
      40, 1, 1, 1, 1,
    ])
  })
})
