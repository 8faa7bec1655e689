import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../testing/fake-http-client'
import { attachRequest, MediaUploadStore, uploadCall } from './media-upload.store'

const file = { name: 'spring.mp4', size: 1024, type: 'video/mp4' }

describe('media uploads (R-API-17, R-API-15, R-ASYNC-12)', () => {
  it('sends the file as form data and ends at 100 %', async () => {
    const path = '/api/v1/advertisers/advertising-campaigns/mediaFacade/c1/videoSchedule/v1/upload'
    const http = new FakeHttpClient()
      .answer('POST', path, { _id: 'media-1' })
      .reportProgress('POST', path, [20, 100])
    const store = new MediaUploadStore(http)
    const percents: number[] = []
    store.state$.subscribe((s) => percents.push(s.percent))
    await store.send({ kind: 'mediaFacadeVideo', campaignId: 'c1', videoId: 'v1' }, file, { name: 'Весна' })
    expect(http.calls[0]?.form).toEqual({ name: 'Весна', file })
    expect(percents).toEqual([0, 0, 20, 99, 100])
    expect(store.getSnapshot()).toMatchObject({ status: 'done', value: { _id: 'media-1' } })
  })

  it('knows the paths of every listed upload', () => {
    expect(uploadCall({ kind: 'campaignVideo', campaignId: 'c1' })).toEqual({
      method: 'PATCH',
      path: '/api/v1/clients/commercial-campaigns/c1/video',
    })
    expect(
      uploadCall({
        kind: 'cityFormatVideo',
        schedule: 'cityFormatStandaloneSchedule',
        scheduleId: 's',
        videoId: 'v',
      }).path,
    ).toBe('/api/v1/advertisers/advertising-campaigns/cityFormatStandaloneSchedule/s/video/v')
    expect(uploadCall({ kind: 'mediaLibraryReplace', mediaKind: 'video', mediaId: 'm' })).toEqual({
      method: 'PATCH',
      path: '/api/v1/clients/media-library/video/m/replace',
    })
  })

  it('builds the attach form', () => {
    expect(attachRequest('c1', 'm1', 's1')).toEqual({
      method: 'PATCH',
      path: '/api/v1/clients/commercial-campaigns/c1/attach',
      form: { mediaId: 'm1', scheduleId: 's1', advertisingCampaignId: 'c1' },
    })
  })
})
