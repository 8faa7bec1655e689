import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import { keepAutoFlow } from '../../core/cabinet/routing/auto-flow'
import { CreativePreviewStore } from '../../core/cabinet/stores/creative-preview.store'
import { prerenderedBody } from '../../core/cabinet/routing/site-index'
import { isAdvertisePlace } from '../../core/campaign/advertise-place'
import { landingPlaces } from '../../core/cabinet/view/landing.view-model'
import { placeInfoOf } from '../../core/cabinet/view/place-info.catalogue'
import type { LocalFile } from '../../core/media/creative-probe'
import { buildMp4 } from '../../core/media/mp4-builder'
import { buildPngHead } from '../../core/media/png-builder'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { hasForm, initialInput } from '../../core/pricing/selection/calculator-form'
import { calculatorPreview } from '../../core/pricing/selection/calculator-preview'
import type { TabloWorld } from '../support/world'
import { cabinet } from './cabinet-actor'

const registry = new CalculatorRegistry(allCalculators())
/** A public calculator as the server writes it into the page (issue #51), and the calculators' own price of it. */
const publicCalculator = (place: string, today: string) => {
  assert.ok(hasForm(place), place)
  const price = (p: string, input: unknown) => registry.price(p, input, DEMO_REFERENCE, { today })
  const preview = calculatorPreview(place, DEMO_REFERENCE, today, price)
  return { preview, quote: price(place, initialInput(place, DEMO_REFERENCE, today)) }
}

When('a visitor books {string} from a public calculator', function (this: TabloWorld, place: string) {
  assert.ok(isAdvertisePlace(place), place)
  keepAutoFlow(cabinet(this).storage, place)
})

Then('the landing links to the public pages of', (table: DataTable) => {
  assert.deepEqual(
    landingPlaces().map((p) => ({ place: p.place, page: p.href })),
    table.hashes(),
  )
})

Then('the first answer for {string} carries the heading {string}', (path: string, heading: string) => {
  // After the site's header (issue #47), the page's own heading and first paragraph.
  assert.match(
    prerenderedBody(path) ?? '',
    new RegExp(`^<header class="site-header">.*</header><main class="[^"]+"><h1>${heading}</h1><p>[^<]+`),
  )
})

Then(
  "on {string} the first answer's {string} calculator shows {string} as {string} and the price of its defaults",
  (today: string, place: string, label: string, value: string) => {
    const { preview, quote } = publicCalculator(place, today)
    assert.ok(
      preview.fields.some((f) => f.label === label && f.value === value),
      JSON.stringify(preview.fields),
    )
    assert.ok(quote.ok)
    assert.equal(preview.total?.kopecks, quote.value.totals.total)
  },
)

Then(
  "on {string} the first answer's {string} calculator shows {string} as {string} and no price",
  (today: string, place: string, label: string, value: string) => {
    const { preview, quote } = publicCalculator(place, today)
    assert.ok(
      preview.fields.some((f) => f.label === label && f.value === value),
      JSON.stringify(preview.fields),
    )
    assert.equal(quote.ok, false)
    assert.equal(preview.total, undefined)
  },
)

Then(
  'the page {string} describes {string} and takes a request for {string}',
  (page: string, title: string, place: string) => {
    const info = placeInfoOf(page)
    assert.equal(info?.title, title)
    assert.equal(info?.place, place)
    assert.ok((info?.formats.length ?? 0) > 0)
  },
)

// R-SCREEN-43: the preview reads a creative as the upload does; the visitor's file is built here from its facts.
const creativeFile = (creative: string, name?: string): LocalFile => {
  const clip = /^a clip of (\d+)×(\d+) lasting (\d+) seconds$/.exec(creative)
  const image = /^an image of (\d+)×(\d+)$/.exec(creative)
  const bytes = clip
    ? buildMp4({
        width: Number(clip[1]),
        height: Number(clip[2]),
        durationSeconds: Number(clip[3]),
        mediaBytes: 10_000,
      })
    : image
      ? buildPngHead(Number(image[1]), Number(image[2]))
      : assert.fail(`no such creative: ${creative}`)
  return {
    name: name ?? (clip ? 'ролик.mp4' : 'макет.png'),
    type: '',
    size: bytes.length,
    slice: (start, end) => ({ arrayBuffer: async () => bytes.slice(start, end).buffer }),
  }
}

const preview = (world: TabloWorld): CreativePreviewStore =>
  world.slot('creativePreview', () => new CreativePreviewStore())

When(
  /^a visitor previews (a clip of .+?|an image of .+?)(?: named "([^"]+)")?$/,
  async function (this: TabloWorld, creative: string, name: string | undefined) {
    await preview(this).inspect(creativeFile(creative, name))
  },
)

Then('the preview says {string}', function (this: TabloWorld, summary: string) {
  const state = preview(this).getSnapshot()
  assert.equal(state.status === 'ready' ? state.preview.summary : state.status, summary)
})

Then('the formats it fits are {string}', function (this: TabloWorld, fits: string) {
  const state = preview(this).getSnapshot()
  assert.ok(state.status === 'ready', state.status)
  assert.deepEqual(
    state.preview.frames.filter((f) => f.fits).map((f) => f.place),
    fits
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
})

Then('the preview refuses it with {string}', function (this: TabloWorld, message: string) {
  const state = preview(this).getSnapshot()
  assert.equal(state.status === 'refused' ? state.message : state.status, message)
})
