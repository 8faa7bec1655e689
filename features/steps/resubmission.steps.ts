import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import type { TabloWorld } from '../support/world'
import { ResubmissionActor } from './resubmission.actor'

/** Anna's campaign of the scenario (world slot 'resubmission'). */
const anna = (world: TabloWorld): ResubmissionActor =>
  world.slot('resubmission', () => new ResubmissionActor())

/** Where the outline puts the campaign, and whether it was ever rejected on its way there. */
const SITUATIONS: Readonly<Record<string, readonly [CampaignStateId, boolean]>> = {
  'on moderation': ['moderation', true],
  agreed: ['approved', true],
  'a draft never rejected': ['draft', false],
}

Given(
  "Anna's light-box campaign {string} was sent to moderation",
  function (this: TabloWorld, _name: string) {
    anna(this).sentToModeration()
  },
)

Given(
  'the moderator rejected its layout, and so the campaign, for {string}',
  function (this: TabloWorld, reason: string) {
    anna(this).rejected(reason, true)
  },
)

Given('the moderator rejected the campaign alone for {string}', function (this: TabloWorld, reason: string) {
  anna(this).rejected(reason, false)
})

Given("Anna's campaign is {}", function (this: TabloWorld, situation: string) {
  const [state, everRejected] = SITUATIONS[situation] ?? assert.fail(`no situation ${situation}`)
  anna(this).putIn(state, everRejected)
})

Given('Anna replaced the layout the next day', function (this: TabloWorld) {
  anna(this).replaceLayout()
})

Given('Anna edited the campaign the next day', async function (this: TabloWorld) {
  await anna(this).edit()
})

When('Anna sends the campaign to moderation again', async function (this: TabloWorld) {
  await anna(this).resubmit()
})

Then('Anna is offered {string}', async function (this: TabloWorld, label: string) {
  assert.equal(await anna(this).offer(), label)
})

Then('Anna is told {string}', async function (this: TabloWorld, sentence: string) {
  assert.equal(await anna(this).offer(), sentence)
})

Then('Anna is refused with {string}', function (this: TabloWorld, sentence: string) {
  assert.equal(anna(this).refusal, sentence)
})

Then("Anna's campaign reads {string}", async function (this: TabloWorld, label: string) {
  assert.equal(await anna(this).stateLabel(), label)
})

Then('its history reads:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(anna(this).history().slice(-table.raw().length), table.raw())
})

Then(
  'its media step says the campaign was rejected for {string}',
  async function (this: TabloWorld, reason: string) {
    assert.equal((await anna(this).notice())?.reason, reason)
  },
)

Then(
  'the layout on its media step reads {string} with the reason {string}',
  async function (this: TabloWorld, status: string, reason: string) {
    assert.deepEqual(
      (await anna(this).materials()).map((m) => [m.status, m.reason]),
      [[status, reason]],
    )
  },
)

Then(
  'the notification about the campaign leads to its step {string} as {string}',
  async function (this: TabloWorld, step: string, text: string) {
    assert.deepEqual(await anna(this).notificationLeadsTo(), { to: step, text })
  },
)
