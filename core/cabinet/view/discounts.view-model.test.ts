import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { discountsView } from './discounts.view-model'

const NBSP = '\u00a0'
const TODAY = '2026-11-25'

describe('the discounts screen (R-SCREEN-53, R-DISC-08)', () => {
  it('shows an agency its personal discount, the places it covers and the last day it prices', () => {
    const view = discountsView(
      {
        isAgency: true,
        discount: {
          value: 10,
          advertisePlaces: ['lightBoxes', 'metroStickers'],
          expirationDate: '2026-11-25',
        },
      },
      DEMO_REFERENCE.volumeDiscounts,
      TODAY,
    )
    expect(view.kind).toBe('Агентство')
    expect(view.personal).toEqual({
      percent: 10,
      places: ['Лайтбоксы', 'Стикеры'],
      until: '2026-11-25',
      state: 'active',
      note: 'Действует по 25.11.2026 включительно',
    })
  })

  it('says a discount past its day has expired, and one of a direct advertiser does not apply', () => {
    const terms = { value: 5, advertisePlaces: [], expirationDate: '2026-11-24' }
    expect(discountsView({ isAgency: true, discount: terms }, [], TODAY).personal).toMatchObject({
      state: 'expired',
      note: 'Срок скидки истёк 24.11.2026',
      places: [],
    })
    const direct = discountsView({ isAgency: false, discount: { value: 5, advertisePlaces: [] } }, [], TODAY)
    expect(direct.kind).toBe('Прямой рекламодатель')
    expect(direct.personal?.state).toBe('notAgency')
    expect(discountsView({ isAgency: false, discount: null }, [], TODAY).personal).toBeUndefined()
  })

  it('lists the volume discounts from the smallest base, the last one open-ended, without the 0 % row', () => {
    const view = discountsView({ isAgency: false, discount: null }, DEMO_REFERENCE.volumeDiscounts, TODAY)
    expect(view.volume.map((r) => [r.range, r.percent])).toEqual([
      [`от 500${NBSP}000 ₽ до 1${NBSP}000${NBSP}000 ₽`, 5],
      [`от 1${NBSP}000${NBSP}000 ₽ до 3${NBSP}000${NBSP}000 ₽`, 10],
      [`от 3${NBSP}000${NBSP}000 ₽ до 10${NBSP}000${NBSP}000 ₽`, 15],
      [`от 10${NBSP}000${NBSP}000 ₽`, 20],
    ])
    const limited = discountsView(
      { isAgency: false, discount: null },
      [{ priceFrom: 0, priceTo: 100, discountSize: 3, rules: ['transitShelter'], startDate: '2027-01-01' }],
      TODAY,
    )
    expect(limited.volume[0]).toMatchObject({
      places: ['Остановки наземного транспорта'],
      period: 'с 01.01.2027',
    })
  })
})
