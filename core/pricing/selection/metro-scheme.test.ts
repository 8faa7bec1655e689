import { describe, expect, it } from 'vitest'
import {
  metroScheme,
  narrowByMetro,
  offeredScheme,
  SCHEME_WIDTH,
  schemeSize,
  stationsWithUnits,
  WHOLE_CITY_SCHEME,
} from './metro-scheme'

const LINES = [
  { id: '1', name: 'Сокольническая', color: '#f91f22' },
  { id: '5', name: 'Кольцевая', color: '#8d5b2d' },
]
const STATIONS = [
  { id: 'S1', name: 'Лубянка', lineId: '1', latitude: 55.7596, longitude: 37.6255 },
  { id: 'S2', name: 'Сокольники', lineId: '1', latitude: 55.7889, longitude: 37.6799 },
  { id: 'S3', name: 'Белорусская', lineId: '5', latitude: 55.7772, longitude: 37.5822 },
  { id: 'S4', name: 'Новая', lineId: '5', latitude: null, longitude: null },
]
const ITEMS = [
  { id: 'ЛБ-1', stationId: 'S1' },
  { id: 'ЛБ-2', stationId: 'S3' },
  { id: 'ЛБ-3', stationId: 'S4' },
  { id: 'LB-001' },
]

describe('the light-box metro scheme (R-SCREEN-59)', () => {
  it('places the stations with coordinates where they are, north up, in the line’s colour, inside the scheme', () => {
    const scheme = metroScheme(LINES, STATIONS)
    expect(scheme.stations.map((s) => s.id)).toEqual(['S1', 'S2', 'S3'])
    const [lubyanka, sokolniki, belorusskaya] = scheme.stations
    // Sokolniki is north-east of Lubyanka, Belorusskaya north-west.
    expect(sokolniki!.y).toBeLessThan(lubyanka!.y)
    expect(sokolniki!.x).toBeGreaterThan(lubyanka!.x)
    expect(belorusskaya!.x).toBeLessThan(lubyanka!.x)
    expect(belorusskaya!.color).toBe('#8d5b2d')
    for (const s of scheme.stations) {
      expect(s.x).toBeGreaterThanOrEqual(0)
      expect(s.x).toBeLessThanOrEqual(SCHEME_WIDTH)
      expect(s.y).toBeGreaterThanOrEqual(0)
      expect(s.y).toBeLessThanOrEqual(scheme.height)
    }
    expect(metroScheme(LINES, STATIONS, '5').stations.map((s) => s.id)).toEqual(['S3'])
    expect(metroScheme(LINES, [], '5').stations).toEqual([])
  })

  it('narrows the units to a station, or to a line’s stations; a unit at no station only shows unnarrowed', () => {
    expect(narrowByMetro(ITEMS, STATIONS, {}).map((i) => i.id)).toEqual(['ЛБ-1', 'ЛБ-2', 'ЛБ-3', 'LB-001'])
    expect(narrowByMetro(ITEMS, STATIONS, { lineId: '5' }).map((i) => i.id)).toEqual(['ЛБ-2', 'ЛБ-3'])
    expect(narrowByMetro(ITEMS, STATIONS, { lineId: '5', stationId: 'S1' }).map((i) => i.id)).toEqual([
      'ЛБ-1',
    ])
  })

  it('offers the stations that have units, by name, on the line chosen', () => {
    expect(stationsWithUnits(STATIONS, ITEMS).map((s) => s.name)).toEqual(['Белорусская', 'Лубянка', 'Новая'])
    expect(stationsWithUnits(STATIONS, ITEMS, '1').map((s) => s.name)).toEqual(['Лубянка'])
  })

  it('draws only the stations offered: a station with coordinates but no units is left off, the scale kept', () => {
    const { offered, scheme } = offeredScheme(LINES, STATIONS, ITEMS)
    expect(offered.map((s) => s.name)).toEqual(['Белорусская', 'Лубянка', 'Новая'])
    // Сокольники (S2) has coordinates but no units: not drawn; Новая (S4) is offered but has no coordinates.
    expect(scheme.stations.map((s) => s.id)).toEqual(['S1', 'S3'])
    expect(scheme.stations.some((s) => s.id === 'S2')).toBe(false)
    const whole = metroScheme(LINES, STATIONS)
    expect(scheme.height).toBe(whole.height)
    expect(scheme.stations).toEqual(whole.stations.filter((s) => s.id !== 'S2'))
  })

  it('draws only the offered stations of the line chosen', () => {
    const { offered, scheme } = offeredScheme(LINES, STATIONS, ITEMS, '1')
    expect(offered.map((s) => s.id)).toEqual(['S1'])
    expect(scheme.stations.map((s) => s.id)).toEqual(['S1'])
    expect(scheme.height).toBe(metroScheme(LINES, STATIONS, '1').height)
    expect(offeredScheme(LINES, STATIONS, [], null).scheme.stations).toEqual([])
  })

  it('holds the whole city’s place while the reference loads, the chosen line’s once it is here, none without it', () => {
    for (const status of ['idle', 'loading'] as const)
      expect(schemeSize({ status, lines: [], stations: [] })).toEqual(WHOLE_CITY_SCHEME)
    const whole = metroScheme(LINES, STATIONS)
    expect(schemeSize({ status: 'ready', lines: LINES, stations: STATIONS })).toEqual({
      width: whole.width,
      height: whole.height,
    })
    expect(schemeSize({ status: 'ready', lines: LINES, stations: STATIONS }, '1')?.height).toBe(
      metroScheme(LINES, STATIONS, '1').height,
    )
    expect(schemeSize({ status: 'error', lines: [], stations: [] })).toBeUndefined()
    expect(schemeSize({ status: 'ready', lines: [], stations: [] })).toBeUndefined()
  })
})
