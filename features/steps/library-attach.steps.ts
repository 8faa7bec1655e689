import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { libraryPickLabel, LibraryPickStore } from '../../core/cabinet/stores/library-pick.store'
import { MEDIA_STATUS_LABELS, MEDIA_STATUSES, statusOnCampaign } from '../../core/campaign/media-status'
import { campaignFacts } from '../../core/campaign/testing/campaign-aggregate.fixture'
import { MediaLibrary } from '../../core/media/media-library.service'
import {
  aMediaItem,
  attachCreative,
  MemoryMediaRepository,
  memoryCreativeState,
  planEntry,
  type MemoryCreativeState,
} from '../../core/media/testing/creative-records.memory'
import type { IsoDate } from '../../core/ports/clock.port'
import { anAccount } from '../../core/session/testing/account.fixture'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'
import { aLibraryVideo } from '../../core/cabinet/testing/library-media.fixture'

const LIST = '/api/v1/clients/media-library/listForAttach'
const attachPath = (campaign: string) => `/api/v1/clients/commercial-campaigns/${campaign}/attach`

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
    cabinet(this).http.answer('GET', LIST, [
      aLibraryVideo('m1', first, 'moderation'),
      aLibraryVideo('m2', second, 'approved'),
    ])
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

Given(
  /^the library file "([^"]*)" is (attached to|in the plan of) the campaign "([^"]*)", which is (draft|completed)$/,
  function (this: TabloWorld, name: string, how: string, campaign: string, state: 'draft' | 'completed') {
    const facts = campaignFacts({ name: campaign, state })
    const clip = aMediaItem({ name })
    const memory = memoryCreativeState([facts], [clip])
    if (how === 'attached to')
      attachCreative(memory, { campaignId: facts.id, scheduleId: facts.id, mediaId: clip.id, at: new Date() })
    else
      planEntry(memory, facts.id, {
        id: 'e1',
        scheduleId: facts.id,
        startDate: facts.startDate,
        endDate: facts.endDate,
        videos: [{ advertiseVideoId: clip.id, share: 100 }],
      })
    cabinet(this).values['libraryFile'] = { memory, id: clip.id }
  },
)

When('the advertiser deletes {string} from the library', async function (this: TabloWorld, _name: string) {
  const { memory, id } = cabinet(this).values['libraryFile'] as { memory: MemoryCreativeState; id: string }
  const library = new MediaLibrary({
    media: new MemoryMediaRepository(memory),
    clock: { now: () => new Date('2026-11-27T09:00:00Z'), today: () => '2026-11-27' as IsoDate },
    ids: { newId: () => 'id', newSecret: () => 'secret' },
    posters: { requestPoster: async () => undefined },
  })
  const removed = await library.remove(anAccount(), id)
  scene(this).said = removed.ok ? 'удалён' : removed.error.message
})

Then('the library says {string}', function (this: TabloWorld, sentence: string) {
  assert.equal(scene(this).said, sentence)
})
