import { Observable, of, throwError } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { GraphQLClient } from '../../ports/graphql.port'
import type { Decoder } from '../../shared/decoder'
import { FakeHttpClient } from '../testing/fake-http-client'
import { shelterSpaceWire } from '../testing/shelter-space.fixture'
import { MAP_NOT_LOADED, ShelterMapStore } from './shelter-map.store'

const space = (n: number, side: 'a' | 'b') =>
  shelterSpaceWire(String(n), '01', { side, free: n % 7 !== 0, name: `Остановка ${n}` })
/** The city of the test: 1,250 stops with both sides, 2,500 sides in all. */
const CITY = Array.from({ length: 1250 }, (_, i) => [space(i + 1, 'a'), space(i + 1, 'b')]).flat()

/** Answers each query from the test city at once, counting the pages asked; or fails while `down`. */
class CityGraphQL implements GraphQLClient {
  readonly offsets: number[] = []
  down = false
  query<A>(
    document: string,
    variables: Readonly<Record<string, unknown>>,
    decoder: Decoder<A>,
  ): Observable<A> {
    if (this.down) return throwError(() => new Error('offline'))
    let raw: unknown
    if (document.includes('regions(level: 1')) raw = { regions: [{ code: '01', abbrev: 'ЦАО' }] }
    else if (document.includes('metroStations'))
      raw = {
        metroLines: [{ id: '1', name: 'Сокольническая', color: '#f91f22' }],
        metroStations: [
          { name: 'Сокольники', lineId: '1', latitude: 55.789, longitude: 37.68 },
          { name: 'Без места', lineId: '1', latitude: null, longitude: null },
        ],
      }
    else {
      const offset = Number(variables['offset'])
      const limit = Number(variables['limit'])
      this.offsets.push(offset)
      raw = {
        getTransitShelterSpacesByPeriod: {
          totalCount: CITY.length,
          nodes: CITY.slice(offset, offset + limit),
        },
      }
    }
    const decoded = decoder(raw)
    return decoded.ok ? of(decoded.value) : throwError(() => new Error(decoded.error.message))
  }
}

const outlines = {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: { code: '01', name: 'Центральный' }, geometry: null }],
}
const period = { startDate: '2027-01-01', endDate: '2027-01-31' }

describe('the shelter map store (R-SCREEN-62)', () => {
  it('R-STOP-17: reads the whole city 1,000 sides a request, as stops with their sides, and the okrugs once', async () => {
    const graphql = new CityGraphQL()
    const http = new FakeHttpClient().answer('GET', '/api/v1/public/districts', outlines)
    const store = new ShelterMapStore(graphql, http)
    await store.load(period)
    const state = store.getSnapshot()
    expect(graphql.offsets.sort((a, b) => a - b)).toEqual([0, 1000, 2000])
    expect(state.status).toBe('ready')
    expect(state.sides).toHaveLength(2500)
    expect(state.stops).toHaveLength(1250)
    expect(state.stops[6]?.sides.map((s) => [s.side, s.isAvailableInBooking, s.region])).toEqual([
      ['a', false, 'ЦАО'],
      ['b', false, 'ЦАО'],
    ])
    expect(state.outlines?.features[0]?.properties.name).toBe('Центральный')
    expect([state.okrugOf.get('7'), state.okrugOf.get('1250'), state.okrugOf.get('1251')]).toEqual([
      '01',
      '01',
      undefined,
    ])
    expect(state.facts.get('7')).toMatchObject({
      name: 'Остановка 7',
      format: '1,2×1,8 м',
      direction: 'в центр',
    })
    expect(state.metro?.features.map((f) => [f.properties.name, f.properties.color])).toEqual([
      ['Сокольники', '#f91f22'],
    ])
    expect(http.callsTo('GET', '/api/v1/public/districts')[0]?.authenticated).toBe(false)
    // The same period again reads nothing; another period reads the sides again but not the okrugs.
    await store.load(period)
    expect(graphql.offsets).toHaveLength(3)
    await store.load({ startDate: '2027-02-01', endDate: '2027-02-28' })
    expect(graphql.offsets).toHaveLength(6)
    expect(http.callsTo('GET', '/api/v1/public/districts').map((c) => c.query)).toEqual([
      { level: 1 },
      { level: 2 },
    ])
  })

  it('says when the city could not be read, keeps what it showed, and reads again when asked', async () => {
    const graphql = new CityGraphQL()
    const http = new FakeHttpClient().answer('GET', '/api/v1/public/districts', outlines)
    const store = new ShelterMapStore(graphql, http)
    await store.load(period)
    graphql.down = true
    await store.load({ startDate: '2027-02-01', endDate: '2027-02-28' })
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: MAP_NOT_LOADED })
    expect(store.getSnapshot().stops).toHaveLength(1250)
    graphql.down = false
    await store.load({ startDate: '2027-02-01', endDate: '2027-02-28' })
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', error: undefined })
  })
})
