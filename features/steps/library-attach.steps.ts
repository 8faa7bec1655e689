import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { libraryPickLabel, LibraryPickStore } from '../../core/cabinet/stores/library-pick.store'
import { MEDIA_STATUS_LABELS, MEDIA_STATUSES, statusOnCampaign } from '../../core/campaign/media-status'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'

const LIST = '/api/v1/clients/media-library/listForAttach'
const attachPath = (campaign: string) => `/api/v1/clients/commercial-campaigns/${campaign}/attach`

const clip = (id: string, name: string, status: string) => ({
  _id: id,
  kind: 'video',
  status,
  name,
  mimeType: 'video/mp4',
  size: 2_000_000,
  width: 1920,
  height: 1080,
  duration: 10,
  path: null,
  thumb: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
})

interface PickScene {
  status?: string
  said?: string
  store?: LibraryPickStore
  ids: Record<string, string>
  onCampaign: string[]
}
const scene = (world: TabloWorld): PickScene => {
  const values = cabinet(world).values
  values['libraryPick'] ??= { ids: {}, onCampaign: [] }
  return values['libraryPick'] as PickScene
}

Given(
  'a file of the media library whose moderation status is {string}',
  function (this: TabloWorld, label: string) {
    const status = MEDIA_STATUSES.find((s) => MEDIA_STATUS_LABELS[s] === label)
    assert.ok(status, `no media status reads «${label}»`)
    scene(this).status = status
  },
)

When('the advertiser puts it on a campaign', function (this: TabloWorld) {
  const s = scene(this)
  const placed = statusOnCampaign(s.status as (typeof MEDIA_STATUSES)[number])
  s.said = placed.ok ? MEDIA_STATUS_LABELS[placed.value] : placed.error.message
})

Then('the materials step says {string}', function (this: TabloWorld, sentence: string) {
  assert.equal(scene(this).said, sentence)
})

Given(
  'the media library offers for metro monitors {string} on moderation and {string} approved',
  function (this: TabloWorld, first: string, second: string) {
    const s = scene(this)
    s.ids = { [first]: 'm1', [second]: 'm2' }
    cabinet(this).http.answer('GET', LIST, [clip('m1', first, 'moderation'), clip('m2', second, 'approved')])
  },
)

Given(
  'the campaign {string} already has {string}',
  function (this: TabloWorld, _campaign: string, name: string) {
    const s = scene(this)
    s.onCampaign.push(s.ids[name] ?? name)
  },
)

When(
  'the advertiser opens the choice from the media library for a clip of {int} seconds',
  async function (this: TabloWorld, seconds: number) {
    const s = scene(this)
    s.store = new LibraryPickStore(cabinet(this).http)
    await s.store.open('metroMonitors', seconds, s.onCampaign)
  },
)

Then(
  'the library was asked for the files fit for {word} with a clip of {int} seconds',
  function (this: TabloWorld, place: string, seconds: number) {
    const asked = cabinet(this).http.callsTo('GET', LIST)
    assert.deepEqual(
      asked.map((c) => c.query),
      [{ advertisePlace: place, clipDuration: seconds }],
    )
  },
)

Then('the choice offers {string}', function (this: TabloWorld, label: string) {
  assert.deepEqual(scene(this).store?.getSnapshot().rows.map(libraryPickLabel), [label])
})

When(
  'the advertiser puts {string} on the campaign {string}',
  async function (this: TabloWorld, name: string, campaign: string) {
    const s = scene(this)
    cabinet(this).http.answer('PATCH', attachPath(campaign), {})
    const done = await s.store?.attach(campaign, s.ids[name] ?? name)
    assert.deepEqual(done, { ok: true, value: true })
  },
)

Then(
  'the file {string} was sent to the schedule {string} of the campaign {string}',
  function (this: TabloWorld, name: string, schedule: string, campaign: string) {
    const sent = cabinet(this).http.callsTo('PATCH', attachPath(campaign))
    assert.deepEqual(
      sent.map((c) => c.form),
      [{ mediaId: scene(this).ids[name], scheduleId: schedule, advertisingCampaignId: campaign }],
    )
  },
)
