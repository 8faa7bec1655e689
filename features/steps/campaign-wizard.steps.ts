import assert from 'node:assert/strict'
import { Then } from '@cucumber/cucumber'
import { stepNumber, stepOrder, visibleSteps, type WizardStep } from '../../core/campaign/wizard.steps'
import { CAMPAIGN_CARD_TITLE, stepTitle } from '../../core/campaign/wizard.titles'
import { failure, list, value } from './campaign.world'

Then(
  /^(with|without) the extra flag the steps of a "(\w+)" campaign are "([^"]*)"$/,
  function (flag: string, place: string, steps: string) {
    assert.deepEqual(value(stepOrder(place, flag === 'with')), list(steps))
  },
)

Then(
  'the steps of a transit-shelter campaign whose reservation is {word} are {string}',
  function (reservation: string, steps: string) {
    const context = {
      fromCalculator: false,
      isAgency: false,
      reservationConfirmed: reservation === 'confirmed',
    }
    assert.deepEqual(value(visibleSteps('transitShelter', context)), list(steps))
  },
)

Then(
  'the steps of a {string} campaign are refused with {string} on the field {string}',
  function (place: string, code: string, field: string) {
    const e = failure(stepOrder(place, false))
    assert.deepEqual([e.code, e.field], [code, field])
  },
)

const numberOrNone = (place: string, step: string, isAgency: boolean): string => {
  const r = stepNumber(place, step, { fromCalculator: false, isAgency })
  return r.ok ? String(r.value) : 'none'
}

Then(
  'without the extra flag the {string} step of a {string} campaign is number {word} for an advertiser and {word} for an agency',
  function (step: string, place: string, direct: string, agency: string) {
    assert.deepEqual([numberOrNone(place, step, false), numberOrNone(place, step, true)], [direct, agency])
  },
)

Then(
  'the {string} step of a {string} campaign is titled {string}',
  function (step: string, place: string, title: string) {
    assert.equal(stepTitle(step as WizardStep, place), title)
  },
)

Then('the campaign card is titled {string}', function (title: string) {
  assert.equal(CAMPAIGN_CARD_TITLE, title)
})
