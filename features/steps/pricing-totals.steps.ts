import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { bestPrice } from '../../core/places/metro-monitors/metro-monitors.calculator'
import { StopsPricer } from '../../core/pricing/calculators/stops-pricer'
import { isTargetName, periodEntriesOf, type PeriodsPrice } from '../../core/pricing/periods-price'
import { grpOf } from '../../core/pricing/rules/coefficients'
import { PRINT_COST_LABEL, typographyPrice } from '../../core/pricing/rules/print-costs'
import { TARGET_NAMES } from '../../core/pricing/rules/targeting'
import type { TabloWorld } from '../support/world'
import { money, normaliseMoney, pricing } from './pricing-actor'

const live = (w: TabloWorld) =>
  w.slot('pricing-live', () => ({ pricer: undefined as StopsPricer | undefined }))

Given('the stops price for {word} is live', function (this: TabloWorld, month: string) {
  const a = pricing(this)
  live(this).pricer = new StopsPricer(a.reference, { today: a.today }, [
    `${month.slice(3)}-${month.slice(0, 2)}-01`,
  ])
})
When(
  'the advertiser adds side {word} of stop {word} in {word}',
  function (this: TabloWorld, side: string, n: string, region: string) {
    live(this).pricer?.toggle({ inventoryNumber: n, side: side === 'b' ? 'b' : 'a', region })
  },
)
Then('the live price without taxes is {string}', function (this: TabloWorld, amount: string) {
  const q = live(this).pricer?.quote()
  assert.equal(money(q?.totals.totalSumWithoutTaxes ?? 0), normaliseMoney(amount))
})
Then(
  'a placement at {float} ₽ with price2 {word} for {int} hits is priced at {float} ₽',
  function (price: number, price2: string, hits: number, best: number) {
    assert.equal(bestPrice(price2 === 'none' ? { price } : { price, price2: Number(price2) }, hits), best)
  },
)
Then('{int} OTS make {float} GRP', function (this: TabloWorld, ots: number, grp: number) {
  assert.equal(grpOf(ots, pricing(this).reference.audienceBase), grp)
})
Then('print costs are labelled {string}', function (label: string) {
  assert.equal(PRINT_COST_LABEL, label)
})
Then('the typography option {string} costs {int} ₽', function (id: string, price: number) {
  assert.equal(typographyPrice(id, 5000), price)
})
Then(
  'its periods price for schedule {string} with target {string} = {int} has:',
  function (this: TabloWorld, scheduleId: string, name: string, value: number, table: DataTable) {
    assert.ok(isTargetName(name))
    const entry: PeriodsPrice = {
      scheduleId,
      periods: periodEntriesOf(pricing(this).quote()),
      targets: [{ name, value }],
    }
    const got = entry.periods.map((p) => [
      p.startDate,
      p.endDate,
      money(p.basePrice),
      money(p.basePriceWithSeasonal),
      money(p.netPrice),
    ])
    assert.deepEqual(
      got,
      table.rows().map((r) => r.map(normaliseMoney)),
    )
  },
)
Then('the target names are {string}', function (names: string) {
  assert.equal(TARGET_NAMES.join(', '), names)
})
