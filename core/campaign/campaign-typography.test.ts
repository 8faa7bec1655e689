import { describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES } from './campaign-state'
import {
  printedItems,
  TYPOGRAPHY_CLOSED_STATES,
  typographyNotice,
  typographyOrder,
} from './campaign-typography'

const standard = { id: 'standard', name: 'Печать в типографии', price: 1500.5, deliveryPrice: 500 }
const order = (over: Partial<Parameters<typeof typographyOrder>[0]> = {}) =>
  typographyOrder({
    place: 'metroStickers',
    state: 'draft',
    calculation: { stickerCount: 3 },
    spaces: [],
    option: standard,
    ...over,
  })

describe('typography orders (cabinet §7 typography; R-PRICE-12, R-PRICE-13)', () => {
  it('prices the print per item plus one delivery, in kopecks, VAT included', () => {
    expect(order()).toEqual({
      ok: true,
      value: {
        typographyId: 'standard',
        name: 'Печать в типографии',
        quantity: 3,
        unitPrice: 150_050,
        deliveryPrice: 50_000,
        totalPrice: 3 * 150_050 + 50_000,
        priceLabel: 'с НДС',
      },
    })
  })

  it("'independently' costs nothing whatever the package data says (R-PRICE-13)", () => {
    const self = order({
      option: { id: 'independently', name: 'Самостоятельно', price: 999, deliveryPrice: 999 },
    })
    expect(self).toMatchObject({ ok: true, value: { unitPrice: 0, deliveryPrice: 0, totalPrice: 0 } })
  })

  it('counts stickers paid for, boxes held, one item otherwise', () => {
    expect(printedItems('metroStickers', { stickerCount: 40 }, [])).toBe(40)
    expect(printedItems('metroStickers', {}, ['a', 'b'])).toBe(2)
    expect(printedItems('metroStickers', {}, [])).toBe(1)
    expect(printedItems('lightBoxes', { itemIds: ['LB-1', 'LB-2', 'LB-2'] }, [])).toBe(2)
    expect(printedItems('navigationSign', {}, [])).toBe(1)
  })

  it('is ordered for printed places only, and until launch', () => {
    expect(order({ place: 'metroMonitors' })).toMatchObject({ ok: false, error: { code: 'not printed' } })
    expect(order({ place: 'transitShelter' }).ok).toBe(false)
    for (const state of CAMPAIGN_STATES) {
      const placed = order({ state })
      expect(placed.ok, state).toBe(!TYPOGRAPHY_CLOSED_STATES.includes(state))
      if (!placed.ok) expect(placed.error).toMatchObject({ code: 'illegalTransition', field: 'state' })
    }
    expect(order({ state: 'waitingForLaunch' }).ok).toBe(true)
    expect(order({ state: 'active' }).ok).toBe(false)
  })

  it('refuses a package without a usable price', () => {
    expect(order({ option: { ...standard, price: -1 } })).toMatchObject({
      ok: false,
      error: { field: 'typographyId' },
    })
    expect(order({ option: { ...standard, deliveryPrice: Number.NaN } }).ok).toBe(false)
  })

  it('tells the advertiser what was ordered', () => {
    const placed = order()
    if (!placed.ok) throw new Error('priced')
    expect(typographyNotice('Весна', placed.value).replace(/\u00a0/g, ' ')).toBe(
      'Кампания «Весна»: заказ печати «Печать в типографии», 3 шт., 5 001,50 ₽ с НДС',
    )
  })

  it('prints until launch: closed once running, over, being cancelled or without a state', () => {
    expect([...TYPOGRAPHY_CLOSED_STATES].sort()).toEqual(
      ['active', 'completed', 'canceled', 'techCanceled', 'cancellation', 'noStatus'].sort(),
    )
    expect(order({ state: 'cancellation' })).toEqual({
      ok: false,
      error: {
        code: 'illegalTransition',
        message: 'Кампании в статусе «Отменяется» печать уже не заказать',
        field: 'state',
      },
    })
    expect(order({ place: 'metroMonitors' })).toEqual({
      ok: false,
      error: {
        code: 'not printed',
        message: 'Для этого места размещения печать не заказывают',
        field: 'advertisePlace',
      },
    })
  })

  it('takes a free package, and refuses one with no price, a negative or an endless one', () => {
    expect(order({ option: { ...standard, price: 0, deliveryPrice: 0 } })).toMatchObject({
      ok: true,
      value: { unitPrice: 0, deliveryPrice: 0, totalPrice: 0 },
    })
    const noPrice = { code: 'wrong format', message: 'У пакета типографии нет цены', field: 'typographyId' }
    expect(order({ option: { ...standard, price: -0.01 } })).toEqual({ ok: false, error: noPrice })
    expect(order({ option: { ...standard, deliveryPrice: -0.01 } })).toEqual({ ok: false, error: noPrice })
    expect(order({ option: { ...standard, price: Number.POSITIVE_INFINITY } })).toEqual({
      ok: false,
      error: noPrice,
    })
    expect(order({ option: { ...standard, price: null as unknown as number } })).toEqual({
      ok: false,
      error: noPrice,
    })
  })

  it('prints one sticker per sticker paid for only when that is a positive whole number', () => {
    for (const count of [0, -2, 2.5, '3', null])
      expect(printedItems('metroStickers', { stickerCount: count }, ['a', 'b']), String(count)).toBe(2)
    expect(printedItems('metroStickers', { stickerCount: 1 }, ['a', 'b'])).toBe(1)
    expect(printedItems('metroStickers', null, ['a', 'b', 'c'])).toBe(3)
    expect(printedItems('metroStickers', undefined, ['a'])).toBe(1)
    expect(printedItems('metroStickers', 'stickerCount', [])).toBe(1)
    expect(printedItems('lightBoxes', {}, [])).toBe(1)
  })
})
