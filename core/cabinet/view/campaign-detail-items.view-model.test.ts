import { describe, expect, it } from 'vitest'
import type { PurchaseWire } from '../../contract/purchase.answer'
import { itemsCount, purchaseAudience, purchaseRows } from './campaign-detail-items.view-model'

const item = (
  key: string,
  name: string,
  periods: [string, string, number, number][],
): PurchaseWire['items'][number] => ({
  key,
  name,
  inventoryNumber: key,
  where: 'Авиамоторная (Калининская)',
  line: 'Калининская',
  side: null,
  format: 'Лайтбокс 1200×1800',
  quantity: 1,
  startDate: periods[0]![0],
  endDate: periods[periods.length - 1]![1],
  price: periods.reduce((s, p) => s + p[2], 0),
  ots: periods.reduce((s, p) => s + p[3], 0),
  grp: 3.879,
  periods: periods.map(([startDate, endDate, price, ots]) => ({ startDate, endDate, price, ots })),
})

const purchase: Pick<PurchaseWire, 'items' | 'totals'> = {
  items: [
    item('ЛБ-00001', 'Авиамоторная: лайтбокс 1', [
      ['2026-12-06', '2026-12-31', 37_215.23, 346_102],
      ['2027-01-01', '2027-01-05', 5_687.1, 52_890],
    ]),
    item('ЛБ-00002', 'Авиамоторная: лайтбокс 2', [
      ['2026-12-06', '2026-12-31', 37_215.23, 346_102],
      ['2027-01-01', '2027-01-05', 5_687.1, 52_890],
    ]),
    {
      ...item('ОСТ-000007-B', 'Метро Тульская', [['2027-01-01', '2027-01-31', 246.82, 40_990]]),
      side: 'b',
      where: 'Большая Тульская ул.',
    },
  ],
  totals: { price: 86_051.48, ots: 1_238_966, grp: 12.043 },
}

describe('what the campaign page lists as bought (R-SCREEN-05, issue #47 item 4)', () => {
  it('gives each item one row with its number, format, place and price, and its periods under it', () => {
    const rows = purchaseRows(purchase, { money: true })
    expect(rows.map((r) => [r.kind, r.name, r.detail])).toEqual([
      ['item', 'Авиамоторная: лайтбокс 1', '№ ЛБ-00001 · Лайтбокс 1200×1800'],
      ['period', 'Период 1 из 2', 'Авиамоторная: лайтбокс 1'],
      ['period', 'Период 2 из 2', 'Авиамоторная: лайтбокс 1'],
      ['item', 'Авиамоторная: лайтбокс 2', '№ ЛБ-00002 · Лайтбокс 1200×1800'],
      ['period', 'Период 1 из 2', 'Авиамоторная: лайтбокс 2'],
      ['period', 'Период 2 из 2', 'Авиамоторная: лайтбокс 2'],
      ['item', 'Метро Тульская', '№ ОСТ-000007-B · Лайтбокс 1200×1800'],
    ])
    expect(rows[0]).toMatchObject({
      where: 'Авиамоторная (Калининская)',
      price: 4_290_233,
      ots: '398\u00a0992',
      grp: '3,88',
    })
    expect(rows[1]).toMatchObject({
      startDate: '2026-12-06',
      endDate: '2026-12-31',
      price: 3_721_523,
      where: '',
    })
    expect(rows[6]?.where).toBe('Большая Тульская ул., сторона Б')
  })

  it('never shows two rows that read the same, however many items share their periods', () => {
    const rows = purchaseRows(purchase, { money: true })
    const read = rows.map((r) => [r.name, r.detail, r.where, r.startDate, r.endDate].join('|'))
    expect(new Set(read).size).toBe(rows.length)
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
  })

  it('leaves the sums out for an observer, and says the audience and the count', () => {
    expect(purchaseRows(purchase, { money: false }).every((r) => r.price === undefined)).toBe(true)
    expect(purchaseAudience(purchase)).toEqual([
      { label: 'OTS', value: '1\u00a0238\u00a0966' },
      { label: 'GRP', value: '12,04' },
    ])
    expect(purchaseAudience({ totals: { price: 1, ots: null, grp: null } })).toEqual([])
    expect(itemsCount(purchase)).toBe('3 позиции')
    expect(itemsCount({ items: purchase.items.slice(0, 1) })).toBe('1 позиция')
    expect(itemsCount({ items: [] })).toBe('0 позиций')
  })
})
