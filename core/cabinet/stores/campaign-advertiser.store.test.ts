import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { ADVERTISER_NOT_CHANGED, advertiserCalls, CampaignAdvertiserStore } from './campaign-advertiser.store'

const C = '/api/v1/clients/commercial-campaigns/metroMonitors/c-1/partners'
const change = (current: readonly string[], next: string | undefined) =>
  ({ place: 'metroMonitors', campaignId: 'c-1', current, next }) as const

describe('booking a campaign for another advertiser (R-API-12, the partners half)', () => {
  it('adds the new partner first, then removes the others; nothing when nothing changes', () => {
    expect(advertiserCalls(change(['p-1'], 'p-2'))).toEqual([
      { method: 'POST', path: C, body: { partnerId: 'p-2' } },
      { method: 'DELETE', path: `${C}/p-1` },
    ])
    expect(advertiserCalls(change([], 'p-2'))).toEqual([
      { method: 'POST', path: C, body: { partnerId: 'p-2' } },
    ])
    // Booked for the account itself: every partner removed, none added.
    expect(advertiserCalls(change(['p-1', 'p-3'], undefined))).toEqual([
      { method: 'DELETE', path: `${C}/p-1` },
      { method: 'DELETE', path: `${C}/p-3` },
    ])
    // A second partner left by an older change goes; the chosen one is not added twice.
    expect(advertiserCalls(change(['p-2', 'p-1'], 'p-2'))).toEqual([{ method: 'DELETE', path: `${C}/p-1` }])
    expect(advertiserCalls(change(['p-1'], 'p-1'))).toEqual([])
    expect(advertiserCalls(change([], undefined))).toEqual([])
  })

  it('makes the calls one after another and succeeds once all answered', async () => {
    const http = new FakeHttpClient().answer('POST', C, {}).answer('DELETE', `${C}/p-1`, {})
    expect(await new CampaignAdvertiserStore(http).run(change(['p-1'], 'p-2'))).toEqual({
      ok: true,
      value: true,
    })
    expect(http.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${C}`, `DELETE ${C}/p-1`])
  })

  it('stops at the first refusal and says it in the server’s words, or that nothing answered', async () => {
    const said = 'Рекламодателя кампании в статусе «На модерации» сменить нельзя'
    const http = new FakeHttpClient().fail('POST', C, new ApiFailure(409, said, { state: 'not editable' }))
    const store = new CampaignAdvertiserStore(http)
    expect(await store.run(change(['p-1'], 'p-2'))).toEqual({ ok: false, error: said })
    expect(http.calls.map((c) => c.method)).toEqual(['POST'])
    http.fail('POST', C, new ApiFailure(0, 'Failed to fetch'))
    expect(await store.run(change(['p-1'], 'p-2'))).toEqual({ ok: false, error: ADVERTISER_NOT_CHANGED })
  })
})
