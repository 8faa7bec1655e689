import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { LiveQuoteStore, REFERENCE_PATH, TERMS_PATH } from '../../core/pricing/selection/live-quote.store'
import { exampleInput } from '../support/quoting-actor'
import type { TabloWorld } from '../support/world'

const TODAY = '2027-03-01'

/** The cabinet's live prices over a scripted server: what it was asked and what it priced. */
class LivePrices {
  readonly server = new FakeHttpClient()
  readonly store = new LiveQuoteStore(
    this.server,
    { now: () => new Date(`${TODAY}T09:00:00Z`), today: () => TODAY },
    new CalculatorRegistry(allCalculators()),
    new RecordingLogger(),
  )

  constructor() {
    this.server.answer('GET', REFERENCE_PATH, DEMO_REFERENCE)
  }
}

const live = (w: TabloWorld) => w.slot('live-prices', () => new LivePrices())

/** The CLI's metro monitors example: a week of video in spring. */
const METRO = exampleInput('metroMonitors')

Given(
  'the signed-in advertiser is an agency with a personal discount of {int} % on metro monitors',
  function (this: TabloWorld, percent: number) {
    live(this).server.answer('GET', TERMS_PATH, {
      isAgency: true,
      discount: { value: percent, advertisePlaces: ['metroMonitors'], expirationDate: '2027-12-31' },
    })
  },
)

When('the advertiser opens a calculator, and then another', async function (this: TabloWorld) {
  await live(this).store.load('signedIn')
  await live(this).store.load('signedIn')
})
When("a visitor opens a public page's calculator", async function (this: TabloWorld) {
  await live(this).store.load('visitor')
})

Then(
  "the cabinet has read the price list once and the advertiser's discounts once",
  function (this: TabloWorld) {
    const { server, store } = live(this)
    assert.equal(store.getSnapshot().status, 'ready')
    assert.equal(server.callsTo('GET', REFERENCE_PATH).length, 1)
    assert.equal(server.callsTo('GET', TERMS_PATH).length, 1)
  },
)
Then('the cabinet has read the price list once and no discounts', function (this: TabloWorld) {
  const { server, store } = live(this)
  assert.equal(store.getSnapshot().status, 'ready')
  assert.equal(server.callsTo('GET', REFERENCE_PATH).length, 1)
  assert.equal(server.callsTo('GET', TERMS_PATH).length, 0)
})
Then('the price list read holds the global discount factors', function (this: TabloWorld) {
  const factors = live(this).store.getSnapshot().reference?.globalDiscountFactors ?? []
  assert.ok(factors.length > 0, 'no global discount factors in the price list read')
  assert.deepEqual(factors, DEMO_REFERENCE.globalDiscountFactors)
})
Then(
  'a metro monitors calculation is priced with a personal discount of {int} %',
  function (this: TabloWorld, percent: number) {
    const quote = live(this).store.price('metroMonitors', METRO)
    assert.ok(quote.ok, 'the calculation was not priced')
    assert.equal(quote.value.discounts.advertiser.percent, percent)
  },
)
Then('a metro monitors calculation is priced with no personal discount', function (this: TabloWorld) {
  const quote = live(this).store.price('metroMonitors', METRO)
  assert.ok(quote.ok, 'the calculation was not priced')
  assert.equal(quote.value.discounts.advertiser.percent, 0)
})
