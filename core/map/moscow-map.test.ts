import { describe, expect, it } from 'vitest'
import type { MapStop } from '../pricing/selection/shelter-map'
import type { ListedStop } from '../pricing/selection/stops-listing'
import { areaLabels, boundsOf, faceStops, faceTotal, metroStations } from './moscow-map'

const square = (x: number, y: number, size: number) => [
  [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
    [x, y],
  ],
]
const okrugs = [
  {
    properties: { code: '1', name: 'Центральный' },
    geometry: { type: 'Polygon', coordinates: square(37.5, 55.7, 0.2) },
  },
  {
    properties: { code: '2', name: 'Троицкий' },
    // In two pieces: the name goes to the larger.
    geometry: { type: 'MultiPolygon', coordinates: [square(36.8, 55.1, 0.1), square(37.0, 55.3, 0.4)] },
  },
  { properties: { code: '3', name: 'Без границ' }, geometry: null },
]

const side = (n: number, s: 'a' | 'b', region: string, free = true): ListedStop =>
  ({
    inventoryNumber: `ОСТ-${n}-${s.toUpperCase()}`,
    side: s,
    region,
    platformName: `Остановка ${n}`,
    latitude: 55.7,
    longitude: 37.6,
    isAvailableInBooking: free,
  }) as unknown as ListedStop
const stop = (n: number, sides: ListedStop[]): MapStop => ({
  id: String(n),
  name: `Остановка ${n}`,
  longitude: 37.6,
  latitude: 55.7,
  sides,
})

describe('the Moscow map (issue #50 item 1)', () => {
  it('holds the whole city in the first view: the box of every okrug corner', () => {
    const [[west, south], [east, north]] = boundsOf(okrugs) ?? [
      [0, 0],
      [0, 0],
    ]
    expect([west, south, east, north].map((v) => v.toFixed(6))).toEqual([
      '36.800000',
      '55.100000',
      '37.700000',
      '55.900000',
    ])
    expect(boundsOf([])).toBeUndefined()
  })

  it('names each okrug once, at the centre of its largest piece', () => {
    const labels = areaLabels(okrugs).features
    expect(labels.map((l) => l.properties.name)).toEqual(['Центральный', 'Троицкий'])
    expect(labels[0]?.geometry.coordinates[0]).toBeCloseTo(37.6)
    expect(labels[0]?.geometry.coordinates[1]).toBeCloseTo(55.8)
    expect(labels[1]?.geometry.coordinates[0]).toBeCloseTo(37.2)
    expect(labels[1]?.geometry.coordinates[1]).toBeCloseTo(55.5)
  })

  it('draws the stations with a place in their line colour, a hub named once', () => {
    const lines = [
      { id: '1', name: 'Сокольническая', color: '#f91f22' },
      { id: '5', name: 'Кольцевая', color: '#8d5b2d' },
    ]
    const stations = [
      { name: 'Комсомольская', lineId: '1', latitude: 55.775, longitude: 37.654 },
      { name: 'Комсомольская', lineId: '5', latitude: 55.776, longitude: 37.655 },
      { name: 'Нигде', lineId: '5', latitude: null, longitude: null },
      { name: 'Без линии', lineId: '99', latitude: 55.7, longitude: 37.6 },
    ]
    expect(metroStations(lines, stations).features.map((f) => f.properties)).toEqual([
      { name: 'Комсомольская', line: 'Сокольническая', color: '#f91f22' },
      { name: '', line: 'Кольцевая', color: '#8d5b2d' },
    ])
  })

  it('counts faces, not pavilions, under the side and okrug filters', () => {
    const stops = [
      stop(1, [side(1, 'a', 'ЦАО'), side(1, 'b', 'ЦАО', false)]),
      stop(2, [side(2, 'a', 'САО'), side(2, 'b', 'САО')]),
      stop(3, [side(3, 'b', 'САО')]),
    ]
    const of = new Map(stops.flatMap((st) => st.sides.map((s) => [s.inventoryNumber, s.region])))
    const all = faceStops(stops, new Set(), 'all')
    expect(faceTotal(all)).toBe(5)
    expect(all.features.map((f) => f.properties.faces)).toEqual([2, 2, 1])
    const north = faceStops(stops, new Set(), 'all', { code: 'САО', of })
    expect(north.features.map((f) => f.properties.id)).toEqual(['2', '3'])
    expect(faceTotal(faceStops(stops, new Set(), 'a'))).toBe(2)
    expect(faceTotal(faceStops(stops, new Set(), 'a', { code: 'САО', of }))).toBe(1)
  })
})
