import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { TabloWorld } from '../support/world'
import { inventory } from './inventory-actor'
import {
  countSaid,
  halfMonthsWritten,
  namesOfPlace,
  specialProjectsName,
  unitNames,
} from './unit-names.actor'

Then(
  "the place {string} is called {string} in the place list, on its calculator, on a campaign's card and on its invoice",
  (place: string, name: string) => assert.deepEqual(namesOfPlace(place), [name, name, name, name]),
)
Then('the special projects are offered under {string}', (name: string) =>
  assert.deepEqual(specialProjectsName(), [name, name]),
)

When("the inventory's units are named", function (this: TabloWorld) {
  unitNames(this).nameUnits(inventory(this))
})
Then(
  'the light boxes at {string} are named after the lines {string}',
  function (this: TabloWorld, station: string, lines: string) {
    assert.deepEqual(unitNames(this).linesOfLightBoxesAt(station), lines.split(', '))
  },
)
Then(
  'the first light box on the {word} line reads {string}',
  function (this: TabloWorld, line: string, name: string) {
    assert.equal(unitNames(this).lightBoxesOn(line)[0], name)
  },
)
Then('no list of the price list holds a name twice', function (this: TabloWorld) {
  assert.deepEqual(unitNames(this).repeated(), [])
})
Then(
  'every light box, crystal light, turn tile, screen and facade names its station with its line, or its address',
  function (this: TabloWorld) {
    assert.deepEqual(unitNames(this).saysNowhere(), [])
  },
)

const list = (world: TabloWorld) =>
  world.slot('unit-names-list', () => ({ all: 0, chosen: 0, shown: 0, here: 0 }))
Given(
  'a list of {int} light boxes with {int} chosen',
  function (this: TabloWorld, all: number, chosen: number) {
    Object.assign(list(this), { all, chosen, shown: all, here: chosen })
  },
)
When(
  'the list shows {int} of them, {int} of the chosen among them',
  function (this: TabloWorld, shown: number, here: number) {
    Object.assign(list(this), { shown, here })
  },
)
Then('the list says {string}', function (this: TabloWorld, says: string) {
  const l = list(this)
  assert.equal(countSaid(l.all, l.chosen, l.shown, l.here), says)
})
Then('{int} half-months are written {string}', (count: number, written: string) =>
  assert.equal(halfMonthsWritten(count), written),
)
