import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { DownloadProgress, FileDownload, FileSource } from '../../ports/file-download.port'
import { ApiFailure } from '../../shared/api-failure'
import { err, ok, type Result } from '../../shared/result'
import { FakeFileDownload } from '../testing/fake-file-download'
import { FakeHttpClient } from '../testing/fake-http-client'
import { DownloadsStore } from './downloads.store'
import { CAMPAIGNS_REPORT_FILE, campaignsReportOf, ReportStore } from './report.store'

const REPORT = '/api/v1/clients/campaigns-report'
const MARCH = { campaignIds: ['c-1'], dateFrom: '2026-03-01', dateTo: '2026-03-31' }

const listed = (id: string, startDate: string, endDate: string) => ({ _id: id, startDate, endDate })

describe('the campaigns report (R-ASYNC-14, R-API-14)', () => {
  it('is loading while the workbook comes, posts the request, and ends once it is saved', async () => {
    const answer = new Subject<unknown>()
    const http = new FakeHttpClient().answer('POST', REPORT, () => answer)
    const files = new FakeFileDownload(http)
    const store = new ReportStore(files)
    const done = store.run(MARCH)
    await Promise.resolve()
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', loading: true })
    expect(http.callsTo('POST', REPORT).map((c) => c.body)).toEqual([MARCH])
    answer.next('PK…')
    expect(await done).toEqual({ ok: true, value: undefined })
    expect(store.getSnapshot()).toMatchObject({ status: 'success', loading: false })
    expect(files.saved).toEqual([CAMPAIGNS_REPORT_FILE])
  })

  it('a refused report ends loading with the server’s reason and saves nothing', async () => {
    const http = new FakeHttpClient().fail(
      'POST',
      REPORT,
      new ApiFailure(400, 'Некорректные параметры отчёта'),
    )
    const files = new FakeFileDownload(http)
    const store = new ReportStore(files)
    expect(await store.run(MARCH)).toEqual({ ok: false, error: 'Некорректные параметры отчёта' })
    expect(store.getSnapshot()).toMatchObject({ status: 'error', loading: false })
    expect(files.saved).toEqual([])
  })

  it('goes through the downloads region: listed while it comes, a failure left there with its reason', async () => {
    const ends: ((r: Result<void, string>) => void)[] = []
    const asked: FileSource[] = []
    const device: FileDownload = {
      download: (source: FileSource, _name: string, _progress?: (p: DownloadProgress) => void) => {
        asked.push(source)
        return new Promise((end) => ends.push(end))
      },
      save: () => ok(undefined),
      objectUrl: () => Promise.resolve(err('not given')),
    }
    const downloads = new DownloadsStore(device)
    const store = new ReportStore(downloads)
    const first = store.run(MARCH)
    expect(asked).toEqual([{ path: REPORT, body: MARCH }])
    expect(downloads.getSnapshot().lines).toMatchObject([{ name: CAMPAIGNS_REPORT_FILE, status: 'running' }])
    ends[0]!(ok(undefined))
    await first
    expect(downloads.getSnapshot().lines).toEqual([])
    const second = store.run(MARCH)
    ends[1]!(err('Не удалось скачать файл. Попробуйте ещё раз.'))
    expect(await second).toEqual({ ok: false, error: 'Не удалось скачать файл. Попробуйте ещё раз.' })
    expect(downloads.getSnapshot().lines).toMatchObject([
      { status: 'failed', error: 'Не удалось скачать файл. Попробуйте ещё раз.' },
    ])
  })
})

describe('the report of the campaign list (R-SCREEN-04)', () => {
  it('names the campaigns listed, from the first start to the last end, up to today', () => {
    const campaigns = [
      listed('c-1', '2026-03-10T00:00:00.000Z', '2026-04-10T00:00:00.000Z'),
      listed('c-2', '2026-02-01', '2026-02-28'),
      listed('c-3', '2026-05-01', '2026-06-30'),
    ]
    expect(campaignsReportOf(campaigns, '2026-07-15')).toEqual({
      campaignIds: ['c-1', 'c-2', 'c-3'],
      dateFrom: '2026-02-01',
      dateTo: '2026-06-30',
    })
    expect(campaignsReportOf(campaigns, '2026-04-01')).toMatchObject({
      dateFrom: '2026-02-01',
      dateTo: '2026-04-01',
    })
  })

  it('keeps to the 366 days the server answers, ending at the last, and a list not started shows its first day', () => {
    const long = [listed('c-1', '2024-01-01', '2024-12-31'), listed('c-2', '2025-06-01', '2025-06-30')]
    expect(campaignsReportOf(long, '2026-01-01')).toMatchObject({
      dateFrom: '2024-06-30',
      dateTo: '2025-06-30',
    })
    expect(campaignsReportOf([listed('c-1', '2026-09-01', '2026-09-30')], '2026-07-15')).toMatchObject({
      dateFrom: '2026-09-01',
      dateTo: '2026-09-01',
    })
  })

  it('asks for no report of an empty list, and for the whole account past the campaigns one report names', () => {
    expect(campaignsReportOf([], '2026-07-15')).toBeUndefined()
    const many = Array.from({ length: 1001 }, (_, i) => listed(`c-${i}`, '2026-03-01', '2026-03-31'))
    expect(campaignsReportOf(many, '2026-07-15')?.campaignIds).toEqual([])
  })
})
