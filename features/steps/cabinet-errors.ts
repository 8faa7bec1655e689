import assert from 'node:assert/strict'
import { firstValueFrom, of, throwError } from 'rxjs'
import { Given, Then, When } from '@cucumber/cucumber'
import { failureMessage } from '../../core/cabinet/errors/error-catalogue'
import { toServerFailure } from '../../core/shared/server-failure'
import { CampaignSaveStore } from '../../core/cabinet/stores/campaign-save.store'
import { loadReference, videoDownloadUrl } from '../../core/cabinet/stores/logged-fetch'
import { MediaPlanDownloadStore, mediaPlanPath } from '../../core/cabinet/stores/media-plan-download.store'
import { OAuthReturnStore } from '../../core/cabinet/stores/oauth-return.store'
import { ProlongationStore } from '../../core/cabinet/stores/prolongation.store'
import { ScheduleDatesStore } from '../../core/cabinet/stores/schedule-dates.store'
import { UploadStore } from '../../core/shared/upload-progress'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import { parseDisplayDate } from '../../core/format/date.format'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { cabinet, fields, list, SITUATIONS } from './cabinet-actor'

const CC = '/api/v1/clients/commercial-campaigns'
const OAUTH = '/api/v1/clients/auth/externalAuthorization'

Given(
  'the server refuses a new campaign with the message {string} and the errors {string}',
  function (this: TabloWorld, message: string, errors: string) {
    cabinet(this).http.fail('POST', `${CC}/metroStickers`, new ApiFailure(422, message, fields(errors)))
  },
)

When(
  'the advertiser saves a new {string} campaign',
  async function (this: TabloWorld, place: AdvertisePlace) {
    const scene = cabinet(this)
    const outcome = await new CampaignSaveStore(scene.http).run({ place, body: { name: 'Весна' } })
    scene.message = outcome.ok ? undefined : outcome.error.message
    scene.values['scheduleError'] = !outcome.ok && outcome.error.scheduleError
  },
)

Then('the cabinet says {string}', function (this: TabloWorld, message: string) {
  assert.equal(cabinet(this).message, message)
})

Then('the cabinet says nothing', function (this: TabloWorld) {
  assert.equal(cabinet(this).message, undefined)
})

Then("the campaign's schedule is marked as wrong", function (this: TabloWorld) {
  assert.equal(cabinet(this).values['scheduleError'], true)
})

Given(
  'the server refuses the prolongation with the messages {string}',
  function (this: TabloWorld, messages: string) {
    cabinet(this).http.fail('POST', `${CC}/lightBoxes/c-1/prolongation`, {
      message: 'refused',
      errors: list(messages),
    })
  },
)

When(
  'the advertiser prolongs the {string} campaign {string}',
  async function (this: TabloWorld, place: AdvertisePlace, id: string) {
    const scene = cabinet(this)
    const outcome = await new ProlongationStore(scene.http).run({ place, id })
    scene.values['prolonged'] = outcome
    scene.message = outcome.ok ? undefined : outcome.error
  },
)

Given(
  'the server refuses the change of periods with the message {string}',
  function (this: TabloWorld, message: string) {
    cabinet(this).http.fail('PUT', `${CC}/metroMonitors/c-1/changeScheduleDate`, new ApiFailure(422, message))
  },
)

When(
  /^the advertiser moves the schedule to (\S+) – (\S+)$/,
  async function (this: TabloWorld, from: string, to: string) {
    const scene = cabinet(this)
    const [startDate, endDate] = [parseDisplayDate(from), parseDisplayDate(to)]
    if (!startDate.ok || !endDate.ok) throw new Error('dates must read DD.MM.YYYY')
    const outcome = await new ScheduleDatesStore(scene.http).save({
      campaignId: 'c-1',
      scheduleId: 's-1',
      startDate: startDate.value,
      endDate: endDate.value,
    })
    scene.message = outcome.ok ? undefined : outcome.error
  },
)

When(
  /^the server refuses (an application|a prolongation|a change of periods|a landing upload|a reservation|an OAuth sign-in|a media upload|a file download|a reference list) with the message "([^"]*)"$/,
  function (this: TabloWorld, situation: string, message: string) {
    cabinet(this).message = failureMessage(
      SITUATIONS[situation]!,
      toServerFailure(new ApiFailure(422, message)),
    )
  },
)

Given(
  'the server refuses the OAuth sign-in with the message {string}',
  function (this: TabloWorld, message: string) {
    cabinet(this).http.fail('POST', OAUTH, new ApiFailure(400, message))
  },
)

Given('the server cannot be reached for the OAuth sign-in', function (this: TabloWorld) {
  cabinet(this).http.fail('POST', OAUTH, new ApiFailure(0, 'Failed to fetch'))
})

When(
  'the cabinet completes the OAuth return of {string} with the code {string}',
  async function (this: TabloWorld, service: string, code: string) {
    const scene = cabinet(this)
    scene.values['oauth'] = await new OAuthReturnStore(scene.http).run({ service, code })
  },
)

Then(
  'a closable red bar says {string} with the link {string} to {string}',
  function (this: TabloWorld, message: string, label: string, href: string) {
    assert.deepEqual(cabinet(this).values['oauth'], {
      ok: false,
      error: { message, closable: true, tone: 'danger', link: { label, href } },
    })
  },
)

When(
  'a media upload at {int} % is refused with the answer {string}',
  async function (this: TabloWorld, percent: number, answer: string) {
    const store = new UploadStore<string>()
    const body = { message: 'invalid', errors: fields(answer) }
    await store.follow({
      progress: of(percent),
      result: throwError(() => new ApiFailure(422, 'invalid', fields(answer), body)),
    })
    cabinet(this).values['upload'] = store.getSnapshot()
  },
)

Then(
  'the upload stops at {int} % in error, keeping the answer {string}',
  function (this: TabloWorld, percent: number, answer: string) {
    assert.deepEqual(cabinet(this).values['upload'], {
      status: 'error',
      percent,
      value: undefined,
      errorData: { message: 'invalid', errors: fields(answer) },
    })
  },
)

Given(
  'the server fails the media-plan download of the {string} campaign {string}',
  function (this: TabloWorld, place: AdvertisePlace, _id: string) {
    cabinet(this).http.fail('POST', mediaPlanPath(place), new ApiFailure(500, 'Internal error'))
  },
)

When(
  'the advertiser downloads the media plan of the {string} campaign {string}',
  async function (this: TabloWorld, place: AdvertisePlace, id: string) {
    const scene = cabinet(this)
    const store = new MediaPlanDownloadStore(scene.http)
    const outcome = await store.campaign(id, place)
    scene.message = outcome.ok ? undefined : outcome.error
    scene.values['downloads'] = store.getSnapshot()
  },
)

Then(
  'the media plan of {string} is no longer downloading and is marked failed without a message',
  function (this: TabloWorld, id: string) {
    assert.deepEqual(cabinet(this).values['downloads'], { downloading: [], failed: [id] })
    assert.equal(cabinet(this).message, undefined)
  },
)

Given('the server fails every reference call', function (this: TabloWorld) {
  cabinet(this)
    .http.fail('GET', '/api/v1/regions', new ApiFailure(500, 'down'))
    .fail('GET', '/api/v1/advertisers/video/v-1/download-url', new ApiFailure(500, 'down'))
})

When(
  'the cabinet loads the regions and the download address of the video {string}',
  async function (this: TabloWorld, videoId: string) {
    const scene = cabinet(this)
    scene.values['regions'] = await firstValueFrom(
      loadReference(
        scene.http,
        scene.logger,
        { method: 'GET', path: '/api/v1/regions' },
        (d) => ({ ok: true, value: d }),
        [],
      ),
    )
    scene.values['url'] = await firstValueFrom(videoDownloadUrl(scene.http, scene.logger, videoId))
  },
)

Then(
  'the regions are empty, the download address is missing, and {int} failures were logged',
  function (this: TabloWorld, count: number) {
    const scene = cabinet(this)
    assert.deepEqual(
      [scene.values['regions'], scene.values['url'], scene.logger.lines.length],
      [[], null, count],
    )
  },
)
