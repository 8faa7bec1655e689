import { beforeAll, describe, expect, it } from 'vitest'
import { lineScheme, STATION_GAP } from '../../core/pricing/selection/metro-line-scheme'
import {
  metroScheme,
  WHOLE_CITY_SCHEME,
  type SchemeLine,
  type SchemeStationSource,
} from '../../core/pricing/selection/metro-scheme'
import { readMoscowFiles } from './moscow-files'

/** The light-box scheme (core/pricing/selection/metro-line-scheme.ts) over the real metro this adapter serves. */
describe('the metro scheme over Moscow’s stations, a unit at every one', () => {
  let lines: SchemeLine[] = []
  let stations: SchemeStationSource[] = []
  beforeAll(async () => {
    const files = await readMoscowFiles()
    lines = files.lines.map((l) => ({ id: l.id, name: l.name, color: l.color }))
    stations = files.stations.map((s, i) => ({ ...s, id: `station-${i}` }))
  })

  it('draws no two stations nearer than a circle’s width, each close to where it is, every hub included', () => {
    const items = stations.map((s) => ({ id: `unit-of-${s.id}`, stationId: s.id }))
    const where = new Map(lineScheme(lines, stations, []).stations.map((s) => [s.id, s]))
    const drawn = lineScheme(lines, stations, items).stations
    const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.hypot(a.x - b.x, a.y - b.y)
    // Where they are, the interchanges' stations lie over each other: tens of pairs.
    const placed = [...where.values()]
    const crowded = placed.flatMap((a, i) => placed.slice(i + 1).filter((b) => distance(a, b) < STATION_GAP))
    expect(crowded.length).toBeGreaterThan(50)
    expect(drawn.length).toBe(placed.length)
    for (const [i, a] of drawn.entries())
      for (const b of drawn.slice(i + 1)) expect(distance(a, b)).toBeGreaterThanOrEqual(STATION_GAP)
    const moves = drawn.map((s) => distance(s, where.get(s.id)!))
    console.log(
      `metro scheme: ${moves.filter((m) => m > 0).length} of ${drawn.length} stations moved, at most ${Math.max(...moves).toFixed(1)} units`,
    )
    expect(Math.max(...moves)).toBeLessThan(2 * STATION_GAP)
  })

  it('is square for the whole city, the size the control holds before the reference comes', () => {
    const { width, height } = metroScheme(lines, stations)
    expect({ width, height }).toEqual(WHOLE_CITY_SCHEME)
  })
})
