import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { sumMoney, type Kopecks } from '../shared/money'
import type { InventoryFacts } from './bought-catalogue.port'
import { boughtItems, boughtTotals, factIdsOf, WHOLE_NETWORK, type BoughtSource } from './bought-items'
import { placeName } from './calculator.catalogue'

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

const lightBoxes: BoughtSource = {
  place: 'lightBoxes',
  startDate: '2026-12-06',
  endDate: '2027-01-05',
  calculation: { itemIds: ['LB-001', 'ЛБ-00007'] },
  spaces: [],
  periodsPrice: ['LB-001', 'ЛБ-00007'].map((scheduleId) => ({
    scheduleId,
    periods: [
      period('2026-12-06', '2026-12-31', 37_215.23, 346_102),
      period('2027-01-01', '2027-01-05', 5_687.1, 52_890),
    ],
  })),
  totalWithoutTaxes: 8_580_466 as Kopecks,
}

describe('what a campaign bought (issue #47 item 4)', () => {
  it('names each light box as the price list does, with its station, format and number, one item each', () => {
    const known = facts({
      'ЛБ-00007': {
        inventoryNumber: 'ЛБ-00007',
        name: 'Авиамоторная: лайтбокс 1',
        station: 'Авиамоторная (Калининская)',
        formatId: 'lightBoxes',
      },
    })
    const items = boughtItems(lightBoxes, DEMO_REFERENCE, known)
    expect(items.map((i) => [i.name, i.inventoryNumber, i.where, i.format])).toEqual([
      [DEMO_REFERENCE.tariffs.lightBoxes.items[0]?.name, 'LB-001', null, 'Лайтбокс 1200×1800'],
      ['Авиамоторная: лайтбокс 1', 'ЛБ-00007', 'Авиамоторная (Калининская)', 'Лайтбокс 1200×1800'],
    ])
    expect(items[0]).toMatchObject({
      startDate: '2026-12-06',
      endDate: '2027-01-05',
      price: 4_290_233,
      ots: 398_992,
      quantity: 1,
    })
    expect(items[0]?.periods.map((p) => p.price)).toEqual([3_721_523, 568_710])
    expect(factIdsOf(lightBoxes, DEMO_REFERENCE)).toEqual(expect.arrayContaining(['LB-001', 'ЛБ-00007']))
  })

  it('adds up to the stored net total to the kopeck: the last period takes what the roubles lost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -5, max: 5 }),
        (prices, drift) => {
          const source: BoughtSource = {
            ...lightBoxes,
            periodsPrice: prices.map((k, i) => ({
              scheduleId: `LB-00${i + 1}`,
              periods: [period('2027-01-01', '2027-01-31', k / 100)],
            })),
            totalWithoutTaxes: (prices.reduce((s, k) => s + k, 0) + drift) as Kopecks,
          }
          const items = boughtItems(source, DEMO_REFERENCE, new Map())
          expect(sumMoney(items.map((i) => i.price))).toBe(source.totalWithoutTaxes)
          expect(boughtTotals(items, DEMO_REFERENCE.audienceBase).price).toBe(source.totalWithoutTaxes)
          expect(new Set(items.map((i) => i.key)).size).toBe(items.length)
        },
      ),
    )
  })

  it('lists a sticker campaign by its chosen spaces, each with its share of the format price', () => {
    const stickers: BoughtSource = {
      place: 'metroStickers',
      startDate: '2026-12-16',
      endDate: '2027-01-18',
      calculation: { formatId: 'A3', stickerCount: 3 },
      spaces: ['СТК-00041', 'СТК-00042', 'СТК-00043'],
      periodsPrice: [
        {
          scheduleId: 'A3',
          periods: [
            period('2026-12-16', '2026-12-31', 100, 1_000, 3),
            period('2027-01-01', '2027-01-18', 50, 500, 3),
          ],
        },
      ],
      totalWithoutTaxes: 15_000 as Kopecks,
    }
    const known = facts({
      'СТК-00041': {
        inventoryNumber: 'СТК-00041',
        name: 'Бауманская: стикеры, место 1',
        station: 'Бауманская (Арбатско-Покровская)',
      },
    })
    const items = boughtItems(stickers, DEMO_REFERENCE, known)
    expect(items.map((i) => [i.inventoryNumber, i.name, i.format])).toEqual([
      ['СТК-00041', 'Бауманская: стикеры, место 1', 'Стикер A3'],
      ['СТК-00042', 'СТК-00042', 'Стикер A3'],
      ['СТК-00043', 'СТК-00043', 'Стикер A3'],
    ])
    expect(items[0]?.where).toBe('Бауманская (Арбатско-Покровская)')
    // 100 ₽ and 50 ₽ in thirds: the odd kopecks go round, so the spaces differ by a kopeck at most.
    expect(items.map((i) => i.price)).toEqual([5_000, 5_000, 5_000])
    expect(items.map((i) => i.ots)).toEqual([500, 500, 500])
    expect(factIdsOf(stickers, DEMO_REFERENCE)).toEqual(stickers.spaces)
  })

  it('lists a shelter campaign side by side under its okrug tariff, with address and side', () => {
    const shelters: BoughtSource = {
      place: 'transitShelter',
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      calculation: {
        stops: [
          { inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ЮАО' },
          { inventoryNumber: 'ОСТ-000007-B', side: 'b', region: 'ЮАО' },
          { inventoryNumber: 'ОСТ-000011-A', side: 'a', region: 'ЗАО' },
          { inventoryNumber: 'ОСТ-000099-A', side: 'a', region: 'ЗАО', bookingError: true },
        ],
      },
      spaces: [],
      periodsPrice: [
        { scheduleId: 'tariff-28000', periods: [period('2027-01-01', '2027-01-31', 493.65, 81_981, 2)] },
        { scheduleId: 'tariff-35000', periods: [period('2027-01-01', '2027-01-31', 308.52, 40_990, 1)] },
      ],
      totalWithoutTaxes: 80_217 as Kopecks,
    }
    const known = facts({
      'ОСТ-000007-A': {
        inventoryNumber: 'ОСТ-000007-A',
        name: 'Метро Тульская',
        address: 'Большая Тульская ул.',
        side: 'a',
        formatId: 'transitShelter',
      },
    })
    const items = boughtItems(shelters, DEMO_REFERENCE, known)
    expect(items.map((i) => [i.inventoryNumber, i.side, i.price])).toEqual([
      ['ОСТ-000007-A', 'a', 24_683],
      ['ОСТ-000007-B', 'b', 24_682],
      ['ОСТ-000011-A', 'a', 30_852],
    ])
    expect(items[0]).toMatchObject({
      name: 'Метро Тульская',
      where: 'Большая Тульская ул.',
      format: 'Остановочный павильон 1200×1800',
      ots: 40_991,
    })
    expect(factIdsOf(shelters, DEMO_REFERENCE)).toEqual(['ОСТ-000007-A', 'ОСТ-000007-B', 'ОСТ-000011-A'])
  })

  it('names airtime over a network by its place or package, with its count and audience', () => {
    const tram: BoughtSource = {
      place: 'monitorsTram',
      startDate: '2026-12-13',
      endDate: '2027-01-12',
      calculation: { monitors: 30 },
      spaces: [],
      periodsPrice: [
        { scheduleId: 'tram-monitors', periods: [period('2026-12-13', '2026-12-31', 100, 9_000, 30)] },
      ],
      totalWithoutTaxes: 10_000 as Kopecks,
    }
    const [item] = boughtItems(tram, DEMO_REFERENCE, new Map())
    expect(item).toMatchObject({
      where: WHOLE_NETWORK,
      name: placeName('monitorsTram'),
      quantity: 30,
      inventoryNumber: null,
      ots: 9_000,
    })
    expect(item?.grp).toBeCloseTo((9_000 / DEMO_REFERENCE.audienceBase) * 100, 2)
    const bus = boughtItems(
      {
        ...tram,
        place: 'busMonitors',
        periodsPrice: [{ scheduleId: 'start', periods: [period('2026-12-29', '2026-12-31', 100)] }],
      },
      DEMO_REFERENCE,
      new Map(),
    )
    expect(bus[0]).toMatchObject({ name: 'Старт: 100 мониторов', ots: null, grp: null })
    const ground = boughtItems(
      {
        ...tram,
        place: 'groundTransportation',
        calculation: {},
        periodsPrice: [
          { scheduleId: 'groundTransportation', periods: [period('2026-12-29', '2026-12-31', 100)] },
        ],
      },
      DEMO_REFERENCE,
      new Map(),
    )
    expect(ground[0]?.where).toBe('Все маршруты')
  })

  it('gives a campaign priced without periods one item at its whole price', () => {
    const items = boughtItems({ ...lightBoxes, periodsPrice: [] }, DEMO_REFERENCE, new Map())
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      price: lightBoxes.totalWithoutTaxes,
      startDate: '2026-12-06',
      endDate: '2027-01-05',
    })
  })
})

describe('a sticker package’s metro lines (issue #50 item 4, R-PLAN-09)', () => {
  const stickers: BoughtSource = {
    place: 'metroStickers',
    startDate: '2027-01-01',
    endDate: '2027-01-15',
    calculation: { formatId: 'A3', stickerCount: 3, lineIds: ['2', '1'] },
    spaces: [],
    periodsPrice: [{ scheduleId: 'A3', periods: [period('2027-01-01', '2027-01-15', 4_500, 0, 3)] }],
    totalWithoutTaxes: 450_000 as Kopecks,
  }
  it('asks the inventory for the lines chosen and names them in their order; none chosen names none', () => {
    expect(factIdsOf(stickers, DEMO_REFERENCE)).toEqual(expect.arrayContaining(['line:2', 'line:1']))
    const known = facts({ 'line:1': { line: 'Сокольническая' }, 'line:2': { line: 'Замоскворецкая' } })
    expect(boughtItems(stickers, DEMO_REFERENCE, known).map((i) => i.line)).toEqual([
      'Замоскворецкая, Сокольническая',
    ])
    const everyLine = { ...stickers, calculation: { formatId: 'A3', stickerCount: 3 } }
    expect(boughtItems(everyLine, DEMO_REFERENCE, known).map((i) => i.line)).toEqual([null])
  })
})
