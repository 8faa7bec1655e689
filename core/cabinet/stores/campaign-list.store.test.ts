import { describe, expect, it } from 'vitest'
import { of, Subject } from 'rxjs'
import { FakeHttpClient, type RecordedCall } from '../testing/fake-http-client'
import { listedCampaignWire } from '../testing/listed-campaign.fixture'
import { CAMPAIGN_LIST_ERROR, CAMPAIGN_PAGE_SIZE, CampaignListStore } from './campaign-list.store'

const campaign = (i: number) =>
  listedCampaignWire(`c${i}`, { name: `Кампания ${i}`, someFieldTheListDoesNotRead: { x: 1 } })

/** A server of `total` campaigns that pages as the real one does. */
const server = (total: number) =>
  new FakeHttpClient().answer('GET', '/api/v1/clients/commercial-campaigns', (call: RecordedCall) => {
    const offset = Number(call.query?.['offset'] ?? 0)
    const limit = Number(call.query?.['limit'] ?? 100)
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      campaign(offset + i),
    )
    return of({ advertisingCampaigns: items, count: total })
  })

describe('the campaign list (R-SCREEN-04, R-LIST-03)', () => {
  it('reads every page, newest first by default', async () => {
    const http = server(2 * CAMPAIGN_PAGE_SIZE + 5)
    const list = new CampaignListStore(http)
    await list.load()
    const s = list.getSnapshot()
    expect(s.status).toBe('ready')
    expect(s.campaigns).toHaveLength(2005)
    expect(s.count).toBe(2005)
    // Passed on whole: the fields the list does not check reach the cards.
    expect(s.campaigns[0]).toMatchObject({ someFieldTheListDoesNotRead: { x: 1 } })
    expect(http.calls.map((c) => c.query)).toEqual([
      { sort: '-startDate', limit: 100, offset: 0 },
      { sort: '-startDate', limit: 1000, offset: 100 },
      { sort: '-startDate', limit: 1000, offset: 1100 },
    ])
  })

  it('shows the first rows while the rest are read, and is ready only after the last page', async () => {
    const rest = new Subject<unknown>()
    const http = new FakeHttpClient().answer(
      'GET',
      '/api/v1/clients/commercial-campaigns',
      (call: RecordedCall) =>
        call.query?.['offset'] === 0
          ? of({ advertisingCampaigns: [campaign(0), campaign(1)], count: 3 })
          : rest.asObservable(),
    )
    const list = new CampaignListStore(http)
    const done = list.load()
    await Promise.resolve()
    expect(list.getSnapshot()).toMatchObject({ status: 'loading', count: 3 })
    expect(list.getSnapshot().campaigns.map((c) => c._id)).toEqual(['c0', 'c1'])
    rest.next({ advertisingCampaigns: [campaign(2)], count: 3 })
    rest.complete()
    await done
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', count: 3 })
    expect(list.getSnapshot().campaigns.map((c) => c._id)).toEqual(['c0', 'c1', 'c2'])
  })

  it('lets a new sort win over a load still under way', async () => {
    const slow = new Subject<unknown>()
    let first = true
    const http = new FakeHttpClient().answer('GET', '/api/v1/clients/commercial-campaigns', () => {
      if (!first) return of({ advertisingCampaigns: [campaign(9)], count: 1 })
      first = false
      return slow.asObservable()
    })
    const list = new CampaignListStore(http)
    const stale = list.load()
    await list.toggleSort()
    slow.next({ advertisingCampaigns: [campaign(0)], count: 1 })
    slow.complete()
    await stale
    expect(list.getSnapshot().campaigns.map((c) => c._id)).toEqual(['c9'])
    expect(list.getSnapshot().status).toBe('ready')
  })

  it('reads an empty account in one call', async () => {
    const http = server(0)
    const list = new CampaignListStore(http)
    await list.load()
    expect(list.getSnapshot()).toMatchObject({ status: 'ready', campaigns: [], count: 0 })
    expect(http.calls).toHaveLength(1)
  })

  it('toggles the Начало order and reads the list again in it', async () => {
    const http = server(3)
    const list = new CampaignListStore(http)
    await list.load()
    await list.toggleSort()
    expect(list.getSnapshot().sort).toBe('startDate')
    expect(http.calls.at(-1)?.query?.['sort']).toBe('startDate')
    await list.toggleSort()
    expect(http.calls.at(-1)?.query?.['sort']).toBe('-startDate')
  })

  it('keeps what it showed and says what to do when a load fails or the answer is not a list', async () => {
    const http = server(2)
    const list = new CampaignListStore(http)
    await list.load()
    http.fail('GET', '/api/v1/clients/commercial-campaigns', { status: 500, message: 'boom' })
    await list.load()
    expect(list.getSnapshot()).toMatchObject({ status: 'error', error: CAMPAIGN_LIST_ERROR })
    expect(list.getSnapshot().campaigns).toHaveLength(2)
    http.answer('GET', '/api/v1/clients/commercial-campaigns', {
      advertisingCampaigns: [{ _id: 1 }],
      count: 1,
    })
    await list.load()
    expect(list.getSnapshot().status).toBe('error')
  })

  it('drops a deleted campaign without a reload', async () => {
    const list = new CampaignListStore(server(3))
    await list.load()
    list.removed('c1')
    list.removed('nope')
    expect(list.getSnapshot().campaigns.map((c) => c._id)).toEqual(['c0', 'c2'])
    expect(list.getSnapshot().count).toBe(2)
  })
})
