import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import type { TabloWorld } from '../support/world'
import { calcCli } from './calc-cli.actor'

/** The first call builds the CLI (calc-cli.actor.ts): a minute at most on a busy machine. */
const BUILD = { timeout: 120_000 }
/** The build, then two calls for each of some sixteen places (the outline they replace gave each its minute). */
const EVERY = { timeout: 300_000 }

When(
  'I ask the calc CLI to explain the worked example of {string}',
  BUILD,
  async function (this: TabloWorld, place: string) {
    await calcCli(this).explain(place)
  },
)
When(
  'I ask the calc CLI to explain the worked example of every place a calculator prices',
  EVERY,
  async function (this: TabloWorld) {
    await calcCli(this).explainEveryPlace()
  },
)
When(
  'I ask the calc CLI to price the worked example of {string}',
  BUILD,
  async function (this: TabloWorld, place: string) {
    await calcCli(this).priceExample(place)
  },
)
Then(
  'every line shows its base and each step as a formula with its numbers, ending at the line total',
  function (this: TabloWorld) {
    calcCli(this).checkLines()
  },
)
Then(
  'the lines are summed, VAT is added, and the explanation ends at the total the CLI prices',
  function (this: TabloWorld) {
    calcCli(this).checkTotals()
  },
)
Then(
  'the CLI refuses in Russian, naming every place that has a worked example, and prices nothing',
  function (this: TabloWorld) {
    calcCli(this).refusedNamingExamples()
  },
)
Then('the explanation reads:', function (this: TabloWorld, text: string) {
  assert.equal(calcCli(this).out.trimEnd(), text)
})
