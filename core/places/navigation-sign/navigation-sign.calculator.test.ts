import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../../pricing/calculator-registry'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { NavigationSignCalculator } from './navigation-sign.calculator'

describe('NavigationSignCalculator (R-NAV-08)', () => {
  it('adds the annual adjustment to the 12th month only, so a year sums to the yearly price', () => {
    const reference = {
      ...DEMO_REFERENCE,
      seasonalCoefficients: [],
      volumeDiscounts: [],
      globalDiscountFactors: [],
      tariffs: {
        ...DEMO_REFERENCE.tariffs,
        navigationSign: { tariffs: [{ quantity: 3, price: 1_000_000 }] },
      },
    }
    const r = new CalculatorRegistry([new NavigationSignCalculator('Ком. навигация')]).price(
      'navigationSign',
      { startDate: '2027-03-01', stations: [{ id: 's', zones: [{ id: 'z', capacity: 1, selected: true }] }] },
      reference,
      { today: '2026-11-22' },
    )
    if (!r.ok) throw new Error(r.error.message)
    const bases = r.value.lines.map((l) => l.base)
    expect(r.value.endDate).toBe('2028-02-29')
    expect(bases.slice(0, 11).every((b) => b === 8_333_333)).toBe(true)
    expect(bases[11]).toBe(8_333_337)
    expect(r.value.totals.basePrice).toBe(100_000_000)
  })
  it('refuses a zone capacity that is negative or not whole, naming the field (R-NAV-06)', () => {
    const registry = new CalculatorRegistry([new NavigationSignCalculator('Ком. навигация')])
    for (const capacity of [-1, 1.5]) {
      const r = registry.price(
        'navigationSign',
        { startDate: '2027-03-01', stations: [{ id: 's', zones: [{ id: 'z', capacity, selected: true }] }] },
        DEMO_REFERENCE,
        { today: '2026-11-22' },
      )
      expect(r.ok).toBe(false)
      if (!r.ok) expect(Object.keys(r.error.errors ?? {})).toEqual(['stations.0.zones.0.capacity'])
    }
  })
})

describe('navigation signs as the panel shows them (R-NAV-06/07/09)', () => {
  const flat = { ...DEMO_REFERENCE, seasonalCoefficients: [], volumeDiscounts: [], globalDiscountFactors: [] }
  const calculator = new NavigationSignCalculator('Ком. навигация')
  const zones = (n: number, selected = true) =>
    Array.from({ length: n }, (_, i) => ({ id: `z${i}`, capacity: 1, selected }))
  const price = (input: unknown, reference = flat, today = '2026-11-22') => {
    const decoded = calculator.decode(input)
    if (!decoded.ok) return decoded
    return calculator.price(decoded.value, reference, { today })
  }
  const priced = (input: unknown, reference = flat, today = '2026-11-22') => {
    const r = price(input, reference, today)
    if (!r.ok) throw new Error(r.error.message)
    return r.value
  }
  const refusal = (input: unknown, reference = flat) => {
    const r = price(input, reference)
    return r.ok ? 'priced' : `${'field' in r.error ? r.error.field : ''}: ${r.error.message}`
  }
  const march = { startDate: '2027-03-01', endDate: '2027-03-31' }

  it('three zones take tariff 3 (360 000 ₽ a year, 30 000 ₽ a month), four take tariff 7', () => {
    const three = priced({ ...march, stations: [{ id: 's', name: 'Арбатская', zones: zones(3) }] })
    expect(three.lines.map((l) => [l.itemId, l.itemName, l.base])).toEqual([
      ['s', 'Арбатская: тариф 3 (3 зон)', 3_000_000],
    ])
    expect(three.details['totalSummary']).toEqual({
      discount: 0,
      tariffSummary: { 3: 1, 7: 0 },
      basePrice: 3_000_000,
      basePriceWithDiscount: 3_000_000,
    })
    expect(three.notes).toEqual([
      'База: годовая цена тарифа / 12 в месяц, остаток копеек — в 12-й месяц года кампании',
    ])
    const four = priced({ ...march, stations: [{ id: 's', name: 'Арбатская', zones: zones(4) }] })
    expect(four.lines.map((l) => [l.itemName, l.base])).toEqual([['Арбатская: тариф 7 (4 зон)', 6_000_000]])
    expect(four.details['totalSummary']).toMatchObject({ tariffSummary: { 3: 0, 7: 1 } })
  })

  it('each station at its own tariff; a station with no zone chosen is left out; a part month its share of days', () => {
    const q = priced({
      ...march,
      stations: [
        { id: 's', zones: zones(5) },
        { id: 't', zones: zones(1) },
        { id: 'u', zones: zones(2, false) },
      ],
    })
    expect(q.lines.map((l) => [l.itemName, l.base])).toEqual([
      ['s: тариф 7 (5 зон)', 6_000_000],
      ['t: тариф 3 (1 зон)', 3_000_000],
    ])
    expect(q.totals).toMatchObject({ basePrice: 9_000_000, total: 10_980_000 })
    const half = priced({
      startDate: '2027-03-16',
      endDate: '2027-04-15',
      stations: [{ id: 's', zones: zones(2) }],
    })
    expect(half.lines.map((l) => [l.startDate, l.base])).toEqual([
      ['2027-03-16', 1_548_387],
      ['2027-04-01', 1_500_000],
    ])
  })

  it('R-NAV-09: without dates a year from the next first of a month, or from today when it is the first', () => {
    const later = priced({ stations: [{ id: 's', zones: zones(2) }] })
    expect([later.startDate, later.endDate, later.lines.length]).toEqual(['2026-12-01', '2027-11-30', 12])
    expect(later.totals.basePrice).toBe(36_000_000)
    const first = priced({ stations: [{ id: 's', zones: zones(2) }] }, flat, '2027-02-01')
    expect([first.startDate, first.endDate]).toEqual(['2027-02-01', '2028-01-31'])
    const from = priced({ startDate: '2027-05-01', stations: [{ id: 's', zones: zones(2) }] })
    expect(from.endDate).toBe('2028-04-30')
  })

  it('with the inventory’s stations: the inventory’s name and zones count, a zone not sold is not counted', () => {
    const known = {
      ...flat,
      tariffs: {
        ...flat.tariffs,
        navigationSign: {
          ...flat.tariffs.navigationSign,
          stations: [
            {
              id: 's',
              name: 'Арбатская',
              zones: [
                { id: 'a', name: 'A', capacity: 2, additional: false, exits: [] },
                { id: 'b', name: 'B', capacity: null, additional: false, exits: [] },
              ],
            },
          ],
        },
      },
    }
    const q = priced(
      {
        ...march,
        stations: [
          {
            id: 's',
            name: 'Не та',
            zones: [
              { id: 'a', capacity: 9, selected: true },
              { id: 'b', capacity: 1, selected: true },
              { id: 'c', capacity: 1, selected: false },
            ],
          },
        ],
      },
      known,
    )
    expect(q.lines.map((l) => [l.itemName, l.base])).toEqual([['Арбатская: тариф 3 (1 зон)', 3_000_000]])
    expect(refusal({ ...march, stations: [{ id: 'q', name: 'Тверская', zones: zones(1) }] }, known)).toBe(
      'stations: Нет такой станции: Тверская',
    )
    expect(refusal({ ...march, stations: [{ id: 'q', zones: zones(1) }] }, known)).toBe(
      'stations: Нет такой станции: q',
    )
    expect(refusal({ ...march, stations: [{ id: 's', zones: zones(1) }] }, known)).toBe(
      'stations: Нет такой зоны на станции Арбатская: z0',
    )
    expect(
      refusal(
        { ...march, stations: [{ id: 's', zones: [{ id: 'b', capacity: 1, selected: true }] }] },
        known,
      ),
    ).toBe('stations: Выберите хотя бы одну зону')
  })

  it('refuses no zone chosen, a zone not sold alone, a tariff the list lacks, dates the wrong way round', () => {
    expect(refusal({ ...march, stations: [{ id: 's', zones: zones(2, false) }] })).toBe(
      'stations: Выберите хотя бы одну зону',
    )
    expect(
      refusal({ ...march, stations: [{ id: 's', zones: [{ id: 'a', capacity: null, selected: true }] }] }),
    ).toBe('stations: Выберите хотя бы одну зону')
    const onlyThree = {
      ...flat,
      tariffs: { ...flat.tariffs, navigationSign: { tariffs: [{ quantity: 3, price: 360_000 }] } },
    }
    expect(refusal({ ...march, stations: [{ id: 's', zones: zones(5) }] }, onlyThree)).toBe(
      'stations: Нет тарифа 7',
    )
    expect(
      refusal({ startDate: '2027-03-01', endDate: '2027-02-01', stations: [{ id: 's', zones: zones(1) }] }),
    ).toBe('endDate: Дата окончания раньше даты начала')
    expect(refusal({ ...march, stations: [] })).not.toBe('priced')
  })

  it('refuses with the codes the server answers by: unknown station, zone or tariff; no zone; no station', () => {
    const codeOf = (input: unknown, reference: typeof flat = flat) => {
      const r = price(input, reference)
      return r.ok ? 'priced' : 'code' in r.error ? r.error.code : Object.values(r.error.errors ?? {}).join()
    }
    const known = {
      ...flat,
      tariffs: {
        ...flat.tariffs,
        navigationSign: {
          tariffs: [{ quantity: 3, price: 360_000 }],
          stations: [
            {
              id: 's',
              name: 'Арбатская',
              zones: [{ id: 'a', name: 'A', capacity: 2, additional: false, exits: [] }],
            },
          ],
        },
      },
    }
    expect(codeOf({ ...march, stations: [{ id: 'q', zones: zones(1) }] }, known)).toBe('unknown id')
    expect(codeOf({ ...march, stations: [{ id: 's', zones: zones(1) }] }, known)).toBe('unknown id')
    const onlyThree = {
      ...flat,
      tariffs: { ...flat.tariffs, navigationSign: { tariffs: [{ quantity: 3, price: 360_000 }] } },
    }
    expect(codeOf({ ...march, stations: [{ id: 's', zones: zones(5) }] }, onlyThree)).toBe('unknown id')
    expect(codeOf({ ...march, stations: [{ id: 's', zones: zones(2, false) }] })).toBe('required')
    expect(codeOf({ ...march, stations: [] })).toBe('expected at least one station')
  })

  it('R-NAV-08: a 12th month the campaign ends in part takes its share of days, without the annual adjustment', () => {
    const yearly = {
      ...flat,
      tariffs: { ...flat.tariffs, navigationSign: { tariffs: [{ quantity: 3, price: 1_000_000 }] } },
    }
    // March 2027 to 15 February 2028: the 12th month (February 2028, 29 days) is 15 days long.
    const q = priced(
      { startDate: '2027-03-01', endDate: '2028-02-15', stations: [{ id: 's', zones: zones(1) }] },
      yearly,
    )
    const bases = q.lines.map((l) => l.base)
    expect(bases).toHaveLength(12)
    expect(bases.slice(0, 11).every((b) => b === 8_333_333)).toBe(true)
    expect(bases[11]).toBe(Math.round((8_333_333 * 15) / 29))
  })
})
