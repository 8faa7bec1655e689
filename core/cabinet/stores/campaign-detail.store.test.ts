import { describe, expect, it } from 'vitest'
import { FakeHttpClient } from '../testing/fake-http-client'
import { CAMPAIGN_NOT_LOADED, CampaignDetailStore, PURCHASE_NOT_LOADED } from './campaign-detail.store'

const wire = {
  _id: 'c1',
  name: 'Весна',
  advertisePlace: 'metroMonitors',
  state: { _id: 'draft', name: 'Черновик' },
  paymentState: { _id: 'notPaid', name: 'Ожидает оплаты' },
  reservationStatus: { _id: 'notReserved', name: 'Не зарезервирована' },
  startDate: '2027-03-01T00:00:00.000Z',
  endDate: '2027-03-10T00:00:00.000Z',
  taxesSum: 20,
  totalSumWithoutTaxes: 100,
  partners: [],
  periodsPrice: [],
}
const PATH = '/api/v1/clients/commercial-campaigns'

describe('one campaign’s page (R-SCREEN-05)', () => {
  it('reads the campaign', async () => {
    const store = new CampaignDetailStore(
      new FakeHttpClient().answer('GET', `${PATH}/c1`, { advertisingCampaign: wire }),
    )
    await store.load('c1')
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', campaign: { _id: 'c1', name: 'Весна' } })
  })
  it('says the server’s refusal, or what to do when nothing came', async () => {
    const http = new FakeHttpClient().fail('GET', `${PATH}/c2`, {
      status: 404,
      message: 'Рекламная кампания не найдена',
    })
    const store = new CampaignDetailStore(http)
    await store.load('c2')
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: 'Рекламная кампания не найдена' })
    http.answer('GET', `${PATH}/c3`, { advertisingCampaign: { _id: 'c3' } })
    await store.load('c3')
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: CAMPAIGN_NOT_LOADED })
  })
})

describe('the campaign page gets the whole campaign', () => {
  it('keeps the fields the check does not name (periodsPrice, moderationReason)', async () => {
    const whole = {
      ...wire,
      moderationReason: 'Нет маркировки',
      periodsPrice: [{ scheduleId: 's', periods: [] }],
    }
    const store = new CampaignDetailStore(
      new FakeHttpClient().answer('GET', `${PATH}/c1`, { advertisingCampaign: whole }),
    )
    await store.load('c1')
    expect(store.getSnapshot().campaign).toEqual(whole)
  })
})

describe('what the campaign bought, on its page (issue #47 item 4)', () => {
  const purchase = {
    items: [],
    totals: { price: 0, ots: null, grp: null },
    invoices: [],
    history: [{ event: 'create', from: null, to: 'draft', reason: null, at: '2026-11-20T10:00:00.000Z' }],
  }
  it('reads the purchase beside the campaign, and says so where it failed without losing the campaign', async () => {
    const http = new FakeHttpClient()
      .answer('GET', `${PATH}/c1`, { advertisingCampaign: wire })
      .answer('GET', `${PATH}/c1/purchase`, purchase)
    const store = new CampaignDetailStore(http)
    await store.load('c1')
    await store.loadPurchase('c1')
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', purchase, purchaseError: undefined })
    http.fail('GET', `${PATH}/c1/purchase`, { status: 0, message: '' })
    await store.loadPurchase('c1')
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      campaign: { _id: 'c1' },
      purchase: undefined,
      purchaseError: PURCHASE_NOT_LOADED,
    })
  })
  it('drops an answer about a campaign the page has left', async () => {
    const http = new FakeHttpClient()
      .answer('GET', `${PATH}/c1`, { advertisingCampaign: wire })
      .answer('GET', `${PATH}/c9`, { advertisingCampaign: { ...wire, _id: 'c9' } })
      .answer('GET', `${PATH}/c1/purchase`, purchase)
    const store = new CampaignDetailStore(http)
    await store.load('c1')
    const late = store.loadPurchase('c1')
    await store.load('c9')
    await late
    expect(store.getSnapshot()).toMatchObject({ campaign: { _id: 'c9' }, purchase: undefined })
  })
})
