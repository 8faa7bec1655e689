import { describe, expect, it } from 'vitest'
import { lineOrder } from '../../inventory/line-order'
import {
  lineScheme,
  STATION_GAP,
  stationChoice,
  stationLabel,
  stepAlong,
  toggleStation,
} from './metro-line-scheme'

const LINES = [
  { id: '1', name: 'Сокольническая', color: '#f91f22' },
  { id: '5', name: 'Кольцевая', color: '#75573e' },
]
/** Real coordinates, listed out of line order as the data lists them (alphabetically). */
const STATIONS = [
  { id: 'L', name: 'Лубянка', lineId: '1', latitude: 55.7596, longitude: 37.6255 },
  { id: 'K', name: 'Комсомольская', lineId: '1', latitude: 55.7749, longitude: 37.6547 },
  { id: 'O', name: 'Охотный Ряд', lineId: '1', latitude: 55.7572, longitude: 37.6154 },
  { id: 'S', name: 'Сокольники', lineId: '1', latitude: 55.7889, longitude: 37.6799 },
  { id: 'C', name: 'Чистые пруды', lineId: '1', latitude: 55.7655, longitude: 37.6385 },
  { id: 'X', name: 'Без координат', lineId: '1', latitude: null, longitude: null },
  { id: 'r1', name: 'Киевская', lineId: '5', latitude: 55.7436, longitude: 37.5654 },
  { id: 'r2', name: 'Белорусская', lineId: '5', latitude: 55.7772, longitude: 37.5822 },
  { id: 'r3', name: 'Курская', lineId: '5', latitude: 55.7586, longitude: 37.6611 },
  { id: 'r4', name: 'Октябрьская', lineId: '5', latitude: 55.7293, longitude: 37.611 },
]
const ITEMS = [
  { id: 'ЛБ-1', stationId: 'L' },
  { id: 'ЛБ-2', stationId: 'L' },
  { id: 'ЛБ-3', stationId: 'S' },
  { id: 'ЛБ-4', stationId: 'X' },
  { id: 'ЛБ-5', stationId: 'r3' },
  { id: 'LB-001' },
]

describe('the light-box metro scheme drawn by lines (R-SCREEN-59, issue #50 item 4)', () => {
  it('orders a line’s stations from terminus to terminus, each joined to its neighbour only', () => {
    const { lines } = lineScheme(LINES, STATIONS, ITEMS)
    const sokol = lines.find((l) => l.id === '1')!
    const order = sokol.order.join('')
    expect(['OLCKS', 'SKCLO']).toContain(order)
    expect(sokol.segments).toHaveLength(4)
    expect(sokol.color).toBe('#f91f22')
    // The station without coordinates is not drawn; its boxes stay in the list.
    expect(sokol.order).not.toContain('X')
    expect(sokol.offered).toEqual(sokol.order.filter((id) => id === 'L' || id === 'S'))
  })

  it('closes a ring: the Circle line has as many segments as stations', () => {
    const ring = lineScheme(LINES, STATIONS, ITEMS).lines.find((l) => l.id === '5')!
    expect(ring.order).toHaveLength(4)
    expect(ring.segments).toHaveLength(4)
    const straight = lineOrder(
      [
        { id: 'a', x: 0, y: 0 },
        { id: 'b', x: 1, y: 0 },
        { id: 'c', x: 2, y: 0 },
      ],
      false,
    )
    expect(straight.edges).toHaveLength(2)
    expect(lineOrder([], true)).toEqual({ order: [], edges: [] })
  })

  it('keeps a branch a branch and every station of the line once in the order', () => {
    // A trunk a-b-c-d with a branch b-e: four segments, not a closed shape.
    const { order, edges } = lineOrder([
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 10, y: 0 },
      { id: 'c', x: 20, y: 0 },
      { id: 'd', x: 30, y: 0 },
      { id: 'e', x: 10, y: 8 },
    ])
    expect(edges).toHaveLength(4)
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect([order[0], order[order.length - 1]].sort()).toEqual(['a', 'd'])
  })

  it('puts each unit at its station, draws only the line chosen, segments inside the scheme', () => {
    const scheme = lineScheme(LINES, STATIONS, ITEMS)
    expect(scheme.stations.find((s) => s.id === 'L')!.unitIds).toEqual(['ЛБ-1', 'ЛБ-2'])
    expect(scheme.stations.find((s) => s.id === 'O')!.unitIds).toEqual([])
    for (const line of scheme.lines)
      for (const [x1, y1, x2, y2] of line.segments)
        for (const [x, y] of [
          [x1, y1],
          [x2, y2],
        ]) {
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThanOrEqual(scheme.width)
          expect(y).toBeGreaterThanOrEqual(0)
          expect(y).toBeLessThanOrEqual(scheme.height)
        }
    const one = lineScheme(LINES, STATIONS, ITEMS, '5')
    expect(one.lines.map((l) => l.id)).toEqual(['5'])
    expect(one.stations.every((s) => s.lineId === '5')).toBe(true)
    expect(lineScheme(LINES, [], ITEMS).lines).toEqual([])
  })

  it('draws a hub’s stations apart, the tracks following them; a station away from the hub stays put', () => {
    // Охотный Ряд, Театральная and Площадь Революции: three lines' stations within 300 metres of each other.
    const hubLines = [
      ...LINES,
      { id: '2', name: 'Замоскворецкая', color: '#05ff16' },
      { id: '3', name: 'Арбатско-Покровская', color: '#0252a2' },
    ]
    const hub = [
      ...STATIONS,
      { id: 'T', name: 'Театральная', lineId: '2', latitude: 55.7587, longitude: 37.6181 },
      { id: 'P', name: 'Площадь Революции', lineId: '3', latitude: 55.7567, longitude: 37.6219 },
      { id: 'A', name: 'Арбатская', lineId: '3', latitude: 55.7521, longitude: 37.6034 },
      { id: 'N', name: 'Новокузнецкая', lineId: '2', latitude: 55.7424, longitude: 37.6293 },
      // The line's ends: the scheme at the whole city's scale, where the hub's stations meet.
      { id: 'end-1', name: 'Саларьево', lineId: '1', latitude: 55.6227, longitude: 37.424 },
      { id: 'end-2', name: 'Бульвар Рокоссовского', lineId: '1', latitude: 55.8148, longitude: 37.7342 },
    ]
    const items = [
      ...ITEMS,
      { id: 'ЛБ-6', stationId: 'O' },
      { id: 'ЛБ-7', stationId: 'T' },
      { id: 'ЛБ-8', stationId: 'P' },
    ]
    const placed = new Map(lineScheme(hubLines, hub, []).stations.map((s) => [s.id, s]))
    const where = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.hypot(a.x - b.x, a.y - b.y)
    // Where they are, the hub's stations lie over each other.
    expect(where(placed.get('O')!, placed.get('T')!)).toBeLessThan(STATION_GAP)
    const scheme = lineScheme(hubLines, hub, items)
    const drawn = new Map(scheme.stations.map((s) => [s.id, s]))
    const offered = scheme.stations.filter((s) => s.unitIds.length > 0)
    for (const [i, a] of offered.entries())
      for (const b of offered.slice(i + 1)) expect(where(a, b)).toBeGreaterThanOrEqual(STATION_GAP)
    for (const id of ['O', 'T', 'P']) expect(where(drawn.get(id)!, placed.get(id)!)).toBeLessThan(STATION_GAP)
    // Stations with nothing for sale, and those no other comes near, are where they are.
    for (const id of ['A', 'N', 'S', 'r3'])
      expect(drawn.get(id)).toEqual({ ...placed.get(id), unitIds: drawn.get(id)!.unitIds })
    // The tracks run to the stations as drawn: Театральная's line ends at it.
    const green = scheme.lines.find((l) => l.id === '2')!
    const ends = green.segments.flatMap(([x1, y1, x2, y2]) => [`${x1},${y1}`, `${x2},${y2}`])
    expect(ends).toContain(`${drawn.get('T')!.x},${drawn.get('T')!.y}`)
  })

  it('walks the offered stations of a line by arrow keys, stopping at the ends', () => {
    const offered = ['a', 'b', 'c']
    expect(stepAlong(offered, 'a', 'ArrowRight')).toBe('b')
    expect(stepAlong(offered, 'b', 'ArrowDown')).toBe('c')
    expect(stepAlong(offered, 'c', 'ArrowRight')).toBe('c')
    expect(stepAlong(offered, 'b', 'ArrowLeft')).toBe('a')
    expect(stepAlong(offered, 'a', 'ArrowUp')).toBe('a')
    expect(stepAlong(offered, 'b', 'Home')).toBe('a')
    expect(stepAlong(offered, 'a', 'End')).toBe('c')
    expect(stepAlong(offered, 'a', 'Enter')).toBeUndefined()
    expect(stepAlong(offered, 'zzz', 'ArrowRight')).toBe('a')
  })

  it('a station chosen selects its free boxes; chosen again, unselects them; taken boxes are never added', () => {
    const taken = new Set(['ЛБ-2'])
    const once = toggleStation(['ЛБ-5'], ['ЛБ-1', 'ЛБ-2', 'ЛБ-9'], taken)
    expect(once).toEqual(['ЛБ-5', 'ЛБ-1', 'ЛБ-9'])
    expect(stationChoice(['ЛБ-1', 'ЛБ-2', 'ЛБ-9'], new Set(once), taken)).toBe('all')
    expect(toggleStation(once, ['ЛБ-1', 'ЛБ-2', 'ЛБ-9'], taken)).toEqual(['ЛБ-5'])
    // Some chosen: the rest join.
    expect(stationChoice(['ЛБ-1', 'ЛБ-9'], new Set(['ЛБ-1']), new Set())).toBe('some')
    expect(toggleStation(['ЛБ-1'], ['ЛБ-1', 'ЛБ-9'], new Set())).toEqual(['ЛБ-1', 'ЛБ-9'])
    expect(stationChoice(['ЛБ-1'], new Set(), new Set())).toBe('none')
  })

  it('names a station for a screen reader with its line, its boxes and how many are chosen', () => {
    expect(
      stationLabel({ name: 'Лубянка', unitIds: ['a', 'b', 'c'] }, 'Сокольническая', new Set(['b'])),
    ).toBe('Лубянка, Сокольническая: 3 места, выбрано 1')
    expect(stationLabel({ name: 'Лубянка', unitIds: ['a'] }, 'Сокольническая', new Set())).toBe(
      'Лубянка, Сокольническая: 1 место, выбрано 0',
    )
  })
})
