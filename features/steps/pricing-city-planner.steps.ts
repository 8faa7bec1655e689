import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { Logger } from '../../core/ports/logger.port'
import {
  decodePlannerPreview,
  previewCoefficients,
  readInventoryAdvice,
  type InventoryAdvice,
} from '../../core/pricing/planner/planner-result'
import { INITIAL_PLANNER, PlannerStore } from '../../core/pricing/planner/planner.store'
import { parseDate } from '../../core/pricing/rules/calendar'
import {
  DEFAULT_FREQUENCY,
  DEFAULT_STANDALONE_FREQUENCY,
  impressionsPerDay,
} from '../../core/pricing/rules/formats'
import { CityBasketStore, pageOf, type CityBasketState } from '../../core/pricing/selection/city-basket.store'
import type { TabloWorld } from '../support/world'
import { money, normaliseMoney, pricing } from './pricing-actor'

class CityScene {
  basket = new CityBasketStore({ startDate: '2027-09-01', endDate: '2027-09-30' })
  states: CityBasketState[] = []
  planner = new PlannerStore()
  callback = ''
  logged = 0
}
const scene = (w: TabloWorld) => w.slot('pricing-city', () => new CityScene())

Given('a city-format basket for {word} to {word}', function (this: TabloWorld, a: string, b: string) {
  scene(this).basket = new CityBasketStore({ startDate: parseDate(a), endDate: parseDate(b) })
})
When(
  'the advertiser toggles {string}, {string} and {string}',
  function (this: TabloWorld, a: string, b: string, c: string) {
    for (const id of [a, b, c]) scene(this).basket.toggle(id)
  },
)
Then('the basket holds {string}', function (this: TabloWorld, list: string) {
  assert.equal(scene(this).basket.getSnapshot().selected.join(', '), list)
})
When('the advertiser deletes everything from the basket', function (this: TabloWorld) {
  scene(this).basket.deleteAll()
})
Then('the basket is empty', function (this: TabloWorld) {
  assert.deepEqual(scene(this).basket.getSnapshot().selected, [])
})
Given('the list was moved to page {int}', function (this: TabloWorld, page: number) {
  scene(this).basket.setPage(page)
})
When('the advertiser picks another {}', function (this: TabloWorld, what: string) {
  const b = scene(this).basket
  if (what === 'period') b.setPeriod('2027-10-01', '2027-10-31')
  else if (what === 'clip duration') b.setClipDuration(15)
  else if (what === 'frequency') b.setFrequency(12)
  else b.setStation('Тверская')
})
Then('the list is on page {int}', function (this: TabloWorld, page: number) {
  assert.equal(scene(this).basket.getSnapshot().page, page)
})
When(
  'a saved basket of {string} for {word} to {word} with {int} s clips and airings coefficient {float} is restored',
  function (this: TabloWorld, ids: string, a: string, b: string, clip: number, k: number) {
    const s = scene(this)
    s.basket.state$.subscribe((st) => s.states.push(st))
    s.basket.restore({
      itemIds: ids.split(',').map((x) => x.trim()),
      startDate: parseDate(a),
      endDate: parseDate(b),
      clipDuration: clip,
      airingsCountCoefficient: k,
    })
  },
)
Then(
  'the basket holds {string} for {word} to {word} with {int} s clips and airings coefficient {float}',
  function (this: TabloWorld, ids: string, a: string, b: string, clip: number, k: number) {
    const s = scene(this).basket.getSnapshot()
    assert.deepEqual(
      [s.selected.join(', '), s.startDate, s.endDate, s.clipDuration, s.airingsCoefficient],
      [ids, parseDate(a), parseDate(b), clip, k],
    )
  },
)
Then('the restore flag was set only in the last update', function (this: TabloWorld) {
  const flags = scene(this).states.map((s) => s.restored)
  assert.deepEqual(flags, [false, false, true])
})
Then(
  'the item {string} totals {string} over its {int} periods',
  function (this: TabloWorld, id: string, total: string, n: number) {
    const q = pricing(this).quote()
    const lines = q.lines.filter((l) => l.itemId === id)
    const item = q.items.find((i) => i.itemId === id)
    assert.equal(lines.length, n)
    assert.equal(
      item?.totalPrice,
      lines.reduce((s, l) => s + l.net, 0),
    )
    assert.equal(money(item?.totalPrice ?? 0), normaliseMoney(total))
  },
)
Then(
  'a list of {int} items shows {int}, {int} and {int} on its pages',
  function (n: number, a: number, b: number, c: number) {
    const items = Array.from({ length: n }, (_, i) => i)
    assert.deepEqual(
      [1, 2, 3, 4].map((p) => pageOf(items, p).length),
      [a, b, c, 0],
    )
  },
)
Then('{word} shows {int} impressions a day by default', function (place: string, n: number) {
  const f = place === 'monitorsStandalone' ? DEFAULT_STANDALONE_FREQUENCY : DEFAULT_FREQUENCY
  assert.equal(impressionsPerDay(f), n)
})

Given('a planner', function (this: TabloWorld) {
  scene(this).planner = new PlannerStore()
})
When(
  /^the advertiser asks the planner (?:again )?for (\S+) to (\S+)$/,
  function (this: TabloWorld, a: string, b: string) {
    scene(this).planner.start({ from: parseDate(a), to: parseDate(b) })
  },
)
Then('the planner is loading request {int} with the started flag', function (this: TabloWorld, id: number) {
  const s = scene(this).planner.getSnapshot()
  assert.deepEqual([s.requestId, s.loading, s.started, s.completed], [id, true, true, false])
})
const result = (id: number, error: string, from: string, to: string, ignore = false) => ({
  id,
  platformDayCount: 30,
  error,
  requestType: 'advice',
  fitCount: 10,
  from: parseDate(from),
  to: parseDate(to),
  errorId: null,
  ignore,
})
When(
  'the result of request {int} arrives as {string} for {word} to {word}',
  function (this: TabloWorld, id: number, r: string, a: string, b: string) {
    scene(this).planner.receive(result(id, r, a, b))
  },
)
When('an ignored result of request {int} arrives', function (this: TabloWorld, id: number) {
  scene(this).planner.receive(result(id, 'success', '01.03.2027', '31.03.2027', true))
})
Then('the result is dropped and the planner is still loading', function (this: TabloWorld) {
  const s = scene(this).planner.getSnapshot()
  assert.deepEqual([s.loading, s.result], [true, undefined])
})
Then('the planner is completed without a message', function (this: TabloWorld) {
  const s = scene(this).planner.getSnapshot()
  assert.deepEqual([s.loading, s.completed, s.message], [false, true, undefined])
})
Then('the planner message is {string}', function (this: TabloWorld, message: string) {
  assert.equal(scene(this).planner.getSnapshot().message ?? '', message)
})
When('the planner fails with {string}', function (this: TabloWorld, text: string) {
  const p = scene(this).planner
  p.fail(p.getSnapshot().requestId, text)
})
Then(
  'the planner shows the error {string} and is no longer loading',
  function (this: TabloWorld, text: string) {
    const s = scene(this).planner.getSnapshot()
    assert.deepEqual([s.error, s.loading, s.completed], [text, false, true])
  },
)
When('the planner is reset', function (this: TabloWorld) {
  scene(this).planner.reset()
})
Then('the planner is in its default state', function (this: TabloWorld) {
  assert.deepEqual(scene(this).planner.getSnapshot(), INITIAL_PLANNER)
})
Then(
  'a preview with max impressions {int}, min end date {word} and coefficients {string} reads them back',
  function (max: number, minEnd: string, list: string) {
    const coefficients = Object.fromEntries(
      list.split(',').map((p) => {
        const [k = '', v = ''] = p.split(':')
        return [k.trim(), Number(v)]
      }),
    )
    const decoded = decodePlannerPreview({
      validationRules: { maxNumberOfImpressions: max, minEndDate: parseDate(minEnd), extra: 1 },
      advertisingCampaign: {
        periodsPrice: [{ targetings: { coefficients } }, { targetings: { coefficients: {} } }],
      },
    })
    assert.ok(decoded.ok)
    assert.equal(decoded.value.validationRules.maxNumberOfImpressions, max)
    assert.deepEqual(previewCoefficients(decoded.value), coefficients)
  },
)
When('inventory advice arrives with error {string}', function (this: TabloWorld, error: string) {
  const s = scene(this)
  const logger: Logger = { info: () => {}, warn: () => {}, error: () => void (s.logged += 1) }
  const advice: InventoryAdvice = {
    MinDate: '2027-03-01',
    MaxDate: '2027-03-14',
    PlatformDayCount: 14,
    AvgRunsPerHour: 9,
    FitCount: 12,
    advice_result: 'success',
    error: error === '' ? null : error,
  }
  readInventoryAdvice([advice], logger, (e, a) => {
    s.callback = e ?? `fit ${a?.FitCount} of ${a?.PlatformDayCount}`
  })
})
Then(
  'the callback gets {string} and the log has {int} error entries',
  function (this: TabloWorld, cb: string, n: number) {
    assert.deepEqual([scene(this).callback, scene(this).logged], [cb, n])
  },
)
