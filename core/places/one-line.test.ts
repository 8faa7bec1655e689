import { describe, expect, it, vi } from 'vitest'
import { FORM_PLACES, PLACES, placeCalculators } from '.'
import { CALCULATORS } from '../campaign/calculator.catalogue'
import { PLACE_NAMES } from '../campaign/place-names'
import { stepOrder } from '../campaign/wizard.steps'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { decodePricingReference } from '../pricing/reference/pricing-reference.schema'
import { PLACE_TARIFFS } from './tariffs'

/**
 * Issue #49 item 2, "a place is its folder and one line": the registry is mocked with one line more, naming a
 * throwaway place (an id R-ENT-01 lists but nobody prices yet), and every list the product reads knows it. The
 * throwaway entry is what a new folder's index.ts would export: its module and its tariff.
 */
vi.mock('./registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('./registry')>()
  const { definePlace } = await import('./place-module')
  const { SpecialProjectCalculator } = await import('./special-projects/special-project.calculator')
  const { lightBoxes } = await import('./light-boxes/light-boxes.place')
  const { lightBoxesTariff } = await import('./light-boxes/light-boxes.tariff')
  const place = definePlace({
    id: 'advertisingStand',
    name: 'Рекламные стенды',
    order: 35,
    calculator: (title: string) => new SpecialProjectCalculator('advertisingStand', title),
    form: lightBoxes.form,
    wizard: { withFlag: ['placements', 'calculator', 'advertiser', 'payment'] },
    example: { place: 'advertisingStand', today: '2026-11-22', input: {} },
  })
  return { ...real, advertisingStand: { place, tariff: lightBoxesTariff } }
})

describe('a new place is its folder and one line in core/places/registry.ts (issue #49 item 2)', () => {
  it('lists it where its order puts it, with a form and a calculator titled by its name', () => {
    const ids = PLACES.map((p) => p.id as string)
    expect(ids.slice(2, 5)).toEqual(['lightBoxes', 'advertisingStand', 'cristalLight'])
    expect(FORM_PLACES).toContain('advertisingStand')
    const calculator = placeCalculators().find((c) => c.place === 'advertisingStand')
    expect(calculator?.title).toBe('Рекламные стенды')
    expect(PLACE_NAMES.advertisingStand).toBe('Рекламные стенды')
  })

  it('gives it an entry in the calculators’ catalogue after light boxes (R-ENT-02)', () => {
    const at = CALCULATORS.findIndex((c) => c.id === 'advertisingStand')
    expect(CALCULATORS[at]).toEqual({
      id: 'advertisingStand',
      name: 'Рекламные стенды',
      places: ['advertisingStand'],
    })
    expect(CALCULATORS[at - 1]?.id).toBe('lightBoxes')
  })

  it('orders its wizard from its module (R-WIZ-01)', () => {
    const order = stepOrder('advertisingStand', true)
    expect(order.ok && order.value).toEqual(['placements', 'calculator', 'advertiser', 'payment'])
  })

  it('makes the price reference carry its tariff: the schema asks for it and the demo set has it', () => {
    expect(Object.keys(PLACE_TARIFFS).slice(2, 5)).toEqual(['lightBoxes', 'advertisingStand', 'cristalLight'])
    const demo = DEMO_REFERENCE.tariffs as unknown as Record<string, unknown>
    expect(demo['advertisingStand']).toEqual(demo['lightBoxes'])
    expect(decodePricingReference(DEMO_REFERENCE).ok).toBe(true)
    const { advertisingStand: _, ...without } = demo
    const decoded = decodePricingReference({ ...DEMO_REFERENCE, tariffs: without })
    expect(decoded.ok).toBe(false)
    expect(!decoded.ok && Object.keys(decoded.error.errors).join(' ')).toContain('advertisingStand')
  })
})
