import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import { CampaignAggregate, type CampaignFacts } from '../../core/campaign/campaign.aggregate'
import { aCampaignFacts } from '../../core/campaign/testing/campaign-records.memory'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { calculationSummary, type CalculationLine } from '../../core/pricing/selection/calculation-summary'
import type { TabloWorld } from '../support/world'

const TODAY = '2026-11-22'

/** Per-scenario state of the campaign page steps (world slot 'campaignPage'). */
class CampaignPageScene {
  place: AdvertisePlace = 'metroMonitors'
  calculation: Record<string, unknown> = {}
  read: CampaignAggregate | undefined
  lines: CalculationLine[] = []
}
const scene = (world: TabloWorld): CampaignPageScene =>
  world.slot('campaignPage', () => new CampaignPageScene())

/** A table's cell as the calculation holds it: digits are numbers, anything else text. */
const cellValue = (cell: string): unknown => (/^\d+$/.test(cell) ? Number(cell) : cell)
/** The page's text with its no-break spaces (between thousands) as plain ones. */
const plain = (text: string): string => text.replace(/\u00a0/g, ' ')
const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The campaign as the server keeps it, with the calculation the scenario gave and one priced period. */
const stored = (place: AdvertisePlace, calculation: Record<string, unknown>): CampaignFacts =>
  aCampaignFacts({
    place: place,
    startDate: String(calculation['startDate'] ?? '2027-03-01'),
    endDate: String(calculation['endDate'] ?? '2027-03-31'),
    calculation,
    periodsPrice: [
      {
        scheduleId: 's-1',
        periods: [
          { startDate: '2027-03-01', endDate: '2027-03-31', price: 120_000, totalPeriodPrice: 120_000 },
        ],
      },
    ],
  })

Given('a metroMonitors campaign calculated as:', function (this: TabloWorld, table: DataTable) {
  const s = scene(this)
  s.place = 'metroMonitors'
  s.calculation = Object.fromEntries(table.raw().map(([k, v]) => [k ?? '', cellValue(v ?? '')]))
})

Given(
  'a transitShelter campaign for the months {word} and {word} on {int} sides',
  function (this: TabloWorld, first: string, second: string, sides: number) {
    const s = scene(this)
    s.place = 'transitShelter'
    s.calculation = {
      months: [first, second],
      stops: Array.from({ length: sides }, (_, n) => ({
        inventoryNumber: `ОСТ-${String(n + 1).padStart(6, '0')}-A`,
        side: 'a',
        region: 'ЮАО',
      })),
    }
  },
)

Given('a lightBoxes campaign on the units {}', function (this: TabloWorld, units: string) {
  const s = scene(this)
  s.place = 'lightBoxes'
  s.calculation = { startDate: '2027-01-15', endDate: '2027-02-14', itemIds: list(units) }
})

Given('a groundTransportation campaign on the routes {}', function (this: TabloWorld, routes: string) {
  const s = scene(this)
  s.place = 'groundTransportation'
  s.calculation = {
    startDate: '2027-03-01',
    endDate: '2027-03-31',
    numberOfImpressions: 200_000,
    transportRouteIds: list(routes),
  }
})

Given('a groundTransportation campaign on no route', function (this: TabloWorld) {
  const s = scene(this)
  s.place = 'groundTransportation'
  s.calculation = { startDate: '2027-03-01', endDate: '2027-03-31', numberOfImpressions: 200_000 }
})

When('the campaign is read as one campaign', function (this: TabloWorld) {
  const s = scene(this)
  s.read = CampaignAggregate.of(stored(s.place, s.calculation))
})

When(/^(the advertiser|an observer) opens the campaign page$/, function (this: TabloWorld, who: string) {
  const s = scene(this)
  const campaign = CampaignAggregate.of(stored(s.place, s.calculation))
  s.lines = calculationSummary(campaign.place, campaign.facts.calculation.input, DEMO_REFERENCE, TODAY, {
    money: who === 'the advertiser',
  })
})

Then('«Параметры размещения» reads:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this).lines.map((l) => [l.label, plain(l.value)]),
    table.raw(),
  )
})

Then(
  '«Параметры размещения» has the line «{}» reading «{}»',
  function (this: TabloWorld, label: string, value: string) {
    const line = scene(this).lines.find((l) => l.label === label)
    assert.ok(
      line,
      `no line «${label}» among ${scene(this)
        .lines.map((l) => l.label)
        .join('; ')}`,
    )
    assert.equal(plain(line.value), value)
  },
)

Then('«Параметры размещения» has no line «{}»', function (this: TabloWorld, label: string) {
  assert.equal(
    scene(this).lines.some((l) => l.label === label),
    false,
  )
})

Then(
  'the campaign read names the routes {string}, its start {word}, its end {word} and its price by period',
  function (this: TabloWorld, routes: string, start: string, end: string) {
    const read = scene(this).read
    assert.ok(read)
    assert.deepEqual(read.routes, list(routes))
    assert.equal(read.facts.startDate, start)
    assert.equal(read.facts.endDate, end)
    assert.equal(read.facts.periodsPrice.length, 1)
    assert.equal(read.facts.periodsPrice[0]?.periods[0]?.totalPeriodPrice, 120_000)
  },
)

Then('the campaign read names the routes {string}', function (this: TabloWorld, routes: string) {
  assert.deepEqual(scene(this).read?.routes, list(routes))
})

Then('the campaign read has no routes', function (this: TabloWorld) {
  const read = scene(this).read
  assert.ok(read)
  assert.equal(read.routes, undefined)
})
