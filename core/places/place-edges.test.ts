import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../pricing/calculator-registry'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import { busMonitors } from './bus-monitors/bus-monitors.place'
import { scheduleOf } from './form-kit'
import { placeCalculators, placeForm } from '.'
import { metroStickers } from './metro-stickers/metro-stickers.place'

/** The edges of the place modules a person or the server meets (issue #49 item 6: survivors of the mutation run). */
const context = { startDate: '2026-12-01', month: { startDate: '2026-12-01', endDate: '2026-12-31' } }

describe('the place modules at their edges', () => {
  it('builds a Maxima schedule only over a real period, one day at least', () => {
    expect(scheduleOf('2027-01-05', '2027-01-05', 700)).toEqual([{ date: '2027-01-05', numberOfHits: 700 }])
    expect(scheduleOf('2027-01-06', '2027-01-05', 700)).toEqual([])
    expect(scheduleOf('05.01.2027', '2027-01-06', 700)).toEqual([])
    expect(scheduleOf('2027-01-05', 'завтра', 700)).toEqual([])
  })

  it('opens a form with no package or format when the price list has none', () => {
    const bare = (tariffs: Partial<PricingReferenceData['tariffs']>) =>
      ({ ...DEMO_REFERENCE, tariffs: { ...DEMO_REFERENCE.tariffs, ...tariffs } }) as PricingReferenceData
    const noPackages = bare({ busMonitors: { ...DEMO_REFERENCE.tariffs.busMonitors, packages: [] } })
    expect(
      busMonitors.form.initial({ ...context, reference: noPackages, today: '2026-11-22' }),
    ).toMatchObject({
      packageId: '',
    })
    const noFormats = bare({ metroStickers: { formats: [] } })
    expect(
      metroStickers.form.initial({ ...context, reference: noFormats, today: '2026-11-22' }),
    ).toMatchObject({
      formatId: '',
    })
  })

  it('tells a turnstile-tile order when its start moved to the 1st or the 16th, and only then', () => {
    const registry = new CalculatorRegistry(placeCalculators())
    const price = (startDate: string) =>
      registry.price('turnsTiles', { startDate, itemIds: ['TT-001'] }, DEMO_REFERENCE, {
        today: '2026-11-22',
      })
    const moved = price('2027-01-10')
    const kept = price('2027-01-16')
    if (!moved.ok || !kept.ok) throw new Error('turnstile tiles should price')
    expect(moved.value.notes).toContain(
      'Начало перенесено на 2027-01-16 (1-е или 16-е число), длительность один месяц',
    )
    expect(kept.value.notes.filter((n) => n.startsWith('Начало перенесено'))).toEqual([])
  })

  it('refuses the form of a place a manager prices', () => {
    expect(() => placeForm('nonStandart' as never)).toThrow('no form for place nonStandart')
  })
})
