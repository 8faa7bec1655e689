import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import { CampaignInvoicesStore, INVOICES_NOT_LOADED } from './campaign-invoices.store'

const invoice = (id: string, number: string, campaignId = 'c1') => ({
  _id: id,
  number,
  campaignId,
  campaignName: 'Весна',
  issuedOn: '2026-11-20',
  payUntil: '2026-11-25',
  totalSumWithoutTaxes: 1000,
  taxesSum: 220,
  totalSum: 1220,
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  downloadUrl: `/api/v1/clients/invoices/${id}/pdf`,
  legalEntityId: 'le-1',
  buyerName: 'ООО «Ромашка»',
})
const LIST = '/api/v1/clients/invoices'
const ISSUE = '/api/v1/clients/commercial-campaigns/lightBoxes/c1/invoice'

describe('the payment step’s invoices (issue #47: an issued invoice stays on its step)', () => {
  it('reads the campaign’s invoices from the server, not from what this page did', async () => {
    const http = new FakeHttpClient().answer('GET', LIST, {
      items: [invoice('i2', '18'), invoice('i1', '17')],
    })
    const store = new CampaignInvoicesStore(http)
    await store.load('c1')
    expect(http.callsTo('GET', LIST)[0]?.query).toEqual({ campaignId: 'c1', limit: 100, offset: 0 })
    expect(store.getSnapshot()).toMatchObject({ campaignId: 'c1', status: 'ready', error: undefined })
    expect(store.getSnapshot().invoices.map((i) => i.number)).toEqual(['18', '17'])
  })

  it('puts an invoice just issued first, and keeps it when the list is read again', async () => {
    const http = new FakeHttpClient()
      .answer('GET', LIST, { items: [invoice('i1', '17')] })
      .answer('POST', ISSUE, invoice('i3', '19'))
    const store = new CampaignInvoicesStore(http)
    await store.load('c1')
    const issued = await store.issue.run({ place: 'lightBoxes', campaignId: 'c1', legalEntityId: 'le-1' })
    expect(issued.ok).toBe(true)
    expect(http.callsTo('POST', ISSUE)[0]?.body).toEqual({ legalEntityId: 'le-1' })
    expect(store.getSnapshot().invoices.map((i) => i.number)).toEqual(['19', '17'])
  })

  it('drops another campaign’s list, says in Russian when the list cannot be read', async () => {
    const http = new FakeHttpClient().answer('GET', LIST, { items: [invoice('i1', '17')] })
    const store = new CampaignInvoicesStore(http)
    await store.load('c1')
    http.fail('GET', LIST, new ApiFailure(0, 'Failed to fetch'))
    await store.load('c2')
    expect(store.getSnapshot()).toMatchObject({
      campaignId: 'c2',
      status: 'error',
      invoices: [],
      error: INVOICES_NOT_LOADED,
    })
    store.reset()
    expect(store.getSnapshot()).toMatchObject({ campaignId: undefined, status: 'idle', invoices: [] })
  })

  it('opening another campaign’s step forgets the issue made for the last one; the same campaign keeps it', async () => {
    const http = new FakeHttpClient()
      .answer('GET', LIST, { items: [] })
      .fail('POST', ISSUE, new ApiFailure(409, 'Кампания уже оплачена'))
    const store = new CampaignInvoicesStore(http)
    await store.load('c1')
    await store.issue.run({ place: 'lightBoxes', campaignId: 'c1', legalEntityId: 'le-1' })
    expect(store.issue.getSnapshot().status).toBe('error')
    await store.load('c1')
    expect(store.issue.getSnapshot().status).toBe('error')
    await store.load('c2')
    expect(store.issue.getSnapshot().status).toBe('idle')
    expect(store.getSnapshot()).toMatchObject({ campaignId: 'c2', status: 'ready' })
  })
  it('once its screen is left (disposed), an issue answered later no longer reaches the list', async () => {
    const http = new FakeHttpClient()
      .answer('GET', LIST, { items: [invoice('i1', '17')] })
      .answer('POST', ISSUE, invoice('i3', '19'))
    const store = new CampaignInvoicesStore(http)
    await store.load('c1')
    store.dispose()
    await store.issue.run({ place: 'lightBoxes', campaignId: 'c1', legalEntityId: 'le-1' })
    expect(store.getSnapshot().invoices.map((i) => i.number)).toEqual(['17'])
  })
})
