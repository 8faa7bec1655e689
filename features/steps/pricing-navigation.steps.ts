import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { monthlySplit } from '../../core/places/navigation-sign/navigation-sign.calculator'
import { displayDate, parseDate } from '../../core/pricing/rules/calendar'
import { NavigationBasketStore } from '../../core/pricing/selection/navigation-basket.store'
import type { TabloWorld } from '../support/world'
import { money, normaliseMoney, pricing } from './pricing-actor'

const nav = (w: TabloWorld) =>
  w.slot('pricing-nav', () => ({ store: undefined as NavigationBasketStore | undefined }))
const store = (w: TabloWorld): NavigationBasketStore => {
  const s = nav(w).store
  if (!s) throw new Error('no navigation basket')
  return s
}
const zones = (w: TabloWorld) => store(w).zones()

Given('the navigation basket', function (this: TabloWorld) {
  nav(this).store = new NavigationBasketStore(pricing(this).today)
})
When(
  'the advertiser adds the station {string} with zones {string}',
  function (this: TabloWorld, name: string, list: string) {
    store(this).addStation({
      id: name,
      name,
      zones: list.split(',').map((z) => {
        const [id = '', cap = ''] = z.trim().split(':')
        return {
          id,
          capacity: cap === 'none' ? null : parseInt(cap, 10),
          additional: cap.endsWith('+'),
          exits: [`${id}-exit-1`, `${id}-exit-2`],
        }
      }),
    })
  },
)
Then(
  'the basket holds {string} with zones {string}',
  function (this: TabloWorld, name: string, list: string) {
    const st = store(this).getSnapshot().catalogue
    assert.deepEqual(
      [
        st.map((s) => s.name).join(),
        zones(this)
          .map((z) => z.id)
          .join(', '),
      ],
      [name, list],
    )
  },
)
Then('exactly one zone is table-selected, {string}', function (this: TabloWorld, id: string) {
  assert.deepEqual(
    zones(this)
      .filter((z) => z.tableSelected)
      .map((z) => z.id),
    [id],
  )
})
When(
  'the advertiser toggles zone {string} of {string}',
  function (this: TabloWorld, zone: string, station: string) {
    store(this).toggleZone(station, zone)
  },
)
Then('zone {string} is selected with exit {string}', function (this: TabloWorld, id: string, exit: string) {
  const z = zones(this).find((x) => x.id === id)
  assert.deepEqual([z?.selected, z?.exit], [true, exit])
})
Then('zone {string} is not selected and has no exit', function (this: TabloWorld, id: string) {
  const z = zones(this).find((x) => x.id === id)
  assert.deepEqual([z?.selected, z?.exit], [false, null])
})
Then('the visible zones are {string}', function (this: TabloWorld, list: string) {
  assert.equal(
    zones(this)
      .filter((z) => z.visible)
      .map((z) => z.id)
      .join(', '),
    list,
  )
})
When('the additional exits are shown', function (this: TabloWorld) {
  store(this).setAdditionalExits(true)
})
When('the additional exits are hidden', function (this: TabloWorld) {
  store(this).setAdditionalExits(false)
})
When('the advertiser sets the dates {word} to {word}', function (this: TabloWorld, a: string, b: string) {
  store(this).setDates(parseDate(a), parseDate(b))
})
When('the navigation basket is reset', function (this: TabloWorld) {
  store(this).reset()
})
Then('the navigation dates are {word} to {word}', function (this: TabloWorld, a: string, b: string) {
  const { input } = store(this).getSnapshot()
  assert.deepEqual([displayDate(String(input['startDate'])), displayDate(String(input['endDate']))], [a, b])
})
Then(
  'a yearly price of {string} is {string} a month with an annual adjustment of {string}',
  function (yearly: string, month: string, adjustment: string) {
    const split = monthlySplit(Number(yearly.replace(/[^\d]/g, '')))
    assert.deepEqual(
      [money(split.month), money(split.annualAdjustment)],
      [normaliseMoney(month), normaliseMoney(adjustment)],
    )
  },
)
