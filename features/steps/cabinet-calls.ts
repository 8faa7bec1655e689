import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { ApplicationStore } from '../../core/cabinet/stores/application.store'
import { CampaignAdvertiserStore } from '../../core/cabinet/stores/campaign-advertiser.store'
import { API } from '../../core/cabinet/stores/api-paths'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import { ApiFailure } from '../../core/shared/api-failure'
import { CampaignDeletionStore, ListFreshness } from '../../core/cabinet/stores/campaign-deletion.store'
import { CampaignSaveStore } from '../../core/cabinet/stores/campaign-save.store'
import { DocumentUploadStore } from '../../core/cabinet/stores/document-upload.store'
import { NotificationsStore } from '../../core/cabinet/stores/notifications.store'
import { PaymentOrdersStore } from '../../core/cabinet/stores/payment-orders.store'
import { ProlongationStore } from '../../core/cabinet/stores/prolongation.store'
import { ReportStore } from '../../core/cabinet/stores/report.store'
import { CampaignShowingStore } from '../../core/cabinet/stores/campaign-showing.store'
import { ScheduleDatesStore } from '../../core/cabinet/stores/schedule-dates.store'
import { FakeFileDownload } from '../../core/cabinet/testing/fake-file-download'
import type { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'
import { cabinetCall } from './call-glossary'

const campaign = { advertisingCampaign: { _id: 'c-2' } }
const payments = {
  advertisingCampaignId: 'c-1',
  paymentState: { _id: 'notPaid', name: 'Не оплачена' },
  totalSum: 1000,
  paidSum: 0,
  pendingSum: 0,
  remainingSum: 1000,
  payments: [],
}
const order = { number: '512', date: '2026-11-20', amount: 1000 }
const page = { items: [{ _id: 'n-1', message: 'Привет', isRead: false }], count: 1 }

/** Answers the action's call, at the method and path the glossary gives it, with this data. */
type Answering = (data: unknown) => FakeHttpClient

/** Each action: the answer the server gives at the action's call, then the action through its store. */
const ACTIONS: Readonly<Record<string, (answer: Answering) => Promise<unknown>>> = {
  'create a metroStickers campaign': (answer) =>
    new CampaignSaveStore(answer(campaign)).run({ place: 'metroStickers', body: {} }),
  'update the metroStickers campaign c-1': (answer) =>
    new CampaignSaveStore(answer(campaign)).run({ place: 'metroStickers', id: 'c-1', body: {} }),
  'delete the campaign c-1': (answer) =>
    new CampaignDeletionStore(answer({}), new ListFreshness()).delete('c-1'),
  'send the application of the cdek campaign c-1': (answer) =>
    new ApplicationStore(answer({})).run({ place: 'cdek', id: 'c-1' }),
  'prolong the lightBoxes campaign c-1': (answer) =>
    new ProlongationStore(answer(campaign)).run({ place: 'lightBoxes', id: 'c-1' }),
  'start or stop a schedule item of the campaign c-1': (answer) =>
    new CampaignShowingStore(answer({})).run({ campaignId: 'c-1', isAllowed: false }),
  'move the dates of a metro monitors schedule of c-1': (answer) =>
    new ScheduleDatesStore(answer({})).save({
      campaignId: 'c-1',
      scheduleId: 's-1',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    }),
  'generate a campaigns report': (answer) =>
    new ReportStore(new FakeFileDownload(answer('PK'))).run({
      campaignIds: [],
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    }),
  'load the notifications': (answer) => new NotificationsStore(answer(page), new RecordingLogger()).refresh(),
  'mark the notification n-1 read': (answer) =>
    new NotificationsStore(answer({}), new RecordingLogger()).markRead('n-1'),
  'mark all notifications read': (answer) =>
    new NotificationsStore(answer({}), new RecordingLogger()).markAllRead(),
  'add the partner p-2 to the metroMonitors campaign c-1': (answer) =>
    new CampaignAdvertiserStore(answer(campaign)).run({
      place: 'metroMonitors',
      campaignId: 'c-1',
      current: [],
      next: 'p-2',
    }),
  'remove the partner p-1 from the metroMonitors campaign c-1': (answer) =>
    new CampaignAdvertiserStore(answer(campaign)).run({
      place: 'metroMonitors',
      campaignId: 'c-1',
      current: ['p-1'],
      next: undefined,
    }),
  'load the payment orders of the campaign c-1': async (answer) => {
    const store = new PaymentOrdersStore(answer(payments))
    await store.load('c-1')
    return store.getSnapshot().status
  },
  'declare a payment order for the campaign c-1': (answer) =>
    new PaymentOrdersStore(answer(payments)).send({ campaignId: 'c-1', body: order }),
  'correct the payment order o-1 of the campaign c-1': (answer) =>
    new PaymentOrdersStore(answer(payments)).send({ campaignId: 'c-1', paymentId: 'o-1', body: order }),
  'upload a document for the media m-1': (answer) =>
    new DocumentUploadStore(answer({}), { documentStatus: 'requested', mediaStatus: 'rejected' }).send({
      mediaId: 'm-1',
      documentId: 'd-1',
      typeId: 't-1',
    }),
}

When('the cabinet is asked to {}', async function (this: TabloWorld, action: string) {
  const run = ACTIONS[action]
  if (!run) throw new Error(`no such cabinet action: ${action}`)
  const { http } = cabinet(this)
  const { method, path } = cabinetCall(action)
  cabinet(this).values['outcome'] = await run((data) => http.answer(method, path, data))
})

/** The only call made is the one the glossary lists for the action. */
Then('the cabinet called the server once, to {}', function (this: TabloWorld, action: string) {
  const { method, path } = cabinetCall(action)
  assert.deepEqual(
    cabinet(this).http.calls.map((c) => `${c.method} ${c.path}`),
    [`${method} ${path}`],
  )
})

/**
 * R-API-02: how the one call made carried its fields. The port has a call for each (json and multipart); the
 * browser's adapter sends the first with Content-Type application/json and the second as the browser's
 * multipart/form-data, which the media library's browser test reads on the wire.
 */
Then('the call went to the server as JSON', function (this: TabloWorld) {
  const calls = cabinet(this).http.calls
  assert.equal(calls.length, 1)
  assert.notEqual(calls[0]!.body, undefined, 'the call carried no JSON body')
  assert.equal(calls[0]!.form, undefined, 'the call went as a form')
})

Then('the call went to the server as a multipart form', function (this: TabloWorld) {
  const calls = cabinet(this).http.calls
  assert.equal(calls.length, 1)
  assert.notEqual(calls[0]!.form, undefined, 'the call carried no form')
  assert.equal(calls[0]!.body, undefined, 'the call went as JSON')
})

/** R-API-12: the server takes a campaign's partner calls (a partner p-1 to remove), or refuses each in its words. */
Given(
  'the server accepts partner changes of the {word} campaign {string}',
  function (this: TabloWorld, place: AdvertisePlace, id: string) {
    cabinet(this)
      .http.answer('POST', API.campaignPartners(place, id), campaign)
      .answer('DELETE', API.campaignPartner(place, id, 'p-1'), campaign)
  },
)

Given(
  'the server refuses partner changes of the {word} campaign {string} with {string}',
  function (this: TabloWorld, place: AdvertisePlace, id: string, message: string) {
    const refusal = new ApiFailure(409, message, { state: 'not editable' })
    cabinet(this)
      .http.fail('POST', API.campaignPartners(place, id), refusal)
      .fail('DELETE', API.campaignPartner(place, id, 'p-1'), refusal)
  },
)

When(
  'the advertiser books the {word} campaign {string} of the partner {string} for the partner {string}',
  async function (this: TabloWorld, place: AdvertisePlace, campaignId: string, from: string, to: string) {
    cabinet(this).values['outcome'] = await new CampaignAdvertiserStore(cabinet(this).http).run({
      place,
      campaignId,
      current: [from],
      next: to,
    })
  },
)

Then('the cabinet called the server, in order:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    cabinet(this).http.calls.map((c) => `${c.method} ${c.path}`),
    table.raw().map(([method, path]) => `${method} ${path}`),
  )
})

Then('the change is refused with {string}', function (this: TabloWorld, message: string) {
  assert.deepEqual(cabinet(this).values['outcome'], { ok: false, error: message })
})
