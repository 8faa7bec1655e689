import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { isAdvertisePlace } from '../../core/campaign/advertise-place'
import { MEDIA_STATUS_LABELS, MEDIA_STATUSES, type DocumentStatus } from '../../core/campaign/media-status'
import { checkCreative } from '../../core/media/creative-check'
import { downloadFileName, MEDIA_CALLS } from '../../core/media/media-calls'
import type { TabloWorld } from '../support/world'
import { mediaCall } from './call-glossary'
import { MediaActor } from './media.world'

const media = (world: TabloWorld): MediaActor => world.slot('media', () => new MediaActor())
const decimal = (text: string): number => Number(text.replace(',', '.'))
const place = (text: string) => {
  assert.ok(isAdvertisePlace(text), `unknown place ${text}`)
  return text
}
const statusLabelled = (label: string) => {
  const status = MEDIA_STATUSES.find((s) => MEDIA_STATUS_LABELS[s] === label)
  assert.ok(status, `unknown media status ${label}`)
  return status
}
const check = (world: TabloWorld, where: string, clip?: number) => {
  const actor = media(world)
  const problems = checkCreative(place(where), actor.probe!, clip)
  actor.answer = problems.length === 0 ? 'подходит' : problems.map((p) => p.message).join('; ')
}

Given(
  /^an H\.(264|265) video of (\d+)×(\d+) lasting ([\d,]+) seconds$/,
  function (this: TabloWorld, codec: string, width: string, height: string, seconds: string) {
    media(this).probe = {
      kind: 'video',
      mime: 'video/mp4',
      width: Number(width),
      height: Number(height),
      durationSeconds: decimal(seconds),
      codec: codec === '264' ? 'avc1' : 'hvc1',
    }
  },
)
Given(/^an image of (\d+)×(\d+)$/, function (this: TabloWorld, width: string, height: string) {
  media(this).probe = { kind: 'image', mime: 'image/png', width: Number(width), height: Number(height) }
})
When(/^it is checked for the place (\w+)$/, function (this: TabloWorld, where: string) {
  check(this, where)
})
When(
  /^it is checked for the place (\w+) with a bought clip of (\d+) seconds$/,
  function (this: TabloWorld, where: string, seconds: string) {
    check(this, where, Number(seconds))
  },
)
Then('the check answers {string}', function (this: TabloWorld, answer: string) {
  assert.equal(media(this).answer, answer)
})

When('the advertiser adds a creative to the library', async function (this: TabloWorld) {
  media(this).creativeId = await media(this).addCreative()
})
When('the advertiser adds a video to the library', async function (this: TabloWorld) {
  media(this).creativeId = await media(this).addCreative('video')
})
When('the advertiser renames it {string}', async function (this: TabloWorld, name: string) {
  const actor = media(this)
  const renamed = await actor.library.rename(actor.actor, actor.creativeId, name)
  actor.told = renamed.ok ? '-' : renamed.error.message
})
Then('its card poster has been asked for {int} time(s)', function (this: TabloWorld, times: number) {
  const actor = media(this)
  assert.equal(actor.posterRequests.filter((id) => id === actor.creativeId).length, times)
})
Given("the advertiser's creative is {string}", async function (this: TabloWorld, label: string) {
  const actor = media(this)
  actor.creativeId = await actor.addCreative()
  const creative = actor.repository.items.get(actor.creativeId)
  if (creative) actor.repository.items.set(creative.id, { ...creative, status: statusLabelled(label) })
})
When('the advertiser sends it to moderation', async function (this: TabloWorld) {
  const actor = media(this)
  const sent = await actor.library.toModeration(actor.actor, actor.creativeId)
  actor.told = sent.ok ? '-' : sent.error.message
})
Then("the creative's status is {string}", function (this: TabloWorld, label: string) {
  assert.equal(MEDIA_STATUS_LABELS[media(this).status()], label)
})
Then('the advertiser is told {string}', function (this: TabloWorld, message: string) {
  assert.equal(media(this).told, message)
})

Given('its trademark document is {string}', async function (this: TabloWorld, status: DocumentStatus) {
  const actor = media(this)
  actor.documentId = await actor.addCreative('document')
  if (status === 'notLoaded') return
  const link = {
    mediaId: actor.creativeId,
    documentId: actor.documentId,
    typeId: 'trademark',
    typeSubId: undefined,
  }
  const before = actor.status()
  await actor.repository.linkDocument(
    actor.actor.id,
    link,
    () => ({ documentStatus: status, mediaStatus: before }),
    new Date(0),
  )
})
When('the advertiser uploads the document again', async function (this: TabloWorld) {
  const actor = media(this)
  const linked = await actor.library.linkDocument(actor.actor, {
    mediaId: actor.creativeId,
    documentId: actor.documentId,
    typeId: 'trademark',
    typeSubId: 'certificate',
  })
  assert.ok(linked.ok, linked.ok ? '' : linked.error.message)
})
Then('the document is {string}', function (this: TabloWorld, status: string) {
  assert.equal(media(this).documentStatus(), status)
})

/** R-API-21..24: the core serves exactly the named calls, in order, each at the glossary's method and path. */
Then('the media calls are:', function (table: DataTable) {
  const actual = Object.entries(MEDIA_CALLS).map(([name, c]) => [name, c.method, c.path])
  const expected = table.raw().map(([name = '']) => {
    const { method, path } = mediaCall(name)
    return [name, method, path]
  })
  assert.deepEqual(actual, expected)
})
When(
  'the file {string} of type {word} is downloaded',
  function (this: TabloWorld, name: string, type: string) {
    media(this).answer = downloadFileName(name, type)
  },
)
Then('it is saved as {string}', function (this: TabloWorld, saved: string) {
  assert.equal(media(this).answer, saved)
})
