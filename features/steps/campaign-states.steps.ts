import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { CAMPAIGN_STATES, type CampaignStateId } from '../../core/campaign/campaign-state'
import {
  campaignBadgeClass,
  campaignStateLabel,
  isNotDraft,
  PAYMENT_STATE_LABELS,
  RESERVATION_STATE_LABELS,
} from '../../core/campaign/campaign-state.labels'
import { isEditable, isRejected } from '../../core/campaign/campaign-state.sets'
import {
  allowedEvents,
  CAMPAIGN_ACTORS,
  CAMPAIGN_EVENT_NAMES,
  reachableStates,
  transition,
  type CampaignActor,
  type CampaignEvent,
} from '../../core/campaign/campaign-state.machine'
import {
  afterDocumentUpload,
  DEFAULT_MEDIA_STATUS,
  DOCUMENT_STATUSES,
  sendMediaToModeration,
  type DocumentStatus,
  type MediaStatus,
} from '../../core/campaign/media-status'
import { settleByClock } from '../../core/campaign/campaign.lifecycle'
import type { TabloWorld } from '../support/world'
import { day, failure, list, scene, value, yes } from './campaign.world'

Then('the campaign states are {string}', function (states: string) {
  assert.deepEqual([...CAMPAIGN_STATES], list(states))
})

Then(
  'the state {string} is refused with {string} on the field {string}',
  function (state: string, code: string, field: string) {
    const e = failure(campaignStateLabel(state))
    assert.deepEqual([e.code, e.field], [code, field])
  },
)

Then(
  'a campaign in state {string} is labelled {string} with the badge {string}',
  function (state: string, label: string, badge: string) {
    assert.deepEqual([value(campaignStateLabel(state)), value(campaignBadgeClass(state))], [label, badge])
  },
)

Then('the editable states are {string}', function (states: string) {
  assert.deepEqual(CAMPAIGN_STATES.filter(isEditable), list(states))
})

Then('the rejected states are {string}', function (states: string) {
  assert.deepEqual(CAMPAIGN_STATES.filter(isRejected), list(states))
})

Then('a campaign in state {string} is a draft: {word}', function (state: string, answer: string) {
  assert.equal(!isNotDraft(state as CampaignStateId), yes(answer))
})

Then('the payment state {string} is shown as {string}', function (state: string, label: string) {
  assert.equal(PAYMENT_STATE_LABELS[state as 'paid'], label)
})

Then('the reservation state {string} is shown as {string}', function (state: string, label: string) {
  assert.equal(RESERVATION_STATE_LABELS[state as 'reserved'], label)
})

Then('a new media item has the status {string}', function (status: string) {
  assert.equal(DEFAULT_MEDIA_STATUS, status)
})

When(
  'the advertiser sends a media item with status {string} to moderation',
  function (this: TabloWorld, status: string) {
    const r = sendMediaToModeration(status as MediaStatus)
    scene(this).outcome = r.ok ? r.value : r.error.code
  },
)

Then('the media outcome is {string}', function (this: TabloWorld, outcome: string) {
  assert.equal(scene(this).outcome, outcome)
})

Then('the document statuses are {string}', function (statuses: string) {
  assert.deepEqual([...DOCUMENT_STATUSES], list(statuses))
})

When(
  'the advertiser uploads a document that was {string} for a media item that is {string}',
  function (this: TabloWorld, previous: string, media: string) {
    const after = afterDocumentUpload(previous as DocumentStatus, media as MediaStatus)
    scene(this).outcome = `${after.documentStatus}/${after.mediaStatus}`
  },
)

Then(
  'the uploaded document becomes {string} and the media item {string}',
  function (this: TabloWorld, document: string, media: string) {
    assert.equal(scene(this).outcome, `${document}/${media}`)
  },
)

// The lifecycle

Given('a campaign currently in state {string}', function (this: TabloWorld, state: string) {
  scene(this).state = state as CampaignStateId
})

Given(
  'a campaign currently in state {string} running from {word} to {word}',
  function (this: TabloWorld, state: string, from: string, to: string) {
    Object.assign(scene(this), { state, dates: { startDate: day(from), endDate: day(to) } })
  },
)

When(
  /^the (advertiser|moderator|payment|clock) triggers "(\w+)"$/,
  function (this: TabloWorld, actor: string, event: string) {
    const s = scene(this)
    const r = transition(s.state, event as CampaignEvent, actor as CampaignActor)
    if (r.ok) s.state = r.value
    s.lastError = r.ok ? null : r.error
  },
)

When('the Moscow clock reaches {word}', function (this: TabloWorld, today: string) {
  scene(this).state = value(settleByClock(scene(this).state, scene(this).dates, day(today)))
})

Then(/^the campaign is (?:now|still) in state "(\w+)"$/, function (this: TabloWorld, state: string) {
  assert.equal(scene(this).state, state)
})

Then(
  'the move is refused with {string} and the message {string}',
  function (this: TabloWorld, code: string, message: string) {
    assert.deepEqual([scene(this).lastError?.code, scene(this).lastError?.message], [code, message])
  },
)

Then('the move is refused with {string}', function (this: TabloWorld, code: string) {
  assert.equal(scene(this).lastError?.code, code)
})

Then('from a new draft the lifecycle reaches {string}', function (states: string) {
  assert.deepEqual([...reachableStates('draft')], list(states))
})

Then('the finished states {string} allow no move to anybody', function (states: string) {
  for (const s of list(states) as CampaignStateId[])
    for (const actor of CAMPAIGN_ACTORS) {
      assert.deepEqual(allowedEvents(s, actor), [])
      for (const e of CAMPAIGN_EVENT_NAMES) assert.equal(transition(s, e, actor).ok, false)
    }
})

Then(
  /^from "(\w+)" the (advertiser|moderator|payment|clock) may trigger "([^"]*)"$/,
  function (state: string, actor: string, events: string) {
    assert.deepEqual(allowedEvents(state as CampaignStateId, actor as CampaignActor), list(events))
  },
)
