import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { FakeHttpClient } from '../../core/cabinet/testing/fake-http-client'
import { RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import { parseDisplayDate } from '../../core/format/date.format'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import {
  calculatorForm,
  fieldOf,
  hasForm,
  initialInput,
  toggleIn,
} from '../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../core/pricing/selection/form-input'
import { chosenCount, filterChoices, type ItemChoice } from '../../core/pricing/selection/items-calculator'
import { LiveQuoteStore, REFERENCE_PATH, TERMS_PATH } from '../../core/pricing/selection/live-quote.store'
import {
  narrowByMetro,
  offeredScheme,
  stationsWithUnits,
  type MetroNarrowing,
  type SchemeStation,
} from '../../core/pricing/selection/metro-scheme'
import { MetroSchemeStore } from '../../core/pricing/selection/metro-scheme.store'
import { lineScheme, toggleStation } from '../../core/pricing/selection/metro-line-scheme'
import { pricePanel } from '../../core/pricing/selection/price-panel.view-model'
import { ApiFailure } from '../../core/shared/api-failure'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'

const LINES = '/api/v1/public/metro-lines'
const STATIONS = '/api/v1/public/metro-stations'

/** Per-scenario state of the metro selection steps (world slot 'moneyMediaScreens.metro'). */
class MetroSelectionScene {
  constructor(
    readonly http: FakeHttpClient,
    readonly logger: RecordingLogger,
  ) {}
  readonly scheme = new MetroSchemeStore(this.http, this.logger)
  stations: unknown[] = []
  lightBoxes: { id: string; name: string; stationId?: string }[] = []
  at: MetroNarrowing = {}
  search = ''
  today = '2026-11-22'
  live: LiveQuoteStore | undefined
  input: FormInput = {}
}
const scene = (world: TabloWorld): MetroSelectionScene =>
  world.slot(
    'moneyMediaScreens.metro',
    () => new MetroSelectionScene(cabinet(world).http, cabinet(world).logger),
  )

const list = (text: string): string[] => text.split(',').map((s) => s.trim())
const plain = (text: string): string => text.replace(/\u00a0/g, ' ')

/** The price list with the scenario's light boxes at their stations. */
const referenceOf = (s: MetroSelectionScene): PricingReferenceData => ({
  ...DEMO_REFERENCE,
  tariffs: {
    ...DEMO_REFERENCE.tariffs,
    lightBoxes: { ...DEMO_REFERENCE.tariffs.lightBoxes, items: s.lightBoxes },
  },
})

/** The light-box calculator's list of places, as its form declares it. */
const lightBoxList = (s: MetroSelectionScene): readonly ItemChoice[] => {
  const control = calculatorForm('lightBoxes', referenceOf(s), s.input).find((c) => c.kind === 'items')
  assert.ok(control?.kind === 'items', 'the light-box calculator lists no places')
  return control.items
}
/** The scheme as the screen draws it: only the stations with light boxes for sale, on the line given. */
const schemeOf = (s: MetroSelectionScene, lineId?: string | null) => {
  const { lines, stations } = s.scheme.getSnapshot()
  return offeredScheme(lines, stations, lightBoxList(s), lineId).scheme
}
const lineId = (s: MetroSelectionScene, name: string): string | undefined => {
  if (name === 'all lines') return undefined
  const line = s.scheme.getSnapshot().lines.find((l) => l.name === name)
  assert.ok(line, `no line ${name}`)
  return line.id
}
const drawn = (s: MetroSelectionScene, name: string): SchemeStation => {
  const station = schemeOf(s).stations.find((x) => x.name === name)
  assert.ok(station, `${name} is not drawn`)
  return station
}
const quoteOf = (s: MetroSelectionScene) => {
  assert.ok(s.live, 'the calculator is not open')
  return s.live.price('lightBoxes', s.input)
}

Given("the metro scheme's lines are:", function (this: TabloWorld, table: DataTable) {
  scene(this).http.answer(
    'GET',
    LINES,
    table.hashes().map((r, n) => ({ id: r['id'], name: r['name'], color: r['colour'], number: n + 1 })),
  )
})

Given("the metro scheme's stations are:", function (this: TabloWorld, table: DataTable) {
  const s = scene(this)
  s.stations = table.hashes().map((r) => ({
    id: r['id'],
    name: r['name'],
    lineId: r['line'],
    latitude: r['latitude'] ? Number(r['latitude']) : null,
    longitude: r['longitude'] ? Number(r['longitude']) : null,
  }))
  s.http.answer('GET', STATIONS, s.stations)
})

Given("the metro scheme's light boxes are:", function (this: TabloWorld, table: DataTable) {
  scene(this).lightBoxes = table.hashes().map((r) => ({
    id: r['id'] ?? '',
    name: r['name'] ?? '',
    ...(r['station'] ? { stationId: r['station'] } : {}),
  }))
})

Given("the metro scheme's stations cannot be read", function (this: TabloWorld) {
  scene(this).http.fail('GET', STATIONS, new ApiFailure(0, 'Failed to fetch'))
})

When("the metro scheme's stations can be read again", function (this: TabloWorld) {
  scene(this).http.answer('GET', STATIONS, scene(this).stations)
})

Given('today is {word} for the metro scheme', function (this: TabloWorld, today: string) {
  const day = parseDisplayDate(today)
  assert.ok(day.ok, today)
  scene(this).today = day.value
})

When('the metro scheme opens', async function (this: TabloWorld) {
  const s = scene(this)
  await s.scheme.load()
  s.http
    .answer('GET', REFERENCE_PATH, referenceOf(s))
    .answer('GET', TERMS_PATH, { isAgency: false, discount: null })
  s.live = new LiveQuoteStore(
    s.http,
    { now: () => new Date(`${s.today}T09:00:00Z`), today: () => s.today },
    new CalculatorRegistry(allCalculators()),
    s.logger,
  )
  await s.live.load('signedIn')
  s.input = initialInput('lightBoxes', referenceOf(s), s.today)
})

When('the metro scheme narrows to the line {string}', function (this: TabloWorld, name: string) {
  const id = lineId(scene(this), name)
  scene(this).at = id ? { lineId: id } : {}
})

When('the metro scheme narrows to the station {string}', function (this: TabloWorld, name: string) {
  const s = scene(this)
  if (name === 'all stations') return
  const station = stationsWithUnits(s.scheme.getSnapshot().stations, lightBoxList(s), s.at.lineId).find(
    (x) => x.name === name,
  )
  assert.ok(station, `${name} is not offered`)
  s.at = { ...s.at, stationId: station.id }
})

When("the metro scheme's list is searched for {string}", function (this: TabloWorld, search: string) {
  scene(this).search = search
})

When('the metro scheme chooses the light boxes {string}', function (this: TabloWorld, ids: string) {
  const s = scene(this)
  for (const id of list(ids)) s.input = toggleIn(s.input, 'itemIds', id)
})

Then(
  'the metro scheme read {string} once and {string} once',
  function (this: TabloWorld, lines: string, stations: string) {
    const { http, scheme } = scene(this)
    assert.equal(scheme.getSnapshot().status, 'ready')
    assert.deepEqual([http.callsTo('GET', lines).length, http.callsTo('GET', stations).length], [1, 1])
  },
)

Then('the metro scheme offers the lines {string}', function (this: TabloWorld, names: string) {
  assert.deepEqual(
    scene(this)
      .scheme.getSnapshot()
      .lines.map((l) => l.name),
    list(names),
  )
})

Then('the metro scheme has nothing to draw and has logged a warning', function (this: TabloWorld) {
  const s = scene(this)
  assert.equal(s.scheme.getSnapshot().status, 'error')
  assert.deepEqual(schemeOf(s).stations, [])
  assert.deepEqual(
    s.logger.lines.map((l) => [l.level, l.message]),
    [['warn', 'the metro scheme could not be loaded']],
  )
})

Then('the metro scheme draws:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    schemeOf(scene(this)).stations.map((x) => ({ station: x.name, colour: x.color })),
    table.hashes(),
  )
})

Then('the metro scheme draws the stations {string}', function (this: TabloWorld, names: string) {
  const s = scene(this)
  assert.deepEqual(
    schemeOf(s, s.at.lineId).stations.map((x) => x.name),
    list(names),
  )
})

Then(
  'the metro scheme leaves {string} off the drawing, though it has coordinates',
  function (this: TabloWorld, name: string) {
    const s = scene(this)
    const station = s.scheme.getSnapshot().stations.find((x) => x.name === name)
    assert.ok(station, `no station ${name}`)
    assert.ok(station.latitude !== null && station.longitude !== null, `${name} has no coordinates`)
    assert.ok(!schemeOf(s, s.at.lineId).stations.some((x) => x.name === name), `${name} is drawn`)
  },
)

Then(
  /^on the metro scheme "([^"]+)" is (north|south)-(east|west) of "([^"]+)"$/,
  function (this: TabloWorld, a: string, ns: string, ew: string, b: string) {
    const [p, q] = [drawn(scene(this), a), drawn(scene(this), b)]
    assert.deepEqual([p.y < q.y ? 'north' : 'south', p.x > q.x ? 'east' : 'west'], [ns, ew])
  },
)

Then(
  'the metro scheme of the line {string} draws {string}',
  function (this: TabloWorld, line: string, names: string) {
    const s = scene(this)
    assert.deepEqual(
      schemeOf(s, lineId(s, line)).stations.map((x) => x.name),
      list(names),
    )
  },
)

Then('the metro scheme offers the stations {string}', function (this: TabloWorld, names: string) {
  const s = scene(this)
  assert.deepEqual(
    stationsWithUnits(s.scheme.getSnapshot().stations, lightBoxList(s), s.at.lineId).map((x) => x.name),
    list(names),
  )
})

const listed = (s: MetroSelectionScene): readonly ItemChoice[] =>
  narrowByMetro(filterChoices(lightBoxList(s), s.search), s.scheme.getSnapshot().stations, s.at)

Then('the metro scheme lists the light boxes {string}', function (this: TabloWorld, ids: string) {
  assert.deepEqual(
    listed(scene(this)).map((i) => i.id),
    list(ids),
  )
})

Then(
  'the metro scheme lists the light boxes with their prices:',
  function (this: TabloWorld, table: DataTable) {
    assert.deepEqual(
      listed(scene(this)).map((i) => [i.name, plain(i.price)]),
      table.raw(),
    )
  },
)

Then("the metro scheme's list says {string}", function (this: TabloWorld, text: string) {
  const s = scene(this)
  const chosen = fieldOf(s.input, 'itemIds')
  assert.equal(chosenCount(Array.isArray(chosen) ? (chosen as string[]) : [], lightBoxList(s)), text)
})

Then("the metro scheme's choice is {string}", function (this: TabloWorld, ids: string) {
  assert.deepEqual(fieldOf(scene(this).input, 'itemIds'), list(ids))
})

Then(
  /^the metro scheme's price panel reads for (.+):$/,
  function (this: TabloWorld, period: string, table: DataTable) {
    const quote = quoteOf(scene(this))
    assert.ok(quote.ok, quote.ok ? '' : quote.error.message)
    const panel = pricePanel(quote.value)
    assert.equal(panel.period, period)
    assert.deepEqual(
      [
        ...panel.items.map((i) => [i.name, plain(i.text)]),
        ...[...panel.lines, panel.total].map((l) => [l.label, plain(l.text)]),
      ],
      table.raw(),
    )
  },
)

Then("the metro scheme's total is {string}", function (this: TabloWorld, total: string) {
  const quote = quoteOf(scene(this))
  assert.ok(quote.ok, quote.ok ? '' : quote.error.message)
  assert.equal(plain(pricePanel(quote.value).total.text), total)
})

Then(
  /^the metro scheme (serves|does not serve) the calculator of "([^"]+)"$/,
  function (this: TabloWorld, serves: string, place: string) {
    assert.ok(hasForm(place), place)
    const s = scene(this)
    const items = calculatorForm(place, DEMO_REFERENCE, initialInput(place, DEMO_REFERENCE, s.today)).find(
      (c) => c.kind === 'items',
    )
    assert.equal(items?.kind === 'items' && items.metro === true, serves === 'serves')
  },
)

/** The scheme by lines as the screen draws it (metro-line-scheme.ts), over the scenario's light boxes. */
const linesOf = (s: MetroSelectionScene) => {
  const { lines, stations } = s.scheme.getSnapshot()
  return lineScheme(lines, stations, lightBoxList(s))
}
const namesOf = (s: MetroSelectionScene, ids: readonly string[]) =>
  ids.map((id) => s.scheme.getSnapshot().stations.find((x) => x.id === id)?.name).join(', ')

Then(
  'the metro scheme draws the line {string} through {string} in {int} segment(s)',
  function (this: TabloWorld, name: string, stations: string, segments: number) {
    const s = scene(this)
    const line = linesOf(s).lines.find((l) => l.name === name)
    assert.ok(line, `${name} is not drawn`)
    assert.deepEqual([namesOf(s, line.order), line.segments.length], [stations, segments])
  },
)

Then(
  "the metro scheme's keyboard walks the line {string} through {string}",
  function (this: TabloWorld, name: string, stations: string) {
    const s = scene(this)
    assert.equal(namesOf(s, linesOf(s).lines.find((l) => l.name === name)?.offered ?? []), stations)
  },
)

When('the station {string} is chosen on the metro scheme', function (this: TabloWorld, name: string) {
  const s = scene(this)
  const station = linesOf(s).stations.find((x) => x.name === name)
  assert.ok(station, `${name} is not drawn`)
  const chosen = fieldOf(s.input, 'itemIds')
  const ids = toggleStation(Array.isArray(chosen) ? (chosen as string[]) : [], station.unitIds, new Set())
  s.input = { ...s.input, itemIds: ids }
})
