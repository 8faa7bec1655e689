import { describe, expect, it } from 'vitest'
import type { PaymentsRead } from '../../../core/campaign/campaign-payments.service'
import type { Kopecks } from '../../../core/shared/money'
import { paymentSavedWire, paymentsWire } from './payments.wire'

const order = (id: string, amount: number, confirmedAt: string | null) => ({
  id,
  invoiceId: 'inv-1',
  invoiceNumber: '7',
  legalEntityId: 'le-1',
  number: `п${id}`,
  date: '2026-11-25' as never,
  amount: amount as Kopecks,
  confirmedAt,
  createdAt: '2026-11-25T09:00:00.000Z',
})

const read: PaymentsRead = {
  campaignId: 'c-1',
  paymentState: 'notPaid',
  summary: {
    due: 1200_00 as Kopecks,
    paid: 300_00 as Kopecks,
    pending: 100_50 as Kopecks,
    remaining: 799_50 as Kopecks,
  },
  orders: [order('a', 300_00, '2026-11-26T09:00:00.000Z'), order('b', 100_50, null)],
}

describe('a campaign’s payment orders on the wire (cabinet §7; issue #49 item 1: written at the edge)', () => {
  it('writes the sums in roubles, the state named, each order pending until staff confirm it', () => {
    expect(paymentsWire(read)).toEqual({
      advertisingCampaignId: 'c-1',
      paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
      totalSum: 1200,
      paidSum: 300,
      pendingSum: 100.5,
      remainingSum: 799.5,
      payments: [
        {
          _id: 'a',
          invoiceId: 'inv-1',
          invoiceNumber: '7',
          legalEntityId: 'le-1',
          number: 'пa',
          date: '2026-11-25',
          amount: 300,
          state: 'confirmed',
          confirmedAt: '2026-11-26T09:00:00.000Z',
          createdAt: '2026-11-25T09:00:00.000Z',
        },
        expect.objectContaining({ _id: 'b', amount: 100.5, state: 'pending', confirmedAt: null }),
      ],
    })
  })

  it('answers a save with the order saved first, then the orders after it', () => {
    const saved = paymentSavedWire({ ...read, paymentId: 'b' })
    expect(Object.keys(saved)[0]).toBe('payment')
    expect(saved.payment).toMatchObject({ _id: 'b', number: 'пb', amount: 100.5 })
    expect(saved).toMatchObject({ advertisingCampaignId: 'c-1', totalSum: 1200 })
  })
})
