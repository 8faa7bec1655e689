import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { plainSpaces } from '../../core/shared/number-rule'
import type { TabloWorld } from '../support/world'
import { calculatorForms } from './calculator-form.actor'

const form = calculatorForms

Given('the {string} calculator', function (this: TabloWorld, place: string) {
  form(this).open(place)
})
When('the advertiser types {string} into {string}', function (this: TabloWorld, text: string, label: string) {
  form(this).type(label, text)
})
When(
  'the advertiser chooses {string} for {string}',
  function (this: TabloWorld, option: string, label: string) {
    form(this).choose(label, option)
  },
)
When('the advertiser ticks {string}', function (this: TabloWorld, label: string) {
  form(this).tick(label)
})
Then('the field {string} says {string}', function (this: TabloWorld, label: string, message: string) {
  assert.equal(plainSpaces(form(this).said(label)), message)
})
Then('the field {string} holds {string}', function (this: TabloWorld, label: string, value: string) {
  assert.equal(plainSpaces(form(this).shown(label)), value)
})
Then('the price panel says {string}', function (this: TabloWorld, sentence: string) {
  assert.equal(plainSpaces(form(this).problems().panel ?? ''), sentence)
})
Then('the price panel shows a price', function (this: TabloWorld) {
  const priced = form(this).price()
  assert.ok(priced.ok, JSON.stringify(priced.ok || priced.error))
})
Then('the calculator holds:', function (this: TabloWorld, table: DataTable) {
  const shown = Object.fromEntries(
    table.raw().map(([label = '']) => [label, plainSpaces(form(this).shown(label))]),
  )
  assert.deepEqual(shown, table.rowsHash())
})
Then(
  'the calculator offers {string} as {string}',
  function (this: TabloWorld, label: string, options: string) {
    const c = form(this).control(label)
    assert.ok(c.kind === 'choice' || c.kind === 'alternative', `"${label}" is not a choice`)
    assert.equal(c.options.map((o) => o.name).join(', '), options)
  },
)
Then('the calculator has no {string}', function (this: TabloWorld, label: string) {
  assert.equal(form(this).has(label), false)
})
Then('the calculator has {string}', function (this: TabloWorld, label: string) {
  assert.equal(form(this).has(label), true)
})
Then(
  'the field {string} shows the placeholder {string}',
  function (this: TabloWorld, label: string, placeholder: string) {
    const c = form(this).control(label)
    assert.equal(c.kind === 'number' ? plainSpaces(c.placeholder ?? '') : undefined, placeholder)
  },
)
Then('the price counts {string} as {float}', function (this: TabloWorld, field: string, count: number) {
  const priced = form(this).price()
  assert.ok(priced.ok, JSON.stringify(priced.ok || priced.error))
  assert.equal(priced.value.details[field], count)
})
