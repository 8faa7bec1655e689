import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { addDays, displayDate, parseDate } from '../../core/pricing/rules/calendar'
import {
  CLIP_DURATIONS,
  DEFAULT_CLIP_DURATION,
  DEFAULT_GROUND_VIDEO_DURATION,
  GROUND_VIDEO_DURATIONS,
  MAXIMA_VIDEO_TIMINGS,
} from '../../core/pricing/rules/formats'
import { VIDEO_FORMATS } from '../../core/places/media'
import { findRoutes, IMPRESSIONS, ROUTE_HITS, RUNS_PER_HOUR } from '../../core/pricing/rules/ground'
import { initialInput } from '../../core/pricing/selection/calculator-form'
import { GroundTargetingStore } from '../../core/pricing/selection/ground-targeting.store'
import type { TabloWorld } from '../support/world'
import { money, pricing } from './pricing-actor'

const ground = (w: TabloWorld) =>
  w.slot('pricing-ground', () => ({ store: undefined as GroundTargetingStore | undefined }))
const store = (w: TabloWorld): GroundTargetingStore => {
  const s = ground(w).store
  if (!s) throw new Error('no ground calculator')
  return s
}

Given('the ground calculator for {word}', function (this: TabloWorld, kind: string) {
  const t = pricing(this).reference.tariffs
  const tram = kind === 'trams'
  const rules = (tram ? t.groundTransportationTram : t.groundTransportation).validationRules
  ground(this).store = new GroundTargetingStore(rules, tram)
})
When('the advertiser asks for {int} impressions', function (this: TabloWorld, n: number) {
  store(this).setImpressions(n)
})
Then('the impressions are {int}', function (this: TabloWorld, n: number) {
  assert.equal(store(this).getSnapshot().numberOfImpressions, n)
})
When('the advertiser asks for {float} runs an hour', function (this: TabloWorld, n: number) {
  store(this).setRunsPerHour(n)
})
Then('the runs an hour are {float}', function (this: TabloWorld, n: number) {
  assert.equal(store(this).getSnapshot().runsPerHour, n)
})
Then(
  'ground impressions default to {int} within {int}..{int} step {int}',
  function (d: number, min: number, max: number, step: number) {
    assert.deepEqual(
      [IMPRESSIONS.default, IMPRESSIONS.min, IMPRESSIONS.max, IMPRESSIONS.step],
      [d, min, max, step],
    )
  },
)
Then('runs an hour default to {int} within {int}..{int}', function (d: number, min: number, max: number) {
  assert.deepEqual([RUNS_PER_HOUR.default, RUNS_PER_HOUR.min, RUNS_PER_HOUR.max], [d, min, max])
})
Then("a route's daily hits range from {int} to {int}", function (min: number, max: number) {
  assert.deepEqual([ROUTE_HITS.min, ROUTE_HITS.max], [min, max])
})
Then(
  'searching the bus routes for {string} finds {string}',
  function (this: TabloWorld, q: string, found: string) {
    const routes = pricing(this).reference.tariffs.groundTransportation.routes
    assert.equal(
      findRoutes(routes, q)
        .map((r) => r.inventoryNumber)
        .join(),
      found,
    )
  },
)
When(/^the time intervals ([\d, ]+) are loaded$/, function (this: TabloWorld, list: string) {
  store(this).intervalsLoaded(list.split(',').map((x) => Number(x.trim())))
})
Then('no time interval is selected', function (this: TabloWorld) {
  const s = store(this).getSnapshot()
  assert.equal(s.timeIntervals.length, 3)
  assert.ok(s.timeIntervals.every((i) => !i.selected))
})
When(
  'the advertiser toggles the time interval {int} and the day group {string}',
  function (this: TabloWorld, id: number, group: string) {
    store(this).toggleInterval(id)
    store(this).toggleDayGroup(group as 'weekend')
  },
)
Then(
  'the time intervals selected are {string} and the day groups {string}',
  function (this: TabloWorld, ids: string, groups: string) {
    const s = store(this).getSnapshot()
    assert.deepEqual(
      [
        s.timeIntervals
          .filter((i) => i.selected)
          .map((i) => i.id)
          .join(),
        s.dayGroups
          .filter((g) => g.selected)
          .map((g) => g.id)
          .join(),
      ],
      [ids, groups],
    )
  },
)
When('the schedule view is shown', function (this: TabloWorld) {
  store(this).showSchedule()
})
When('the advertiser resets the time targeting', function (this: TabloWorld) {
  store(this).resetTargeting('time')
})
When('the advertiser resets all targetings', function (this: TabloWorld) {
  store(this).resetAll()
})
Then(
  'the day groups are all unselected, the impressions are {int} and the view is {string}',
  function (this: TabloWorld, n: number, view: string) {
    const s = store(this).getSnapshot()
    assert.deepEqual([s.dayGroups.some((g) => g.selected), s.numberOfImpressions, s.view], [false, n, view])
  },
)
When('the advertiser resets everything', function (this: TabloWorld) {
  store(this).fullReset()
})
Then('the view is {string}', function (this: TabloWorld, view: string) {
  assert.equal(store(this).getSnapshot().view, view)
})
When('loading the periods fails with {string}', function (this: TabloWorld, text: string) {
  store(this).periodsFailed(text)
})
Then('the ground periods error reads {string}', function (this: TabloWorld, text: string) {
  assert.equal(store(this).getSnapshot().periodsError, text)
})

Then('the maxima answer is {string}', function (this: TabloWorld, answer: string) {
  const a = pricing(this).answer
  const got = !a
    ? ''
    : a.ok
      ? money(a.value.totals.totalSumWithoutTaxes)
      : (Object.values(a.error.errors ?? {})[0] ?? '')
  assert.equal(got, answer)
})
Then(
  'the maxima calculator opens on {int} hits a day from {word} to {word}',
  function (this: TabloWorld, hits: number, a: string, b: string) {
    const p = pricing(this)
    const input = initialInput('cityFormatGroup', p.reference, p.today)
    const days = input['numberOfHitsSchedule'] as readonly { date: string; numberOfHits: number }[]
    assert.deepEqual(
      days.map((d) => `${displayDate(d.date)} ${d.numberOfHits}`),
      Array.from({ length: days.length }, (_, i) => `${displayDate(addDays(parseDate(a), i))} ${hits}`),
    )
    assert.equal(days.at(-1)?.date, parseDate(b))
  },
)
Then(
  'the video format of {word} is {int}x{int} \\({word})',
  function (place: string, w: number, h: number, ratio: string) {
    const f = VIDEO_FORMATS[place as keyof typeof VIDEO_FORMATS]
    assert.deepEqual([f?.width, f?.height, f?.ratio], [w, h, ratio])
  },
)
Then('the calculator clip durations are {string} with default {int}', function (list: string, d: number) {
  assert.deepEqual([CLIP_DURATIONS.join(', '), DEFAULT_CLIP_DURATION], [list, d])
})
Then('the maxima video timings are {string}', function (list: string) {
  assert.equal(MAXIMA_VIDEO_TIMINGS.join(', '), list)
})
Then('the ground video durations are {string} with default {int}', function (list: string, d: number) {
  assert.deepEqual([GROUND_VIDEO_DURATIONS.join(', '), DEFAULT_GROUND_VIDEO_DURATION], [list, d])
})
