import { describe, expect, it } from 'vitest'
import { isRealTimeBidding, newCampaign } from './campaign.factory'

const input = {
  _id: 'c1',
  name: 'Весна',
  advertisePlace: 'metroStickers',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
}

describe('newCampaign (R-ENT-04)', () => {
  it('starts as draft, notPaid and notReserved, with Russian labels', () => {
    const r = newCampaign(input)
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.state).toEqual({ _id: 'draft', name: 'Черновик' })
    expect(r.value.paymentState).toEqual({ _id: 'notPaid', name: 'Ожидает оплаты' })
    expect(r.value.reservationStatus._id).toBe('notReserved')
    expect(r.value.advertisePlace).toBe('metroStickers')
    expect(r.value.totalSumWithoutTaxes + r.value.taxesSum).toBe(0)
  })

  it('is the whole new entity: the input, no money, nothing paid, invoiced or uploaded yet', () => {
    expect(
      newCampaign({
        ...input,
        brandName: 'Ромашка',
        partners: ['p1'],
        calculationType: 'impressionPrice',
        isAgency: true,
      }),
    ).toEqual({
      ok: true,
      value: {
        _id: 'c1',
        name: 'Весна',
        brandName: 'Ромашка',
        advertisePlace: 'metroStickers',
        state: { _id: 'draft', name: 'Черновик' },
        paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
        reservationStatus: { _id: 'notReserved', name: 'Не зарезервирована' },
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        taxesSum: 0,
        totalSumWithoutTaxes: 0,
        partners: ['p1'],
        calculationType: 'impressionPrice',
        isAgency: true,
        isPaid: false,
        isGotInvoices: false,
        isUploaded: false,
        isVideoUploaded: false,
      },
    })
    const bare = newCampaign(input)
    expect(bare.ok && bare.value.partners).toEqual([])
  })

  it('runs a one-day campaign', () => {
    expect(newCampaign({ ...input, endDate: '2026-03-01' }).ok).toBe(true)
  })

  it('rejects an unknown place naming the field', () => {
    const r = newCampaign({ ...input, advertisePlace: 'moonBillboards' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ code: 'unknownPlace', field: 'advertisePlace' })
  })

  it('rejects malformed dates and an end before the start', () => {
    expect(newCampaign({ ...input, advertisePlace: 'moonBillboards' })).toEqual({
      ok: false,
      error: {
        code: 'unknownPlace',
        message: 'Неизвестное место размещения: moonBillboards',
        field: 'advertisePlace',
      },
    })
    expect(newCampaign({ ...input, startDate: '2026-13-01' })).toEqual({
      ok: false,
      error: { code: 'invalidDate', message: 'Неверная дата: 2026-13-01', field: 'startDate' },
    })
    expect(newCampaign({ ...input, endDate: '2026-03-32' })).toEqual({
      ok: false,
      error: { code: 'invalidDate', message: 'Неверная дата: 2026-03-32', field: 'endDate' },
    })
    expect(newCampaign({ ...input, endDate: '2026-02-28' })).toEqual({
      ok: false,
      error: { code: 'endBeforeStart', message: 'Дата окончания раньше даты начала', field: 'endDate' },
    })
  })

  it('takes a calendar day YYYY-MM-DD only: no month 00 or 13, no day 00 or 32', () => {
    for (const day of [
      '2026-01-01',
      '2026-09-09',
      '2026-10-10',
      '2026-12-31',
      '2026-02-19',
      '2026-02-20',
      '2026-03-30',
    ])
      expect(newCampaign({ ...input, startDate: day, endDate: '2026-12-31' }).ok, day).toBe(true)
    const bad = [
      '2026-00-10',
      '2026-13-10',
      '2026-10-00',
      '2026-10-32',
      '2026-10-40',
      '2026-1-10',
      '2026-10-1',
    ]
    for (const day of [
      ...bad,
      '226-10-10',
      '20260-10-10',
      'x2026-10-10',
      '2026-10-10x',
      'abcd-10-10',
      '2026/10/10',
    ]) {
      expect(newCampaign({ ...input, startDate: day }), day).toMatchObject({
        ok: false,
        error: { field: 'startDate' },
      })
      expect(newCampaign({ ...input, startDate: '2026-01-01', endDate: day }), day).toMatchObject({
        ok: false,
        error: { field: 'endDate' },
      })
    }
  })
})

describe('isRealTimeBidding (R-ENT-05)', () => {
  it('is true only for impressionPrice', () => {
    expect(isRealTimeBidding({ calculationType: 'impressionPrice' })).toBe(true)
    expect(isRealTimeBidding({ calculationType: 'fixedPrice' })).toBe(false)
    expect(isRealTimeBidding({})).toBe(false)
  })
})
