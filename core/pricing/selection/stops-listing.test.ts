import { describe, expect, it } from 'vitest'
import { basketByDistrict, sameBasketDistrict } from './stops-listing'
import type { SelectedStop } from './stops-selection.store'

const stop = (inventoryNumber: string, side: 'a' | 'b', region = 'ЦАО'): SelectedStop =>
  ({ inventoryNumber, side, region, districtName: region }) as SelectedStop

/** The centre's district of a basket. */
const centre = (basket: ReturnType<typeof basketByDistrict>) => basket.find((d) => d.district === 'ЦАО')!

describe('sameBasketDistrict', () => {
  const before = basketByDistrict([stop('1', 'a'), stop('2', 'a'), stop('3', 'b', 'САО')], {}, ['ЦАО'])

  it('is the same when a press changed another district', () => {
    const after = basketByDistrict([stop('1', 'a'), stop('2', 'a')], {}, ['ЦАО'])
    expect(sameBasketDistrict(centre(before), centre(after))).toBe(true)
  })

  it('differs when its count, its page or a shown side changed', () => {
    const fewer = basketByDistrict([stop('1', 'a'), stop('3', 'b', 'САО')], {}, ['ЦАО'])
    expect(sameBasketDistrict(centre(before), centre(fewer))).toBe(false)
    const otherSide = basketByDistrict([stop('1', 'a'), stop('2', 'b'), stop('3', 'b', 'САО')], {}, ['ЦАО'])
    expect(sameBasketDistrict(centre(before), centre(otherSide))).toBe(false)
    const closed = basketByDistrict([stop('1', 'a'), stop('2', 'a'), stop('3', 'b', 'САО')], {}, [])
    expect(sameBasketDistrict(centre(before), centre(closed))).toBe(false)
    const many = Array.from({ length: 25 }, (_, i) => stop(String(i + 10), 'a'))
    const [first, second] = [basketByDistrict(many, {}, ['ЦАО']), basketByDistrict(many, { ЦАО: 2 }, ['ЦАО'])]
    expect(sameBasketDistrict(centre(first), centre(second))).toBe(false)
    expect(sameBasketDistrict(centre(first), centre(basketByDistrict(many, {}, ['ЦАО'])))).toBe(true)
  })
})
