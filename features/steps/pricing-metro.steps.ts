import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import {
  AIRINGS_PER_HOUR_GROUPS,
  DAY_PARTS,
  EVENING_SPLIT,
  halfAiringsCoefficient,
  METRO_BUDGET_PLACEHOLDER,
  METRO_MAX_CLIP,
  normalisePresentationCount,
  roundFillFactor,
  scheduleDayType,
  shiftToMoscow,
  stopValue,
  type MetroMode,
} from '../../core/pricing/rules/metro'
import { MetroMonitorsStore, type SelectionBlock } from '../../core/pricing/selection/metro-monitors.store'
import { plainSpaces } from '../../core/shared/number-rule'
import type { TabloWorld } from '../support/world'
import { money, pricing } from './pricing-actor'

const metro = (w: TabloWorld) => w.slot('pricing-metro', () => ({ store: new MetroMonitorsStore('video') }))
const modeOf = (text: string): MetroMode => (text === 'budget' ? 'budget' : 'video')

Given('the metro monitors calculator in the {word} mode', function (this: TabloWorld, mode: string) {
  metro(this).store = new MetroMonitorsStore(modeOf(mode))
})
Given(
  'the metro monitors calculator in the {word} mode for an agency with a {int} % discount on {string}',
  function (this: TabloWorld, mode: string, discount: number, place: string) {
    metro(this).store = new MetroMonitorsStore(modeOf(mode), {
      advertisePlaces: [place],
      discount,
      isAgency: true,
    })
  },
)
When(
  /^the advertiser selects (lines|monitors|time|frequency|days) "([^"]*)"$/,
  function (this: TabloWorld, block: string, v: string) {
    metro(this).store.select(
      block as SelectionBlock,
      v.split(',').map((x) => x.trim()),
    )
  },
)
Then('the last selected block is {string}', function (this: TabloWorld, block: string) {
  assert.equal(metro(this).store.getSnapshot().lastSelectedBlock, block)
})
When('the advertiser enters the budget {string}', function (this: TabloWorld, text: string) {
  metro(this).store.enterBudget(text)
})
Then(
  'the budget reads {string} and the fixed budget is {word}',
  function (this: TabloWorld, message: string, fixed: string) {
    const s = metro(this).store.getSnapshot()
    // The spec writes the thousands with plain spaces; the product holds them by non-breaking ones.
    assert.deepEqual(
      [plainSpaces(s.budgetError ?? ''), s.budget],
      [message, fixed === 'none' ? null : Number(fixed)],
    )
  },
)
When('the advertiser applies the preset of the {word} mode', function (this: TabloWorld, mode: string) {
  metro(this).store.applyPreset(modeOf(mode))
})
Then(
  'the metro calculator is blank in the {word} mode with places {string}, discount {int} and the agency flag',
  function (this: TabloWorld, mode: string, places: string, discount: number) {
    const s = metro(this).store.getSnapshot()
    assert.deepEqual(
      [s.mode, s.selections, s.budget, s.lastSelectedBlock, s.advertisePlaces.join(), s.discount, s.isAgency],
      [mode, {}, null, null, places, discount, true],
    )
  },
)
When('the advertiser locks the end date', function (this: TabloWorld) {
  metro(this).store.lockEndDate(true)
})
When('the period error {string} is shown', function (this: TabloWorld, message: string) {
  metro(this).store.setPeriodError(message)
})
When('the advertiser clears the errors', function (this: TabloWorld) {
  metro(this).store.clearErrors()
})
Then('the end date is locked and no budget or period error is shown', function (this: TabloWorld) {
  const s = metro(this).store.getSnapshot()
  assert.deepEqual([s.endDateLocked, s.budgetError, s.periodError], [true, null, null])
})
Then(
  '{int} presentations in the {word} mode with a stop value of {int} become {int}',
  function (count: number, mode: string, stop: number, result: number) {
    assert.equal(normalisePresentationCount(count, modeOf(mode), stop), result)
  },
)
Then(
  '{int} days of {int} s clips at fill factor {float} hold {int} presentations',
  function (this: TabloWorld, days: number, clip: number, fill: number, stop: number) {
    const t = pricing(this).reference.tariffs.metroMonitors
    const half = halfAiringsCoefficient(clip, t.video.videoOptions.blockDuration)
    assert.equal(stopValue(t.dailyCapacity, days, roundFillFactor(fill), half), stop)
  },
)
Then('the metro variants allow clips up to {int} and {int} seconds', function (a: number, b: number) {
  assert.deepEqual([METRO_MAX_CLIP.standard, METRO_MAX_CLIP.extended], [a, b])
})
Then('the day parts are {string}', function (list: string) {
  assert.equal(DAY_PARTS.map((d) => `${d.from}-${d.to}${d.primeTime ? ' prime' : ''}`).join(', '), list)
})
Then('the evening split is at {word}', function (time: string) {
  assert.equal(EVENING_SPLIT, time)
})
Then(
  'a prime interval stored from {word} to {word} shows from {word} to {word}',
  function (a: string, b: string, c: string, d: string) {
    assert.deepEqual([shiftToMoscow(a), shiftToMoscow(b)], [c, d])
  },
)
Then('the budget placeholder is {string}', function (text: string) {
  assert.equal(money(METRO_BUDGET_PLACEHOLDER * 100).replace(',00', ''), text)
})
Then('the airings per hour groups are {string}', function (list: string) {
  assert.equal(AIRINGS_PER_HOUR_GROUPS.join(', '), list)
})
Then('the days {string} are {string} in schedules', function (days: string, types: string) {
  const mapped = days.split(', ').map((d) => scheduleDayType(d as 'workday' | 'weekend'))
  assert.equal(mapped.join(', '), types)
})
When('the {word} report fails', function (this: TabloWorld, report: string) {
  metro(this).store.reportFailed(report as 'mlines')
})
Then('the flag {word} is set', function (this: TabloWorld, flag: string) {
  const s = metro(this).store.getSnapshot() as unknown as Record<string, unknown>
  assert.equal(s[flag], true)
})
