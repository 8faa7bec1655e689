import { describe, expect, it } from 'vitest'
import { FORM_PLACES, PLACES, placeCalculators, placeModule } from '.'
import { ADVERTISE_PLACES, SPECIAL_PROJECT_PLACES } from '../campaign/advertise-place'
import { PLACE_NAMES } from '../campaign/place-names'
import { CALCULATORS } from '../campaign/calculator.catalogue'
import { stepOrder } from '../campaign/wizard.steps'
import { FORMATS } from '../inventory/formats.catalogue'
import { placeMedia, VIDEO_FORMATS } from './media'
import * as REGISTRY from './registry'
import { PLACE_TARIFFS } from './tariffs'

describe('the place registry (issue #49 item 2: a place is one module)', () => {
  it('knows each place once, each an advertising place or a special project', () => {
    const ids = PLACES.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    const known = new Set<string>([...ADVERTISE_PLACES, ...SPECIAL_PROJECT_PLACES])
    expect(ids.filter((id) => !known.has(id))).toEqual([])
  })

  it('names each registry line as its place, and lists the places by their order, each order once', () => {
    for (const [line, entry] of Object.entries(REGISTRY)) expect(entry.place.id, line).toBe(line)
    const orders = PLACES.map((p) => p.order)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(new Set(orders).size).toBe(orders.length)
    expect(PLACES.map((p) => p.id).slice(0, 3)).toEqual(['metroMonitors', 'metroStickers', 'lightBoxes'])
  })

  it('reads the price reference’s tariffs off the same registry: every place with a form, in listing order', () => {
    expect(Object.keys(PLACE_TARIFFS)).toEqual([...FORM_PLACES])
    expect(PLACE_TARIFFS.lightBoxes).toBe(REGISTRY.lightBoxes.tariff)
  })

  it('builds every calculator for its own place, titled by the place name every screen reads', () => {
    const calculators = placeCalculators()
    expect(calculators.map((c) => c.place)).toEqual(PLACES.map((p) => p.id))
    for (const c of calculators) expect(c.title).toBe(PLACE_NAMES[c.place as keyof typeof PLACE_NAMES])
    expect(PLACE_NAMES.metroStickers).toBe('Стикеры')
  })

  it('gives a form to every place but the special projects, which a manager prices', () => {
    expect([...FORM_PLACES].sort()).toEqual(
      PLACES.map((p) => p.id)
        .filter((id) => !(SPECIAL_PROJECT_PLACES as readonly string[]).includes(id))
        .sort(),
    )
    expect(FORM_PLACES).toHaveLength(16)
    expect(placeModule('gmg')).toBeUndefined()
  })

  it('lists the calculators in the order of pricing §1, groups from the modules', () => {
    expect(CALCULATORS.map((c) => `${c.id}:${c.places.join('+')}`)).toEqual([
      'metroMonitors:metroMonitors',
      'metroStickers:metroStickers',
      'lightBoxes:lightBoxes',
      'cristalLight:cristalLight',
      'transitShelter:transitShelter',
      'navigationSign:navigationSign',
      'monitorsStandalone:monitorsStandalone',
      'monitorsTram:monitorsTram',
      'busMonitors:busMonitors',
      'groundTransportation:groundTransportation+groundTransportationTram',
      'cityFormat:cityFormat+cityFormatStandalone+cityFormatGroup',
      'maxima:cityFormatGroup',
      'turnsTiles:turnsTiles',
      'mediaFacade:mediaFacade',
    ])
  })

  it('orders a wizard from its module, and every place without one the full way (R-WIZ-01/02)', () => {
    const order = (place: string, flag: boolean) => {
      const r = stepOrder(place, flag)
      return r.ok ? r.value.join(' ') : r.error.code
    }
    expect(order('turnsTiles', false)).toBe('placements advertiser calculator payment')
    expect(order('turnsTiles', true)).toBe('placements advertiser calculator payment')
    expect(order('lightBoxes', true)).toBe('placements calculator advertiser payment media printing')
    expect(order('lightBoxes', false)).toBe('placements advertiser calculator payment media printing')
    expect(order('gmg', true)).toBe('placements advertiser calculator payment media printing')
  })

  it('takes each place’s creative format from its module (R-FMT-01, pricing §3)', () => {
    expect(Object.keys(VIDEO_FORMATS).sort()).toEqual(
      [
        'busMonitors',
        'cityFormat',
        'cityFormatGroup',
        'groundTransportation',
        'metroMonitors',
        'monitorsStandalone',
        'monitorsTram',
      ].sort(),
    )
    const active = FORMATS.filter((f) => f.isActive).map((f) => f.id)
    expect(active.sort()).toEqual(
      placeMedia()
        .map((m) => m.id)
        .sort(),
    )
    expect(active).toHaveLength(14)
    const format = (id: string) => FORMATS.find((f) => f.id === id)
    expect(format('metroMonitors')?.displayName).toBe('Мониторы в метро 1920×1080')
    expect([format('groundTransportation')?.maxDuration, format('cityFormat')?.maxDuration]).toEqual([60, 45])
    expect(format('cityFormatGroup')?.maxAiringsPerDay).toBe(4200)
    expect([format('lightBoxes')?.fileExtension, format('lightBoxes')?.codec]).toEqual(['pdf', null])
  })
})
