import { describe, expect, it } from 'vitest'
import { routeLine, routeNumberTitle, routeTitle } from './ground-route-line'

/** Route 13 along the Derbenevskaya embankment, both directions' stops, out of order as the data lists them. */
const STOPS = [
  { name: 'Новоспасский мост', latitude: 55.7316, longitude: 37.6532 },
  { name: 'Павелецкий вокзал', latitude: 55.7303, longitude: 37.6405 },
  { name: 'Дербеневская наб.', latitude: 55.7257, longitude: 37.6552 },
  { name: 'Новоспасский мост', latitude: 55.7318, longitude: 37.6536 },
  { name: 'Кожевническая ул.', latitude: 55.7291, longitude: 37.6459 },
  { name: 'Метро Павелецкая', latitude: 55.7316, longitude: 37.6366 },
]

describe('ground-transport routes with their termini (issue #50 item 4)', () => {
  it('orders the stops from terminus to terminus, one stop a name, and names the route by them', () => {
    const line = routeLine({ id: 'А13', inventoryNumber: 'А13' }, STOPS)
    expect(line.stops.map((s) => s.name)).toEqual([
      'Метро Павелецкая',
      'Павелецкий вокзал',
      'Кожевническая ул.',
      'Новоспасский мост',
      'Дербеневская наб.',
    ])
    expect(line.termini).toEqual(['Метро Павелецкая', 'Дербеневская наб.'])
    expect(line.title).toBe('Маршрут 13: «Метро Павелецкая» — «Дербеневская наб.»')
    for (const s of line.stops) {
      expect(s.x).toBeGreaterThanOrEqual(0)
      expect(s.x).toBeLessThanOrEqual(line.width)
      expect(s.y).toBeGreaterThanOrEqual(0)
      expect(s.y).toBeLessThanOrEqual(line.height)
    }
  })

  it('gives the same route whatever order the stops come in', () => {
    const once = routeLine({ id: 'А13', inventoryNumber: 'А13' }, STOPS)
    for (let seed = 1; seed <= 5; seed++) {
      const shuffled = [...STOPS].sort(
        (a, b) => ((a.latitude * seed * 7919) % 1) - ((b.latitude * seed * 7919) % 1),
      )
      expect(routeLine({ id: 'А13', inventoryNumber: 'А13' }, shuffled)).toEqual(once)
    }
  })

  it('says buses and trams apart, and a route with no stops keeps its number', () => {
    expect(routeNumberTitle('А13')).toBe('Маршрут 13')
    expect(routeNumberTitle('Тм3')).toBe('Трамвай 3')
    expect(routeTitle('Тм3', 'А', 'Б')).toBe('Трамвай 3: «А» — «Б»')
    expect(routeTitle('А1', 'А', 'А')).toBe('Маршрут 1: «А» (кольцевой)')
    expect(routeLine({ id: 'x', inventoryNumber: 'А99' }, []).title).toBe('Маршрут 99')
  })
})
