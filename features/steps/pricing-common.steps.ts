import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { parseDate } from '../../core/pricing/rules/calendar'
import type { TabloWorld } from '../support/world'
import { inputOf, money, normaliseMoney, pricing } from './pricing-actor'

Given('today is {word}', function (this: TabloWorld, day: string) {
  pricing(this).today = parseDate(day)
})

Given(
  'an agency with a personal discount of {float} % for every place',
  function (this: TabloWorld, value: number) {
    pricing(this).advertiser = { isAgency: true, discount: { value, advertisePlaces: [] } }
  },
)

Given(
  'an agency with a personal discount of {float} % for {string} expiring {word}',
  function (this: TabloWorld, value: number, places: string, day: string) {
    const advertisePlaces = places.split(',').map((p) => p.trim())
    pricing(this).advertiser = {
      isAgency: true,
      discount: { value, advertisePlaces, expirationDate: parseDate(day) },
    }
  },
)

Given('the advertiser ignores the global discount factors', function (this: TabloWorld) {
  const a = pricing(this)
  a.advertiser = { ...(a.advertiser ?? { isAgency: false }), ignoreGlobalDiscountFactors: true }
})

Given('the volume discount rules are:', function (this: TabloWorld, table: DataTable) {
  pricing(this).reference.volumeDiscounts = table.hashes().map((r) => ({
    priceFrom: Number(r.from?.replace(/ /g, '')),
    priceTo: Number(r.to?.replace(/ /g, '')),
    discountSize: Number(r.percent),
    ...(r.starts ? { startDate: parseDate(r.starts) } : {}),
    ...(r.ends ? { endDate: parseDate(r.ends) } : {}),
    ...(r.places ? { rules: r.places.split(',').map((p) => p.trim()) } : {}),
  }))
})

Given('no seasonal coefficient is set for month {int}', function (this: TabloWorld, month: number) {
  const r = pricing(this).reference
  r.seasonalCoefficients = r.seasonalCoefficients.filter((s) => s.month !== month)
})

When('I price {string} with:', function (this: TabloWorld, place: string, table: DataTable) {
  const a = pricing(this)
  a.input = inputOf(table)
  a.price(place, a.input)
})

When(
  'I price {string} with the same input but {word} {word}',
  function (this: TabloWorld, place: string, field: string, value: string) {
    const a = pricing(this)
    const next = { ...a.input, ...inputOf({ raw: () => [[field, value]] } as DataTable) }
    a.price(place, next)
  },
)

Then('the totals are:', function (this: TabloWorld, table: DataTable) {
  const t = pricing(this).quote().totals
  const want = table.rowsHash()
  const got: Record<string, string> = {
    'base price': money(t.basePrice),
    'before discounts': money(t.priceBeforeDiscounts),
    'without taxes': money(t.totalSumWithoutTaxes),
    taxes: money(t.taxesSum),
    total: money(t.total),
    'VAT rate': `${Math.round(t.vatRate * 100)} %`,
  }
  for (const [k, v] of Object.entries(want)) assert.equal(got[k], normaliseMoney(v), k)
})

Then('the total without taxes is {string}', function (this: TabloWorld, amount: string) {
  assert.equal(money(pricing(this).quote().totals.totalSumWithoutTaxes), normaliseMoney(amount))
})

Then(
  'the line of {string} in period {int} goes:',
  function (this: TabloWorld, item: string, period: number, table: DataTable) {
    const line = pricing(this).line(item, period - 1)
    const got = [
      ['base', '', money(line.base)],
      ...line.steps.map((s) => [s.code, String(Math.round(s.factor * 10000) / 10000), money(s.amount)]),
      ['net', '', money(line.net)],
    ]
    assert.deepEqual(
      got,
      table.rows().map((r) => r.map(normaliseMoney)),
    )
  },
)

Then('the periods are:', function (this: TabloWorld, table: DataTable) {
  const got = pricing(this)
    .quote()
    .periods.map((p) => [p.startDateFormat, p.endDateFormat, String(p.days), money(p.total)])
  assert.deepEqual(
    got,
    table.rows().map((r) => r.map(normaliseMoney)),
  )
})

Then('the audience is {int} OTS and {float} GRP', function (this: TabloWorld, ots: number, grp: number) {
  const q = pricing(this).quote()
  assert.equal(q.ots, ots)
  assert.equal(q.grp, grp)
})

Then(
  'the discounts are volume {float} %, capacity {float} %, advertiser {float} %',
  function (this: TabloWorld, v: number, c: number, ad: number) {
    const d = pricing(this).quote().discounts
    assert.deepEqual([d.volume.percent, d.capacity.percent, d.advertiser.percent], [v, c, ad])
  },
)

Then('the detail {string} is {string}', function (this: TabloWorld, key: string, value: string) {
  assert.equal(String(pricing(this).quote().details[key]), value)
})

Then(
  'the price is refused on {string} with {string}',
  function (this: TabloWorld, field: string, message: string) {
    const e = pricing(this).failure()
    const text = e.errors?.[field] ?? (e.field === field ? e.message : undefined)
    assert.equal(text, message, JSON.stringify(e))
  },
)

Then('the answer is {string}', function (this: TabloWorld, message: string) {
  assert.equal(pricing(this).failure().message, message)
})
