import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../../shared/api-failure'
import { FakeHttpClient } from '../testing/fake-http-client'
import {
  earlierTypographyOrder,
  typographyChoices,
  TypographyStore,
  TYPOGRAPHY_NOT_ORDERED,
} from './typography.store'

const PACKAGES = [
  { id: 'independently', name: 'Самостоятельно', price: 0, deliveryPrice: 0 },
  { id: 'standard', name: 'Печать в типографии', price: 1_500, deliveryPrice: 500 },
]
/** The same packages as GET /api/v1/typography answers them (cabinet §3: `_id`). */
const PACKAGES_WIRE = PACKAGES.map(({ id, ...rest }) => ({ _id: id, ...rest }))
const boxes = {
  advertisePlace: 'lightBoxes',
  state: { _id: 'draft' as const },
  calculation: { startDate: '2027-03-01', endDate: '2027-03-31', itemIds: ['a', 'b'] },
}

describe('the printing step (R-SCREEN-54)', () => {
  it('prices each package for the campaign with VAT, doing it oneself at 0 (R-PRICE-12, R-PRICE-13)', () => {
    expect(typographyChoices(PACKAGES, boxes)).toEqual({
      choices: [
        {
          id: 'independently',
          name: 'Самостоятельно',
          detail: 'Печатаете сами и привозите готовые постеры',
          total: '0,00\u00a0₽ с НДС',
        },
        {
          id: 'standard',
          name: 'Печать в типографии',
          detail: '2 шт. × 1\u00a0500,00\u00a0₽ + доставка 500,00\u00a0₽',
          total: '3\u00a0500,00\u00a0₽ с НДС',
        },
      ],
    })
  })

  it('says why a campaign takes no order: a place without print, a campaign already running', () => {
    expect(typographyChoices(PACKAGES, { ...boxes, advertisePlace: 'metroMonitors' })).toEqual({
      refusal: 'Для этого места размещения печать не заказывают',
    })
    const running = typographyChoices(PACKAGES, { ...boxes, state: { _id: 'active' } })
    expect('refusal' in running && running.refusal).toMatch(/печать уже не заказать/)
  })

  it('loads the packages once and orders one, answering the server’s refusal in its words', async () => {
    const path = '/api/v1/clients/commercial-campaigns/lightBoxes/c1/typography'
    const http = new FakeHttpClient()
      .answer('GET', '/api/v1/typography', PACKAGES_WIRE)
      .answer('POST', path, {
        advertisingCampaign: {
          typographyOrder: { _id: 'standard', name: 'Печать в типографии', quantity: 2, totalPrice: 3500 },
        },
      })
    const store = new TypographyStore(http)
    await store.load()
    await store.load()
    expect(http.callsTo('GET', '/api/v1/typography')).toHaveLength(1)
    expect(store.getSnapshot().packages).toEqual(PACKAGES)
    const placed = await store.order.run({ place: 'lightBoxes', campaignId: 'c1', typographyId: 'standard' })
    expect(placed.ok && placed.value.totalPrice).toBe(3500)
    expect(http.callsTo('POST', path)[0]?.body).toEqual({ typographyId: 'standard' })
    http.fail(
      'POST',
      path,
      new ApiFailure(409, 'Кампании в статусе «Активна» печать уже не заказать', {}, undefined),
    )
    const refused = await store.order.run({ place: 'lightBoxes', campaignId: 'c1', typographyId: 'standard' })
    expect(!refused.ok && refused.error).toBe('Кампании в статусе «Активна» печать уже не заказать')
    http.fail('POST', path, new Error('offline'))
    const offline = await store.order.run({ place: 'lightBoxes', campaignId: 'c1', typographyId: 'standard' })
    expect(!offline.ok && offline.error).toBe(TYPOGRAPHY_NOT_ORDERED)
  })

  it('shows the order a campaign already has after a reload, and none when it has none', () => {
    const order = { _id: 'standard', name: 'Печать в типографии', quantity: 3, totalPrice: 5000 }
    expect(earlierTypographyOrder({ ...boxes, typographyOrder: order })).toEqual(order)
    expect(earlierTypographyOrder(boxes)).toBeUndefined()
    expect(earlierTypographyOrder({ ...boxes, typographyOrder: null })).toBeUndefined()
    expect(earlierTypographyOrder({ ...boxes, typographyOrder: { _id: 'standard' } })).toBeUndefined()
  })
})
