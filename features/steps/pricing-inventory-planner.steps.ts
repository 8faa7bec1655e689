import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { enabledPackages, freeSpacesByHalfMonth } from '../../core/pricing/planner/availability'
import {
  adviseInventory,
  horizonDays,
  notImplementedAdvice,
  type PlannerDemand,
  type PlanKind,
  type PlannerRequest,
} from '../../core/pricing/planner/inventory-planner'
import { plannedPlace } from '../../core/pricing/planner/planned-places'
import {
  plannerMessage,
  readInventoryAdvice,
  type InventoryAdvice,
} from '../../core/pricing/planner/planner-result'
import { addDays, displayDate, inclusiveDays, parseDate } from '../../core/pricing/rules/calendar'
import { stickerHalfMonths } from '../../core/pricing/rules/periods'
import { PlannerStore } from '../../core/pricing/planner/planner.store'
import { adviceView, plannerResultOf } from '../../core/pricing/selection/inventory-advice.store'
import { plainSpaces } from '../../core/shared/number-rule'
import type { TabloWorld } from '../support/world'

/** Sold airtime (seconds an hour) or holds (1) of a screen, by day. */
class PlannerScene {
  kind: PlanKind = 'airtime'
  screens: string[] = []
  sold: { screen: string; amount: number; from: string; to: string }[] = []
  requested = { from: '', to: '' }
  advice?: InventoryAdvice
  stickers = {
    spaces: [] as string[],
    packages: [] as { name: string; stickers: number }[],
    held: [] as string[],
  }
  heldDays: { from: string; to: string } = { from: '', to: '' }
}
const scene = (w: TabloWorld) => w.slot('pricing-inventory-planner', () => new PlannerScene())
const names = (list: string) => list.split(',').map((s) => s.trim())
const number = (text: string) => Number(text.replace(/\s/g, ''))

/** Runs the core planner over the scene, reading the first entry as the cabinet does (R-PLANNER-07). */
const ask = (w: TabloWorld, from: string, to: string, clip: number, demand: PlannerDemand) => {
  const s = scene(w)
  const request: PlannerRequest = {
    kind: s.kind,
    startDate: parseDate(from),
    endDate: parseDate(to),
    clipDuration: clip,
    demand,
  }
  const span = horizonDays(request)
  const loads = s.screens.map((id) => ({
    id,
    sold: Array.from({ length: span }, (_, d) => {
      const day = addDays(request.startDate, d)
      return s.sold
        .filter((x) => x.screen === id && x.from <= day && day <= x.to)
        .reduce((n, x) => n + x.amount, 0)
    }),
  }))
  s.requested = { from: request.startDate, to: request.endDate }
  receive(w, adviseInventory(request, loads))
}
const receive = (w: TabloWorld, list: InventoryAdvice[]) => {
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
  readInventoryAdvice(list, logger, (error, advice) => {
    assert.equal(error, null)
    scene(w).advice = advice
  })
}
const advice = (w: TabloWorld): InventoryAdvice => {
  const a = scene(w).advice
  if (!a) throw new Error('the planner has not answered')
  return a
}

Given('a basket of city-format screens {string}', function (this: TabloWorld, list: string) {
  Object.assign(scene(this), { kind: 'airtime', screens: names(list) })
})
Given('a basket of crystal lights {string}', function (this: TabloWorld, list: string) {
  Object.assign(scene(this), { kind: 'unit', screens: names(list) })
})
Given('other campaigns bought on them:', function (this: TabloWorld, table: DataTable) {
  for (const row of table.hashes())
    scene(this).sold.push({
      screen: row['screen'] ?? '',
      amount: number(row['seconds an hour'] ?? ''),
      from: parseDate(row['from'] ?? ''),
      to: parseDate(row['to'] ?? ''),
    })
})
Given('other campaigns hold:', function (this: TabloWorld, table: DataTable) {
  for (const row of table.hashes())
    scene(this).sold.push({
      screen: row['light'] ?? '',
      amount: 1,
      from: parseDate(row['from'] ?? ''),
      to: parseDate(row['to'] ?? ''),
    })
})

When(
  'the advertiser asks for a {int}-second clip {int} times an hour from {word} to {word}',
  function (this: TabloWorld, clip: number, runs: number, from: string, to: string) {
    ask(this, from, to, clip, { runsPerHour: runs })
  },
)
When(
  'the advertiser asks for {} impressions of a {int}-second clip from {word} to {word}',
  function (this: TabloWorld, impressions: string, clip: number, from: string, to: string) {
    ask(this, from, to, clip, { impressions: number(impressions) })
  },
)
When(
  'the advertiser asks for the lights from {word} to {word}',
  function (this: TabloWorld, a: string, b: string) {
    ask(this, a, b, 5, { runsPerHour: 1 })
  },
)
When(
  'the advertiser asks the planner about {word} from {word} to {word}',
  function (this: TabloWorld, place: string, from: string, to: string) {
    assert.equal(plannedPlace(place), undefined)
    scene(this).requested = { from: parseDate(from), to: parseDate(to) }
    receive(this, notImplementedAdvice(parseDate(from), parseDate(to)))
  },
)

Then('the planner advises:', function (this: TabloWorld, table: DataTable) {
  const a = advice(this)
  const got = [
    displayDate(a.MinDate),
    displayDate(a.MaxDate),
    String(a.FitCount),
    String(a.PlatformDayCount),
    String(a.AvgRunsPerHour),
    a.advice_result,
    a.error ?? '',
  ]
  assert.deepEqual(got, table.rows()[0])
})
Then(
  'the planner answers {string} for {word} to {word}',
  function (this: TabloWorld, result: string, from: string, to: string) {
    const a = advice(this)
    assert.deepEqual([a.advice_result, displayDate(a.MinDate), displayDate(a.MaxDate)], [result, from, to])
  },
)
const message = (w: TabloWorld) => {
  const a = advice(w)
  return plannerMessage(a.advice_result, scene(w).requested, { from: a.MinDate, to: a.MaxDate })
}
/** What the calculator shows under the units chosen: the planner's answer to the scene's request, accepted. */
const shown = (w: TabloWorld) => {
  const s = scene(w)
  const planner = new PlannerStore()
  const id = planner.start(s.requested)
  assert.ok(planner.receive(plannerResultOf(id, advice(w))))
  const view = adviceView({
    query: {
      place: s.kind === 'unit' ? 'cristalLight' : 'cityFormat',
      itemIds: s.screens,
      startDate: s.requested.from,
      endDate: s.requested.to,
    },
    planner: planner.getSnapshot(),
    advice: advice(w),
  })
  if (!view) throw new Error('the calculator shows no planner')
  return JSON.parse(plainSpaces(JSON.stringify(view))) as typeof view
}
Then("the calculator's planner says {string}", function (this: TabloWorld, text: string) {
  const view = shown(this)
  assert.equal(view.message ?? view.lines[0], text)
})
Then('it explains {string}', function (this: TabloWorld, text: string) {
  assert.deepEqual(shown(this).lines, text.split(' | '))
})
Then('it offers the button {string}', function (this: TabloWorld, label: string) {
  assert.equal(shown(this).proposal?.label, label)
})
Then('it offers no button', function (this: TabloWorld) {
  assert.equal(shown(this).proposal, undefined)
})
Then('the planner tells the advertiser {string}', function (this: TabloWorld, text: string) {
  assert.equal(message(this), text)
})
Then('the planner shows no message', function (this: TabloWorld) {
  assert.equal(message(this), undefined)
})

const PLACES: Readonly<Record<string, string>> = {
  'city formats': 'cityFormat',
  'standalone monitors': 'monitorsStandalone',
}
Then(
  'the planner plans {} at {int} runs an hour by default',
  function (this: TabloWorld, place: string, runs: number) {
    assert.equal(plannedPlace(PLACES[place] ?? place)?.defaultFrequency, runs)
  },
)

Given(
  'a sticker selection of {int} spaces and packages of {int} and {int} stickers',
  function (this: TabloWorld, spaces: number, a: number, b: number) {
    scene(this).stickers = {
      spaces: Array.from({ length: spaces }, (_, i) => `СТК-${i + 1}`),
      packages: [a, b].map((stickers) => ({ name: String(stickers), stickers })),
      held: [],
    }
  },
)
Given(
  'a campaign holds {int} of the spaces from {word} to {word}',
  function (this: TabloWorld, count: number, from: string, to: string) {
    const s = scene(this)
    s.stickers.held = s.stickers.spaces.slice(0, count)
    s.heldDays = { from: parseDate(from), to: parseDate(to) }
  },
)
Then(
  'the packages for sale from {word} to {word} are {string}',
  function (this: TabloWorld, from: string, to: string, expected: string) {
    const { stickers, heldDays } = scene(this)
    const days = inclusiveDays(heldDays.from, heldDays.to)
    const holds = stickers.held.flatMap((inventoryNumber) =>
      Array.from({ length: days }, (_, d) => ({ inventoryNumber, day: addDays(heldDays.from, d) })),
    )
    const halves = freeSpacesByHalfMonth(
      stickers.spaces,
      holds,
      stickerHalfMonths(parseDate(from), parseDate(to)),
    )
    const names = enabledPackages(stickers.packages, halves).map((p) => p.name)
    assert.equal(names.length === 0 ? 'none' : names.join(', '), expected)
  },
)
