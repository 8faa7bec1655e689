import assert from 'node:assert/strict'
import { firstValueFrom } from 'rxjs'
import { Given, Then, When } from '@cucumber/cucumber'
import { createSchedule } from '../../core/cabinet/stores/create-schedule'
import {
  attachMedia,
  MediaUploadStore,
  type UploadTarget,
} from '../../core/cabinet/stores/media-upload.store'
import type { TabloWorld } from '../support/world'
import { cabinet, fields, list } from './cabinet-actor'
import { uploadCall } from './call-glossary'

const TARGETS: Readonly<Record<string, UploadTarget>> = {
  'the video of the campaign c-1': { kind: 'campaignVideo', campaignId: 'c-1' },
  'images of the metroStickers campaign c-1': {
    kind: 'campaignImages',
    place: 'metroStickers',
    campaignId: 'c-1',
  },
  'the video of the schedule s-1 of the campaign c-1': {
    kind: 'scheduleVideo',
    campaignId: 'c-1',
    scheduleId: 's-1',
  },
  'the video v-1 of the city-format schedule s-1': {
    kind: 'cityFormatVideo',
    schedule: 'cityFormatSchedule',
    scheduleId: 's-1',
    videoId: 'v-1',
  },
  'the video v-1 of the standalone schedule s-1': {
    kind: 'cityFormatVideo',
    schedule: 'cityFormatStandaloneSchedule',
    scheduleId: 's-1',
    videoId: 'v-1',
  },
  'the media-facade video v-1 of the campaign c-1': {
    kind: 'mediaFacadeVideo',
    campaignId: 'c-1',
    videoId: 'v-1',
  },
  'a replacement of the library video m-1': {
    kind: 'mediaLibraryReplace',
    mediaKind: 'video',
    mediaId: 'm-1',
  },
}

Given(
  'the server takes the upload of {} reporting {int} and {int} percent',
  function (this: TabloWorld, what: string, first: number, second: number) {
    const { method, path } = uploadCall(what)
    cabinet(this).http.answer(method, path, { _id: 'media-1' }).reportProgress(method, path, [first, second])
  },
)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const TARGET_PATTERN = new RegExp(`^the advertiser uploads (${Object.keys(TARGETS).map(escape).join('|')})$`)

When(TARGET_PATTERN, async function (this: TabloWorld, what: string) {
  const scene = cabinet(this)
  const target = TARGETS[what]
  if (!target) throw new Error(`no such upload: ${what}`)
  const store = new MediaUploadStore(scene.http)
  const shown: number[] = []
  store.state$.subscribe((s) => {
    if (s.percent > 0 && shown.at(-1) !== s.percent) shown.push(s.percent)
  })
  await store.send(target, { name: 'spring.mp4', size: 2048, type: 'video/mp4' })
  scene.values['shown'] = shown
})

Then('the form sent holds the file {string}', function (this: TabloWorld, name: string) {
  const form = cabinet(this).http.calls[0]?.form
  assert.deepEqual(form, { file: { name, size: 2048, type: 'video/mp4' } })
})

Then('the upload showed {string} percent', function (this: TabloWorld, percents: string) {
  assert.deepEqual(cabinet(this).values['shown'], list(percents).map(Number))
})

Given('the server accepts attaching media to the campaign {string}', function (this: TabloWorld, id: string) {
  cabinet(this).http.answer('PATCH', `/api/v1/clients/commercial-campaigns/${id}/attach`, {})
})

When(
  'the advertiser attaches the media {string} to the schedule item {string} of the campaign {string}',
  async function (this: TabloWorld, media: string, schedule: string, campaign: string) {
    await firstValueFrom(attachMedia(cabinet(this).http, campaign, media, schedule))
  },
)

Then('the attach form was {string}', function (this: TabloWorld, form: string) {
  assert.deepEqual(cabinet(this).http.calls[0]?.form, fields(form))
})

Given(
  'the server answers a new schedule item of the campaign {string} with the united schedule {string}',
  function (this: TabloWorld, id: string, items: string) {
    cabinet(this).http.answer('PATCH', `/api/v1/clients/commercial-campaigns/${id}/createSchedule`, {
      advertisingCampaign: { unitedSchedule: list(items).map((_id) => ({ _id })) },
    })
  },
)

When(
  'the advertiser adds a schedule item to the campaign {string}',
  async function (this: TabloWorld, id: string) {
    cabinet(this).values['scheduleItem'] = await firstValueFrom(
      createSchedule(cabinet(this).http, id, 'unitedSchedule', {}),
    )
  },
)

Then('the cabinet goes on with the schedule item {string}', function (this: TabloWorld, id: string) {
  assert.equal(cabinet(this).values['scheduleItem'], id)
})
