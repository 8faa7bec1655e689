import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { RecordingLogger } from '../testing/fake-ports'
import {
  fileSizeLabel,
  LIBRARY_LOAD_ERROR,
  MATERIAL_NOT_FOUND,
  MaterialStore,
  MediaLibraryStore,
  mediaRowView,
  type LibraryMedia,
} from './media-library.store'

const LIBRARY = '/api/v1/clients/media-library'

const media = (over: Partial<LibraryMedia> = {}): LibraryMedia => ({
  _id: 'm1',
  kind: 'video',
  status: 'noStatus',
  name: 'Ролик',
  mimeType: 'video/mp4',
  size: 3_565_158,
  width: 1920,
  height: 1080,
  duration: 10.04,
  path: null,
  thumb: '/api/v1/clients/video/m1/thumb',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...over,
})
const page = (list: LibraryMedia[], total = list.length) => ({ list, total, limit: 20, offset: 0 })

describe('the media library (R-SCREEN-51)', () => {
  it('reads a page of one kind and shows each file as the advertiser reads it', async () => {
    const http = new FakeHttpClient().answer(
      'GET',
      LIBRARY,
      page(
        [
          media(),
          media({
            _id: 'm2',
            kind: 'image',
            mimeType: 'image/png',
            name: 'Макет',
            status: 'rejected',
            duration: null,
            width: 800,
            height: 600,
            size: 950,
          }),
          media({ _id: 'm3', status: 'approved', name: 'Одобренный.mp4' }),
        ],
        45,
      ),
    )
    const store = new MediaLibraryStore(http)
    await store.load(3, 'video')
    expect(http.calls[0]?.query).toEqual({ limit: 20, offset: 40, kind: 'video' })
    const state = store.getSnapshot()
    expect([state.status, state.page, state.pageCount, state.total]).toEqual(['ready', 3, 3, 45])
    expect(
      state.rows.map((r) => [
        r.kindLabel,
        r.statusLabel,
        r.statusTone,
        r.facts,
        r.sizeLabel,
        r.fileName,
        r.canSend,
      ]),
    ).toEqual([
      ['Видео', 'Без статуса', 'create', '1920×1080 · 10 с', '3,4 МБ', 'Ролик.mp4', true],
      ['Изображение', 'Отклонено', 'rejected', '800×600', '950 Б', 'Макет.png', true],
      ['Видео', 'Согласовано', 'current', '1920×1080 · 10 с', '3,4 МБ', 'Одобренный.mp4', false],
    ])
  })

  it('asks for every kind with no kind, and says so when the page cannot be read, keeping the rows', async () => {
    const http = new FakeHttpClient().answer('GET', LIBRARY, page([media()]))
    const store = new MediaLibraryStore(http)
    await store.load(1, 'all')
    expect(http.calls[0]?.query).toEqual({ limit: 20, offset: 0 })
    http.fail('GET', LIBRARY, new ApiFailure(500, 'boom', {}))
    await store.load()
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: LIBRARY_LOAD_ERROR })
    expect(store.getSnapshot().rows).toHaveLength(1)
  })

  it('uploads with progress under 100 until the answer, then shows the first page', async () => {
    const http = new FakeHttpClient()
      .answer('GET', LIBRARY, page([media()]))
      .answer('POST', `${LIBRARY}/video`, media())
      .reportProgress('POST', `${LIBRARY}/video`, [20, 100])
    const store = new MediaLibraryStore(http)
    await store.load(2)
    const seen: number[] = []
    const sub = store.state$.subscribe((s) => s.upload && seen.push(s.upload.percent))
    const file = { name: 'Новый.mp4', size: 10, type: 'video/mp4' }
    expect(await store.upload(file)).toEqual({ ok: true, value: undefined })
    sub.unsubscribe()
    expect(seen).toEqual([0, 20, 99, 100])
    expect(http.callsTo('POST', `${LIBRARY}/video`)[0]?.form).toEqual({ file })
    expect(store.getSnapshot()).toMatchObject({ page: 1, upload: undefined })
  })

  it('keeps the list and says why when the server refuses a file', async () => {
    const http = new FakeHttpClient()
      .answer('GET', LIBRARY, page([media()]))
      .fail(
        'POST',
        `${LIBRARY}/image`,
        new ApiFailure(415, 'Файл подписан как image/png, а на самом деле это JPEG', {}),
      )
    const store = new MediaLibraryStore(http)
    await store.load(1)
    const refused = await store.upload({ name: 'a.png', size: 3, type: 'image/png' })
    expect(refused).toEqual({ ok: false, error: 'Файл подписан как image/png, а на самом деле это JPEG' })
    expect(store.getSnapshot().upload?.error).toBe('Файл подписан как image/png, а на самом деле это JPEG')
    expect(http.callsTo('GET', LIBRARY)).toHaveLength(1)
    store.dismissUpload()
    expect(store.getSnapshot().upload).toBeUndefined()
  })

  it('renames, sends to moderation, replaces and deletes by the spec calls; a blank name sends nothing', async () => {
    const http = new FakeHttpClient()
      .answer('GET', LIBRARY, page([media()]))
      .answer('PUT', `${LIBRARY}/m1/rename`, media({ name: 'Новое' }))
      .answer('PUT', `${LIBRARY}/m1/toModeration`, media({ status: 'moderation' }))
      .answer('PATCH', `${LIBRARY}/video/m1/replace`, media())
      .answer('DELETE', `${LIBRARY}/video/m1`, { done: true })
    const store = new MediaLibraryStore(http)
    await store.load(2)
    const row = store.getSnapshot().rows[0]!
    expect(await store.rename(row, '   ')).toEqual({ ok: false, error: 'Введите название' })
    expect(http.callsTo('PUT', `${LIBRARY}/m1/rename`)).toHaveLength(0)
    await store.rename(row, '  Новое ')
    expect(http.callsTo('PUT', `${LIBRARY}/m1/rename`)[0]?.body).toEqual({ name: 'Новое' })
    await store.toModeration(row)
    await store.replace(row, { name: 'v2.mp4', size: 5, type: 'video/mp4' })
    expect(http.callsTo('PATCH', `${LIBRARY}/video/m1/replace`)).toHaveLength(1)
    // The only file of page 2 deleted: page 1 is shown.
    await store.remove(store.getSnapshot().rows[0]!)
    expect(store.getSnapshot().page).toBe(1)
    expect(http.calls.at(-1)?.query).toMatchObject({ offset: 0 })
  })

  it('answers the server message when a change is refused, and the page stays', async () => {
    const http = new FakeHttpClient()
      .answer('GET', LIBRARY, page([media({ status: 'approved' })]))
      .fail('PUT', `${LIBRARY}/m1/toModeration`, new ApiFailure(409, 'Материал уже согласован', {}))
    const store = new MediaLibraryStore(http)
    await store.load(1)
    expect(await store.toModeration(store.getSnapshot().rows[0]!)).toEqual({
      ok: false,
      error: 'Материал уже согласован',
    })
    expect(http.callsTo('GET', LIBRARY)).toHaveLength(1)
  })

  it('writes sizes in ru-RU units', () => {
    expect([0, 1023, 1024, 12_800, 1_048_576 * 250, 1024 ** 3 * 2].map(fileSizeLabel)).toEqual([
      '0 Б',
      '1\u00a0023 Б',
      '1 КБ',
      '12,5 КБ',
      '250 МБ',
      '2 ГБ',
    ])
  })
})

describe('the material view (R-SCREEN-20)', () => {
  it('reads one file by its id and sends it to moderation, showing the new status', async () => {
    const http = new FakeHttpClient()
      .answer('POST', `${LIBRARY}/getMedia`, [media()])
      .answer('PUT', `${LIBRARY}/m1/toModeration`, media({ status: 'moderation' }))
      .answer('GET', '/api/v1/advertisers/video/m1/download-url', { downloadUrl: '/v/m1?signature=s' })
    const store = new MaterialStore(http, new RecordingLogger())
    await store.load('m1')
    expect(http.calls[0]?.body).toEqual({ ids: ['m1'] })
    expect(store.getSnapshot().source).toBe('/v/m1?signature=s')
    expect(store.getSnapshot().row?.statusLabel).toBe('Без статуса')
    expect(await store.toModeration()).toEqual({ ok: true, value: undefined })
    expect(store.getSnapshot().row).toMatchObject({ statusLabel: 'На модерации', canSend: false })
  })

  it('shows the status a document upload answered (R-STATE-14) without reading the file again', async () => {
    const http = new FakeHttpClient().answer('POST', `${LIBRARY}/getMedia`, [
      media({ kind: 'image', mimeType: 'image/png', status: 'rejected', moderationReason: 'Нет печати' }),
    ])
    const store = new MaterialStore(http, new RecordingLogger())
    await store.load('m1')
    // Refused, the moderator's reason is shown; back on moderation, it no longer is.
    expect(store.getSnapshot().row).toMatchObject({ statusLabel: 'Отклонено', reason: 'Нет печати' })
    store.showStatus('moderation')
    expect(store.getSnapshot().row).toMatchObject({
      statusLabel: 'На модерации',
      canSend: false,
      reason: undefined,
    })
    expect(http.calls).toHaveLength(1)
  })

  it('gives no reason for a file that is not refused, or refused without one', () => {
    for (const [item, reason] of [
      [media({ status: 'approved', moderationReason: 'старая причина' }), undefined],
      [media({ status: 'rejected', moderationReason: null }), undefined],
      [media({ status: 'rejected' }), undefined],
      [media({ status: 'rejected', moderationReason: 'Звук громче нормы' }), 'Звук громче нормы'],
    ] as const) {
      expect(mediaRowView(item).reason, item.status).toBe(reason)
    }
  })

  it('shows an image without asking for a video link, and a video whose link fails without its player', async () => {
    const image = new FakeHttpClient().answer('POST', `${LIBRARY}/getMedia`, [
      media({ kind: 'image', mimeType: 'image/png' }),
    ])
    const store = new MaterialStore(image, new RecordingLogger())
    await store.load('m1')
    expect(image.calls).toHaveLength(1)
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', source: undefined })
    const broken = new FakeHttpClient()
      .answer('POST', `${LIBRARY}/getMedia`, [media()])
      .fail('GET', '/api/v1/advertisers/video/m1/download-url', new ApiFailure(500, 'boom', {}))
    const logger = new RecordingLogger()
    const video = new MaterialStore(broken, logger)
    await video.load('m1')
    expect(video.getSnapshot()).toMatchObject({ status: 'ready', source: undefined, row: { name: 'Ролик' } })
    // R-API-18: the failure is logged.
    expect(logger.lines.map((e) => [e.level, e.message, e.details?.['id']])).toEqual([
      ['warn', 'a video link could not be had', 'm1'],
    ])
  })

  it('says a file that is not the account’s (or is gone) is not found', async () => {
    const store = new MaterialStore(
      new FakeHttpClient().answer('POST', `${LIBRARY}/getMedia`, []),
      new RecordingLogger(),
    )
    await store.load('other')
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: MATERIAL_NOT_FOUND })
    expect(await store.toModeration()).toEqual({ ok: false, error: MATERIAL_NOT_FOUND })
  })
})
