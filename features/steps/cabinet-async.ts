import assert from 'node:assert/strict'
import { Subject } from 'rxjs'
import { Given, Then, When } from '@cucumber/cucumber'
import { CampaignDeletionStore, ListFreshness } from '../../core/cabinet/stores/campaign-deletion.store'
import { CampaignSaveStore } from '../../core/cabinet/stores/campaign-save.store'
import { ConsentRevocationStore } from '../../core/cabinet/stores/consent-revocation.store'
import { DocumentUploadStore } from '../../core/cabinet/stores/document-upload.store'
import { ReportStore } from '../../core/cabinet/stores/report.store'
import { FakeFileDownload } from '../../core/cabinet/testing/fake-file-download'
import { CampaignShowingStore } from '../../core/cabinet/stores/campaign-showing.store'
import { ScheduleDatesStore } from '../../core/cabinet/stores/schedule-dates.store'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import type { DocumentStatus, MediaStatus } from '../../core/campaign/media-status'
import { parseDisplayDate } from '../../core/format/date.format'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { cabinet, list, yes } from './cabinet-actor'

const CC = '/api/v1/clients/commercial-campaigns'
const REVOKE = '/api/v1/clients/profile/revocation-of-personal-data'

Given(
  'the server will accept a new {string} campaign as {string}',
  function (this: TabloWorld, place: string, id: string) {
    cabinet(this).http.answer('POST', `${CC}/${place}`, { advertisingCampaign: { _id: id } })
  },
)

When(
  'the advertiser saves a new {string} campaign and watches',
  async function (this: TabloWorld, place: AdvertisePlace) {
    const scene = cabinet(this)
    const store = new CampaignSaveStore(scene.http)
    store.state$.subscribe((s) => scene.statuses.push(s.status))
    scene.values['saved'] = await store.run({ place, body: { name: 'Весна' } })
  },
)

Then(
  'the save went {string} and saved the campaign {string}',
  function (this: TabloWorld, statuses: string, id: string) {
    assert.deepEqual(
      [cabinet(this).statuses, cabinet(this).values['saved']],
      [list(statuses), { ok: true, value: id }],
    )
  },
)

Then(/^the (?:save|revocation|report) went "([^"]*)"$/, function (this: TabloWorld, statuses: string) {
  assert.deepEqual(cabinet(this).statuses, list(statuses))
})

Given(
  /^the server (accepts|refuses) the deletion of the campaign "([^"]*)"$/,
  function (this: TabloWorld, answer: string, id: string) {
    const http = cabinet(this).http
    if (answer === 'accepts') http.answer('DELETE', `${CC}/${id}`, {})
    else http.fail('DELETE', `${CC}/${id}`, new ApiFailure(500, 'Internal error'))
  },
)

When('the advertiser deletes the campaign {string}', async function (this: TabloWorld, id: string) {
  const scene = cabinet(this)
  const list = new ListFreshness()
  const outcome = await new CampaignDeletionStore(scene.http, list).delete(id)
  scene.message = outcome.ok ? '' : outcome.error
  scene.values['stale'] = list.getSnapshot().stale
})

Then('the campaign list is stale: {word}', function (this: TabloWorld, stale: string) {
  assert.equal(cabinet(this).values['stale'], yes(stale))
})

Given(
  'the server will prolong the {string} campaign {string} as {string}',
  function (this: TabloWorld, place: string, id: string, next: string) {
    cabinet(this).http.answer('POST', `${CC}/${place}/${id}/prolongation`, {
      advertisingCampaign: { _id: next },
    })
  },
)

Then('the prolongation is accepted as the campaign {string}', function (this: TabloWorld, id: string) {
  assert.deepEqual(cabinet(this).values['prolonged'], { ok: true, value: id })
})

When(
  /^the advertiser moves the schedule to (\S+) – (\S+) and watches$/,
  async function (this: TabloWorld, from: string, to: string) {
    const scene = cabinet(this)
    const store = new ScheduleDatesStore(scene.http)
    store.state$.subscribe((s) =>
      scene.statuses.push(
        s.saving ? (s.errorFlag ? 'saving with error' : 'saving') : s.errorFlag ? 'error' : 'idle',
      ),
    )
    const [startDate, endDate] = [parseDisplayDate(from), parseDisplayDate(to)]
    if (!startDate.ok || !endDate.ok) throw new Error('dates must read DD.MM.YYYY')
    await store.save({
      campaignId: 'c-1',
      scheduleId: 's-1',
      startDate: startDate.value,
      endDate: endDate.value,
    })
  },
)

Then('the dates went {string}', function (this: TabloWorld, statuses: string) {
  assert.deepEqual(cabinet(this).statuses, list(statuses))
})

Given(
  'the campaign {string} is showing: {word}',
  function (this: TabloWorld, campaign: string, showing: string) {
    cabinet(this).values['showing'] = { campaign, isAllowed: yes(showing) }
  },
)

Given(
  /^the server (accepts|refuses|drops) starting and stopping$/,
  function (this: TabloWorld, answer: string) {
    const { campaign } = cabinet(this).values['showing'] as { campaign: string }
    const http = cabinet(this).http
    const path = `${CC}/${campaign}/setAllowed`
    if (answer === 'accepts') http.answer('PATCH', path, {})
    else if (answer === 'refuses') http.fail('PATCH', path, new ApiFailure(409, 'Нельзя'))
    else http.fail('PATCH', path, new Error('socket hang up'))
  },
)

When('the advertiser presses pause or resume on the campaign', async function (this: TabloWorld) {
  const scene = cabinet(this)
  const { campaign, isAllowed } = scene.values['showing'] as { campaign: string; isAllowed: boolean }
  // The page offers the one button the campaign's state calls for: pause when it shows, resume when paused.
  const outcome = await new CampaignShowingStore(scene.http).run({
    campaignId: campaign,
    isAllowed: !isAllowed,
  })
  scene.values['showingOutcome'] = outcome.ok ? 'done' : outcome.error
})

Then('the server was asked to show it: {word}', function (this: TabloWorld, showing: string) {
  const calls = cabinet(this).http.calls.filter((c) => c.method === 'PATCH')
  assert.deepEqual(
    calls.map((c) => c.body),
    [{ isAllowed: yes(showing) }],
  )
})

Then('the campaign page says {string}', function (this: TabloWorld, sentence: string) {
  assert.equal(cabinet(this).values['showingOutcome'], sentence)
})

Given(
  /^the server (accepts|refuses) the revocation of personal-data consent$/,
  function (this: TabloWorld, answer: string) {
    const http = cabinet(this).http
    if (answer === 'accepts') http.answer('PUT', REVOKE, {})
    else http.fail('PUT', REVOKE, new ApiFailure(500, 'Internal error'))
  },
)

When('the advertiser revokes consent to personal-data processing', async function (this: TabloWorld) {
  const scene = cabinet(this)
  const store = new ConsentRevocationStore(scene.http, scene.exit)
  store.state$.subscribe((s) => scene.statuses.push(s.status))
  const outcome = await store.revoke()
  scene.message = outcome.ok ? undefined : outcome.error
  scene.values['revocation'] = store
})

Then('nobody left the cabinet', function (this: TabloWorld) {
  assert.deepEqual(cabinet(this).exits, [])
})

When('the revocation is reset', function (this: TabloWorld) {
  ;(cabinet(this).values['revocation'] as ConsentRevocationStore).reset()
})

Then('the revocation is idle again', function (this: TabloWorld) {
  assert.equal((cabinet(this).values['revocation'] as ConsentRevocationStore).getSnapshot().status, 'idle')
})

When('the advertiser asks for a campaigns report and watches', async function (this: TabloWorld) {
  const scene = cabinet(this)
  const answer = new Subject<unknown>()
  scene.http.answer('POST', '/api/v1/clients/campaigns-report', () => answer)
  const store = new ReportStore(new FakeFileDownload(scene.http))
  store.state$.subscribe((s) => scene.statuses.push(s.status))
  const done = store.run({ campaignIds: [], dateFrom: '2026-03-01', dateTo: '2026-03-31' })
  assert.equal(store.getSnapshot().loading, true)
  answer.next('PK')
  await done
})

Given(
  'a media item {string} with a document {string}',
  function (this: TabloWorld, media: MediaStatus, document: DocumentStatus) {
    const scene = cabinet(this)
    scene.http.answer('POST', '/api/v1/clients/documents/m-1/category', {})
    scene.values['document'] = new DocumentUploadStore(scene.http, {
      documentStatus: document,
      mediaStatus: media,
    })
  },
)

When('the advertiser uploads the document', async function (this: TabloWorld) {
  await (cabinet(this).values['document'] as DocumentUploadStore).send({
    mediaId: 'm-1',
    documentId: 'd-1',
    typeId: 't-1',
  })
})

Then(
  'the cabinet shows the document as {string} and the media as {string}',
  function (this: TabloWorld, document: string, media: string) {
    const store = cabinet(this).values['document'] as DocumentUploadStore
    assert.deepEqual(store.getSnapshot(), { documentStatus: document, mediaStatus: media })
  },
)
