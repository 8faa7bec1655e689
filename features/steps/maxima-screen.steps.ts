import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { RecordingLogger } from '../../core/cabinet/testing/fake-ports'
import { campaignBody } from '../../core/cabinet/view/wizard.view-model'
import { parseDisplayDate } from '../../core/format/date.format'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { pricingErrorMessages } from '../../core/pricing/place-calculator'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import {
  calculatorForm,
  fieldOf,
  initialInput,
  scheduleOf,
  scheduleSummary,
  toggleIn,
  withField,
} from '../../core/pricing/selection/calculator-form'
import { LiveQuoteStore, REFERENCE_PATH, TERMS_PATH } from '../../core/pricing/selection/live-quote.store'
import { pricePanel } from '../../core/pricing/selection/price-panel.view-model'
import type { TabloWorld } from '../support/world'
import { callsNamed, plain, scene } from './money-media-scene'

// The Maxima calculator (R-SCREEN-71): groups of city-format screens priced by hits a day over a period.

const isoOf = (display: string): string => {
  const r = parseDisplayDate(display)
  assert.ok(r.ok, display)
  return r.value
}

const maximaQuote = (world: TabloWorld) => {
  const s = scene(world)
  assert.ok(s.live, 'the Maxima calculator is not open')
  return s.live.price('cityFormatGroup', s.maxima)
}
const maximaForm = (world: TabloWorld) => {
  const reference = scene(world).live?.getSnapshot().reference
  assert.ok(reference, 'the price list is not loaded')
  return calculatorForm('cityFormatGroup', reference, scene(world).maxima, scene(world).today)
}

Given('today is {word} for the Maxima calculator', function (this: TabloWorld, today: string) {
  scene(this).today = isoOf(today)
})

Given(
  "the Maxima calculator's server will save the campaign as {string}",
  function (this: TabloWorld, id: string) {
    scene(this).http.answer('POST', '/api/v1/clients/commercial-campaigns/cityFormatGroup', {
      advertisingCampaign: { _id: id },
    })
  },
)

When('the Maxima calculator opens', async function (this: TabloWorld) {
  const s = scene(this)
  s.http
    .answer('GET', REFERENCE_PATH, DEMO_REFERENCE)
    .answer('GET', TERMS_PATH, { isAgency: false, discount: null })
  s.live = new LiveQuoteStore(
    s.http,
    { now: () => new Date(`${s.today}T09:00:00Z`), today: () => s.today },
    new CalculatorRegistry(allCalculators()),
    new RecordingLogger(),
  )
  await s.live.load('signedIn')
  const reference = s.live.getSnapshot().reference
  assert.ok(reference, 'the price list is not loaded')
  s.maxima = initialInput('cityFormatGroup', reference, s.today)
})

When('the Maxima calculator chooses the group {string}', function (this: TabloWorld, name: string) {
  const groups = maximaForm(this).find((c) => c.kind === 'items')
  const id = groups?.kind === 'items' ? groups.items.find((i) => i.name === name)?.id : undefined
  assert.ok(groups?.kind === 'items' && id, `no group ${name}`)
  scene(this).maxima = toggleIn(scene(this).maxima, groups.field, id)
})

When('the Maxima calculator sets {int} s clips', function (this: TabloWorld, seconds: number) {
  scene(this).maxima = withField(scene(this).maxima, 'videoTiming', seconds)
})

When(
  /^the Maxima calculator sets the period (\S+) – (\S+) at (\d+) hits a day$/,
  function (this: TabloWorld, from: string, to: string, hits: string) {
    scene(this).maxima = withField(
      scene(this).maxima,
      'numberOfHitsSchedule',
      scheduleOf(isoOf(from), isoOf(to), Number(hits)),
    )
  },
)

When('the Maxima calculator sets {int} hits a day', function (this: TabloWorld, hits: number) {
  const s = scene(this)
  const { start, end } = scheduleSummary(fieldOf(s.maxima, 'numberOfHitsSchedule'))
  assert.ok(start && end, 'no period set')
  s.maxima = withField(s.maxima, 'numberOfHitsSchedule', scheduleOf(start, end, hits))
})

When(
  'the Maxima calculator saves the campaign {string} for the brand {string}',
  async function (this: TabloWorld, name: string, brandName: string) {
    const s = scene(this)
    await s.saver.run({ place: 'cityFormatGroup', body: campaignBody({ name, brandName }, s.maxima) })
  },
)

Then('the Maxima calculator offers:', function (this: TabloWorld, table: DataTable) {
  const offered = maximaForm(this).flatMap((c) =>
    c.kind === 'number'
      ? [[c.label, c.min, c.max, c.step, c.fallback]]
      : c.kind === 'schedule'
        ? [[c.hitsLabel, c.min, c.max, c.step, c.fallback]]
        : [],
  )
  assert.deepEqual(
    offered.map((o) => o.map(String)),
    table.rows(),
  )
})

Then("the Maxima calculator's groups of screens are {string}", function (this: TabloWorld, names: string) {
  const groups = maximaForm(this).find((c) => c.kind === 'items')
  assert.deepEqual(
    groups?.kind === 'items' ? groups.items.map((i) => i.name) : [],
    names.split(',').map((n) => n.trim()),
  )
})

Then(
  /^the Maxima calculator starts on (\S+) with (\d+) hits a day, (\d+) s clips and no group chosen$/,
  function (this: TabloWorld, start: string, hits: string, clip: string) {
    const { maxima } = scene(this)
    const schedule = scheduleSummary(fieldOf(maxima, 'numberOfHitsSchedule'))
    assert.deepEqual(
      [
        schedule.start,
        schedule.hits,
        fieldOf(maxima, 'videoTiming'),
        fieldOf(maxima, 'advertisingSpaceGroupIds'),
      ],
      [isoOf(start), Number(hits), Number(clip), []],
    )
  },
)

Then(
  'the Maxima calculator says of {string}: {string}',
  function (this: TabloWorld, field: string, message: string) {
    const quote = maximaQuote(this)
    assert.ok(!quote.ok, 'the Maxima calculator priced it')
    assert.equal(pricingErrorMessages(quote.error)[field], message)
  },
)

Then(
  /^the Maxima price panel reads for (.+):$/,
  function (this: TabloWorld, period: string, table: DataTable) {
    const quote = maximaQuote(this)
    assert.ok(quote.ok, quote.ok ? '' : quote.error.message)
    const panel = pricePanel(quote.value)
    assert.equal(panel.period, period)
    assert.deepEqual(
      [...panel.items, ...panel.lines, panel.total].map((l) => [
        'label' in l ? l.label : l.name,
        plain(l.text),
      ]),
      table.raw(),
    )
  },
)

Then("the Maxima calculator's schedule is:", function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    fieldOf(scene(this).maxima, 'numberOfHitsSchedule'),
    table.raw().map(([date, hits]) => ({ date, numberOfHits: Number(hits) })),
  )
})

Then('the Maxima calculator asked {string} with:', function (this: TabloWorld, call: string, body: string) {
  assert.deepEqual(
    callsNamed(this, call).map((c) => c.body),
    [JSON.parse(body)],
  )
})

Then("the Maxima calculator's campaign is {string}", function (this: TabloWorld, id: string) {
  assert.equal(scene(this).saver.getSnapshot().value, id)
})
