import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { generateInventory } from '../../core/inventory/generated-inventory'
import { monthPeriods, otsInRange } from '../../core/inventory/inventory-period'
import { buildRoutes } from '../../core/inventory/moscow-inventory'
import { normaliseInventoryNumber } from '../../core/inventory/excel-import'
import type { TabloWorld } from '../support/world'
import { inventory, listOf } from './inventory-actor'

/** 'DD.MM.YYYY' (as people write it) into the wire day 'YYYY-MM-DD'. */
const wireDay = (day: string): string => day.split('.').reverse().join('-')
const humanDay = (day: string): string => day.split('-').reverse().join('.')
const amount = (text: string): number => Number(text.replace(/\s/g, ''))
const numbers = (world: TabloWorld) =>
  inventory(world)
    .listed.map((s) => s.inventoryNumber)
    .sort()

Given('the Moscow districts', function (this: TabloWorld, table: DataTable) {
  inventory(this).defineDistricts(table.hashes() as { okrug: string; district: string }[])
})
Given('the ground stops', function (this: TabloWorld, table: DataTable) {
  inventory(this).defineStops(table.hashes())
})
Given('the real Moscow ground stops', function (this: TabloWorld) {
  inventory(this).loadRealStops()
})
Given('the real Moscow metro', function (this: TabloWorld) {
  inventory(this).loadRealMetro()
})

Then('the inventory holds {int} shelter sides', function (this: TabloWorld, count: number) {
  assert.equal(inventory(this).shelters.length, count)
})
Then('stop {int} is sold as {string}', function (this: TabloWorld, stop: number, sides: string) {
  assert.deepEqual(
    inventory(this)
      .shelters.filter((s) => s.stopId === stop)
      .map((s) => s.inventoryNumber),
    listOf(sides),
  )
})
Then('stop {int} is not sold', function (this: TabloWorld, stop: number) {
  assert.equal(inventory(this).shelters.filter((s) => s.stopId === stop).length, 0)
})
Then(
  'every side lies in one of the {int} districts of the {int} okrugs',
  function (this: TabloWorld, districts: number, okrugs: number) {
    const actor = inventory(this)
    assert.equal(actor.regions.filter((r) => r.level === 2).length, districts)
    assert.equal(actor.regions.filter((r) => r.level === 1).length, okrugs)
    const codes = new Set(actor.regions.map((r) => r.code))
    assert.ok(
      actor.shelters.every(
        (s) =>
          codes.has(s.advertisingPlatform.region.code) && codes.has(s.advertisingPlatform.region.parent.code),
      ),
    )
  },
)

When('I search the shelters for {string}', function (this: TabloWorld, text: string) {
  inventory(this).list({ search: text })
})
When('I list the sides {string} in {string}', function (this: TabloWorld, side: string, regions: string) {
  const actor = inventory(this)
  actor.list({ side: side as 'all' | 'a' | 'b', regions: listOf(regions).map((r) => actor.regionCode(r)) })
})
When('I draw the polygon {string} on the map', function (this: TabloWorld, points: string) {
  const actor = inventory(this)
  actor.list({ polygons: [actor.drawPolygon(points)] })
})
Then('the shelter list shows {string}', function (this: TabloWorld, sides: string) {
  assert.deepEqual(numbers(this), listOf(sides).sort())
})

When('I count the availability for {word} – {word}', function (this: TabloWorld, _from: string, _to: string) {
  inventory(this).countAvailability()
})
Then(
  '{string} has {int} of {int} sides free',
  function (this: TabloWorld, region: string, free: number, total: number) {
    const actor = inventory(this)
    const count = actor.availability.find((a) => a.code === actor.regionCode(region))
    assert.deepEqual([count?.available, count?.total], [free, total])
  },
)

When('I import a spreadsheet listing {string}', function (this: TabloWorld, rows: string) {
  inventory(this).importRows(rows.split(','))
})
Then('the added spaces are {string}', function (this: TabloWorld, sides: string) {
  assert.deepEqual(
    inventory(this).imported?.addedSpaces.map((s) => s.inventoryNumber),
    listOf(sides),
  )
})
Then('{string} is replaced by {string}', function (this: TabloWorld, old: string, current: string) {
  const replaced = inventory(this).imported?.replacedSpaces.find(
    (r) => r.oldInventoryNumber === normaliseInventoryNumber(old),
  )
  assert.equal(replaced?.space.inventoryNumber, current)
})
Then('the missing spaces are {string}', function (this: TabloWorld, rows: string) {
  assert.deepEqual(inventory(this).imported?.missingSpaces, listOf(rows))
})

Then(
  'the metro has {int} lines and {int} stations',
  function (this: TabloWorld, lines: number, stations: number) {
    assert.deepEqual([inventory(this).lines.length, inventory(this).stations.length], [lines, stations])
  },
)
Then('the line {string} is coloured {string}', function (this: TabloWorld, name: string, color: string) {
  assert.equal(inventory(this).lines.find((l) => l.name === name)?.color, color)
})
Then(
  'the stations named {string} share one hub across {int} lines',
  function (this: TabloWorld, name: string, lines: number) {
    const stations = inventory(this).stations.filter((s) => s.name === name)
    assert.equal(new Set(stations.map((s) => s.hubId)).size, 1)
    assert.equal(new Set(stations.map((s) => s.lineId)).size, lines)
    assert.deepEqual(
      inventory(this).hubs.find((h) => h.name === name)?.stationIds,
      stations.map((s) => s.id),
    )
  },
)

Then(
  'a daily audience of {string} over {word} – {word} is {string}',
  function (this: TabloWorld, daily: string, from: string, to: string, total: string) {
    assert.equal(otsInRange(amount(daily), { startDate: wireDay(from), endDate: wireDay(to) }), amount(total))
  },
)
Then(
  'the range {word} – {word} splits into {string}',
  function (this: TabloWorld, from: string, to: string, periods: string) {
    const split = monthPeriods({ startDate: wireDay(from), endDate: wireDay(to) })
    assert.deepEqual(
      split.map((p) => `${humanDay(p.startDate)}–${humanDay(p.endDate)} (${p.days})`),
      listOf(periods),
    )
  },
)

When('the inventory is generated twice', function (this: TabloWorld) {
  const actor = inventory(this)
  const routes = buildRoutes([{ ID: '1', RouteNumbers: 'А1; Тм3' }])
  this.slot('inventory-generated', () => [
    generateInventory(actor.stations, routes, actor.lines),
    generateInventory(actor.stations, routes, actor.lines),
  ])
})
const generated = (world: TabloWorld) =>
  world.slot('inventory-generated', () => [[], []] as ReturnType<typeof generateInventory>[])
Then('both runs hold the same spaces', function (this: TabloWorld) {
  const [first, second] = generated(this)
  assert.ok((first?.length ?? 0) > 0)
  assert.deepEqual(first, second)
})
Then(
  'there are {int} standalone monitors, {int} city-format groups holding {int} city formats and {int} media facades',
  function (this: TabloWorld, monitors: number, groups: number, cityFormats: number, facades: number) {
    const [items = []] = generated(this)
    const count = (kind: string) => items.filter((i) => i.kind === kind).length
    assert.deepEqual(
      [count('monitorStandalone'), count('cityFormatGroup'), count('mediaFacade')],
      [monitors, groups, facades],
    )
    const groupIds = new Set(items.filter((i) => i.kind === 'cityFormatGroup').map((g) => g.id))
    assert.equal(
      items.filter((i) => i.kind === 'cityFormat' && groupIds.has(i.parentId ?? '')).length,
      cityFormats,
    )
  },
)
Then(
  'every metro station has between {int} and {int} monitors',
  function (this: TabloWorld, min: number, max: number) {
    const [items = []] = generated(this)
    for (const s of inventory(this).stations) {
      const n = items.filter((i) => i.kind === 'metroMonitor' && i.stationId === s.id).length
      assert.ok(n >= min && n <= max, `${s.name}: ${n}`)
    }
  },
)
