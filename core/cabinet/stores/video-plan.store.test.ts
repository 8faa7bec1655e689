import { describe, expect, it } from 'vitest'
import { Subject } from 'rxjs'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { PLAN_NOT_CHANGED, PLAN_NOT_LOADED, VideoPlanStore } from './video-plan.store'
import { aLibraryVideo } from '../testing/library-media.fixture'

const PLAN = '/api/v1/clients/commercial-campaigns/c1/videoSchedule'
const LIST = '/api/v1/clients/media-library/listForAttach'
const campaign = { id: 'c1', place: 'metroMonitors', clipSeconds: 10, withLibrary: true } as const

const entry = (id: string, startDate: string, endDate: string, share: number) => ({
  _id: id,
  scheduleId: 'c1',
  startDate,
  endDate,
  videos: [
    { advertiseVideoId: 'v1', share, advertiseVideo: { _id: 'v1', name: 'Весна.mp4', status: 'approved' } },
  ],
})

describe('the video rotation plan of a campaign page (cabinet §7 videoSchedule)', () => {
  it('reads the plan with the library’s videos fit for the place and the bought clip', async () => {
    const http = new FakeHttpClient()
      .answer('GET', PLAN, { videoSchedule: [entry('e1', '2027-09-01', '2027-09-05', 60)] })
      .answer('GET', LIST, [aLibraryVideo('v1', 'Весна.mp4'), aLibraryVideo('v2', 'Лето.mp4')])
    const store = new VideoPlanStore(http)
    await store.load(campaign)
    expect(http.callsTo('GET', LIST)[0]?.query).toEqual({ advertisePlace: 'metroMonitors', clipDuration: 10 })
    const state = store.getSnapshot()
    expect(state.status).toBe('ready')
    expect(state.entries.map((e) => e._id)).toEqual(['e1'])
    expect(state.videos.map((v) => v.name)).toEqual(['Весна.mp4', 'Лето.mp4'])
  })

  it('R-ROLE-05 R-ROLE-08 reads an observer’s plan alone, never asking for the library it may not read', async () => {
    const http = new FakeHttpClient()
      .answer('GET', PLAN, { videoSchedule: [entry('e1', '2027-09-01', '2027-09-05', 60)] })
      .fail('GET', LIST, new ApiFailure(403, 'Недостаточно прав для этого действия'))
    const store = new VideoPlanStore(http)
    await store.load({ ...campaign, withLibrary: false })
    expect(http.callsTo('GET', LIST)).toEqual([])
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', videos: [], error: undefined })
    expect(store.getSnapshot().entries.map((e) => e._id)).toEqual(['e1'])
  })

  it('says so when either read fails', async () => {
    const http = new FakeHttpClient()
      .answer('GET', PLAN, { videoSchedule: [] })
      .fail('GET', LIST, new ApiFailure(500, 'Internal error'))
    const store = new VideoPlanStore(http)
    await store.load(campaign)
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: PLAN_NOT_LOADED })
  })

  it('adds, changes and removes an entry; each answer’s plan is the list', async () => {
    const added = { videoSchedule: [entry('e1', '2027-09-01', '2027-09-05', 60)], videoScheduleItem: null }
    const changed = { videoSchedule: [entry('e1', '2027-09-01', '2027-09-07', 100)], videoScheduleItem: null }
    const http = new FakeHttpClient()
      .answer('GET', PLAN, { videoSchedule: [] })
      .answer('GET', LIST, [aLibraryVideo('v1', 'Весна.mp4')])
      .answer('POST', PLAN, added)
      .answer('PATCH', `${PLAN}/e1`, changed)
      .answer('DELETE', `${PLAN}/e1`, { videoSchedule: [], videoScheduleItem: null })
    const store = new VideoPlanStore(http)
    await store.load(campaign)
    const body = {
      startDate: '2027-09-01',
      endDate: '2027-09-05',
      videos: [{ advertiseVideoId: 'v1', share: 60 }],
    }
    expect(await store.send({ kind: 'add', campaignId: 'c1', body })).toBe(true)
    expect(http.callsTo('POST', PLAN)[0]?.body).toEqual(body)
    expect(store.getSnapshot().entries.map((e) => e.endDate)).toEqual(['2027-09-05'])
    expect(await store.send({ kind: 'change', campaignId: 'c1', entryId: 'e1', body })).toBe(true)
    expect(store.getSnapshot().entries.map((e) => e.endDate)).toEqual(['2027-09-07'])
    expect(await store.send({ kind: 'remove', campaignId: 'c1', entryId: 'e1' })).toBe(true)
    expect(store.getSnapshot().entries).toEqual([])
  })

  it('keeps the list on a refusal, with the server’s sentence and its field; a lost answer says so', async () => {
    const refusal = new ApiFailure(400, 'Доли роликов в сумме 110%: должно быть не больше 100%', {
      videos: 'sharesOver100',
    })
    const http = new FakeHttpClient()
      .answer('GET', PLAN, { videoSchedule: [entry('e1', '2027-09-01', '2027-09-05', 60)] })
      .answer('GET', LIST, [])
      .fail('POST', PLAN, refusal)
    const store = new VideoPlanStore(http)
    await store.load(campaign)
    const body = {
      startDate: '2027-09-06',
      endDate: '2027-09-07',
      videos: [{ advertiseVideoId: 'v1', share: 110 }],
    }
    expect(await store.send({ kind: 'add', campaignId: 'c1', body })).toBe(false)
    expect(store.change.getSnapshot().error).toEqual({
      message: 'Доли роликов в сумме 110%: должно быть не больше 100%',
      field: 'videos',
    })
    expect(store.getSnapshot().entries.map((e) => e._id)).toEqual(['e1'])

    const pending = new Subject<unknown>()
    const lost = new VideoPlanStore(new FakeHttpClient().answer('DELETE', `${PLAN}/e1`, () => pending))
    const removing = lost.send({ kind: 'remove', campaignId: 'c1', entryId: 'e1' })
    expect(lost.change.getSnapshot().loading).toBe(true)
    pending.error(new ApiFailure(0, ''))
    expect(await removing).toBe(false)
    expect(lost.change.getSnapshot().error?.message).toBe(PLAN_NOT_CHANGED)
  })
})
