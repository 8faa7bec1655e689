import { describe, expect, it } from 'vitest'
import { PLACE_NAMES } from '../../campaign/place-names'
import type { AdvertisePlace } from '../../campaign/advertise-place'
import { checkCreative, clipDurations } from '../../media/creative-check'
import { PLACES, placeCalculators, type PlaceId } from '../../places'
import { CalculatorRegistry } from '../../pricing/calculator-registry'
import { hasForm } from '../../pricing/selection/calculator-form'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import type { PricingReferenceData } from '../../pricing/reference/pricing-reference.schema'
import { documentTitle } from '../routing/page-title'
import { publicFooter } from './public-site.view-model'
import { route } from '../routing/route.decision'
import { catalogueHref } from '../routing/catalogue-pages'
import { CATALOGUE_PLACES } from '../routing/catalogue-places'
import { wizardHref } from '../routing/wizard-href'
import {
  catalogueIndex,
  catalogueInput,
  creativeRequirements,
  formatPage,
  formatSize,
} from './format-catalogue.view-model'

const TODAY = '2026-11-29'
// The demo price list has no navigation stations (the server adds the seeded inventory's): two here, the first
// with only a zone behind an additional exit, so the page must pass it by.
const REFERENCE: PricingReferenceData = {
  ...DEMO_REFERENCE,
  tariffs: {
    ...DEMO_REFERENCE.tariffs,
    navigationSign: {
      ...DEMO_REFERENCE.tariffs.navigationSign,
      stations: [
        {
          id: 'S1',
          name: 'Арбатская',
          zones: [{ id: 'z0', name: 'Доп. выход', capacity: 2, additional: true, exits: ['5'] }],
        },
        {
          id: 'S2',
          name: 'Охотный Ряд',
          zones: [
            { id: 'z1', name: 'Закрыта', capacity: null, additional: false, exits: [] },
            { id: 'z2', name: 'Вестибюль', capacity: 3, additional: false, exits: ['1', '2'] },
          ],
        },
      ],
    },
  },
}
const registry = new CalculatorRegistry(placeCalculators())
const price = (place: string, input: unknown) => registry.price(place, input, REFERENCE, { today: TODAY })
const page = (place: PlaceId, signedIn = false) =>
  formatPage(place, { reference: REFERENCE, today: TODAY, signedIn, price })

const rowsOf = (place: PlaceId) =>
  Object.fromEntries(creativeRequirements(place).map((r) => [r.label, r.value]))

describe('the catalogue of formats (issue #50 item 5)', () => {
  it('lists every place the registry sells, named by the one catalogue (R-ENT-06), each with its page', () => {
    const index = catalogueIndex()
    expect(index.map((f) => f.place)).toEqual(PLACES.map((p) => p.id))
    for (const f of index) {
      expect(f.name).toBe(PLACE_NAMES[f.place])
      expect(f.href).toBe(`/catalogue/${f.place}`)
      expect(
        route(`/app${f.href}`, { loggedIn: false, profile: undefined, storedAutoFlow: undefined }),
      ).toEqual(
        expect.objectContaining({ kind: 'render', screen: 'catalogueFormat', params: { place: f.place } }),
      )
    }
    expect(documentTitle('catalogueFormat', { place: 'lightBoxes' })).toBe(
      'Табло — Лайтбоксы: формат и требования',
    )
    expect(documentTitle('catalogue')).toBe('Табло — Каталог форматов')
    // Every public page's footer leads to the index.
    const site = publicFooter()[1]?.links ?? []
    expect(site).toContainEqual({ label: 'Каталог форматов', href: '/app/catalogue' })
  })

  it('opens signed in too, in the public frame; an observer still sees only campaigns (R-ROLE-05)', () => {
    const profile = { isObserver: false, isAgency: false, isMSB: false }
    expect(
      route('/catalogue/transitShelter', { loggedIn: true, profile, storedAutoFlow: undefined }),
    ).toEqual(expect.objectContaining({ kind: 'render', screen: 'catalogueFormat', layout: 'standalone' }))
    expect(
      route('/catalogue', {
        loggedIn: true,
        profile: { ...profile, isObserver: true },
        storedAutoFlow: undefined,
      }),
    ).toEqual({ kind: 'redirect', to: '/campaigns' })
  })

  it('states the requirements the technical check applies: what fits them passes, what breaks one is refused', () => {
    for (const place of CATALOGUE_PLACES) {
      const rows = rowsOf(place)
      const material = rows['Материал'] ?? ''
      const asPlace = place as AdvertisePlace
      const image = { kind: 'image', mime: 'image/png', width: 100, height: 100 } as const
      expect(checkCreative(asPlace, image).length === 0, place).toBe(
        /изображение JPEG или PNG/i.test(material),
      )
      const resolution = /^(\d+)×(\d+)/.exec(rows['Разрешение ролика'] ?? '')
      const lengths = (rows['Длительность ролика'] ?? '').split(' с')[0]?.split(', ').map(Number) ?? []
      const video = {
        kind: 'video',
        mime: 'video/mp4',
        codec: 'avc1',
        width: Number(resolution?.[1] ?? 640),
        height: Number(resolution?.[2] ?? 360),
        durationSeconds: lengths[0] ?? 5,
      } as const
      const says = /видеоролик MP4 \(H\.264\)/i.test(material)
      expect(checkCreative(asPlace, video).length === 0, place).toBe(says)
      if (!says) continue
      expect(lengths, place).toEqual(clipDurations(asPlace))
      for (const seconds of lengths)
        expect(checkCreative(asPlace, { ...video, durationSeconds: seconds }), place).toEqual([])
      expect(checkCreative(asPlace, { ...video, durationSeconds: (lengths.at(-1) ?? 0) + 1 })).not.toEqual([])
      expect(checkCreative(asPlace, { ...video, codec: 'hvc1' })).not.toEqual([])
      if (resolution) expect(checkCreative(asPlace, { ...video, width: video.width + 1 })).not.toEqual([])
      expect(rows['Размер видеофайла']).toBe('до 500 МБ')
    }
    expect(rowsOf('metroMonitors')['Разрешение ролика']).toBe('1920×1080 пикселей')
    expect(rowsOf('lightBoxes')).toEqual({
      Материал: 'Изображение JPEG или PNG',
      'Размер изображения': 'до 20 МБ',
    })
  })

  it('gives the size from the place’s own media: a screen in pixels, a printed face in millimetres', () => {
    expect(formatSize('metroMonitors')).toEqual({
      text: 'Экран 1920×1080 пикселей, 16:9',
      proportions: { width: 1920, height: 1080 },
    })
    expect(formatSize('transitShelter').text).toBe('Остановочный павильон: 1200×1800 мм (1,2 × 1,8 м)')
    expect(formatSize('nonStandart').proportions).toBeUndefined()
  })

  it('prices every place with a calculator as its calculator does, one unit where its defaults choose none', () => {
    for (const place of CATALOGUE_PLACES) {
      const shown = page(place)
      if (!hasForm(place)) {
        expect(shown.price, place).toBeUndefined()
        expect(shown.priceNote).toBe('Стоимость рассчитывает менеджер по заявке')
        expect(shown.calculator).toBeUndefined()
        continue
      }
      const priced = catalogueInput(place, REFERENCE, TODAY)!
      const quote = price(place, priced.input)
      expect(quote.ok, `${place}: ${quote.ok ? '' : quote.error.message}`).toBe(true)
      if (!quote.ok) continue
      expect(shown.price?.kopecks, place).toBe(quote.value.totals.total)
      expect(shown.price?.kopecks, place).toBeGreaterThan(0)
      // The audience where the price list has one (pricing §4: navigation signs have none).
      expect(
        shown.audience.map((r) => r.label),
        place,
      ).toEqual([
        ...(quote.value.ots === undefined ? [] : ['OTS за период']),
        ...(quote.value.grp === undefined ? [] : ['GRP за период']),
      ])
      if (place !== 'navigationSign') expect(shown.audience.length, place).toBe(2)
      expect(shown.calculator?.href).not.toBe(undefined)
      expect(page(place, true).calculator?.href).toBe(wizardHref(2, place))
    }
  })

  it('says which unit and period the price is for, and a list price grows with the units chosen', () => {
    expect(page('lightBoxes').price?.basis).toMatch(/^за 01\.12\.2026 — 31\.12\.2026, 1 объект: .+/)
    expect(page('navigationSign').price?.basis).toContain('1 зона станции Охотный Ряд')
    expect(page('transitShelter').price?.basis).toBe(
      'за 01.12.2026 — 31.12.2026, 1 сторона остановки, ЦАО, с НДС 22 %',
    )
    expect(page('metroMonitors').price?.basis).toBe('за 01.12.2026 — 03.12.2026, с НДС 22 %')
    const one = catalogueInput('lightBoxes', REFERENCE, TODAY)!.input
    const ids = (one['itemIds'] as string[]).concat(REFERENCE.tariffs.lightBoxes.items[1]!.id)
    const two = price('lightBoxes', { ...one, itemIds: ids })
    expect(two.ok && two.value.totals.total).toBeGreaterThan(page('lightBoxes').price!.kopecks)
  })

  it('leads to the calculator signed out: the public page where there is one, else the way in', () => {
    expect(page('lightBoxes').calculator?.href).toBe('/lightboxes-bus')
    expect(page('metroStickers').calculator?.href).toBe('/authorization?calculatorAutoFlow=metroStickers')
    expect(catalogueHref('metroMonitors')).toBe('/catalogue/metroMonitors')
  })

  it('says why there is no price when the price list is not there yet', () => {
    const none = formatPage('lightBoxes', { reference: undefined, today: TODAY, signedIn: false, price })
    expect(none.price).toBeUndefined()
    expect(none.requirements.length).toBeGreaterThan(0)
  })
})
