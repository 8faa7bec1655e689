import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from './demo-reference'
import { withGroundRoutes } from './ground-routes-catalogue'

describe('the inventory’s real routes in the price list (issue #50 item 4)', () => {
  it('adds bus routes to buses and tram routes to trams, after the list’s own; a known id keeps its entry', () => {
    const merged = withGroundRoutes(DEMO_REFERENCE, [
      { id: 'А13', kind: 'bus', inventoryNumber: 'А13' },
      { id: 'Тм3', kind: 'tram', inventoryNumber: 'Тм3' },
      { id: 'a1', kind: 'bus', inventoryNumber: 'другой' },
    ])
    const buses = merged.tariffs.groundTransportation.routes
    expect(buses.slice(0, 20)).toEqual(DEMO_REFERENCE.tariffs.groundTransportation.routes)
    expect(buses.slice(20)).toEqual([{ id: 'А13', inventoryNumber: 'А13' }])
    expect(merged.tariffs.groundTransportationTram.routes.at(-1)).toEqual({
      id: 'Тм3',
      inventoryNumber: 'Тм3',
    })
    expect(buses.find((r) => r.id === 'a1')!.inventoryNumber).toBe('A-100')
    expect(withGroundRoutes(DEMO_REFERENCE, [])).toBe(DEMO_REFERENCE)
  })
})
