import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import type { PricingReferenceData } from '../pricing/reference/pricing-reference.schema'
import { grpOf } from '../pricing/rules/coefficients'
import type { Kopecks } from '../shared/money'
import type { AdvertisePlace } from './advertise-place'
import type { InventoryFacts } from './bought-catalogue.port'
import {
  boughtItems,
  boughtTotals,
  factIdsOf,
  WHOLE_NETWORK,
  type BoughtItem,
  type BoughtSource,
} from './bought-items'
import { placeName } from './calculator.catalogue'

/**
 * What a person sees bought on a campaign's page (R-SCREEN-05, issue #47 item 4), case by case: the name the
 * price list gives each place's item, where it is, its format and number, how stickers and shelter sides are
 * split out, the dates an item runs and the totals (issue #49 item 6: each case here kills mutants of
 * bought-items.ts that the broader tests beside it let live).
 */

const facts = (entries: Record<string, Partial<InventoryFacts>>): Map<string, InventoryFacts> =>
  new Map(
    Object.entries(entries).map(([id, f]) => [
      id,
      {
        inventoryNumber: null,
        name: null,
        station: null,
        line: null,
        address: null,
        side: null,
        formatId: null,
        ...f,
      },
    ]),
  )

const period = (startDate: string, endDate: string, totalPeriodPrice: number, ots?: number, amount = 1) => ({
  startDate,
  endDate,
  totalPeriodPrice,
  amount,
  ...(ots === undefined ? {} : { ots }),
})

/** A campaign of one place, one entry per id, each a January month at 100 ₽ bought `amount` times. */
const source = (
  place: AdvertisePlace,
  ids: readonly string[],
  more: Partial<BoughtSource> = {},
  amount = 1,
): BoughtSource => ({
  place,
  startDate: '2027-01-01',
  endDate: '2027-01-31',
  calculation: {},
  spaces: [],
  periodsPrice: ids.map((scheduleId) => ({
    scheduleId,
    periods: [period('2027-01-01', '2027-01-31', 100, undefined, amount)],
  })),
  totalWithoutTaxes: (ids.length * 10_000) as Kopecks,
  ...more,
})

const only = (items: readonly BoughtItem[]): BoughtItem => {
  expect(items).toHaveLength(1)
  return items[0] as BoughtItem
}

describe('what a person sees bought, place by place (R-SCREEN-05)', () => {
  it.each([
    ['cristalLight', 'CL-002'],
    ['turnsTiles', 'TT-002'],
    ['monitorsStandalone', 'MS-002'],
    ['cityFormat', 'CF-002'],
    ['cityFormatStandalone', 'CFS-002'],
    ['lightBoxes', 'LB-002'],
  ] as const)(
    '%s: a unit is named as the price list names it, by its own number, one a line',
    (place, id) => {
      const listed = DEMO_REFERENCE.tariffs[place].items.find((i) => i.id === id)
      const item = only(boughtItems(source(place, [id], {}, 3), DEMO_REFERENCE, new Map()))
      expect(item).toMatchObject({ name: listed?.name, inventoryNumber: id, quantity: 1, key: id })
      expect(factIdsOf(source(place, [id]), DEMO_REFERENCE)).toContain(id)
    },
  )

  it('names a media facade, a sticker format, a bus package and a city-format group as listed', () => {
    expect(only(boughtItems(source('mediaFacade', ['MF-VARSH']), DEMO_REFERENCE, new Map()))).toMatchObject({
      name: 'Медиафасад: Варшавское шоссе, 132',
      inventoryNumber: 'MF-VARSH',
    })
    expect(only(boughtItems(source('metroStickers', ['A4']), DEMO_REFERENCE, new Map())).name).toBe(
      'Стикер A4',
    )
    const bus = only(boughtItems(source('busMonitors', ['city']), DEMO_REFERENCE, new Map()))
    expect(bus).toMatchObject({ name: 'Город: 500 мониторов', where: WHOLE_NETWORK, inventoryNumber: null })
    expect(
      only(boughtItems(source('cityFormatGroup', ['maxima-north']), DEMO_REFERENCE, new Map())).name,
    ).toBe('Максима: север')
    expect(only(boughtItems(source('metroMonitors', ['metro']), DEMO_REFERENCE, new Map()))).toMatchObject({
      name: placeName('metroMonitors'),
      where: 'Вся сеть',
    })
    expect(WHOLE_NETWORK).toBe('Вся сеть')
  })

  it('names a navigation sign by its station, found where the station is, and by the place when unknown', () => {
    const reference: PricingReferenceData = {
      ...DEMO_REFERENCE,
      tariffs: {
        ...DEMO_REFERENCE.tariffs,
        navigationSign: {
          ...DEMO_REFERENCE.tariffs.navigationSign,
          stations: [
            { id: 'S001', name: 'Арбатская', zones: [] },
            { id: 'S002', name: 'Бауманская', zones: [] },
          ],
        },
      },
    }
    const sign = source('navigationSign', ['S002'])
    const known = facts({
      S002: { station: 'Бауманская (Арбатско-Покровская)', line: 'Арбатско-Покровская' },
    })
    expect(only(boughtItems(sign, reference, known))).toMatchObject({
      name: 'Бауманская',
      where: 'Бауманская (Арбатско-Покровская)',
      line: 'Арбатско-Покровская',
      inventoryNumber: null,
    })
    expect(factIdsOf(sign, reference)).toEqual(['S002'])
    // A stored price list keeps no stations: the sign is then named by its place, and nothing breaks.
    const { stations: _, ...bare } = DEMO_REFERENCE.tariffs.navigationSign
    const stored = { ...DEMO_REFERENCE, tariffs: { ...DEMO_REFERENCE.tariffs, navigationSign: bare } }
    expect(only(boughtItems(sign, stored, known)).name).toBe(placeName('navigationSign'))
    expect(factIdsOf(sign, stored)).toEqual([])
  })

  it('places a unit at its station: the station’s line unless the unit knows its own', () => {
    // CL-001 stands at S105 in the price list.
    const crystal = source('cristalLight', ['CL-001'])
    const station = { S105: { station: 'Китай-город (Калужско-Рижская)', line: 'Калужско-Рижская' } }
    expect(only(boughtItems(crystal, DEMO_REFERENCE, facts(station)))).toMatchObject({
      where: 'Китай-город (Калужско-Рижская)',
      line: 'Калужско-Рижская',
    })
    const own = facts({ ...station, 'CL-001': { line: 'Таганско-Краснопресненская' } })
    expect(only(boughtItems(crystal, DEMO_REFERENCE, own)).line).toBe('Таганско-Краснопресненская')
    expect(factIdsOf(crystal, DEMO_REFERENCE)).toEqual(['CL-001', 'S105'])
    expect(only(boughtItems(crystal, DEMO_REFERENCE, new Map())).line).toBeNull()
  })

  it('gives a format its catalogue name, the place’s own when the unit’s is unknown or shared', () => {
    const box = source('lightBoxes', ['LB-001'])
    const odd = facts({ 'LB-001': { formatId: 'no-such-format' } })
    expect(only(boughtItems(box, DEMO_REFERENCE, odd)).format).toBe('Лайтбокс 1200×1800')
    const standalone = only(
      boughtItems(source('cityFormatStandalone', ['CFS-001']), DEMO_REFERENCE, new Map()),
    )
    const city = only(boughtItems(source('cityFormat', ['CF-001']), DEMO_REFERENCE, new Map()))
    expect(standalone.format).not.toBeNull()
    expect(standalone.format).toBe(city.format)
    const tram = only(boughtItems(source('groundTransportationTram', ['tram']), DEMO_REFERENCE, new Map()))
    const bus = only(boughtItems(source('groundTransportation', ['bus']), DEMO_REFERENCE, new Map()))
    expect(tram.format).not.toBeNull()
    expect(tram.format).toBe(bus.format)
  })

  it('lists the routes a ground campaign runs on by their numbers, an unknown one as stored', () => {
    const tram = source('groundTransportationTram', ['tram'], {
      calculation: { transportRouteIds: ['t2', 't999'] },
    })
    expect(only(boughtItems(tram, DEMO_REFERENCE, new Map())).where).toBe('T-101, t999')
    const bus = source('groundTransportation', ['bus'], { calculation: { transportRouteIds: ['a1', 'a3'] } })
    expect(only(boughtItems(bus, DEMO_REFERENCE, new Map())).where).toBe('A-100, A-102')
    const every = source('groundTransportationTram', ['tram'], { calculation: { transportRouteIds: [] } })
    expect(only(boughtItems(every, DEMO_REFERENCE, new Map())).where).toBe('Все маршруты')
    const routes = { calculation: { transportRouteIds: ['a1'] } }
    expect(
      only(boughtItems(source('lightBoxes', ['LB-001'], routes), DEMO_REFERENCE, new Map())).where,
    ).toBeNull()
  })
})

describe('stickers and shelter sides, one a line (R-SCREEN-05)', () => {
  const stickers = (spaces: readonly string[], amount: number, formats: readonly string[] = ['A3']) =>
    source('metroStickers', formats, { spaces }, amount)

  it('splits a format into its chosen spaces, each keyed and placed, audience unknown stays unknown', () => {
    const known = facts({
      'СТК-1': {
        inventoryNumber: 'СТК-1',
        station: 'Бауманская (Арбатско-Покровская)',
        line: 'Арбатско-Покровская',
      },
    })
    const items = boughtItems(stickers(['СТК-1', 'СТК-2'], 2), DEMO_REFERENCE, known)
    expect(items.map((i) => [i.key, i.inventoryNumber, i.line, i.format, i.ots, i.grp])).toEqual([
      ['A3:СТК-1', 'СТК-1', 'Арбатско-Покровская', 'Стикер A3', null, null],
      ['A3:СТК-2', 'СТК-2', null, 'Стикер A3', null, null],
    ])
    expect(items.map((i) => i.price)).toEqual([5_000, 5_000])
  })

  it('keeps a format whole when its spaces do not match its count, or when several formats were bought', () => {
    const partly = only(boughtItems(stickers(['СТК-1', 'СТК-2', 'СТК-3'], 5), DEMO_REFERENCE, new Map()))
    expect(partly).toMatchObject({ key: 'A3', quantity: 5, name: 'Стикер A3' })
    const two = boughtItems(stickers(['СТК-1', 'СТК-2'], 2, ['A3', 'A4']), DEMO_REFERENCE, new Map())
    expect(two.map((i) => [i.key, i.quantity])).toEqual([
      ['A3', 2],
      ['A4', 2],
    ])
  })

  it('never lists another place by spaces or sides its calculation happens to carry', () => {
    const box = source('lightBoxes', ['tariff-28000'], {
      spaces: ['СТК-1'],
      calculation: { stops: [{ inventoryNumber: 'ОСТ-1-A', side: 'a', region: 'ЮАО' }] },
    })
    const item = only(boughtItems(box, DEMO_REFERENCE, new Map()))
    expect(item).toMatchObject({ key: 'tariff-28000', inventoryNumber: 'tariff-28000', side: null })
    expect(factIdsOf(box, DEMO_REFERENCE)).toEqual(['tariff-28000'])
  })

  it('reads only the well-formed sides of a shelter campaign, whatever else its calculation holds', () => {
    const shelter = (stops: unknown) =>
      source('transitShelter', ['tariff-28000'], { calculation: stops === undefined ? undefined : { stops } })
    const stops = [
      null,
      undefined,
      'ОСТ-0',
      { inventoryNumber: '', side: 'a', region: 'ЮАО' },
      { inventoryNumber: 5, side: 'a', region: 'ЮАО' },
      { inventoryNumber: 'ОСТ-1-A', side: '', region: 'ЮАО' },
      { inventoryNumber: 'ОСТ-2-B', side: 'b', region: 'ЮАО' },
    ]
    expect(factIdsOf(shelter(stops), DEMO_REFERENCE)).toEqual(['ОСТ-2-B'])
    const side = only(boughtItems(shelter(stops), DEMO_REFERENCE, new Map()))
    expect(side).toMatchObject({ key: 'tariff-28000:ОСТ-2-B', side: 'b', inventoryNumber: 'ОСТ-2-B' })
    for (const odd of ['ОСТ-1', 7, null]) {
      expect(factIdsOf(shelter(odd), DEMO_REFERENCE)).toEqual([])
      expect(only(boughtItems(shelter(odd), DEMO_REFERENCE, new Map())).key).toBe('tariff-28000')
    }
    expect(factIdsOf({ ...shelter([]), calculation: null }, DEMO_REFERENCE)).toEqual([])
  })

  it('keeps a shelter tariff whole when its sides do not match its count', () => {
    const three = source(
      'transitShelter',
      ['tariff-28000'],
      {
        calculation: {
          stops: [
            { inventoryNumber: 'ОСТ-1-A', side: 'a', region: 'ЮАО' },
            { inventoryNumber: 'ОСТ-2-A', side: 'a', region: 'ЮАО' },
          ],
        },
      },
      3,
    )
    expect(only(boughtItems(three, DEMO_REFERENCE, new Map()))).toMatchObject({
      key: 'tariff-28000',
      quantity: 3,
    })
  })

  it('gives a side the format the inventory knows it by, the place’s own when unknown', () => {
    const two = source(
      'transitShelter',
      ['tariff-28000'],
      {
        calculation: {
          stops: [
            { inventoryNumber: 'ОСТ-1-A', side: 'a', region: 'ЮАО' },
            { inventoryNumber: 'ОСТ-2-A', side: 'a', region: 'ЮАО' },
          ],
        },
      },
      2,
    )
    const known = facts({ 'ОСТ-1-A': { formatId: 'lightBoxes' } })
    const items = boughtItems(two, DEMO_REFERENCE, known)
    expect(items.map((i) => [i.key, i.format])).toEqual([
      ['tariff-28000:ОСТ-1-A', 'Лайтбокс 1200×1800'],
      ['tariff-28000:ОСТ-2-A', 'Остановочный павильон 1200×1800'],
    ])
  })
})

describe('when an item runs and what it all adds up to (R-SCREEN-05)', () => {
  it('runs an item from its earliest period to its latest, whatever order they were stored in', () => {
    const box: BoughtSource = {
      ...source('lightBoxes', ['LB-001']),
      startDate: '2026-11-01',
      endDate: '2027-03-31',
      periodsPrice: [
        {
          scheduleId: 'LB-001',
          periods: [
            period('2027-01-01', '2027-01-31', 50),
            period('2027-02-01', '2027-02-14', 50),
            period('2026-12-10', '2026-12-31', 50),
          ],
        },
      ],
      totalWithoutTaxes: 15_000 as Kopecks,
    }
    expect(only(boughtItems(box, DEMO_REFERENCE, new Map()))).toMatchObject({
      startDate: '2026-12-10',
      endDate: '2027-02-14',
    })
  })

  it('keeps an entry with no periods as an item of the campaign’s dates, at no price', () => {
    const box: BoughtSource = {
      ...source('lightBoxes', ['LB-001', 'LB-002']),
      startDate: '2026-11-01',
      endDate: '2027-03-31',
    }
    const withEmpty = { ...box, periodsPrice: [box.periodsPrice[0]!, { scheduleId: 'LB-002', periods: [] }] }
    const items = boughtItems(withEmpty, DEMO_REFERENCE, new Map())
    expect(items.map((i) => [i.key, i.price, i.startDate, i.endDate])).toEqual([
      ['LB-001', 10_000, '2027-01-01', '2027-01-31'],
      ['LB-002', 0, '2026-11-01', '2027-03-31'],
    ])
  })

  it('adds up the audience of the items that have one; none has none', () => {
    const item = (ots: number | null, price: number) => ({ ots, price }) as unknown as BoughtItem
    const base = DEMO_REFERENCE.audienceBase
    expect(boughtTotals([item(100_000, 100), item(null, 200), item(50_000, 300)], base)).toEqual({
      price: 600,
      ots: 150_000,
      grp: grpOf(150_000, base),
    })
    expect(boughtTotals([item(null, 100), item(null, 200)], base)).toEqual({
      price: 300,
      ots: null,
      grp: null,
    })
    expect(boughtTotals([item(0, 100)], base)).toEqual({ price: 100, ots: 0, grp: 0 })
  })
})
