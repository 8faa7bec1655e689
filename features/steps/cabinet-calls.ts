import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import { ApplicationStore } from '../../core/cabinet/stores/application.store'
import { CampaignDeletionStore, ListFreshness } from '../../core/cabinet/stores/campaign-deletion.store'
import { CampaignSaveStore } from '../../core/cabinet/stores/campaign-save.store'
import { DocumentUploadStore } from '../../core/cabinet/stores/document-upload.store'
import { NotificationsStore } from '../../core/cabinet/stores/notifications.store'
import { ProlongationStore } from '../../core/cabinet/stores/prolongation.store'
import { ReportStore } from '../../core/cabinet/stores/report.store'
import { ScheduleAllowedStore } from '../../core/cabinet/stores/schedule-allowed.store'
import { ScheduleDatesStore } from '../../core/cabinet/stores/schedule-dates.store'
import type { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'

const CC = '/api/v1/clients/commercial-campaigns'
const N = '/api/v1/clients/notifications'
const campaign = { advertisingCampaign: { _id: 'c-2' } }
const page = { items: [{ _id: 'n-1', message: 'Привет', isRead: false }], count: 1 }

/** Each action: the answers the server gives, then the action through its store. */
const ACTIONS: Readonly<Record<string, (http: FakeHttpClient) => Promise<unknown>>> = {
  'create a metroStickers campaign': (http) =>
    new CampaignSaveStore(http.answer('POST', `${CC}/metroStickers`, campaign)).run({
      place: 'metroStickers',
      body: {},
    }),
  'update the metroStickers campaign c-1': (http) =>
    new CampaignSaveStore(http.answer('PUT', `${CC}/metroStickers/c-1`, campaign)).run({
      place: 'metroStickers',
      id: 'c-1',
      body: {},
    }),
  'delete the campaign c-1': (http) =>
    new CampaignDeletionStore(http.answer('DELETE', `${CC}/c-1`, {}), new ListFreshness()).delete('c-1'),
  'send the application of the cdek campaign c-1': (http) =>
    new ApplicationStore(http.answer('POST', `${CC}/cdek/c-1/application`, {})).run({
      place: 'cdek',
      id: 'c-1',
    }),
  'prolong the lightBoxes campaign c-1': (http) =>
    new ProlongationStore(http.answer('POST', `${CC}/lightBoxes/c-1/prolongation`, campaign)).run({
      place: 'lightBoxes',
      id: 'c-1',
    }),
  'start or stop a schedule item of the campaign c-1': (http) =>
    new ScheduleAllowedStore(http.answer('PATCH', `${CC}/c-1/setAllowed`, {}), 'c-1', [
      { _id: 's-1', isAllowed: true },
    ]).toggle('s-1'),
  'move the dates of a metro monitors schedule of c-1': (http) =>
    new ScheduleDatesStore(http.answer('PUT', `${CC}/metroMonitors/c-1/changeScheduleDate`, {})).save({
      campaignId: 'c-1',
      scheduleId: 's-1',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    }),
  'generate a campaigns report': (http) =>
    new ReportStore(http.answer('POST', '/api/v1/clients/campaigns-report', 'file')).run({}),
  'load the notifications': (http) =>
    new NotificationsStore(http.answer('GET', N, page), new RecordingLogger()).refresh(),
  'mark the notification n-1 read': (http) =>
    new NotificationsStore(http.answer('POST', `${N}/n-1/read`, {}), new RecordingLogger()).markRead('n-1'),
  'mark all notifications read': (http) =>
    new NotificationsStore(http.answer('POST', `${N}/readAll`, {}), new RecordingLogger()).markAllRead(),
  'upload a document for the media m-1': (http) =>
    new DocumentUploadStore(http.answer('POST', '/api/v1/clients/documents/m-1/category', {}), {
      documentStatus: 'requested',
      mediaStatus: 'rejected',
    }).send({ mediaId: 'm-1', documentId: 'd-1', typeId: 't-1' }),
}

When('the cabinet is asked to {}', async function (this: TabloWorld, action: string) {
  const run = ACTIONS[action]
  if (!run) throw new Error(`no such cabinet action: ${action}`)
  cabinet(this).values['outcome'] = await run(cabinet(this).http)
})

Then(
  /^the cabinet called the server once with (GET|POST|PUT|PATCH|DELETE) "([^"]+)"$/,
  function (this: TabloWorld, method: string, path: string) {
    assert.deepEqual(
      cabinet(this).http.calls.map((c) => `${c.method} ${c.path}`),
      [`${method} ${path}`],
    )
  },
)
