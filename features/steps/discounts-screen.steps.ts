import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import {
  discountsView,
  type DiscountsView,
  type OwnTerms,
} from '../../core/cabinet/view/discounts.view-model'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import type { VolumeDiscountRule } from '../../core/pricing/reference/pricing-reference.schema'
import type { TabloWorld } from '../support/world'

/** Per-scenario state of the discounts screen steps (world slot 'discountsScreen'). */
class DiscountsScreenScene {
  terms: OwnTerms = { isAgency: false, discount: null }
  volume: readonly VolumeDiscountRule[] = DEMO_REFERENCE.volumeDiscounts
  view: DiscountsView | undefined
}
const scene = (world: TabloWorld): DiscountsScreenScene =>
  world.slot('discountsScreen', () => new DiscountsScreenScene())

/** The places the scenarios name, as the calculators call them in the data. */
const PLACES: Readonly<Record<string, string>> = {
  'light boxes': 'lightBoxes',
  'metro stickers': 'metroStickers',
  'metro monitors': 'metroMonitors',
}
const placesOf = (text: string): string[] =>
  text.split(/,| and /).map((p) => {
    const place = PLACES[p.trim()]
    assert.ok(place, `a place the scenarios name, got «${p.trim()}»`)
    return place
  })
const plain = (text: string): string => text.replace(/\u00a0/g, ' ')

Given(
  'an agency with a personal discount of {int} % on {} until {word}',
  function (this: TabloWorld, value: number, places: string, until: string) {
    scene(this).terms = {
      isAgency: true,
      discount: { value, advertisePlaces: placesOf(places), expirationDate: until },
    }
  },
)

Given(
  'a direct advertiser with a personal discount of {int} % on {} with no last day',
  function (this: TabloWorld, value: number, places: string) {
    scene(this).terms = { isAgency: false, discount: { value, advertisePlaces: placesOf(places) } }
  },
)

Given('the volume discounts:', function (this: TabloWorld, table: DataTable) {
  scene(this).volume = table.hashes().map((row) => ({
    priceFrom: Number(row['from']),
    priceTo: Number(row['to']),
    discountSize: Number(row['percent']),
  }))
})

const open = (world: TabloWorld, date: string): void => {
  const s = scene(world)
  const [d, m, y] = date.split('.')
  s.view = discountsView(s.terms, s.volume, `${y}-${m}-${d}`)
}

When('it opens the discounts screen on {word}', function (this: TabloWorld, date: string) {
  open(this, date)
})

When(
  'a direct advertiser with no personal discount opens the discounts screen on {word}',
  function (this: TabloWorld, date: string) {
    scene(this).terms = { isAgency: false, discount: null }
    open(this, date)
  },
)

Then('the account is shown as {string}', function (this: TabloWorld, kind: string) {
  assert.equal(scene(this).view?.kind, kind)
})

Then(
  'the personal discount reads {int} % for {string}: {string}',
  function (this: TabloWorld, percent: number, places: string, note: string) {
    const personal = scene(this).view?.personal
    assert.ok(personal, 'a personal discount is shown')
    assert.equal(personal.percent, percent)
    assert.equal(personal.places.join(', '), places)
    assert.equal(personal.note, note)
  },
)

Then('no personal discount is shown', function (this: TabloWorld) {
  assert.equal(scene(this).view?.personal, undefined)
})

Then('the volume discounts read:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this).view?.volume.map((r) => [plain(r.range), String(r.percent)]),
    table.raw(),
  )
})
