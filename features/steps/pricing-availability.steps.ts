import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { LineMonitors } from '../../core/planning/planning.port'
import { averagesOf } from '../../core/planning/planning.service'
import {
  averageAvailable,
  enabledPackages,
  freeSpacesByHalfMonth,
  type HalfMonthSpaces,
  type SpaceHold,
} from '../../core/pricing/planner/availability'
import { parseDate } from '../../core/pricing/rules/calendar'
import { stickerHalfMonths } from '../../core/pricing/rules/periods'
import { monitorsByLineView } from '../../core/pricing/selection/monitors-by-line.store'
import { stickerSpacesView } from '../../core/pricing/selection/sticker-spaces.store'
import { plainSpaces } from '../../core/shared/number-rule'
import type { TabloWorld } from '../support/world'

/** The stations an advertiser chose, the days other campaigns hold, and what the marketplace answered. */
interface Availability {
  spaces: string[]
  holds: SpaceHold[]
  halves: HalfMonthSpaces[]
  averageFree?: number
  /** The sticker calculator's list of free spaces, and its warning. */
  calculator?: ReturnType<typeof stickerSpacesView>
  /** The metro lines' monitors and held monitor-days, and what the metro calculator says of them. */
  lines: LineMonitors[]
  monitors?: ReturnType<typeof monitorsByLineView>
}
const availability = (world: TabloWorld): Availability =>
  world.slot<Availability>('availability', () => ({ spaces: [], holds: [], halves: [], lines: [] }))

const list = (text: string): string[] => text.split(',').map((item) => item.trim())
const shown = (iso: string): string => iso.split('-').reverse().join('.')

Given('the stations chosen have the sticker spaces {string}', function (this: TabloWorld, spaces: string) {
  availability(this).spaces = list(spaces)
})

Given(
  'another campaign holds the space {string} on {word} and {word}',
  function (this: TabloWorld, space: string, first: string, second: string) {
    for (const day of [first, second])
      availability(this).holds.push({ inventoryNumber: space, day: parseDate(day) })
  },
)

Given(
  'another campaign holds a space of another station on {word}',
  function (this: TabloWorld, day: string) {
    availability(this).holds.push({ inventoryNumber: 'elsewhere', day: parseDate(day) })
  },
)

When(
  'the advertiser asks which sticker packages fit from {word} to {word}',
  function (this: TabloWorld, start: string, end: string) {
    const state = availability(this)
    state.halves = freeSpacesByHalfMonth(
      state.spaces,
      state.holds,
      stickerHalfMonths(parseDate(start), parseDate(end)),
    )
  },
)

Then('the period is counted in the half-months {string}', function (this: TabloWorld, halves: string) {
  assert.deepEqual(
    availability(this).halves.map((h) => `${shown(h.startDate)}–${shown(h.endDate)}`),
    list(halves),
  )
})

Then('the half-months have {string} free spaces', function (this: TabloWorld, counts: string) {
  assert.deepEqual(
    availability(this).halves.map((h) => String(h.freeSpaces)),
    list(counts),
  )
})

Then(
  'the packages offered are those of {string} stickers, out of packages of {string} stickers',
  function (this: TabloWorld, offered: string, all: string) {
    const packages = list(all).map((stickers) => ({ _id: `p${stickers}`, stickers: Number(stickers) }))
    assert.deepEqual(
      enabledPackages(packages, availability(this).halves).map((p) => String(p.stickers)),
      list(offered),
    )
  },
)

When(
  'the stations chosen have {int} monitors, of which {int} monitor-days are held over {int} days',
  function (this: TabloWorld, monitors: number, held: number, days: number) {
    availability(this).averageFree = averageAvailable(monitors, held, days)
  },
)

Then(
  'the marketplace answers {word} monitors free on an average day',
  function (this: TabloWorld, free: string) {
    assert.equal(availability(this).averageFree, Number(free.replace(',', '.')))
  },
)

Given('the metro lines:', function (this: TabloWorld, table: DataTable) {
  availability(this).lines = table.hashes().map((row, i) => ({
    lineId: String(i + 1),
    name: row['line'] ?? '',
    color: '#000000',
    monitors: Number(row['monitors']),
    heldMonitorDays: Number(row['held monitor-days']),
  }))
})
When('the advertiser prices the metro monitors over {int} days', function (this: TabloWorld, days: number) {
  const state = availability(this)
  const view = monitorsByLineView(averagesOf('2027-01-01', '2027-01-03', days, state.lines))
  state.monitors = JSON.parse(plainSpaces(JSON.stringify(view))) as typeof view
})
Then('the metro calculator says {string}', function (this: TabloWorld, text: string) {
  assert.equal(availability(this).monitors?.summary, text)
})
Then('it lists the lines {string}', function (this: TabloWorld, text: string) {
  assert.equal(
    availability(this)
      .monitors?.lines.map((l) => `${l.name}: ${l.text}`)
      .join('; '),
    text,
  )
})

When(
  'the advertiser prices {int} stickers from {word} to {word}',
  function (this: TabloWorld, stickers: number, start: string, end: string) {
    const state = availability(this)
    const halfMonths = freeSpacesByHalfMonth(
      state.spaces,
      state.holds,
      stickerHalfMonths(parseDate(start), parseDate(end)),
    )
    const [first, last] = [halfMonths[0], halfMonths[halfMonths.length - 1]]
    assert.ok(first && last, 'no half-month')
    state.calculator = stickerSpacesView(
      {
        startDate: first.startDate,
        endDate: last.endDate,
        totalSpaces: state.spaces.length,
        halfMonths,
        enabledPackages: [],
      },
      stickers,
      false,
    )
  },
)

Then('the sticker calculator lists {string}', function (this: TabloWorld, rows: string) {
  const view = availability(this).calculator
  assert.ok(view, 'nothing priced')
  assert.equal(plainSpaces(view.rows.map((r) => `${r.period}: ${r.free}`).join('; ')), rows)
})

Then('the sticker calculator warns {string}', function (this: TabloWorld, warning: string) {
  assert.equal(plainSpaces(availability(this).calculator?.warning ?? ''), warning)
})

Then('the sticker calculator warns of nothing', function (this: TabloWorld) {
  assert.equal(availability(this).calculator?.warning, undefined)
})
