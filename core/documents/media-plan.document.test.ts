import { describe, expect, it } from 'vitest'
import type { BoughtItem } from '../campaign/bought-items'
import type { Kopecks } from '../shared/money'
import {
  campaignMediaPlan,
  consolidatedMediaPlan,
  PLAN_HEADER,
  summaryEntries,
  type MediaPlanCampaign,
} from './media-plan.document'

const box = (n: number, price: number): BoughtItem => ({
  key: `ЛБ-0000${n}`,
  name: `Тверская: лайтбокс ${n}`,
  inventoryNumber: `ЛБ-0000${n}`,
  where: 'Тверская (Замоскворецкая)',
  line: 'Замоскворецкая',
  side: null,
  format: 'Лайтбокс 1200×1800',
  quantity: 1,
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  periods: [{ startDate: '2027-03-01', endDate: '2027-03-31', price: price as Kopecks, ots: 1234 }],
  price: price as Kopecks,
  ots: 1234.4,
  grp: 0.012,
})

const campaign = (over: Partial<MediaPlanCampaign> = {}): MediaPlanCampaign => ({
  id: 'c1',
  number: 12,
  name: 'Лайтбоксы весной',
  place: 'lightBoxes',
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  calculation: { itemIds: ['ЛБ-00001', 'ЛБ-00002', 'ЛБ-00003'] },
  spaces: [],
  periodsPrice: [],
  items: [box(1, 33_334), box(2, 33_334), box(3, 33_333)],
  totalWithoutTaxes: 100_001 as Kopecks,
  taxes: 22_000 as Kopecks,
  ...over,
})

const column = (name: (typeof PLAN_HEADER)[number]) => PLAN_HEADER.indexOf(name)

describe('media plan document (R-PLAN-04, R-PLAN-10; issue #47 item 4)', () => {
  it('has one row an item: its number, name, station, format, dates as days, audience and price', () => {
    const [plan] = campaignMediaPlan(campaign())
    expect(plan?.rows.slice(0, 3).map((r) => r[column('Инвентарный номер')])).toEqual([
      'ЛБ-00001',
      'ЛБ-00002',
      'ЛБ-00003',
    ])
    expect(plan?.rows[0]).toEqual([
      12,
      'Лайтбоксы весной',
      'Лайтбоксы',
      'ЛБ-00001',
      'Тверская: лайтбокс 1',
      'Тверская (Замоскворецкая)',
      '',
      'Лайтбокс 1200×1800',
      1,
      '2027-03-01',
      '2027-03-31',
      1234,
      0.01,
      333.34,
    ])
    expect(plan?.dateColumns).toEqual([column('Начало'), column('Окончание')])
    expect(plan?.moneyColumns).toEqual([column('Стоимость без НДС, ₽')])
    const money = column('Стоимость без НДС, ₽')
    expect(plan?.rows.slice(-3).map((r) => [r[1], r[money]])).toEqual([
      ['Итого без НДС', 1000.01],
      ['НДС', 220],
      ['Итого с НДС', 1220.01],
    ])
  })

  it('never repeats a row: items that share their periods are told apart by what they are', () => {
    const [plan] = campaignMediaPlan(campaign())
    const rows = plan?.rows.map((r) => r.join('|')) ?? []
    expect(new Set(rows).size).toBe(rows.length)
  })

  it('summarises light boxes by unit with their station, format, number and price', () => {
    const entries = summaryEntries(campaign())
    expect(entries[0]).toEqual({
      kind: 'lightBox',
      station: 'Тверская (Замоскворецкая)',
      period: { startDate: '2027-03-01', endDate: '2027-03-31' },
      format: 'Лайтбокс 1200×1800',
      number: 'ЛБ-00001',
      price: 33_334,
    })
    const [, boxes] = campaignMediaPlan(campaign())
    expect(boxes?.title).toBe('Лайтбоксы')
    expect(boxes?.rows[0]?.slice(0, 4)).toEqual([
      'Тверская (Замоскворецкая)',
      '01.03.2027 – 31.03.2027',
      'Лайтбокс 1200×1800',
      'ЛБ-00001',
    ])
  })

  it('summarises stickers as one package on the lines of their spaces (R-PLAN-09)', () => {
    const sticker = (n: number, line: string): BoughtItem => ({
      ...box(n, 500),
      format: 'Стикер A3',
      line,
    })
    const [entry] = summaryEntries(
      campaign({
        place: 'metroStickers',
        items: [sticker(1, 'Сокольническая'), sticker(2, 'Кольцевая'), sticker(3, 'Сокольническая')],
      }),
    )
    expect(entry).toMatchObject({
      kind: 'stickerPackage',
      metroLine: 'Сокольническая, Кольцевая',
      format: 'Стикер A3',
      stickerCount: 3,
      packageCount: 1,
      launchDate: '2027-03-01',
    })
  })

  it('a place without summary packages has the plan sheet only; the consolidated plan adds campaigns up', () => {
    const monitors = campaign({
      place: 'metroMonitors',
      items: [{ ...box(9, 50_000), key: 'metroMonitors-video', inventoryNumber: null, where: 'Вся сеть' }],
      totalWithoutTaxes: 50_000 as Kopecks,
      taxes: 0 as Kopecks,
    })
    expect(campaignMediaPlan(monitors).map((s) => s.title)).toEqual(['Медиаплан'])
    const both = consolidatedMediaPlan([campaign(), monitors])
    expect(both[0]?.rows).toHaveLength(4 + 3)
    expect(both[0]?.rows.at(-3)?.[column('Стоимость без НДС, ₽')]).toBe(1500.01)
    expect(both.map((s) => s.title)).toEqual(['Сводный медиаплан', 'Лайтбоксы'])
  })
})
