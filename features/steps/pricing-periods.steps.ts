import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import { displayDate, parseDate } from '../../core/pricing/rules/calendar'
import {
  defaultCampaignEnd,
  extraDays,
  monthList,
  periodOptions,
  snapTurnsTilesStart,
  splitByMonth,
  stickerHalfMonths,
  type MonthPeriod,
} from '../../core/pricing/rules/periods'
import type { TabloWorld } from '../support/world'
import { pricing } from './pricing-actor'
import { initialInput, type FormPlace } from '../../core/pricing/selection/calculator-form'

const slot = (world: TabloWorld) => world.slot('pricing-periods', () => ({ periods: [] as MonthPeriod[] }))

When(
  'the campaign from {word} to {word} is split by month',
  function (this: TabloWorld, a: string, b: string) {
    slot(this).periods = splitByMonth(parseDate(a), parseDate(b))
  },
)

Then('the periods are labelled:', function (this: TabloWorld, table: DataTable) {
  const got = slot(this).periods.map((p) => [p.startDateFormat, p.endDateFormat, String(p.days)])
  assert.deepEqual(got, table.rows())
})

Then('a campaign starting {word} ends by default on {word}', function (start: string, end: string) {
  assert.equal(displayDate(defaultCampaignEnd(parseDate(start))), end)
})

Then(
  'the {string} calculator opens on {word} to {word}',
  function (this: TabloWorld, place: FormPlace, a: string, b: string) {
    const p = pricing(this)
    const input = initialInput(place, p.reference, p.today)
    assert.deepEqual([input['startDate'], input['endDate']].map(String).map(displayDate), [a, b])
  },
)

Then(
  'turn tiles wished from {word} run from {word} to {word}',
  function (wish: string, a: string, b: string) {
    const p = snapTurnsTilesStart(parseDate(wish))
    assert.deepEqual([displayDate(p.startDate), displayDate(p.endDate)], [a, b])
  },
)

Then(
  'stickers from {word} to {word} take the half-months:',
  function (a: string, b: string, table: DataTable) {
    const got = stickerHalfMonths(parseDate(a), parseDate(b)).map((h) => [
      displayDate(h.startDate),
      displayDate(h.endDate),
    ])
    assert.deepEqual(got, table.rows())
  },
)

Then(
  'the first month offered for {word} is {word} and the list ends with {word}',
  function (this: TabloWorld, kind: string, first: string, last: string) {
    const list = monthList(pricing(this).today, kind === 'stickers' ? 'stickers' : 'other')
    assert.equal(list.length, 12)
    assert.deepEqual([displayDate(list[0] ?? ''), displayDate(list[11] ?? '')], [first, last])
  },
)

Then(
  'the period list has {int} options from {word} to {word}',
  function (this: TabloWorld, n: number, a: string, b: string) {
    const list = periodOptions(pricing(this).today, 'other')
    assert.equal(list.length, n)
    assert.deepEqual([displayDate(list[0]?.startDate ?? ''), displayDate(list[n - 1]?.endDate ?? '')], [a, b])
  },
)

Then('the extra days for {word} computed days are {int}', function (computed: string, extra: number) {
  assert.equal(extraDays(computed === 'unknown' ? null : Number(computed)), extra)
})
