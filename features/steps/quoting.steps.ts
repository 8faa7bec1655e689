import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { QuotingActor } from '../support/quoting-actor'
import type { TabloWorld } from '../support/world'

const market = (w: TabloWorld) => w.slot('quoting', () => new QuotingActor())
const ruDate = (d: string): string => d.split('.').reverse().join('-')
const number = (text: string): number => Number(text.replace(/\s/g, '').replace(',', '.'))

Given('it is {word} in Moscow', function (this: TabloWorld, day: string) {
  market(this).today = ruDate(day)
})
Given(
  'the agency {string} has a personal discount of {int} % on every place until {word}',
  function (this: TabloWorld, name: string, percent: number, until: string) {
    market(this).terms.set(name, {
      isAgency: true,
      discount: { value: percent, advertisePlaces: [], expirationDate: ruDate(until) },
    })
  },
)
When(
  'a visitor asks the marketplace to price the example campaign of {string}',
  async function (this: TabloWorld, place: string) {
    await market(this).price('visitor', place)
  },
)
When(
  'the agency {string} asks the marketplace to price the example campaign of {string}',
  async function (this: TabloWorld, name: string, place: string) {
    await market(this).price('agency', place, market(this).agency(name))
  },
)
Then("the marketplace's price equals the calculator's price to the kopeck", function (this: TabloWorld) {
  const m = market(this)
  assert.equal(m.quotes.get('visitor')?.totals.total, m.calculatorTotal(m.lastPlace))
})
Then(
  "the agency's price has an advertiser discount of {int} %",
  function (this: TabloWorld, percent: number) {
    assert.equal(market(this).quotes.get('agency')?.discounts.advertiser.percent, percent)
  },
)
Then('the agency pays less than the visitor', function (this: TabloWorld) {
  const m = market(this)
  assert.ok(m.quotes.get('agency')!.totals.total < m.quotes.get('visitor')!.totals.total)
})
When('the marketplace is asked for the seasonal coefficients', async function (this: TabloWorld) {
  market(this).answer = (await market(this).service.reference()).seasonalCoefficients
})
Then(
  'it answers twelve monthly ratios, January {word} and December {word}',
  function (this: TabloWorld, jan: string, dec: string) {
    const ratios = market(this).answer as { month: number; ratio: number }[]
    assert.equal(ratios.length, 12)
    assert.equal(ratios.find((r) => r.month === 1)?.ratio, number(jan))
    assert.equal(ratios.find((r) => r.month === 12)?.ratio, number(dec))
  },
)
When(
  'the marketplace is asked for the seasonal discount of {word} – {word}',
  async function (this: TabloWorld, from: string, to: string) {
    market(this).answer = await market(this).service.seasonalRatio(ruDate(from), ruDate(to))
  },
)
Then('the marketplace answers {word}', function (this: TabloWorld, value: string) {
  assert.equal(market(this).answer, number(value))
})
When(
  'a visitor previews {int} {int} presentations of a {int}-second clip from {word} to {word}',
  async function (
    this: TabloWorld,
    thousands: number,
    units: number,
    clip: number,
    from: string,
    to: string,
  ) {
    const input = {
      mode: 'video',
      startDate: ruDate(from),
      endDate: ruDate(to),
      clipDuration: clip,
      frequency: 2,
      presentationCount: thousands * 1000 + units,
    }
    const preview = await market(this).service.metroPreview(input, undefined)
    assert.ok(preview.ok)
    market(this).preview = preview.value
    market(this).answer = input
  },
)
Then("the preview's price equals the calculator's price", function (this: TabloWorld) {
  const m = market(this)
  const campaign = m.preview!.advertisingCampaign!
  assert.equal(
    Math.round((campaign.totalSumWithoutTaxes + campaign.taxesSum) * 100),
    m.calculatorTotal('metroMonitors', m.answer),
  )
})
Then(
  'the preview says the period holds at least {int} {int} presentations',
  function (this: TabloWorld, thousands: number, units: number) {
    assert.ok(market(this).preview!.validationRules.maxNumberOfImpressions >= thousands * 1000 + units)
  },
)
Then('the preview names the first end date that holds them', function (this: TabloWorld) {
  const { minEndDate } = market(this).preview!.validationRules
  const input = market(this).answer as { startDate: string; endDate: string }
  assert.ok(minEndDate !== null && minEndDate >= input.startDate && minEndDate <= input.endDate)
})
