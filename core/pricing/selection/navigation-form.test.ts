import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import { withNavigationStations, type NavigationZoneUnit } from '../reference/inventory-catalogue'
import { calculatorForm, initialInput } from './calculator-form'
import type { FormInput } from './form-input'
import {
  addNavigationStation,
  additionalExitsOn,
  navigationRows,
  navigationStations,
  removeNavigationStation,
  setAdditionalExits,
  setNavigationExit,
  toggleNavigationZone,
} from './navigation-form'

const zone = (station: string, n: number, capacity: number | null, exits = ['Выход 1', 'Выход 2']) => ({
  id: `${station}-З${n}`,
  name: `${station}: зона ${n}`,
  capacity,
  stationId: station,
  stationName: `${station} (Сокольническая)`,
  exits,
})
const ZONES: NavigationZoneUnit[] = [
  zone('Лубянка', 1, 4),
  zone('Лубянка', 2, null),
  zone('Лубянка', 3, 6, ['Выход 3']),
  zone('Лубянка', 4, 2),
  zone('Лубянка', 5, 2),
  zone('Охотный Ряд', 1, 5),
]
const reference = withNavigationStations(DEMO_REFERENCE, ZONES)
const catalogue = navigationStations(reference)
const registry = new CalculatorRegistry(allCalculators())
const today = '2026-11-24'
const fresh = (): FormInput => initialInput('navigationSign', reference, today)
const priced = (input: FormInput) => registry.price('navigationSign', input, reference, { today })

describe('the navigation-sign form of the wizard (R-SCREEN-64)', () => {
  it('groups the inventory’s zones under their stations; the third zone on is behind an additional exit', () => {
    const stations = catalogue
    expect(stations.map((s) => [s.name, s.zones.map((z) => `${z.name}${z.additional ? '+' : ''}`)])).toEqual([
      ['Лубянка (Сокольническая)', ['Зона 1', 'Зона 2', 'Зона 3+', 'Зона 4+', 'Зона 5+']],
      ['Охотный Ряд (Сокольническая)', ['Зона 1']],
    ])
    expect(withNavigationStations(DEMO_REFERENCE, []).tariffs.navigationSign.stations).toEqual([])
    expect(calculatorForm('navigationSign', reference, fresh()).map((c) => c.kind)).toEqual([
      'period',
      'navigation',
    ])
  })

  it('R-NAV-09: a new calculation runs a year from the first of next month, with no station', () => {
    expect(fresh()).toEqual({
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      additionalExits: false,
      stations: [],
    })
    expect(priced(fresh()).ok).toBe(false)
  })

  it('R-NAV-01, R-NAV-06: a station joins once, with its sold zones only and none chosen; it can leave', () => {
    const one = addNavigationStation(fresh(), catalogue, 'Лубянка')
    expect(one['stations']).toEqual([
      {
        id: 'Лубянка',
        name: 'Лубянка (Сокольническая)',
        zones: [
          { id: 'Лубянка-З1', capacity: 4, selected: false },
          { id: 'Лубянка-З3', capacity: 6, selected: false },
          { id: 'Лубянка-З4', capacity: 2, selected: false },
          { id: 'Лубянка-З5', capacity: 2, selected: false },
        ],
      },
    ])
    expect(addNavigationStation(one, catalogue, 'Лубянка')).toBe(one)
    expect(addNavigationStation(one, catalogue, 'Нет такой')).toBe(one)
    expect(navigationRows(one, catalogue)[0]?.zones.map((z) => z.name)).toEqual(['Зона 1'])
    expect(removeNavigationStation(one, 'Лубянка')['stations']).toEqual([])
  })

  it('R-NAV-02: choosing a zone points its sign to the first exit; another exit may be chosen; giving it back drops it', () => {
    let input = addNavigationStation(fresh(), catalogue, 'Лубянка')
    input = toggleNavigationZone(input, catalogue, 'Лубянка', 'Лубянка-З1')
    expect(navigationRows(input, catalogue)[0]?.zones[0]).toMatchObject({ selected: true, exit: 'Выход 1' })
    input = setNavigationExit(input, catalogue, 'Лубянка', 'Лубянка-З1', 'Выход 2')
    expect(setNavigationExit(input, catalogue, 'Лубянка', 'Лубянка-З1', 'Выход 9')).toBe(input)
    expect(navigationRows(input, catalogue)[0]?.zones[0]?.exit).toBe('Выход 2')
    input = toggleNavigationZone(input, catalogue, 'Лубянка', 'Лубянка-З1')
    expect(navigationRows(input, catalogue)[0]?.zones[0]).toMatchObject({ selected: false, exit: null })
    // A zone that is not sold, or not offered, is not chosen.
    expect(toggleNavigationZone(input, catalogue, 'Лубянка', 'Лубянка-З2')).toBe(input)
    expect(toggleNavigationZone(input, catalogue, 'Лубянка', 'Лубянка-З3')).toBe(input)
  })

  it('R-NAV-04 as chosen: additional exits offer the zones behind them; turning them off gives those back', () => {
    let input = addNavigationStation(fresh(), catalogue, 'Лубянка')
    input = setAdditionalExits(input, catalogue, true)
    for (const id of ['Лубянка-З1', 'Лубянка-З3', 'Лубянка-З4', 'Лубянка-З5'])
      input = toggleNavigationZone(input, catalogue, 'Лубянка', id)
    const row = navigationRows(input, catalogue)[0]
    expect([row?.chosen, row?.tariff]).toEqual([4, 7])
    input = setAdditionalExits(input, catalogue, false)
    expect(navigationRows(input, catalogue)[0]).toMatchObject({ chosen: 1, tariff: 3 })
    expect(navigationRows(input, catalogue)[0]?.zones[0]?.exit).toBe('Выход 1')
    // A draft without the flag keeps a chosen zone behind an additional exit in view.
    const { additionalExits: _, ...stored } = setAdditionalExits(
      toggleNavigationZone(setAdditionalExits(input, catalogue, true), catalogue, 'Лубянка', 'Лубянка-З3'),
      catalogue,
      true,
    )
    expect(additionalExitsOn(stored, catalogue)).toBe(true)
    expect(additionalExitsOn(removeNavigationStation(stored, 'Лубянка'), catalogue)).toBe(false)
  })

  it('R-NAV-07: the price follows the tariff of each station, 3 below four zones and 7 from four', () => {
    let input = setAdditionalExits(addNavigationStation(fresh(), catalogue, 'Лубянка'), catalogue, true)
    input = toggleNavigationZone(input, catalogue, 'Лубянка', 'Лубянка-З1')
    const three = priced(input)
    for (const id of ['Лубянка-З3', 'Лубянка-З4', 'Лубянка-З5'])
      input = toggleNavigationZone(input, catalogue, 'Лубянка', id)
    const seven = priced(input)
    expect(three.ok && seven.ok).toBe(true)
    if (!three.ok || !seven.ok) return
    // A whole year of each tariff (360 000 and 720 000 ₽) before the pipeline's discounts and taxes.
    expect(three.value.totals.basePrice).toBe(36_000_000)
    expect(seven.value.totals.basePrice).toBe(72_000_000)
  })
})

describe('the price list’s zones decide what counts (the server trusts no claimed capacity)', () => {
  const claimed = (zones: Record<string, number | null>) => ({
    ...fresh(),
    stations: [
      {
        id: 'Лубянка',
        zones: Object.entries(zones).map(([id, capacity]) => ({ id, capacity, selected: true })),
      },
    ],
  })

  it('counts a zone by the price list’s capacity and names the station as the price list does', () => {
    // Зона 2 is not sold whatever the order claims; Зоны 1, 3, 4 are, though the order says they are not.
    const quote = priced(
      claimed({ 'Лубянка-З1': null, 'Лубянка-З2': 9, 'Лубянка-З3': null, 'Лубянка-З4': null }),
    )
    expect(quote.ok && quote.value.lines[0]?.itemName).toBe('Лубянка (Сокольническая): тариф 3 (3 зон)')
  })

  it('refuses a station or a zone the price list does not have, in Russian', () => {
    const zone = priced(claimed({ 'Лубянка-З1': 4, 'Лубянка-З9': 4 }))
    expect(!zone.ok && zone.error.message).toBe(
      'Нет такой зоны на станции Лубянка (Сокольническая): Лубянка-З9',
    )
    const station = priced({ ...fresh(), stations: [{ id: 'Марс', zones: [] }] })
    expect(!station.ok && station.error.message).toBe('Нет такой станции: Марс')
  })
})
