import { firstValueFrom, of, Subject, throwError, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { RecordingLogger } from '../testing/fake-ports'
import { AccordionStore } from './accordion.store'
import { FastOrderStore, validateRegistration } from './form-checks.store'
import { loadReference, videoDownloadUrl } from './logged-fetch'
import { MediaPlanDownloadStore, mediaPlanPath } from './media-plan-download.store'
import { MediaPlanSelectionStore } from './media-plan-selection.store'
import { OAuthReturnStore } from './oauth-return.store'
import { shownPercent, trackUpload, UploadStore } from '../../shared/upload-progress'

describe('upload progress (R-ASYNC-12, R-ERR-17)', () => {
  it('caps the shown percent at 99 until the answer, then 100', async () => {
    const events = await firstValueFrom(
      trackUpload({ progress: of(10, 55.7, 40, 100, 100), result: of('video-1') }).pipe(toArray()),
    )
    expect(events).toEqual([
      { kind: 'progress', percent: 10 },
      { kind: 'progress', percent: 55 },
      { kind: 'progress', percent: 99 },
      { kind: 'done', percent: 100, value: 'video-1' },
    ])
    expect([shownPercent(-3), shownPercent(Number.NaN), shownPercent(250)]).toEqual([0, 0, 99])
  })

  it('stays at 99 while the server is still answering', () => {
    const progress = new Subject<number>()
    const result = new Subject<string>()
    const store = new UploadStore<string>()
    void store.follow({ progress, result })
    progress.next(100)
    expect(store.getSnapshot()).toMatchObject({ status: 'uploading', percent: 99 })
    result.next('ok')
    result.complete()
    expect(store.getSnapshot()).toMatchObject({ status: 'done', percent: 100, value: 'ok' })
  })

  it('keeps the response data of a failed upload', async () => {
    const store = new UploadStore<string>()
    const body = { message: 'Bad video', errors: { file: 'Слишком длинное видео' } }
    await store.follow({
      progress: of(30),
      result: throwError(() => new ApiFailure(422, 'Bad video', {}, body)),
    })
    expect(store.getSnapshot()).toMatchObject({ status: 'error', percent: 30, errorData: body })
  })
})

describe('media-plan selection (R-LIST-24, R-LIST-25, R-PLAN-06)', () => {
  it('toggles campaigns in and out and resets', () => {
    const store = new MediaPlanSelectionStore()
    expect(store.getSnapshot().mode).toBe(false)
    store.start()
    expect(store.getSnapshot().mode).toBe(true)
    expect(store.toggle({ advertisingCampaignId: 'a', advertisePlace: 'metroStickers' })).toEqual({
      ok: true,
      value: true,
    })
    store.toggle({ advertisingCampaignId: 'b', advertisePlace: 'lightBoxes' })
    expect(store.count).toBe(2)
    expect(store.toggle({ advertisingCampaignId: 'a', advertisePlace: 'metroStickers' })).toEqual({
      ok: true,
      value: false,
    })
    expect(store.getSnapshot().selected.map((e) => e.advertisingCampaignId)).toEqual(['b'])
    store.reset()
    expect(store.count).toBe(0)
    // A reset also leaves media-plan mode (our choice; the spec names the mode, not how it ends).
    expect(store.getSnapshot().mode).toBe(false)
  })

  it('refuses a campaign of a place outside the consolidated plan', () => {
    const store = new MediaPlanSelectionStore()
    expect(store.toggle({ advertisingCampaignId: 'x', advertisePlace: 'cdek' })).toMatchObject({
      ok: false,
      error: { code: 'mediaPlan.placeNotSupported', field: 'advertisePlace' },
    })
    expect(store.count).toBe(0)
  })
})

describe('media-plan downloads (R-LIST-07, R-PLAN-04, R-ERR-18)', () => {
  it('shows a spinner while one downloads and posts the selection for the consolidated plan', async () => {
    const answer = new Subject<unknown>()
    const http = new FakeHttpClient()
      .answer('POST', '/api/v1/clients/media-plan/getReportStickers', () => answer)
      .answer('POST', '/api/v1/clients/media-plan/getConsolidatedReport', { file: 'plan.xlsx' })
    const store = new MediaPlanDownloadStore(http)
    const pending = store.campaign('c1', 'metroStickers')
    expect(store.isDownloading('c1')).toBe(true)
    answer.next({ file: 'c1.xlsx' })
    expect(await pending).toEqual({ ok: true, value: { file: 'c1.xlsx' } })
    expect(store.isDownloading('c1')).toBe(false)
    const selection = [{ advertisingCampaignId: 'c1', advertisePlace: 'metroStickers' as const }]
    await store.consolidated(selection)
    expect(http.calls[1]?.body).toEqual(selection)
  })

  it('records a failed download without a message', async () => {
    const http = new FakeHttpClient().fail('POST', mediaPlanPath('cityFormat'), new ApiFailure(500, 'boom'))
    const store = new MediaPlanDownloadStore(http)
    expect(await store.campaign('c2', 'cityFormat')).toEqual({ ok: false, error: undefined })
    expect(store.getSnapshot()).toEqual({ downloading: [], failed: ['c2'] })
  })

  it('hands over the workbook the server sends in its envelope; any other answer is an error said', async () => {
    const workbook = { fileName: 'Медиаплан.xlsx', contentType: 'application/vnd.ms-excel', base64: 'UEsD' }
    const http = new FakeHttpClient()
      .answer('POST', mediaPlanPath('lightBoxes'), workbook)
      .answer('POST', '/api/v1/clients/media-plan/getConsolidatedReport', { file: 'plan.xlsx' })
    const store = new MediaPlanDownloadStore(http)
    expect(await store.campaignFile('c3', 'lightBoxes')).toEqual({ ok: true, value: workbook })
    expect(await store.consolidatedFile([])).toEqual({ ok: false, error: 'Непредвиденная ошибка' })
  })

  it('uses the client report paths of the spec (R-API-26)', () => {
    expect(mediaPlanPath('navigationSign')).toBe('/api/v1/clients/media-plan/getReportNavigationSigns')
    expect(mediaPlanPath('transitShelter')).toBe('/api/v1/clients/media-plan/getReportTransitShelters')
  })
})

describe('accordion (R-LIST-27)', () => {
  it('opens one item at a time', () => {
    const store = new AccordionStore({ closeOnReclick: false })
    store.click('a')
    store.click('b')
    expect(store.getSnapshot().open).toBe('b')
    store.click('b')
    expect(store.isOpen('b')).toBe(true)
  })
  it('closes on re-click when asked to', () => {
    const store = new AccordionStore({ closeOnReclick: true }, 'a')
    store.click('a')
    expect(store.getSnapshot().open).toBeUndefined()
  })
})

describe('OAuth return and forms', () => {
  it('posts service and code without a token and passes the data on (R-ROUTE-12)', async () => {
    const http = new FakeHttpClient().answer('POST', '/api/v1/clients/auth/externalAuthorization', {
      token: 't',
    })
    expect(await new OAuthReturnStore(http).run({ service: 'yandex', code: 'c0de' })).toEqual({
      ok: true,
      value: { token: 't' },
    })
    expect(http.calls[0]).toMatchObject({ body: { service: 'yandex', code: 'c0de' }, authenticated: false })
  })

  it('maps registration validate errors per field (R-VAL-08)', async () => {
    const http = new FakeHttpClient().fail(
      'POST',
      '/api/v1/clients/register/validate',
      new ApiFailure(422, 'x', { email: 'already in use' }),
    )
    expect(await firstValueFrom(validateRegistration(http, { email: 'a@b.ru' }))).toEqual({
      email: 'Данное значение уже используется в системе',
    })
    const clean = new FakeHttpClient().answer('POST', '/api/v1/clients/register/validate', {})
    expect(await firstValueFrom(validateRegistration(clean, { email: 'a@b.ru' }))).toEqual({})
  })

  it('sends the fast order and maps its field errors (R-VAL-09)', async () => {
    const form = { fullName: '', phone: '1', email: 'e', advertisePlaceId: 'cdek', gRecaptchaResponse: 'g' }
    const http = new FakeHttpClient().fail(
      'POST',
      '/api/v1/clients/profile/fastOrder',
      new ApiFailure(422, 'x', { fullName: 'required', phone: 'wrong format' }),
    )
    expect(await new FastOrderStore(http).run(form)).toEqual({
      ok: false,
      error: { fullName: 'Укажите имя', phone: 'Неверный формат номера телефона' },
    })
    expect(http.calls[0]?.body).toEqual(form)
  })
})

describe('logged fetches (R-ERR-19, R-API-18)', () => {
  it('falls back and logs when a reference fails', async () => {
    const logger = new RecordingLogger()
    const http = new FakeHttpClient().fail('GET', '/api/v1/regions', new ApiFailure(500, 'down'))
    const list = await firstValueFrom(
      loadReference(
        http,
        logger,
        { method: 'GET', path: '/api/v1/regions' },
        (d) => ({ ok: true, value: d as string[] }),
        [],
      ),
    )
    expect(list).toEqual([])
    expect(logger.lines).toHaveLength(1)
  })

  it('gives the download url, or null and a log line', async () => {
    const logger = new RecordingLogger()
    const path = '/api/v1/advertisers/video/v1/download-url'
    const ok = new FakeHttpClient().answer('GET', path, { downloadUrl: 'https://s3/v1.mp4' })
    expect(await firstValueFrom(videoDownloadUrl(ok, logger, 'v1'))).toBe('https://s3/v1.mp4')
    const failing = new FakeHttpClient().fail('GET', path, new ApiFailure(404, 'gone'))
    expect(await firstValueFrom(videoDownloadUrl(failing, logger, 'v1'))).toBeNull()
    expect(logger.lines).toHaveLength(1)
  })
})
