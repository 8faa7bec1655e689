import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { CAMPAIGN_STATE_LABELS } from '../../core/campaign/campaign-state.labels'
import { CAMPAIGN_STATES } from '../../core/campaign/campaign-state'
import {
  afterDocumentUpload,
  MEDIA_STATUS_LABELS,
  MEDIA_STATUSES,
  type DocumentStatus,
  type MediaStatus,
} from '../../core/campaign/media-status'
import {
  documentNotice,
  hasPhotoReportQr,
  mediaNotice,
  moderateDocument,
  moderateMedia,
  NO_QR_MESSAGE,
  photoReportUrl,
  type Verdict,
} from '../../core/media/creative-moderation'
import {
  currentVideoId,
  replaceVideo,
  validateVideoScheduleEntry,
  type ScheduledCampaign,
  type VideoScheduleEntry,
  type VideoShare,
} from '../../core/media/video-schedule'
import { parseDisplayDate } from '../../core/format/date.format'
import type { TabloWorld } from '../support/world'

/** The rotation plan and the moderation desk, in memory over the core rules (video names stand for their ids). */
interface Scene {
  campaign: ScheduledCampaign
  plan: VideoScheduleEntry[]
  answer?: string
  attached: string[]
  played?: string
  creative?: { name: string; status: MediaStatus }
  document?: { name: string; status: DocumentStatus }
  message?: string
}
const scene = (world: TabloWorld): Scene =>
  world.slot<Scene>('videoSchedule', () => ({
    campaign: { state: 'approved', startDate: '2027-01-10', endDate: '2027-01-20' },
    plan: [],
    attached: [],
  }))

const iso = (shown: string): string => {
  const day = parseDisplayDate(shown)
  assert.ok(day.ok, shown)
  return day.value
}
/** "Весна 60, Лето 40" → the videos and their shares. */
const sharesOf = (text: string): VideoShare[] =>
  text.split(',').map((part) => {
    const m = /^(.+?)\s+(\d+)$/.exec(part.trim())
    assert.ok(m, `a video and its share: ${part}`)
    return { advertiseVideoId: m[1]!, share: Number(m[2]) }
  })
const stateLabelled = (label: string) => {
  const state = CAMPAIGN_STATES.find((s) => CAMPAIGN_STATE_LABELS[s] === label)
  assert.ok(state, `unknown campaign state ${label}`)
  return state
}
const mediaStatusLabelled = (label: string): MediaStatus => {
  const status = MEDIA_STATUSES.find((s) => MEDIA_STATUS_LABELS[s] === label)
  assert.ok(status, `unknown media status ${label}`)
  return status
}

const plan = (world: TabloWorld, videos: string, start: string, end: string, scheduleId = 'main') => {
  const s = scene(world)
  const checked = validateVideoScheduleEntry(s.campaign, s.plan, {
    scheduleId,
    startDate: iso(start),
    endDate: iso(end),
    videos: sharesOf(videos),
  })
  if (checked.ok) s.plan.push({ id: `entry-${s.plan.length + 1}`, ...checked.value })
  s.answer = checked.ok ? 'принято' : checked.error.message
}

Given(
  'a campaign running from {word} to {word} in state {string}',
  function (this: TabloWorld, start: string, end: string, state: string) {
    scene(this).campaign = { state: stateLabelled(state), startDate: iso(start), endDate: iso(end) }
  },
)
Given('the campaign is in state {string}', function (this: TabloWorld, state: string) {
  const s = scene(this)
  s.campaign = { ...s.campaign, state: stateLabelled(state) }
})
Given(
  'the plan already holds {string} from {word} to {word}',
  function (this: TabloWorld, videos: string, start: string, end: string) {
    plan(this, videos, start, end)
    assert.equal(scene(this).answer, 'принято')
  },
)
When(
  'the advertiser plans {string} from {word} to {word}',
  function (this: TabloWorld, videos: string, start: string, end: string) {
    plan(this, videos, start, end)
  },
)
When(
  'the advertiser plans {string} from {word} to {word} on the schedule item {string}',
  function (this: TabloWorld, videos: string, start: string, end: string, item: string) {
    plan(this, videos, start, end, item)
  },
)
Then('the plan answers {string}', function (this: TabloWorld, answer: string) {
  assert.equal(scene(this).answer, answer)
})

When(
  'the advertiser uploads {string} in place of {string}',
  function (this: TabloWorld, next: string, previous: string) {
    const s = scene(this)
    const changed = replaceVideo(s.plan, previous, next)
    s.plan = s.plan.map((e) => changed.find((c) => c.id === e.id) ?? e)
  },
)
Then(
  'the plan holds {string} from {word} to {word}',
  function (this: TabloWorld, videos: string, start: string, end: string) {
    const found = scene(this).plan.find((e) => e.startDate === iso(start) && e.endDate === iso(end))
    assert.ok(found, `an entry from ${start} to ${end}`)
    assert.deepEqual(found.videos, sharesOf(videos))
  },
)

Given(
  'the videos {string} and {string} were attached in that order',
  function (this: TabloWorld, first: string, second: string) {
    scene(this).attached = [first, second]
  },
)
When('the player is opened on {word}', function (this: TabloWorld, day: string) {
  const s = scene(this)
  s.played = currentVideoId(s.plan, s.attached, iso(day))
})
Then('it plays {string}', function (this: TabloWorld, video: string) {
  assert.equal(scene(this).played, video)
})

Given('a creative {string} in status {string}', function (this: TabloWorld, name: string, status: string) {
  scene(this).creative = { name, status: mediaStatusLabelled(status) }
})
Given(
  'a creative {string} in status {string} with its document {string} uploaded',
  function (this: TabloWorld, name: string, status: string, document: string) {
    const s = scene(this)
    s.creative = { name, status: mediaStatusLabelled(status) }
    const uploaded = afterDocumentUpload('notLoaded', s.creative.status)
    s.document = { name: document, status: uploaded.documentStatus }
    s.creative.status = uploaded.mediaStatus
  },
)
When(
  'staff {word} it with the reason {string}',
  function (this: TabloWorld, verdict: string, reason: string) {
    assert.ok(verdict === 'approve' || verdict === 'reject', verdict)
    const s = scene(this)
    const creative = s.creative!
    const decided = moderateMedia(creative.status, verdict)
    if (!decided.ok) {
      s.message = decided.error.message
      return
    }
    creative.status = decided.value
    s.message = mediaNotice(creative.name, verdict, verdict === 'reject' ? reason : null)
  },
)
const decideDocument = (world: TabloWorld, verdict: Verdict, reason: string | null) => {
  const s = scene(world)
  const decided = moderateDocument(s.document!.status, s.creative!.status, verdict)
  assert.ok(decided.ok, decided.ok ? '' : decided.error.message)
  s.document!.status = decided.value.documentStatus
  s.creative!.status = decided.value.mediaStatus
  s.message = documentNotice(s.document!.name, s.creative!.name, verdict, reason)
}
When('staff reject the document with the reason {string}', function (this: TabloWorld, reason: string) {
  decideDocument(this, 'reject', reason)
})
When('staff approve the document', function (this: TabloWorld) {
  decideDocument(this, 'approve', null)
})
When('the advertiser uploads that document again', function (this: TabloWorld) {
  const s = scene(this)
  const uploaded = afterDocumentUpload(s.document!.status, s.creative!.status)
  s.document!.status = uploaded.documentStatus
  s.creative!.status = uploaded.mediaStatus
})
Then('the creative now reads {string}', function (this: TabloWorld, label: string) {
  assert.equal(MEDIA_STATUS_LABELS[scene(this).creative!.status], label)
})
Then("the document's status is {string}", function (this: TabloWorld, status: string) {
  assert.equal(scene(this).document!.status, status)
})
Then('the decision message is {string}', function (this: TabloWorld, message: string) {
  assert.equal(scene(this).message, message)
})

When(
  'the QR code of a {string} campaign {string} is asked for at {string}',
  function (this: TabloWorld, place: string, campaignId: string, publicUrl: string) {
    scene(this).answer = hasPhotoReportQr(place) ? photoReportUrl(publicUrl, campaignId) : NO_QR_MESSAGE
  },
)
Then('the QR answer is {string}', function (this: TabloWorld, answer: string) {
  assert.equal(scene(this).answer, answer)
})
