import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import {
  attachedMaterials,
  CampaignMaterialsStore,
  materialRequirement,
  UPLOAD_FAILED,
} from './campaign-materials.store'

const CC = '/api/v1/clients/commercial-campaigns'
const file = (name: string, type: string) => ({ name, type, size: 10 })
const media = {
  _id: 'm1',
  name: 'ролик.mp4',
  kind: 'video',
  width: 1920,
  height: 1080,
  duration: 10,
  codec: 'avc1',
}

describe('the materials step (issue #15 item 5)', () => {
  it('says what a place takes: the screen format and the bought clip length, or an image', () => {
    expect(materialRequirement('metroMonitors', 10)).toEqual({
      video: true,
      accept: ['video/mp4'],
      text: 'Видеоролик MP4 (H.264), 1920×1080, 10 с',
    })
    expect(materialRequirement('lightBoxes', undefined).text).toBe('Изображение JPEG или PNG')
  })

  it('sends a screen video to the campaign, shows progress capped at 99, then lists what the check read', async () => {
    const http = new FakeHttpClient()
      .answer('PATCH', `${CC}/c1/video`, { media })
      .reportProgress('PATCH', `${CC}/c1/video`, [40, 100])
    const store = new CampaignMaterialsStore(http)
    const seen: number[] = []
    store.state$.subscribe((s) => s.uploading && seen.push(s.uploading.percent))
    await store.upload('metroMonitors', 'c1', file('ролик.mp4', 'video/mp4'))
    expect(Math.max(...seen)).toBe(99)
    expect(store.getSnapshot()).toEqual({
      checks: [{ name: 'ролик.mp4', ok: true, text: '1920×1080, 10 с, avc1' }],
    })
    expect(http.calls[0]?.form?.['file']).toEqual(file('ролик.mp4', 'video/mp4'))
  })

  it('lists a refusal with the reasons the server gave, and a file sent again replaces its line', async () => {
    const path = `${CC}/lightBoxes/c2/images`
    const http = new FakeHttpClient().fail(
      'POST',
      path,
      new ApiFailure(
        422,
        'Файл не прошёл проверку',
        { type: 'Для этого места нужно изображение JPEG или PNG, а не видео' },
        undefined,
      ),
    )
    const store = new CampaignMaterialsStore(http)
    await store.upload('lightBoxes', 'c2', file('макет.mp4', 'video/mp4'))
    expect(store.getSnapshot().checks).toEqual([
      {
        name: 'макет.mp4',
        ok: false,
        text: 'Файл не прошёл проверку. Для этого места нужно изображение JPEG или PNG, а не видео',
      },
    ])
    http.answer('POST', path, {
      media: { ...media, name: 'макет.mp4', kind: 'image', duration: null, codec: null },
    })
    await store.upload('lightBoxes', 'c2', file('макет.mp4', 'image/png'))
    expect(store.getSnapshot().checks).toEqual([{ name: 'макет.mp4', ok: true, text: '1920×1080' }])
    http.fail('POST', path, new Error('offline'))
    await store.upload('lightBoxes', 'c2', file('ещё.png', 'image/png'))
    expect(store.getSnapshot().checks[0]).toEqual({ name: 'ещё.png', ok: false, text: UPLOAD_FAILED })
    // R-VAL-19: a server that gave no reason a person can read is an upload error, not a lost connection.
    http.fail('POST', path, new ApiFailure(500, 'Internal Server Error', {}, undefined))
    await store.upload('lightBoxes', 'c2', file('ещё.png', 'image/png'))
    expect(store.getSnapshot().checks[0]?.text).toBe('Ошибка загрузки')
    http.fail('POST', path, new ApiFailure(500, 'Ошибка сервера (500)', {}, undefined))
    await store.upload('lightBoxes', 'c2', file('ещё.png', 'image/png'))
    expect(store.getSnapshot().checks[0]?.text).toBe('Ошибка загрузки: Ошибка сервера (500)')
    http.fail('POST', path, new ApiFailure(413, '', { file: 'Файл больше 500 МБ' }, undefined))
    await store.upload('lightBoxes', 'c2', file('ещё.png', 'image/png'))
    expect(store.getSnapshot().checks[0]?.text).toBe('Ошибка загрузки. Файл больше 500 МБ')
  })
})

describe('the files a campaign already has (issue #15 item 5)', () => {
  const campaign = {
    _id: 'c1',
    advertiser: {
      videos: [{ _id: 'v1', name: 'ролик.mp4', status: 'approved', path: '/v' }],
      images: [{ _id: 'i1', name: 'макет.png', status: 'moderation', path: '/i' }],
    },
  }
  it('lists them with their status in words, videos first', () => {
    expect(attachedMaterials(campaign)).toEqual([
      { id: 'v1', name: 'ролик.mp4', status: 'Согласовано' },
      { id: 'i1', name: 'макет.png', status: 'На модерации' },
    ])
  })
  it('leaves out a file this visit has just checked, and reads nothing from a campaign without them', () => {
    expect(attachedMaterials(campaign, [{ name: 'макет.png', ok: true, text: '' }])).toEqual([
      { id: 'v1', name: 'ролик.mp4', status: 'Согласовано' },
    ])
    expect(attachedMaterials({ _id: 'c2' })).toEqual([])
    expect(attachedMaterials(undefined)).toEqual([])
  })
})
