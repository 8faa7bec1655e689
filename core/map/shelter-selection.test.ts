import { describe, expect, it } from 'vitest'
import { chosenStops, stopKey } from '../pricing/selection/shelter-form'
import { mapStops } from '../pricing/selection/shelter-map'
import type { ListedStop } from '../pricing/selection/stops-listing'
import { placeName } from './face-card'
import { circleRing, distanceMetres, type LonLat } from './place-selection'
import {
  chooseInAreas,
  chooseInPolygon,
  chooseNear,
  placeStops,
  priceRow,
  sidesNear,
} from './shelter-selection'

/** A side at a place: east of the centre by `metresEast` along the parallel of 55.75°. */
const CENTRE: LonLat = [37.62, 55.75]
const METRE_LON = 1 / ((Math.PI / 180) * 6_371_008.8 * Math.cos((55.75 * Math.PI) / 180))
const side = (n: number, metresEast: number, more: Partial<ListedStop> = {}): ListedStop => ({
  inventoryNumber: `ОСТ-${n}`,
  side: n % 2 === 0 ? 'b' : 'a',
  region: 'ЦАО',
  districtName: n < 5 ? 'район Арбат' : 'Таганский район',
  isAvailableInBooking: true,
  platformName: `Остановка ${n}`,
  longitude: CENTRE[0] + metresEast * METRE_LON,
  latitude: CENTRE[1],
  ...more,
})
const SIDES = [
  side(1, 0),
  side(2, 240),
  side(3, 499),
  side(4, 700, { isAvailableInBooking: false }),
  side(5, 1_200),
  side(6, 300),
]
const numbers = (input: Record<string, unknown>) => chosenStops(input, 'stops').map((s) => s.inventoryNumber)

describe('selection by place on the shelter picker (issue #50 item 3)', () => {
  it('takes the free sides within a radius, keeps the side filter and what was chosen, and leaves taken ones out', () => {
    expect(sidesNear(SIDES, CENTRE, 500).map((s) => s.inventoryNumber)).toEqual([
      'ОСТ-1',
      'ОСТ-2',
      'ОСТ-3',
      'ОСТ-6',
    ])
    const before = { stops: [{ inventoryNumber: 'ОСТ-5', side: 'a', region: 'ЦАО' }] }
    expect(numbers(chooseNear(before, 'stops', SIDES, CENTRE, 500))).toEqual([
      'ОСТ-5',
      'ОСТ-1',
      'ОСТ-2',
      'ОСТ-3',
      'ОСТ-6',
    ])
    expect(numbers(chooseNear({}, 'stops', SIDES, CENTRE, 500, 'b'))).toEqual(['ОСТ-2', 'ОСТ-6'])
    // Taken within the radius stays out; a wider radius takes more.
    expect(numbers(chooseNear({}, 'stops', SIDES, CENTRE, 1_000))).not.toContain('ОСТ-4')
    expect(numbers(chooseNear({}, 'stops', SIDES, CENTRE, 2_000))).toHaveLength(5)
  })

  it('takes the free sides inside a drawn polygon or the circle the map draws, and nothing for fewer than 3 corners', () => {
    const ring = circleRing(CENTRE, 500)
    expect(ring).toHaveLength(65)
    expect(ring[64]).toEqual(ring[0])
    for (const corner of ring) expect(distanceMetres(CENTRE, corner)).toBeCloseTo(500, 3)
    // The drawn circle holds the same sides the radius rule takes, but for a side right at its edge.
    expect(numbers(chooseInPolygon({}, 'stops', SIDES, ring))).toEqual(['ОСТ-1', 'ОСТ-2', 'ОСТ-3', 'ОСТ-6'])
    const input = { stops: [] }
    expect(chooseInPolygon(input, 'stops', SIDES, ring.slice(0, 2))).toBe(input)
  })

  it('takes the free sides of a district by the stop’s own district, or of an okrug by its code', () => {
    const okrugOf = new Map(SIDES.map((s, i) => [s.inventoryNumber, i < 3 ? '01' : '02']))
    expect(numbers(chooseInAreas({}, 'stops', SIDES, { districts: ['район Арбат'] }, okrugOf))).toEqual([
      'ОСТ-1',
      'ОСТ-2',
      'ОСТ-3',
    ])
    expect(numbers(chooseInAreas({}, 'stops', SIDES, { okrugs: ['02'] }, okrugOf))).toEqual([
      'ОСТ-5',
      'ОСТ-6',
    ])
    expect(numbers(chooseInAreas({}, 'stops', SIDES, {}, okrugOf))).toEqual([])
  })

  it('names a stop once when its address carries its name, and searches it by its own name and address', () => {
    expect(placeName('Дербеневская наб.', '«Дербеневская наб.», 3-й Дербеневский переулок (7)')).toBe(
      '«Дербеневская наб.», 3-й Дербеневский переулок (7)',
    )
    expect(placeName('ВКНЦ', 'улица Маршала Тимошенко')).toBe('ВКНЦ, улица Маршала Тимошенко')
    expect(placeName('', 'улица')).toBe('улица')
    const stops = mapStops(SIDES.slice(0, 2))
    const facts = new Map([
      ['ОСТ-1', { name: 'Арбат', address: '«Арбат», улица Арбат', direction: '', format: '', district: '' }],
    ])
    expect(placeStops(stops, facts).map((s) => [s.name, s.address])).toEqual([
      ['Арбат', '«Арбат», улица Арбат'],
      ['Остановка 2', ''],
    ])
  })

  it('puts the month’s price in the list row beside the district, the address whole', () => {
    const long = side(1, 0, {
      platformName: '«Улица Академика Королёва», улица Академика Королёва, дом 12, строение 3',
    })
    const row = priceRow(long, '12 345,00 ₽ в месяц')
    expect(row.id).toBe(stopKey({ inventoryNumber: 'ОСТ-1', side: 'a' }))
    expect(row.name).toBe(`ОСТ-1 · сторона А — ${long.platformName}`)
    expect(row.note).toBe('12 345,00 ₽ в месяц · район Арбат')
    expect(priceRow(long, undefined).note).toBe('район Арбат')
  })
})
