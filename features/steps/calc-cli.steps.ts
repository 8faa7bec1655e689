import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import type { TabloWorld } from '../support/world'
import { calcCli } from './calc-cli.actor'

/** The first call builds the CLI (calc-cli.actor.ts): a minute at most on a busy machine. */
const BUILD = { timeout: 120_000 }

When(
  'I ask the calc CLI to explain the worked example of {string}',
  BUILD,
  async function (this: TabloWorld, place: string) {
    await calcCli(this).explain(place)
  },
)
When('I ask the calc CLI to explain {string}', BUILD, async function (this: TabloWorld, file: string) {
  await calcCli(this).run('--input', file, '--explain')
})
Then(
  'every line shows its base and each step as a formula with its numbers, ending at the line total',
  function (this: TabloWorld) {
    assert.ok(calcCli(this).lines() > 0)
  },
)
Then(
  'the lines are summed, VAT is added, and the explanation ends at the total the CLI prices',
  function (this: TabloWorld) {
    calcCli(this).totals()
  },
)
Then('the explanation reads:', function (this: TabloWorld, text: string) {
  assert.equal(calcCli(this).out.trimEnd(), text)
})
