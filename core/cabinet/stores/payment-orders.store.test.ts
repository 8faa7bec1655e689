import { describe, expect, it } from 'vitest'
import type { PaymentsWire } from '../../contract/payments.answer'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { PAYMENT_NOT_SENT, PAYMENTS_NOT_LOADED, PaymentOrdersStore } from './payment-orders.store'

const ORDERS = '/api/v1/clients/commercial-campaigns/c1/payments'
const order = (id: string, number: string, amount: number, state: 'pending' | 'confirmed' = 'pending') => ({
  _id: id,
  invoiceId: 'i1',
  invoiceNumber: '17',
  legalEntityId: null,
  number,
  date: '2026-11-22',
  amount,
  state,
  confirmedAt: state === 'confirmed' ? '2026-11-23T10:00:00.000Z' : null,
  createdAt: '2026-11-22T10:00:00.000Z',
})
const payments = (orders: ReturnType<typeof order>[], pending: number): PaymentsWire => ({
  advertisingCampaignId: 'c1',
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  totalSum: 1220,
  paidSum: 0,
  pendingSum: pending,
  remainingSum: 1220 - pending,
  payments: orders,
})

describe('the campaign’s payment orders (cabinet §7 payments GET, POST, PUT under {id}/payments)', () => {
  it('reads them, declares one with POST and corrects it with PUT, the answer’s orders replacing the list', async () => {
    const http = new FakeHttpClient()
      .answer('GET', ORDERS, payments([], 0))
      .answer('POST', ORDERS, {
        payment: order('p1', '4711', 100),
        ...payments([order('p1', '4711', 100)], 100),
      })
      .answer('PUT', `${ORDERS}/p1`, {
        payment: order('p1', '4711', 120),
        ...payments([order('p1', '4711', 120)], 120),
      })
    const store = new PaymentOrdersStore(http)
    await store.load('c1')
    expect(store.getSnapshot()).toMatchObject({
      campaignId: 'c1',
      status: 'ready',
      payments: { payments: [] },
    })
    const body = { number: '4711', date: '2026-11-22', amount: 100 }
    expect(await store.send({ campaignId: 'c1', body })).toBe(true)
    expect(http.callsTo('POST', ORDERS)[0]?.body).toEqual(body)
    expect(store.getSnapshot().payments?.pendingSum).toBe(100)
    expect(await store.send({ campaignId: 'c1', paymentId: 'p1', body: { ...body, amount: 120 } })).toBe(true)
    expect(http.callsTo('PUT', `${ORDERS}/p1`)[0]?.body).toEqual({ ...body, amount: 120 })
    expect(store.getSnapshot().payments?.payments.map((p) => p.amount)).toEqual([120])
    expect(store.getSnapshot().payments).not.toHaveProperty('payment')
  })

  it('keeps the list as it was on a refusal, and says the server’s sentence with the field it names', async () => {
    const http = new FakeHttpClient()
      .answer('GET', ORDERS, payments([], 0))
      .fail(
        'POST',
        ORDERS,
        new ApiFailure(400, 'Дата платежа не может быть позже сегодняшней', { date: 'in future' }),
      )
    const store = new PaymentOrdersStore(http)
    await store.load('c1')
    const before = store.getSnapshot()
    expect(await store.send({ campaignId: 'c1', body: { number: '1', date: '2026-12-01', amount: 5 } })).toBe(
      false,
    )
    expect(store.getSnapshot()).toBe(before)
    expect(store.save.getSnapshot().error).toEqual({
      message: 'Дата платежа не может быть позже сегодняшней',
      field: 'date',
    })
    http.fail('POST', ORDERS, new ApiFailure(0, 'Failed to fetch'))
    await store.send({ campaignId: 'c1', body: { number: '1', date: '2026-11-22', amount: 5 } })
    expect(store.save.getSnapshot().error).toEqual({ message: PAYMENT_NOT_SENT, field: undefined })
  })

  it('drops another campaign’s orders and its refusal, and says in Russian when they cannot be read', async () => {
    const http = new FakeHttpClient()
      .answer('GET', ORDERS, payments([order('p1', '4711', 100)], 100))
      .fail('POST', ORDERS, new ApiFailure(409, 'Кампания уже оплачена', { paymentState: 'already paid' }))
      .fail('GET', '/api/v1/clients/commercial-campaigns/c2/payments', new ApiFailure(0, 'Failed to fetch'))
    const store = new PaymentOrdersStore(http)
    await store.load('c1')
    await store.send({ campaignId: 'c1', body: { number: '1', date: '2026-11-22', amount: 5 } })
    expect(store.save.getSnapshot().status).toBe('error')
    await store.load('c2')
    expect(store.save.getSnapshot().status).toBe('idle')
    expect(store.getSnapshot()).toEqual({
      campaignId: 'c2',
      status: 'error',
      payments: undefined,
      error: PAYMENTS_NOT_LOADED,
    })
  })
})
