import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../contract/campaign.answer'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { applicationOffer, ApplicationStore } from './application.store'

const draft = (over: Partial<Campaign> = {}) =>
  ({
    advertisePlace: 'transitShelter',
    state: { _id: 'draft', name: 'Черновик' },
    advertiser: { images: [], videos: [] },
    ...over,
  }) as Pick<Campaign, 'advertisePlace' | 'state' | 'advertiser'>

describe('sending to moderation only with what moderation needs (issue #47)', () => {
  it('offers sending a draft with its creative, and says what is missing otherwise', () => {
    expect(applicationOffer(draft())).toEqual({
      kind: 'missing',
      reason:
        'Кампанию нельзя отправить на модерацию без материала: загрузите макет (изображение JPEG или PNG)',
    })
    expect(applicationOffer(draft({ advertiser: { images: [{ _id: 'm', status: 'moderation' }] } }))).toEqual(
      {
        kind: 'ready',
      },
    )
    expect(
      applicationOffer(
        draft({
          advertisePlace: 'metroMonitors',
          advertiser: { images: [{ _id: 'm', status: 'noStatus' }] },
        }),
      ),
    ).toEqual({
      kind: 'missing',
      reason: 'Кампанию нельзя отправить на модерацию без материала: загрузите видеоролик',
    })
    expect(
      applicationOffer(draft({ advertiser: { images: [{ _id: 'm', status: 'rejected' }] } })),
    ).toMatchObject({ kind: 'missing' })
  })

  it('offers nothing for a campaign that is not a draft (R-STATE-06)', () => {
    expect(applicationOffer(draft({ state: { _id: 'moderation', name: 'На модерации' } }))).toEqual({
      kind: 'none',
    })
  })

  it('says the server’s own sentence when a creative is missing, the catalogue’s otherwise (R-STATE-07)', async () => {
    const path = '/api/v1/clients/commercial-campaigns/transitShelter/c1/application'
    const missing = new FakeHttpClient().fail(
      'POST',
      path,
      new ApiFailure(409, 'Кампанию нельзя отправить на модерацию без материала: загрузите макет', {
        creatives: 'required',
      }),
    )
    expect(await new ApplicationStore(missing).run({ place: 'transitShelter', id: 'c1' })).toEqual({
      ok: false,
      error: 'Кампанию нельзя отправить на модерацию без материала: загрузите макет',
    })
    const notDraft = new FakeHttpClient().fail('POST', path, new ApiFailure(409, 'is not draft'))
    expect(await new ApplicationStore(notDraft).run({ place: 'transitShelter', id: 'c1' })).toEqual({
      ok: false,
      error: 'Кампанию нельзя отправить на модерацию',
    })
  })
})
