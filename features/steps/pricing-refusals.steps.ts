import assert from 'node:assert/strict'
import { Then } from '@cucumber/cucumber'
import { fieldNotesOf } from '../../core/pricing/field-notes'
import { pricingErrorMessages } from '../../core/pricing/place-calculator'
import { plainSpaces } from '../../core/shared/number-rule'
import type { TabloWorld } from '../support/world'
import { pricing } from './pricing-actor'

/** The calculation's refusal, said in Russian at its field (the sentence the form and the server show). */
Then(
  'the calculation is refused at {string} with {string}',
  function (this: TabloWorld, field: string, message: string) {
    const e = pricing(this).failure()
    assert.equal(plainSpaces(pricingErrorMessages(e)[field] ?? ''), message, JSON.stringify(e))
  },
)
Then('the calculation notes at {string}: {string}', function (this: TabloWorld, field: string, note: string) {
  assert.equal(plainSpaces(fieldNotesOf(pricing(this).quote())[field] ?? ''), note)
})
