import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import {
  defaultStatisticsPeriod,
  statisticsSummary,
  type StatisticsPeriod,
} from '../../core/cabinet/view/statistics.view-model'
import type { TabloWorld } from '../support/world'

/** Per-scenario state of the statistics screen steps (world slot 'statisticsScreen'). */
class StatisticsScreenScene {
  campaign = { startDate: '', endDate: '' }
  today = ''
  period: StatisticsPeriod | undefined
  totals: readonly { readonly label: string; readonly value: string }[] = []
}
const scene = (world: TabloWorld): StatisticsScreenScene =>
  world.slot('statisticsScreen', () => new StatisticsScreenScene())

Given('a campaign running from {word} to {word}', function (this: TabloWorld, start: string, end: string) {
  scene(this).campaign = { startDate: start, endDate: end }
})

Given('today in Moscow is {word} for the statistics', function (this: TabloWorld, today: string) {
  scene(this).today = today
})

When('its statistics screen opens', function (this: TabloWorld) {
  const s = scene(this)
  s.period = defaultStatisticsPeriod(s.campaign, s.today)
})

Then('the period shown is {word} to {word}', function (this: TabloWorld, from: string, to: string) {
  assert.deepEqual(scene(this).period, { dateFrom: from, dateTo: to })
})

When(
  'the statistics total {int} plays, {int} OTS and a GRP of {float}',
  function (this: TabloWorld, plays: number, ots: number, grp: number) {
    scene(this).totals = statisticsSummary({ plays, ots, grp })
  },
)

Then('the totals read:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this).totals.map((t) => [t.label, t.value.replace(/\u00a0/g, ' ')]),
    table.raw(),
  )
})
