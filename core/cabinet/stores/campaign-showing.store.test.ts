import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { CampaignShowingStore, SHOWING_NOT_CHANGED } from './campaign-showing.store'

const PATH = '/api/v1/clients/commercial-campaigns/c1/setAllowed'

describe('pausing and resuming a campaign’s showing (cabinet §4 start/stop)', () => {
  it('sends the value asked, not a toggle', async () => {
    const http = new FakeHttpClient().answer('PATCH', PATH, { advertisingCampaign: { _id: 'c1' } })
    const store = new CampaignShowingStore(http)
    expect((await store.run({ campaignId: 'c1', isAllowed: false })).ok).toBe(true)
    expect((await store.run({ campaignId: 'c1', isAllowed: true })).ok).toBe(true)
    expect(http.callsTo('PATCH', PATH).map((c) => c.body)).toEqual([
      { isAllowed: false },
      { isAllowed: true },
    ])
  })

  it('says the server’s refusal, or that nothing answered', async () => {
    const refusal = 'Кампанию в статусе «Завершена» нельзя запустить или остановить'
    const http = new FakeHttpClient().fail(
      'PATCH',
      PATH,
      new ApiFailure(409, refusal, { state: 'illegalTransition' }),
    )
    const store = new CampaignShowingStore(http)
    expect(await store.run({ campaignId: 'c1', isAllowed: false })).toEqual({ ok: false, error: refusal })
    http.fail('PATCH', PATH, new ApiFailure(0, 'Failed to fetch'))
    expect(await store.run({ campaignId: 'c1', isAllowed: false })).toEqual({
      ok: false,
      error: SHOWING_NOT_CHANGED,
    })
  })
})
