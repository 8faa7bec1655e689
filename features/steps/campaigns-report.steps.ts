import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { Subject } from 'rxjs'
import { DownloadsStore, downloadLineView } from '../../core/cabinet/stores/downloads.store'
import { campaignsReportOf, ReportStore } from '../../core/cabinet/stores/report.store'
import { FakeFileDownload } from '../../core/cabinet/testing/fake-file-download'
import { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { parseDisplayDate } from '../../core/format/date.format'
import { ApiFailure } from '../../core/shared/api-failure'
import type { AsyncStatus } from '../../core/shared/async-action'
import type { TabloWorld } from '../support/world'
import { list } from './cabinet-actor'

// The campaign list's «Скачать отчёт» (R-SCREEN-04, R-API-14, R-ASYNC-14), through the core as the screen uses it:
// the report of the list goes through the app's downloads region.

const REPORT = '/api/v1/clients/campaigns-report'

const day = (text: string): string => {
  const parsed = parseDisplayDate(text)
  if (!parsed.ok) throw new Error(`not a date: ${text}`)
  return parsed.value
}

class ReportScene {
  readonly http = new FakeHttpClient()
  readonly downloads = new DownloadsStore(new FakeFileDownload(this.http))
  readonly report = new ReportStore(this.downloads)
  readonly statuses: AsyncStatus[] = []
  readonly workbook = new Subject<unknown>()
  campaigns: { _id: string; startDate: string; endDate: string }[] = []
  constructor() {
    this.http.answer('POST', REPORT, () => this.workbook)
    this.report.state$.subscribe((state) => this.statuses.push(state.status))
  }
}
const scene = (world: TabloWorld): ReportScene => world.slot('campaignsReport', () => new ReportScene())

Given('the campaign list shows the campaigns:', function (this: TabloWorld, t: DataTable) {
  scene(this).campaigns = t.hashes().map((r) => ({
    _id: r['campaign']!,
    startDate: `${day(r['starts']!)}T00:00:00.000Z`,
    endDate: `${day(r['ends']!)}T00:00:00.000Z`,
  }))
})

Given('the server cannot make the report, saying {string}', function (this: TabloWorld, message: string) {
  scene(this).http.fail('POST', REPORT, new ApiFailure(400, message))
})

When(
  'the advertiser downloads the report of the campaign list on {word}',
  async function (this: TabloWorld, today: string) {
    const s = scene(this)
    const request = campaignsReportOf(s.campaigns, day(today))
    assert.ok(request, 'the list offers no report')
    const done = s.report.run(request)
    s.workbook.next('PK')
    await done
  },
)

Then('the campaign list offers no report', function (this: TabloWorld) {
  assert.equal(campaignsReportOf(scene(this).campaigns, '2026-04-01'), undefined)
})

Then(
  'the report was asked for the campaigns {string} from {word} to {word}',
  function (this: TabloWorld, campaigns: string, from: string, to: string) {
    assert.deepEqual(
      scene(this)
        .http.callsTo('POST', REPORT)
        .map((c) => c.body),
      [{ campaignIds: list(campaigns), dateFrom: day(from), dateTo: day(to) }],
    )
  },
)

Then('the report of the list went {string}', function (this: TabloWorld, statuses: string) {
  assert.deepEqual(scene(this).statuses, list(statuses))
})

Then('the downloads region says {string}', function (this: TabloWorld, text: string) {
  assert.deepEqual(
    scene(this)
      .downloads.getSnapshot()
      .lines.map((l) => downloadLineView(l).text),
    [text],
  )
})
