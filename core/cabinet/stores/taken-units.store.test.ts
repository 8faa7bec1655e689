import { of, Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../testing/fake-http-client'
import { takenQuestion, TakenUnitsStore } from './taken-units.store'

const PATH = '/api/v1/commercial-campaigns/lightBoxes/taken'
const JANUARY = { place: 'lightBoxes', startDate: '2027-01-01', endDate: '2027-01-31' }
/** Lets the store's answers (synchronous observables, awaited) land: a few turns of the microtask queue. */
const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}

describe('the units a list shows taken (issue #47 item 3)', () => {
  it('asks the server for the place and period, once a question, and again when the period changes', async () => {
    const http = new FakeHttpClient().answer('GET', PATH, (call: { query?: { startDate?: string } }) =>
      of(call.query?.startDate === '2027-01-01' ? { taken: ['LB-001'] } : { taken: [] }),
    )
    const store = new TakenUnitsStore(http)
    store.watch(JANUARY)
    store.watch(JANUARY)
    await settle()
    expect([...store.getSnapshot().taken]).toEqual(['LB-001'])
    expect(http.callsTo('GET', PATH)).toHaveLength(1)
    expect(http.callsTo('GET', PATH)[0]?.query).toEqual({ startDate: '2027-01-01', endDate: '2027-01-31' })
    store.watch({ ...JANUARY, startDate: '2027-02-01', endDate: '2027-02-28', campaignId: 'c1' })
    expect(store.getSnapshot().taken.size).toBe(0)
    await settle()
    expect(http.callsTo('GET', PATH)[1]?.query).toMatchObject({ startDate: '2027-02-01', campaignId: 'c1' })
    expect(store.getSnapshot()).toMatchObject({ status: 'ready' })
  })

  it('keeps the newest question’s answer when an older one arrives late', async () => {
    const answers: Record<string, Subject<{ taken: string[] }>> = {
      '2027-01-01': new Subject(),
      '2027-02-01': new Subject(),
    }
    const http = new FakeHttpClient().answer('GET', PATH, (call: { query: { startDate: string } }) =>
      answers[call.query.startDate]?.asObservable(),
    )
    const store = new TakenUnitsStore(http)
    store.watch(JANUARY)
    store.watch({ ...JANUARY, startDate: '2027-02-01', endDate: '2027-02-28' })
    answers['2027-02-01']?.next({ taken: ['LB-002'] })
    answers['2027-01-01']?.next({ taken: ['LB-001'] })
    await settle()
    expect([...store.getSnapshot().taken]).toEqual(['LB-002'])
  })

  it('asks nothing for a place whose units are airtime, nor before the period is chosen', () => {
    const http = new FakeHttpClient()
    const store = new TakenUnitsStore(http)
    store.watch({ ...JANUARY, place: 'cityFormat' })
    expect(store.getSnapshot()).toMatchObject({ status: 'ready' })
    expect(http.calls).toHaveLength(0)
    expect(takenQuestion('lightBoxes', { startDate: '2027-01-01' })).toBeUndefined()
    expect(takenQuestion(undefined, { startDate: '2027-01-01', endDate: '2027-01-31' })).toBeUndefined()
  })

  it('asks turn tiles for the month the calculator snaps their start to, and names the campaign edited', () => {
    expect(takenQuestion('turnsTiles', { startDate: '2027-01-10' }, 'c1')).toEqual({
      place: 'turnsTiles',
      startDate: '2027-01-16',
      endDate: '2027-02-15',
      campaignId: 'c1',
    })
  })

  it('says it could not read, keeps the list working, and reads again on demand, not by itself', async () => {
    const http = new FakeHttpClient().fail('GET', PATH, { status: 503, message: 'away' })
    const store = new TakenUnitsStore(http)
    store.watch(JANUARY)
    await settle()
    store.watch(JANUARY)
    expect(store.getSnapshot()).toMatchObject({ status: 'error' })
    expect(http.callsTo('GET', PATH)).toHaveLength(1)
    http.answer('GET', PATH, { taken: ['LB-003'] })
    await store.refresh()
    expect([...store.getSnapshot().taken]).toEqual(['LB-003'])
  })
})
