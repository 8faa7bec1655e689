import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../testing/fake-http-client'
import { BILLS_LOAD_ERROR, BillsStore } from './bills.store'

const invoice = {
  _id: 'i1',
  number: '17',
  campaignId: 'c1',
  campaignName: 'Весна',
  issuedOn: '2026-11-20',
  payUntil: '2026-11-25',
  totalSumWithoutTaxes: 1000,
  taxesSum: 220,
  totalSum: 1220,
  paymentState: { _id: 'notPaid', name: 'Не оплачен' },
  downloadUrl: '/api/v1/clients/invoices/i1/pdf',
}
const annex = {
  campaignId: 'c1',
  campaignName: 'Весна',
  number: '5',
  downloadUrl: '/api/v1/clients/annexes/c1/pdf',
}

describe('the bills (R-SCREEN-10, R-SCREEN-52)', () => {
  it('reads a page of 100 invoices and the annexes', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/clients/invoices', { items: [invoice], count: 101 })
      .answer('GET', '/api/v1/clients/annexes', { items: [annex], count: 1 })
    const bills = new BillsStore(http)
    await bills.load(2)
    expect(http.callsTo('GET', '/api/v1/clients/invoices')[0]?.query).toEqual({ limit: 100, offset: 100 })
    expect(bills.getSnapshot()).toMatchObject({
      status: 'ready',
      count: 101,
      page: 2,
      invoices: [invoice],
      annexes: [annex],
    })
  })

  it('keeps what it showed and says what to do when a load fails or an answer is malformed', async () => {
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/clients/invoices', { items: [invoice], count: 1 })
      .answer('GET', '/api/v1/clients/annexes', { items: [], count: 0 })
    const bills = new BillsStore(http)
    await bills.load()
    http.answer('GET', '/api/v1/clients/annexes', { items: [{ campaignId: 1 }], count: 1 })
    await bills.load()
    expect(bills.getSnapshot()).toMatchObject({
      status: 'error',
      error: BILLS_LOAD_ERROR,
      invoices: [invoice],
    })
  })
})
