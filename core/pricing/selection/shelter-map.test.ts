import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chosenStops, stopKey } from './shelter-form'
import { chooseInArea, mapStops, stopFeatures, stopMark, stopSummary, toggleMapStop } from './shelter-map'
import type { ListedStop } from './stops-listing'

/** A side as the server lists it: numbered on its own ('7-a'), at its stop's place. */
const side = (n: string, s: 'a' | 'b', free = true, at: [number, number] = [37.6, 55.76]): ListedStop => ({
  inventoryNumber: `${n}-${s}`,
  side: s,
  region: 'ЦАО',
  districtName: 'Тверской',
  isAvailableInBooking: free,
  platformName: `Остановка ${n}`,
  longitude: at[0],
  latitude: at[1],
})
const keys = (input: Readonly<Record<string, unknown>>): string[] =>
  chosenStops(input, 'stops').map(stopKey).sort()

describe('the transit-shelter map (R-SCREEN-62)', () => {
  it('draws one point per stop, its sides together, in the order they came', () => {
    const stops = mapStops([side('7', 'a'), side('9', 'a', true, [37.5, 55.7]), side('7', 'b', false)])
    expect(stops.map((s) => [s.name, s.sides.map((x) => x.inventoryNumber)])).toEqual([
      ['Остановка 7', ['7-a', '7-b']],
      ['Остановка 9', ['9-a']],
    ])
    expect(stopFeatures(stops, new Set()).features[1]?.geometry.coordinates).toEqual([37.5, 55.7])
  })

  it('marks a stop chosen, partly chosen, free or taken, under the side filter', () => {
    const [stop] = mapStops([side('7', 'a'), side('7', 'b')])
    if (!stop) throw new Error('no stop')
    expect(stopMark(stop, new Set())).toBe('free')
    expect(stopMark(stop, new Set(['7-a:a']))).toBe('part')
    expect(stopMark(stop, new Set(['7-a:a']), 'a')).toBe('chosen')
    expect(stopMark(stop, new Set(['7-a:a', '7-b:b']))).toBe('chosen')
    const [taken] = mapStops([side('8', 'a', false), side('8', 'b', false)])
    if (!taken) throw new Error('no stop')
    expect(stopMark(taken, new Set())).toBe('taken')
    // A side chosen before it was taken still shows, so that it can be given back.
    expect(stopMark(taken, new Set(['8-b:b']))).toBe('chosen')
    const chosenOnly = stopFeatures([stop, taken], new Set(['8-b:b']), 'all', 'chosen')
    expect(chosenOnly.features.map((f) => f.properties.id)).toEqual([taken.id])
  })

  it('R-STOP-01 on the map: a click takes the free sides the filter shows, a second click gives them back', () => {
    const [stop] = mapStops([side('7', 'a'), side('7', 'b', false)])
    if (!stop) throw new Error('no stop')
    const start = { stops: [{ inventoryNumber: '1', side: 'a', region: 'САО' }] }
    const once = toggleMapStop(start, 'stops', stop)
    expect(keys(once)).toEqual(['1:a', '7-a:a'])
    expect(keys(toggleMapStop(once, 'stops', stop))).toEqual(['1:a'])
    expect(keys(toggleMapStop(start, 'stops', stop, 'b'))).toEqual(['1:a'])
  })

  it('R-STOP-11: an area takes the free sides inside it once, keeps the rest, and needs three points', () => {
    const square: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 1, max: 30 }),
            fc.boolean(),
            fc.boolean(),
            // Half-degree points never lie on the square's edge, where inside and outside are a matter of taste.
            fc.integer({ min: -5, max: 14 }).map((x) => x + 0.5),
            fc.integer({ min: -5, max: 14 }).map((y) => y + 0.5),
          ),
        ),
        fc.constantFrom('all' as const, 'a' as const, 'b' as const),
        (rows, filter) => {
          const sides = rows.map(([n, b, free, x, y]) => side(String(n), b ? 'b' : 'a', free, [x, y]))
          const start = { stops: [{ inventoryNumber: 'ЧУЖ', side: 'a', region: 'САО' }] }
          const after = keys(chooseInArea(start, 'stops', sides, square, filter))
          const expected = new Set(['ЧУЖ:a'])
          for (const s of sides)
            if (
              s.isAvailableInBooking !== false &&
              (filter === 'all' || s.side === filter) &&
              s.longitude > 0 &&
              s.longitude < 10 &&
              s.latitude > 0 &&
              s.latitude < 10
            )
              expected.add(stopKey(s))
          expect(after).toEqual([...expected].sort())
          expect(chooseInArea(start, 'stops', sides, square.slice(0, 2), filter)).toBe(start)
        },
      ),
    )
  })

  it('says what a stop holds: chosen of all, and what is taken', () => {
    const [stop] = mapStops([side('7', 'a'), side('7', 'b', false)])
    if (!stop) throw new Error('no stop')
    expect(stopSummary(stop, new Set(['7-a:a']))).toBe('7-a, 7-b · Остановка 7 — выбрано 1 из 2, занято 1')
  })
})
