import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Region, TransitShelterSpace } from './inventory.entities'
import { shelterInventoryNumber } from './moscow-inventory'
import { insideRing, matchesShelterFilter, matchesShelterSearch, regionAvailability } from './shelter-query'

const space = (
  stopId: number,
  side: 'a' | 'b',
  name: string,
  lon = 37.6,
  lat = 55.7,
): TransitShelterSpace => ({
  inventoryNumber: shelterInventoryNumber(stopId, side),
  stopId,
  side,
  format: 'transitShelter',
  advertisingPlatform: {
    name,
    address: name,
    street: '',
    direction: '',
    latitude: lat,
    longitude: lon,
    platformNumber: String(stopId),
    region: { code: 'D1', name: 'Район', parent: { code: 'O1' } },
  },
})

describe('R-STOP-11 text search', () => {
  it('any part of the inventory number or the platform name matches, whatever its case', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.constantFrom<'a' | 'b'>('a', 'b'),
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        (stopId, side, name, i, j) => {
          const s = space(stopId, side, name)
          for (const text of [s.inventoryNumber, name]) {
            const from = i % text.length
            const part = text.slice(from, from + 1 + (j % (text.length - from)))
            if (part.trim() === '') continue
            expect(matchesShelterSearch(s, part.toUpperCase())).toBe(true)
            expect(matchesShelterSearch(s, part.toLowerCase())).toBe(true)
          }
        },
      ),
    )
  })

  it('reads ё as е and ignores surrounding spaces; a text in neither does not match', () => {
    const s = space(7, 'a', 'Пролетарская, Тёплый стан')
    expect(matchesShelterSearch(s, '  теплый ')).toBe(true)
    expect(matchesShelterSearch(s, 'ОСТ-000007-a')).toBe(true)
    expect(matchesShelterSearch(s, 'ОСТ-000007-B')).toBe(false)
    expect(matchesShelterSearch(s, 'Арбат')).toBe(false)
  })
})

describe('R-STOP-11 map polygons', () => {
  it('a point is inside a rectangle exactly when it lies within its bounds', () => {
    const coordinate = fc.double({ min: 37, max: 38, noNaN: true })
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        (x1, x2, y1, y2, x, y) => {
          const [w, e, s, n] = [Math.min(x1, x2), Math.max(x1, x2), Math.min(y1, y2), Math.max(y1, y2)]
          fc.pre(x !== w && x !== e && y !== s && y !== n)
          const ring = [
            [w, s],
            [e, s],
            [e, n],
            [w, n],
          ] as const
          expect(insideRing(x, y, ring)).toBe(x > w && x < e && y > s && y < n)
        },
      ),
    )
  })

  it('no polygons keep every space; side and regions narrow it', () => {
    const a = space(1, 'a', 'x')
    const b = space(1, 'b', 'x')
    const none = { side: 'all', regions: [], search: '', polygons: [] } as const
    expect([a, b].filter((s) => matchesShelterFilter(s, none))).toEqual([a, b])
    expect([a, b].filter((s) => matchesShelterFilter(s, { ...none, side: 'b' }))).toEqual([b])
    expect([a, b].filter((s) => matchesShelterFilter(s, { ...none, regions: ['O1'] }))).toEqual([a, b])
    expect([a, b].filter((s) => matchesShelterFilter(s, { ...none, regions: ['D2'] }))).toEqual([])
  })
})

describe('R-STOP-18 availability', () => {
  it('an okrug counts the sum of its districts; booked sides are not free', () => {
    const regions: Region[] = [
      { code: 'O1', name: 'Округ', level: 1, abbrev: 'О', parentCode: null },
      { code: 'D1', name: 'Первый', level: 2, abbrev: 'О', parentCode: 'O1' },
      { code: 'D2', name: 'Второй', level: 2, abbrev: 'О', parentCode: 'O1' },
      { code: 'D3', name: 'Пустой', level: 2, abbrev: 'О', parentCode: 'O1' },
    ]
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (t1, t2, b) => {
        const booked = Math.min(b, t1)
        const counts = regionAvailability(regions, [
          { districtCode: 'D1', total: t1, booked },
          { districtCode: 'D2', total: t2, booked: 0 },
        ])
        expect(counts.map((c) => [c.code, c.total, c.available])).toEqual([
          ['O1', t1 + t2, t1 + t2 - booked],
          ['D1', t1, t1 - booked],
          ['D2', t2, t2],
          ['D3', 0, 0],
        ])
      }),
    )
  })
})
