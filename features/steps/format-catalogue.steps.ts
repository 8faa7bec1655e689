import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { CATALOGUE_PLACES } from '../../core/cabinet/routing/catalogue-places'
import {
  catalogueIndex,
  catalogueInput,
  formatPage,
  type FormatPage,
} from '../../core/cabinet/view/format-catalogue.view-model'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import { PLACE_NAMES } from '../../core/campaign/place-names'
import { checkCreative } from '../../core/media/creative-check'
import { placeCalculators, type PlaceId } from '../../core/places'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import type { TabloWorld } from '../support/world'

/** A visitor reading the catalogue over the demo price list (world slot 'formatCatalogue'). */
class CatalogueVisitor {
  today = '2026-11-29'
  index: ReturnType<typeof catalogueIndex> = []
  page: FormatPage | undefined
  readonly registry = new CalculatorRegistry(placeCalculators())
  readonly price = (place: string, input: unknown) =>
    this.registry.price(place, input, DEMO_REFERENCE, { today: this.today })
  open(name: string): FormatPage {
    const place = CATALOGUE_PLACES.find((p) => PLACE_NAMES[p] === name)
    assert.ok(place, `no format named ${name}`)
    this.page = formatPage(place, {
      reference: DEMO_REFERENCE,
      today: this.today,
      signedIn: false,
      price: this.price,
    })
    return this.page
  }
  shown(): FormatPage {
    assert.ok(this.page, 'no format page open')
    return this.page
  }
  row(label: string): string | undefined {
    return this.shown().requirements.find((r) => r.label === label)?.value
  }
}
const visitor = (world: TabloWorld): CatalogueVisitor =>
  world.slot('formatCatalogue', () => new CatalogueVisitor())

Given('today is {int}-{int}-{int} in Moscow', function (this: TabloWorld, y: number, m: number, d: number) {
  visitor(this).today = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
})
When('a visitor opens the catalogue of formats', function (this: TabloWorld) {
  visitor(this).index = catalogueIndex()
})
When('a visitor reads the format page of {string}', function (this: TabloWorld, name: string) {
  visitor(this).open(name)
})

Then(
  'it lists every place the marketplace sells, each by the name the catalogue of places gives it',
  function (this: TabloWorld) {
    assert.deepEqual(
      visitor(this).index.map((f) => f.name),
      CATALOGUE_PLACES.map((p) => PLACE_NAMES[p]),
    )
  },
)
Then('it asks for a video of {word} pixels', function (this: TabloWorld, resolution: string) {
  assert.equal(visitor(this).row('Разрешение ролика'), `${resolution} пикселей`)
  assert.match(visitor(this).row('Материал') ?? '', /^Видеоролик MP4 \(H\.264\)/)
})
Then(
  'a video the upload would accept for {string} is one the page asks for',
  function (this: TabloWorld, _name: string) {
    const page = visitor(this).shown()
    const [width, height] = (visitor(this).row('Разрешение ролика') ?? '').split(/[×\s]/).map(Number)
    const video = {
      kind: 'video',
      mime: 'video/mp4',
      codec: 'avc1',
      width,
      height,
      durationSeconds: 15,
    } as const
    assert.deepEqual(checkCreative(page.place as AdvertisePlace, video), [])
    assert.notDeepEqual(
      checkCreative(page.place as AdvertisePlace, { ...video, height: (height ?? 0) + 2 }),
      [],
    )
  },
)
Then(
  'it lists clip lengths from {int} to {int} seconds in steps of {int}',
  function (this: TabloWorld, from: number, to: number, step: number) {
    const lengths = Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step)
    assert.equal(visitor(this).row('Длительность ролика'), `${lengths.join(', ')} с — как куплено в расчёте`)
  },
)
Then('it asks for an image in JPEG or PNG and for no video', function (this: TabloWorld) {
  assert.equal(visitor(this).row('Материал'), 'Изображение JPEG или PNG')
  assert.equal(visitor(this).row('Длительность ролика'), undefined)
})
Then('its size reads {string}', function (this: TabloWorld, text: string) {
  assert.equal(visitor(this).shown().size.text, text)
})
Then(
  'its price is what the calculator gives for the first light box from {word} to {word}',
  function (this: TabloWorld, from: string, to: string) {
    const v = visitor(this)
    const page = v.shown()
    const first = DEMO_REFERENCE.tariffs.lightBoxes.items[0]
    assert.ok(first)
    const input = catalogueInput(page.place as PlaceId, DEMO_REFERENCE, v.today)?.input
    assert.deepEqual(input?.['itemIds'], [first.id])
    const quote = v.price(page.place, input)
    assert.ok(quote.ok)
    assert.equal(page.price?.kopecks, quote.value.totals.total)
    assert.equal(page.price?.basis, `за ${from} — ${to}, 1 объект: ${first.name}, с НДС 22 %`)
  },
)
Then('it shows the audience of that month', function (this: TabloWorld) {
  assert.deepEqual(
    visitor(this)
      .shown()
      .audience.map((r) => r.label),
    ['OTS за период', 'GRP за период'],
  )
})
Then('it gives no price and says {string}', function (this: TabloWorld, note: string) {
  assert.equal(visitor(this).shown().price, undefined)
  assert.equal(visitor(this).shown().priceNote, note)
})
