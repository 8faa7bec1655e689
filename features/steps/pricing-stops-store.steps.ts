import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { StopsPricer } from '../../core/pricing/calculators/stops-pricer'
import {
  basketByDistrict,
  districtRequests,
  filterStops,
  listPages,
  spacePages,
  type AddressProgram,
  type ListedStop,
  type Polygon,
  type RegionAvailability,
} from '../../core/pricing/selection/stops-listing'
import {
  StopsSelectionStore,
  SUMMARY_MODES,
  type SelectedStop,
} from '../../core/pricing/selection/stops-selection.store'
import type { TabloWorld } from '../support/world'
import { money, normaliseMoney, pricing } from './pricing-actor'

class StopsScene {
  stops: ListedStop[] = []
  store = new StopsSelectionStore('2027-01-01')
  refused = false
}
const scene = (w: TabloWorld) => w.slot('pricing-stops', () => new StopsScene())
const monthOf = (mmYYYY: string): string => `${mmYYYY.slice(3)}-${mmYYYY.slice(0, 2)}-01`
const find = (w: TabloWorld, n: string, side: string): ListedStop => {
  const s = scene(w).stops.find((x) => x.inventoryNumber === n && x.side === side)
  if (!s) throw new Error(`no stop ${n}${side}`)
  return s
}
const CENTRE: Polygon = [
  [37.5, 55.7],
  [37.7, 55.7],
  [37.7, 55.8],
  [37.5, 55.8],
]

Given(
  'the stops calculator for {word} with the stops:',
  function (this: TabloWorld, month: string, t: DataTable) {
    const s = scene(this)
    s.store = new StopsSelectionStore(monthOf(month))
    s.stops = t.hashes().map((r) => ({
      inventoryNumber: r.stop ?? '',
      side: r.side === 'b' ? 'b' : 'a',
      region: r.district ?? '',
      isAvailableInBooking: r.available === 'yes',
      platformName: r.district === 'ЦАО' ? 'Пушкинская площадь' : 'Варшавское шоссе',
      latitude: r.district === 'ЦАО' ? 55.76 : 55.62,
      longitude: r.district === 'ЦАО' ? 37.6 : 37.62,
    }))
  },
)

When('the advertiser selects stop {word} side {word}', function (this: TabloWorld, n: string, side: string) {
  scene(this).store.toggle(find(this, n, side))
})
When('the advertiser selects all stops', function (this: TabloWorld) {
  scene(this).store.toggleAll(scene(this).stops)
})
Then(/^(\d+) stop sides? (?:is|are) selected$/, function (this: TabloWorld, n: string) {
  assert.equal(Object.keys(scene(this).store.getSnapshot().selected).length, Number(n))
})
Given('the stops list was moved to page {int}', function (this: TabloWorld, page: number) {
  scene(this).store.setPage(page)
})
When(
  'the advertiser changes the {word} to {string}',
  function (this: TabloWorld, what: string, value: string) {
    const store = scene(this).store
    if (what === 'side') store.setSide(value as 'a' | 'b' | 'all')
    else if (what === 'district') store.setDistrict(value)
    else store.setPage(Number(value))
  },
)
Then('the stops list is on page {int}', function (this: TabloWorld, page: number) {
  assert.equal(scene(this).store.getSnapshot().page, page)
})
When('the advertiser changes the month to {word}', function (this: TabloWorld, month: string) {
  scene(this).refused = !scene(this).store.changeMonth(monthOf(month))
})
Then('the month change is refused and the month stays {word}', function (this: TabloWorld, month: string) {
  const s = scene(this).store.getSnapshot()
  assert.deepEqual([scene(this).refused, s.changeMonthError, s.month], [true, true, monthOf(month)])
})
Then('the month is {word}', function (this: TabloWorld, month: string) {
  assert.equal(scene(this).store.getSnapshot().month, monthOf(month))
})
When(
  'the booking fails with {string} for stops {word} in the first period and {word} in the second',
  function (this: TabloWorld, message: string, a: string, b: string) {
    scene(this).store.bookingFailed({
      errors: [{ message }, { message: 'второе' }],
      periods: [{ inventoryNumbers: [a] }, { inventoryNumbers: [b] }],
    })
  },
)
Then(
  'stop {word} is marked with a booking error and stop {word} is not',
  function (this: TabloWorld, a: string, b: string) {
    const sel = Object.values(scene(this).store.getSnapshot().selected)
    assert.ok(sel.filter((x) => x.inventoryNumber === a).every((x) => x.bookingError === true))
    assert.ok(sel.filter((x) => x.inventoryNumber === b).every((x) => x.bookingError !== true))
  },
)
Then('the booking message reads {string}', function (this: TabloWorld, message: string) {
  assert.equal(scene(this).store.getSnapshot().bookingError?.message, message)
})
Then('the booking message is cleared', function (this: TabloWorld) {
  assert.equal(scene(this).store.getSnapshot().bookingError, null)
})
Then('the selection is priced at the base of {int} side(s)', function (this: TabloWorld, sides: number) {
  const a = pricing(this)
  const pricer = new StopsPricer(a.reference, { today: a.today }, [scene(this).store.getSnapshot().month])
  for (const s of Object.values(scene(this).store.getSnapshot().selected)) pricer.toggle(s)
  const q = pricer.quote()
  const price = a.reference.tariffs.transitShelter.byRegion['ЮАО'] ?? 0
  assert.equal(q.totals.basePrice, sides * price * 100)
})
Given("the advertiser's discount in the stops calculator is {int} %", function (this: TabloWorld, d: number) {
  scene(this).store = new StopsSelectionStore('2027-01-01', d)
})
When('the stops calculator is reset', function (this: TabloWorld) {
  scene(this).store.reset()
})
Then(
  'the stops calculator keeps the discount of {int} % and the side {string}',
  function (this: TabloWorld, d: number, side: string) {
    const s = scene(this).store.getSnapshot()
    assert.deepEqual([s.discount, s.side], [d, side])
  },
)
Given('the import window is open', function (this: TabloWorld) {
  scene(this).store.openImport()
})
When(
  'the spreadsheet import adds stops {word} {word} and {word} {word}, replaces stop {word} {word} and misses stop {word}',
  function (
    this: TabloWorld,
    a: string,
    as: string,
    b: string,
    bs: string,
    c: string,
    cs: string,
    missing: string,
  ) {
    scene(this).store.imported({
      addedSpaces: [find(this, a, as), find(this, b, bs)],
      replacedSpaces: [find(this, c, cs)],
      missingSpaces: [missing],
    })
  },
)
Then('the selected stop sides are {string}', function (this: TabloWorld, list: string) {
  assert.equal(Object.keys(scene(this).store.getSnapshot().selected).sort().join(', '), list)
})
Then('the import window is closed', function (this: TabloWorld) {
  assert.equal(scene(this).store.getSnapshot().importOpen, false)
})
When(
  'a saved campaign starting {word} with stop {word} side {word} at {string} is loaded',
  function (this: TabloWorld, day: string, n: string, side: string, price: string) {
    const stop: SelectedStop = {
      ...find(this, n, side),
      savedPrice: Number(price.replace(/[^\d]/g, '')) * 100,
    }
    scene(this).store.loadSaved({
      startDate: `${day.slice(6)}-${day.slice(3, 5)}-${day.slice(0, 2)}`,
      stops: [stop],
    })
  },
)
Then(
  'stop {word} side {word} keeps the saved price {string}',
  function (this: TabloWorld, n: string, side: string, p: string) {
    assert.equal(
      money(scene(this).store.getSnapshot().selected[`${n}:${side}`]?.savedPrice ?? 0),
      normaliseMoney(p),
    )
  },
)
Then(
  'filtering by side {string}, regions {string}, {} and search {string} lists {string}',
  function (this: TabloWorld, side: string, regions: string, polygon: string, search: string, want: string) {
    const got = filterStops(scene(this).stops, {
      side: side as 'all',
      regions: regions ? regions.split(',') : [],
      polygons: polygon === 'no polygon' ? [] : [CENTRE],
      search,
    })
    assert.equal(got.map((s) => s.inventoryNumber + s.side).join(','), want)
  },
)
Then('the summary modes are {string}', function (list: string) {
  assert.equal(SUMMARY_MODES.join(', '), list)
})
When('the advertiser shows the summary by sides', function (this: TabloWorld) {
  scene(this).store.setSummaryMode('sides')
})
Then('the summary mode is {string}', function (this: TabloWorld, mode: string) {
  assert.equal(scene(this).store.getSnapshot().summaryMode, mode)
})
Given(
  '{int} sides of ЮАО and {int} of ЦАО are selected',
  function (this: TabloWorld, south: number, centre: number) {
    const store = scene(this).store
    for (let i = 0; i < south; i++)
      store.toggle({ inventoryNumber: `S${String(i).padStart(2, '0')}`, side: 'a', region: 'ЮАО' })
    for (let i = 0; i < centre; i++) store.toggle({ inventoryNumber: `C${i}`, side: 'a', region: 'ЦАО' })
  },
)
Then('the basket shows:', function (this: TabloWorld, t: DataTable) {
  const got = basketByDistrict(scene(this).store.getSnapshot().selected).map((d) => [
    d.district,
    String(d.stopsCount),
    String(d.pages),
    String(d.stops.length),
  ])
  assert.deepEqual(got, t.rows())
})
Then('page {int} of ЮАО shows {int} stops', function (this: TabloWorld, page: number, n: number) {
  const d = basketByDistrict(scene(this).store.getSnapshot().selected, { ЮАО: page }).find(
    (x) => x.district === 'ЮАО',
  )
  assert.equal(d?.stops.length, n)
})
Then('with only ЦАО open, ЮАО shows no stops', function (this: TabloWorld) {
  const d = basketByDistrict(scene(this).store.getSnapshot().selected, {}, ['ЦАО'])
  assert.deepEqual(
    d.map((x) => x.stops.length),
    [2, 0],
  )
})
Then('a list of {int} stops has {int} pages of 20', function (total: number, pages: number) {
  assert.equal(listPages(total), pages)
})
Then(
  'loading all districts makes {int} requests and a single district {int}',
  function (all: number, one: number) {
    const okrugs = ['ЦАО', 'САО', 'СВАО', 'ВАО', 'ЮВАО', 'ЮАО', 'ЮЗАО', 'ЗАО', 'СЗАО', 'ЗелАО', 'НАО', 'ТАО']
    assert.deepEqual(
      [districtRequests(okrugs, null).length, districtRequests(okrugs, 'ЦАО').length],
      [all, one],
    )
  },
)
Then('{int} shelter spaces are fetched in {int} requests of 1000', function (total: number, n: number) {
  const pages = spacePages(total)
  assert.deepEqual([pages.length, pages[n - 1]?.offset, pages[0]?.limit], [n, (n - 1) * 1000, 1000])
})
Then("a district's availability reads code, name, available count and parent", function () {
  const a: RegionAvailability = { code: 'ЦАО', name: 'Центральный', available: 120, parent: null }
  assert.deepEqual(Object.keys(a), ['code', 'name', 'available', 'parent'])
})
Then('an address program reads the file {string} of type {string}', function (href: string, type: string) {
  const p: AddressProgram = { href, type }
  assert.deepEqual([p.href, p.type], [href, type])
})
