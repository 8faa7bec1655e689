import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { placePageAction, type PlacePageAction } from '../../core/cabinet/routing/place-pages'
import {
  typographyChoices,
  typographyPackageOf,
  type TypographyChoice,
} from '../../core/cabinet/stores/typography.store'
import {
  advertiserErrors,
  asksBeforeLeaving,
  specialProjectsCatalogue,
  checksVacancy,
  placementsCatalogue,
  wizardView,
  type WizardView,
} from '../../core/cabinet/view/wizard.view-model'
import { TYPOGRAPHY } from '../../core/inventory/references.catalogue'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import type { Quote } from '../../core/pricing/quote'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import {
  calculatorForm,
  dropTaken,
  hasForm,
  initialInput,
  MONTHS_LOCKED,
  toggleIn,
  withField,
} from '../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../core/pricing/selection/form-input'
import { withNavigationStations } from '../../core/pricing/reference/inventory-catalogue'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { groundSchedule, type GroundSchedule } from '../../core/pricing/selection/ground-schedule'
import {
  addNavigationStation,
  navigationRows,
  navigationStations,
  setAdditionalExits,
  toggleNavigationZone,
} from '../../core/pricing/selection/navigation-form'
import { pricePanel } from '../../core/pricing/selection/price-panel.view-model'
import { chosenStops, stopKey, toggleShown, toggleStop } from '../../core/pricing/selection/shelter-form'
import {
  chooseInArea,
  mapStops,
  stopMark,
  toggleMapStop,
  type MapStop,
} from '../../core/pricing/selection/shelter-map'
import type { ListedStop } from '../../core/pricing/selection/stops-listing'
import { MemoryStorage } from '../../core/cabinet/testing/fake-ports'
import { WizardDraftStore } from '../../core/cabinet/stores/wizard-draft.store'
import type { TabloWorld } from '../support/world'
import { pricing } from './pricing-actor'

const registry = new CalculatorRegistry(allCalculators())

interface WizardWorld {
  catalogue: ReturnType<typeof placementsCatalogue>
  view: WizardView
  said: Readonly<Record<string, string>>
  quote: Quote
  left: FormInput
  choices: readonly TypographyChoice[]
  shelters: FormInput
  map: MapStop[]
  placeAction: PlacePageAction
  unsaved: boolean
  navigation: { reference: PricingReferenceData; input: FormInput }
  schedule: GroundSchedule
  draft: { store: WizardDraftStore; place: string }
}
const world = (self: unknown) => self as WizardWorld

const priced = (place: string, input: FormInput, today: string): Quote => {
  const q = registry.price(place, input, DEMO_REFERENCE, { today })
  if (!q.ok) throw new Error(q.error.message)
  return q.value
}

When('the advertiser opens the placements catalogue', function () {
  world(this).catalogue = placementsCatalogue(registry.places(), hasForm)
})
Then('it lists {int} places', function (n: number) {
  assert.equal(world(this).catalogue.length, n)
})
Then('it does not list the special project {string}', function (place: string) {
  assert.ok(!world(this).catalogue.some((e) => e.place === place))
})
Then('it offers {string} among the special projects a manager prices', function (place: string) {
  assert.ok(specialProjectsCatalogue(registry.places()).some((p) => p.place === place))
})

const open = (self: unknown, place: string, step: number, campaignId?: string) => {
  const v = wizardView(
    { step: String(step), place, ...(campaignId ? { campaignId } : {}) },
    { fromCalculator: false, isAgency: false },
  )
  if (!v.ok) throw new Error(v.error.message)
  world(self).view = v.value
}
When('a {string} campaign is on step {int} before it is saved', function (place: string, step: number) {
  open(this, place, step)
})
When('a {string} campaign {string} is on step {int}', function (place: string, id: string, step: number) {
  open(this, place, step, id)
})
Then("the next step's address is {string}", function (href: string) {
  assert.equal(world(this).view.next, href)
})
Then('the steps before it are done and the steps after it are ahead', function () {
  const { steps, number } = world(this).view
  assert.deepEqual(
    steps.map((s) => s.state),
    steps.map((s) => (s.number < number ? 'done' : s.number === number ? 'current' : 'ahead')),
  )
})

When('the advertiser leaves the campaign name empty', function () {
  world(this).said = advertiserErrors({ name: ' ', brandName: '' })
})
Then('the wizard says {string}', function (text: string) {
  assert.ok(Object.values(world(this).said).includes(text))
})

When('the advertiser opens the {string} calculator and chooses its first unit', function (place: string) {
  if (!hasForm(place)) throw new Error(place)
  const { today } = pricing(this as TabloWorld)
  const start = initialInput(place, DEMO_REFERENCE, today)
  const input = calculatorForm(place, DEMO_REFERENCE, start).reduce(
    (acc, c) => (c.kind === 'items' && c.items[0] ? toggleIn(acc, c.field, c.items[0].id) : acc),
    start,
  )
  world(this).quote = priced(place, input, today)
})
Then('the calculation starts on {string}', function (day: string) {
  assert.equal(world(this).quote.startDate, day)
})
Then("the price panel's lines add up to the total", function () {
  const panel = pricePanel(world(this).quote)
  const sum = panel.lines.filter((l) => l.kind !== 'subtotal').reduce((s, l) => s + l.amount, 0)
  assert.equal(sum, panel.total.amount)
})

When('the advertiser prices a {string} calculation', function (place: string) {
  if (!hasForm(place)) throw new Error(place)
  const { today } = pricing(this as TabloWorld)
  world(this).quote = priced(place, initialInput(place, DEMO_REFERENCE, today), today)
})
Then('the price panel notes {string}', function (note: string) {
  assert.ok(pricePanel(world(this).quote).notes.includes(note))
})

When(
  "the advertiser's light boxes {string} meet a booking conflict on {string}",
  function (ids: string, taken: string) {
    const input = { ...initialInput('lightBoxes', DEMO_REFERENCE, '2026-11-25'), itemIds: ids.split(', ') }
    world(this).left = dropTaken('lightBoxes', DEMO_REFERENCE, input, taken.split(', '))
  },
)
Then('the light boxes left are {string}', function (ids: string) {
  assert.deepEqual(world(this).left['itemIds'], ids.split(', '))
})

When('a light boxes campaign of {int} boxes looks at the print packages', function (n: number) {
  const itemIds = DEMO_REFERENCE.tariffs.lightBoxes.items.slice(0, n).map((i) => i.id)
  const offered = typographyChoices(TYPOGRAPHY.map(typographyPackageOf), {
    advertisePlace: 'lightBoxes',
    state: { _id: 'draft' },
    calculation: { startDate: '2027-03-01', endDate: '2027-03-31', itemIds },
  })
  if (!('choices' in offered)) throw new Error(offered.refusal)
  world(this).choices = offered.choices
})
/** A text as a product owner writes it: plain spaces for the non-breaking ones money is printed with. */
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ')
Then('{string} costs {string}', function (name: string, total: string) {
  assert.equal(plain(world(this).choices.find((c) => c.name === name)?.total), total)
})
Then('{string} costs {string} for {string}', function (name: string, total: string, detail: string) {
  const c = world(this).choices.find((x) => x.name === name)
  assert.deepEqual([plain(c?.total), plain(c?.detail)], [total, detail])
})

const side = (inventoryNumber: string, s: string, region = 'ЦАО', free = true): ListedStop => ({
  inventoryNumber,
  side: s === 'b' ? 'b' : 'a',
  region,
  isAvailableInBooking: free,
  platformName: inventoryNumber,
  latitude: 55.75,
  longitude: 37.62,
})

When('the advertiser opens the shelters calculator', function () {
  world(this).shelters = initialInput('transitShelter', DEMO_REFERENCE, pricing(this as TabloWorld).today)
})
Then('it offers whole months from {string} to {string}', function (first: string, last: string) {
  const [months] = calculatorForm(
    'transitShelter',
    DEMO_REFERENCE,
    world(this).shelters,
    pricing(this as TabloWorld).today,
  )
  if (months?.kind !== 'flags') throw new Error('no months')
  assert.equal(months.options[0]?.name, first)
  assert.equal(months.options[months.options.length - 1]?.name, last)
})
When(
  'the advertiser chooses side {string} of {string} in {string}',
  function (s: string, inventoryNumber: string, region: string) {
    world(this).shelters = toggleStop(world(this).shelters, 'stops', side(inventoryNumber, s, region))
  },
)
Then('{int} side(s) is/are chosen and the months cannot be changed', function (n: number) {
  assert.equal(chosenStops(world(this).shelters, 'stops').length, n)
  const [months] = calculatorForm(
    'transitShelter',
    DEMO_REFERENCE,
    world(this).shelters,
    pricing(this as TabloWorld).today,
  )
  assert.equal(months?.kind === 'flags' ? months.locked : undefined, MONTHS_LOCKED)
})
When('the advertiser chooses every free side of a page of {string}', function (rows: string) {
  const shown = rows.split(', ').map((r) => {
    const [n = '', s = '', taken] = r.split(' ')
    return side(n, s, 'ЦАО', taken !== 'taken')
  })
  world(this).shelters = toggleShown(world(this).shelters, 'stops', shown)
})
Then('{int} sides are chosen', function (n: number) {
  assert.equal(chosenStops(world(this).shelters, 'stops').length, n)
})
Then('the shelters are priced at the tariff of {string} for one month', function (region: string) {
  const quote = priced('transitShelter', world(this).shelters, pricing(this as TabloWorld).today)
  const tariff = DEMO_REFERENCE.tariffs.transitShelter.byRegion[region] ?? 0
  assert.equal(quote.totals.basePrice, Math.round(tariff * 100))
})

When(
  /^someone (signed in|not signed in) opens the place page "([^"]*)"$/,
  function (who: string, page: string) {
    world(this).placeAction = placePageAction(page, who === 'signed in')
  },
)
Then('they are sent to {string}', function (address: string) {
  const action = world(this).placeAction
  assert.equal('to' in action ? action.to : undefined, address)
})

// The map (R-SCREEN-62): "Name: 1 a, 1 b taken at lon lat; …" — the sides of each stop and where it stands.
const mapSides = (rows: string): ListedStop[] =>
  rows.split(';').flatMap((row) => {
    const [name = '', rest = ''] = row.split(':').map((x) => x.trim())
    const [list = '', at = ''] = rest.split(' at ')
    const [lon = 0, lat = 0] = at.trim().split(/\s+/).map(Number)
    return list.split(',').map((one) => {
      const [n = '', s = 'a', taken] = one.trim().split(/\s+/)
      return { ...side(n, s, 'ЦАО', taken !== 'taken'), platformName: name, longitude: lon, latitude: lat }
    })
  })
const chosenKeys = (w: { shelters: FormInput }) => new Set(chosenStops(w.shelters, 'stops').map(stopKey))
const stopNamed = (w: { map: MapStop[] }, name: string): MapStop => {
  const stop = w.map.find((s) => s.name === name)
  if (!stop) throw new Error(`no stop ${name} on the map`)
  return stop
}

When('the map shows the stops {string}', function (rows: string) {
  world(this).map = mapStops(mapSides(rows))
})
Then('the map draws {int} stops', function (n: number) {
  assert.equal(world(this).map.length, n)
})
When('the advertiser picks the stop {string} on the map', function (name: string) {
  const w = world(this)
  w.shelters = toggleMapStop(w.shelters, 'stops', stopNamed(w, name))
})
Then('the sides {string} are chosen', function (list: string) {
  const expected = list.split(',').map((one) => {
    const [n = '', s = 'a'] = one.trim().split(/\s+/)
    return `${n}:${s}`
  })
  assert.deepEqual([...chosenKeys(world(this))].sort(), expected.sort())
})
Then('the map draws {string} as chosen and {string} as free', function (chosen: string, free: string) {
  const w = world(this)
  assert.equal(stopMark(stopNamed(w, chosen), chosenKeys(w)), 'chosen')
  assert.equal(stopMark(stopNamed(w, free), chosenKeys(w)), 'free')
})
When(
  'the advertiser draws an area from {float} {float} to {float} {float} on the map',
  function (west: number, south: number, east: number, north: number) {
    const w = world(this)
    const sides = w.map.flatMap((s) => s.sides)
    const ring: [number, number][] = [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
    ]
    w.shelters = chooseInArea(w.shelters, 'stops', sides, ring)
  },
)

Given('the wizard holds changes the server has not been told', function () {
  world(this).unsaved = true
})
Given('the wizard holds nothing unsaved', function () {
  world(this).unsaved = false
})
Then('following a link to {string} asks first', function (to: string) {
  assert.equal(asksBeforeLeaving({ unsaved: world(this).unsaved }, to), true)
})
Then('following a link to {string} goes at once', function (to: string) {
  assert.equal(asksBeforeLeaving({ unsaved: world(this).unsaved }, to), false)
})

Then(
  'a saved {string} campaign is checked for taken places on the {string} step',
  function (place: string, step: string) {
    assert.equal(
      checksVacancy({ current: step as WizardView['current'], place: place as never }, 'c-1'),
      true,
    )
  },
)
Then('a saved {string} campaign is not checked on the {string} step', function (place: string, step: string) {
  assert.equal(checksVacancy({ current: step as WizardView['current'], place: place as never }, 'c-1'), false)
})

Given(
  'the metro station {string} sells four zones, the last two behind an additional exit',
  function (station: string) {
    const zone = (n: number) => ({
      id: `${station}-${n}`,
      name: `${station}: зона ${n}`,
      capacity: 4,
      stationId: station,
      stationName: station,
      exits: ['Выход 1', 'Выход 2'],
    })
    const reference = withNavigationStations(DEMO_REFERENCE, [zone(1), zone(2), zone(3), zone(4)])
    world(this).navigation = { reference, input: initialInput('navigationSign', reference, '2026-11-25') }
  },
)
When(
  'the advertiser adds {string} to a navigation-sign calculation and chooses its first zone',
  function (station: string) {
    const nav = world(this).navigation
    const added = addNavigationStation(nav.input, navigationStations(nav.reference), station)
    nav.input = toggleNavigationZone(added, navigationStations(nav.reference), station, `${station}-1`)
  },
)
Then(
  "that zone's sign points to {string} and {string} is on tariff {int} with {int} zone(s) chosen",
  function (exit: string, station: string, tariff: number, chosen: number) {
    const { reference, input } = world(this).navigation
    const row = navigationRows(input, navigationStations(reference)).find((r) => r.name === station)
    assert.equal(row?.zones[0]?.exit, exit)
    assert.deepEqual([row?.tariff, row?.chosen], [tariff, chosen])
  },
)
When('the advertiser asks for additional exits and chooses the other three zones', function () {
  const nav = world(this).navigation
  nav.input = setAdditionalExits(nav.input, navigationStations(nav.reference), true)
  const station = navigationRows(nav.input, navigationStations(nav.reference))[0]!
  for (const zone of station.zones.slice(1))
    nav.input = toggleNavigationZone(nav.input, navigationStations(nav.reference), station.id, zone.id)
})
When('the advertiser no longer asks for additional exits', function () {
  const nav = world(this).navigation
  nav.input = setAdditionalExits(nav.input, navigationStations(nav.reference), false)
})
Then(
  '{string} is on tariff {int} with {int} zones chosen',
  function (station: string, tariff: number, chosen: number) {
    const { reference, input } = world(this).navigation
    const row = navigationRows(input, navigationStations(reference)).find((r) => r.name === station)
    assert.deepEqual([row?.tariff, row?.chosen], [tariff, chosen])
    // The price list agrees: the calculator prices the same zones at the same tariff.
    const quote = priced('navigationSign', input, '2026-11-25')
    assert.match(quote.lines[0]?.itemName ?? '', new RegExp(`тариф ${tariff} \\(${chosen} зон\\)`))
  },
)

When(
  'the advertiser asks for {int} bus impressions on workdays from {string} to {string}',
  function (impressions: number, from: string, to: string) {
    const iso = (d: string) => d.split('.').reverse().join('-')
    let input = initialInput('groundTransportation', DEMO_REFERENCE, '2026-11-25')
    input = withField(withField(input, 'startDate', iso(from)), 'endDate', iso(to))
    input = withField(withField(input, 'weekPartBaseName', 'workday'), 'numberOfImpressions', impressions)
    world(this).schedule = groundSchedule(input, DEMO_REFERENCE, 'groundTransportation')
  },
)
Then(
  'the schedule runs on {int} of {int} days, adding up to {int} impressions',
  function (running: number, all: number, impressions: number) {
    const { days } = world(this).schedule
    assert.equal(days.filter((d) => d.impressions > 0).length, running)
    assert.equal(days.length, all)
    assert.equal(
      days.reduce((n, d) => n + d.impressions, 0),
      impressions,
    )
  },
)
Then('the schedule shows no impressions on {string}, a Saturday', function (date: string) {
  const day = world(this).schedule.days.find((d) => d.date === date)
  assert.deepEqual([day?.weekday, day?.impressions, day?.shown], ['сб', 0, false])
})

// «Сбросить расчёт» as the wizard does it: the place's new calculation into the draft, the one replaced kept.
const resetDraft = (self: unknown) => {
  const { store, place } = world(self).draft
  if (!hasForm(place)) throw new Error(place)
  store.resetCalculation(initialInput(place, DEMO_REFERENCE, pricing(self as TabloWorld).today))
}
const drafted = (self: unknown) => world(self).draft.store.getSnapshot().calculation as FormInput

When(
  "the advertiser sets the {string} calculation's {string} to {}",
  function (place: string, field: string, value: string) {
    if (!hasForm(place)) throw new Error(place)
    const store = new WizardDraftStore(new MemoryStorage())
    store.choosePlace(place, false)
    const start = initialInput(place, DEMO_REFERENCE, pricing(this as TabloWorld).today)
    store.setCalculation(withField(start, field, JSON.parse(value) as unknown))
    world(this).draft = { store, place }
  },
)
When('the advertiser resets the calculation', function () {
  resetDraft(this)
})
Then('the calculation is a new {string} calculation', function (place: string) {
  if (!hasForm(place)) throw new Error(place)
  assert.deepEqual(drafted(this), initialInput(place, DEMO_REFERENCE, pricing(this as TabloWorld).today))
})
When('the advertiser takes the reset back', function () {
  world(this).draft.store.undoReset()
})
Then("the calculation's {string} is {} again", function (field: string, value: string) {
  assert.deepEqual(drafted(this)[field], JSON.parse(value))
})
When('the advertiser resets the calculation and then changes anything', function () {
  resetDraft(this)
  world(this).draft.store.setCalculation({ ...drafted(this), videoDuration: 10 })
})
Then('there is no reset to take back', function () {
  const before = drafted(this)
  world(this).draft.store.undoReset()
  assert.equal(world(this).draft.store.getSnapshot().replaced, undefined)
  assert.deepEqual(drafted(this), before)
})
