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

  it('rejects an unknown place naming the field', () => {
    const r = newCampaign({ ...input, advertisePlace: 'moonBillboards' })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatchObject({ code: 'unknownPlace', field: 'advertisePlace' })
  })

  it('rejects malformed dates and an end before the start', () => {
    const bad = newCampaign({ ...input, startDate: '2026-13-01' })
    expect(!bad.ok && bad.error.field).toBe('startDate')
    const reversed = newCampaign({ ...input, endDate: '2026-02-28' })
    expect(!reversed.ok && reversed.error).toMatchObject({ code: 'endBeforeStart', field: 'endDate' })
  })
})

describe('isRealTimeBidding (R-ENT-05)', () => {
  it('is true only for impressionPrice', () => {
    expect(isRealTimeBidding({ calculationType: 'impressionPrice' })).toBe(true)
    expect(isRealTimeBidding({ calculationType: 'fixedPrice' })).toBe(false)
    expect(isRealTimeBidding({})).toBe(false)
  })
})
