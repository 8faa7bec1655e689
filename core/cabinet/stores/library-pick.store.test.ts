import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { ATTACH_FAILED, libraryPickEmpty, libraryPickLabel, LibraryPickStore } from './library-pick.store'
import { LIBRARY_LOAD_ERROR } from './media-library.store'
import { aLibraryVideo } from '../testing/library-media.fixture'

const LIST = '/api/v1/clients/media-library/listForAttach'
const ATTACH = '/api/v1/clients/commercial-campaigns/c1/attach'

describe('a file of the media library for the campaign (R-API-15)', () => {
  it('asks for the files fit for the place and clip, leaving out what the campaign already has', async () => {
    const http = new FakeHttpClient().answer('GET', LIST, [
      aLibraryVideo('m1', 'Весна.mp4'),
      aLibraryVideo('m2', 'Лето.mp4', 'approved'),
    ])
    const store = new LibraryPickStore(http)
    const opening = store.open('metroMonitors', 10, ['m1'])
    expect(store.getSnapshot().status).toBe('loading')
    await opening
    expect(http.calls[0]?.query).toEqual({ advertisePlace: 'metroMonitors', clipDuration: 10 })
    const { status, rows } = store.getSnapshot()
    expect(status).toBe('ready')
    expect(rows.map(libraryPickLabel)).toEqual(['Лето.mp4 — 1920×1080 · 10 с · Согласовано'])
  })

  it('says so when the library cannot be read', async () => {
    const store = new LibraryPickStore(new FakeHttpClient().fail('GET', LIST, new ApiFailure(0, '')))
    await store.open('lightBoxes', undefined, [])
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: LIBRARY_LOAD_ERROR, rows: [] })
  })

  it('attaches to the campaign’s own schedule item; a refusal is the server’s sentence, a lost answer ours', async () => {
    const http = new FakeHttpClient().answer('PATCH', ATTACH, {})
    const store = new LibraryPickStore(http)
    expect(await store.attach('c1', 'm2')).toEqual({ ok: true, value: true })
    expect(http.calls[0]?.form).toEqual({ mediaId: 'm2', scheduleId: 'c1', advertisingCampaignId: 'c1' })
    expect(store.getSnapshot()).toMatchObject({ attaching: undefined, refusal: undefined })

    const refused = new LibraryPickStore(
      new FakeHttpClient().fail(
        'PATCH',
        ATTACH,
        new ApiFailure(409, 'Материал отклонён модератором: загрузите новый файл'),
      ),
    )
    expect(await refused.attach('c1', 'm2')).toEqual({
      ok: false,
      error: 'Материал отклонён модератором: загрузите новый файл',
    })
    expect(refused.getSnapshot().refusal).toBe('Материал отклонён модератором: загрузите новый файл')

    const lost = new LibraryPickStore(new FakeHttpClient().fail('PATCH', ATTACH, new ApiFailure(0, '')))
    expect(await lost.attach('c1', 'm2')).toEqual({ ok: false, error: ATTACH_FAILED })
  })

  it('names what the place needs when nothing fits', () => {
    expect(libraryPickEmpty('Изображение JPEG или PNG')).toBe(
      'В медиатеке нет подходящих файлов. Нужен файл: Изображение JPEG или PNG. Загрузите его здесь или в медиатеке.',
    )
  })
})
