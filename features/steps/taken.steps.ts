import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { TabloWorld } from '../support/world'
import { conflictSaid, desk } from './taken.actor'

const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

Given(
  "another advertiser's campaign holds the light boxes {string} from {word} to {word}",
  function (this: TabloWorld, ids: string, from: string, to: string) {
    desk(this).hold(list(ids), from, to)
  },
)
When(
  /^an advertiser looks at the (light boxes|city formats) for (\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4})$/,
  async function (this: TabloWorld, what: string, period: string) {
    await desk(this).look(what === 'city formats' ? 'cityFormat' : 'lightBoxes', period)
  },
)
When(
  'the holding advertiser looks at the light boxes for {} while editing that campaign',
  async function (this: TabloWorld, period: string) {
    await desk(this).look('lightBoxes', period, 'holder', 'holding')
  },
)
When(
  'an advertiser looks at the light boxes for {} naming that campaign',
  async function (this: TabloWorld, period: string) {
    await desk(this).look('lightBoxes', period, 'another', 'holding')
  },
)
Then(/^the (?:light boxes|city formats) taken are "(.*)"$/, function (this: TabloWorld, ids: string) {
  assert.deepEqual(desk(this).taken, list(ids))
})
Then(
  'the row of {string} reads {string} with {string}',
  function (this: TabloWorld, id: string, name: string, note: string) {
    assert.deepEqual(desk(this).row(id), { id, name, note })
  },
)
Then(
  'the row of {string} reads {string} with its price {string}',
  function (this: TabloWorld, id: string, name: string, price: string) {
    const row = desk(this).row(id)
    // Money is written with non-breaking spaces (ru-RU); the scenario writes plain ones.
    assert.deepEqual({ ...row, note: row.note?.replace(/\u00a0/g, ' ') }, { id, name, note: price })
  },
)
Then(
  'of the light boxes chosen {string}, the list drops {string}',
  function (this: TabloWorld, chosen: string, dropped: string) {
    assert.deepEqual(desk(this).dropped(list(chosen)), list(dropped))
  },
)
When('saving is refused because another campaign holds {string}', function (this: TabloWorld, ids: string) {
  this.slot('taken-said', () => conflictSaid(list(ids)))
})
Then('the refusal at saving reads {string}', function (this: TabloWorld, said: string) {
  assert.equal(
    this.slot('taken-said', () => ''),
    said,
  )
})
When(
  'an advertiser asks what is taken of {string} from {string} to {string}',
  async function (this: TabloWorld, place: string, from: string, to: string) {
    await desk(this).ask({ place, startDate: from, endDate: to })
  },
)
Then(
  'the question is refused at {string} with {string}',
  function (this: TabloWorld, field: string, says: string) {
    assert.deepEqual(desk(this).refusal, { ok: false, taken: [], field, message: says })
  },
)
