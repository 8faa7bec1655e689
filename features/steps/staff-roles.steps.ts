import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { staffDecision } from '../../core/campaign/campaign-moderation'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import {
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
  staffMay,
  type StaffCapability,
  type StaffRole,
} from '../../core/staff/staff-roles'
import type { TabloWorld } from '../support/world'
import { yes } from './cabinet-actor'

/** Who is on staff in a scenario and what their last approval did (world slot 'staffRoles'). */
class StaffMember {
  roles: StaffRole[] = []
  after = ''

  /** The roles by their Russian names, as the desk shows them ('Модератор, Бухгалтер'). */
  is(names: string): void {
    this.roles = names.split(',').map((name) => {
      const role = STAFF_ROLES.find((r) => STAFF_ROLE_NAMES[r] === name.trim())
      assert.ok(role, `no staff role named ${name}`)
      return role
    })
  }

  may(capability: StaffCapability): boolean {
    return staffMay(this.roles, capability)
  }

  /** Approves a campaign in a state, as the desk's use case decides it: where it ends up, or the refusal. */
  approve(state: CampaignStateId): void {
    const steps = staffDecision(this.roles, 'approve', { state, paymentState: 'notPaid' })
    this.after = steps.ok
      ? (WHERE[steps.value.at(-1)?.to ?? state] ?? '')
      : `unchanged: "${steps.error.message}"`
  }
}
const member = (world: TabloWorld) => world.slot('staffRoles', () => new StaffMember())

/** The campaign's states in the scenarios' words. */
const WHERE: Readonly<Partial<Record<CampaignStateId, string>>> = {
  moderation: 'waiting for review',
  secondaryModeration: 'waiting for the final approval',
  approved: 'approved',
}
const stateOf = (words: string): CampaignStateId => {
  const found = (Object.keys(WHERE) as CampaignStateId[]).find((s) => WHERE[s] === words)
  assert.ok(found, `no campaign state reads "${words}"`)
  return found
}
const mayIt = (capability: StaffCapability) =>
  function (this: TabloWorld, answer: string) {
    assert.equal(member(this).may(capability), yes(answer))
  }

Given('someone on staff whose roles are {string}', function (this: TabloWorld, names: string) {
  member(this).is(names)
})
Then('on the desk they may read the queue and any campaign: {word}', mayIt('readQueue'))
Then('on the desk they may check creatives and pass the first review stage: {word}', mayIt('decidePrimary'))
Then('on the desk they may give a campaign its final approval: {word}', mayIt('decideSecondary'))
Then('on the desk they may confirm or give back held inventory: {word}', mayIt('decideReservation'))
Then('on the desk they may mark payments and import bank statements: {word}', mayIt('decidePayment'))
Then('on the desk they may cancel a campaign: {word}', mayIt('decideCancellation'))
Then('on the desk they may run the Moscow clock by hand: {word}', mayIt('runClock'))
Then("on the desk they may set an agency's personal discount: {word}", mayIt('manageAgencies'))
When('they approve on the desk a campaign that is {}', function (this: TabloWorld, where: string) {
  member(this).approve(stateOf(where))
})
Then('after their approval the campaign is {}', function (this: TabloWorld, after: string) {
  assert.equal(member(this).after, after)
})
