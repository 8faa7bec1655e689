import { Observable, Subject, throwError } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { GraphQLClient } from '../../ports/graphql.port'
import type { Decoder } from '../../shared/decoder'
import { SHELTERS_NOT_LOADED, ShelterListStore, type ShelterQuery } from './shelter-list.store'

const space = (n: string, okrug: string) => ({
  inventoryNumber: n,
  side: 'a',
  format: '1,2×1,8 м',
  basePrice: 30000,
  isAvailableInBooking: true,
  advertisingPlatform: {
    name: 'Остановка',
    address: 'Улица, 1',
    street: 'Улица',
    direction: 'в центр',
    latitude: 55.7,
    longitude: 37.6,
    platformNumber: '1',
    region: { code: '0101', name: 'Район', parent: { code: okrug } },
  },
})

/** Answers each query when the test says, in any order; or fails every call. */
class ScriptedGraphQL implements GraphQLClient {
  readonly calls: { document: string; variables: Record<string, unknown>; answer: Subject<unknown> }[] = []
  fail = false
  query<A>(
    document: string,
    variables: Readonly<Record<string, unknown>>,
    decoder: Decoder<A>,
  ): Observable<A> {
    if (this.fail) return throwError(() => new Error('offline'))
    const answer = new Subject<unknown>()
    this.calls.push({ document, variables: { ...variables }, answer })
    return new Observable<A>((sub) =>
      answer.subscribe((raw) => {
        const decoded = decoder(raw)
        if (decoded.ok) sub.next(decoded.value)
        else sub.error(new Error(decoded.error.message))
        sub.complete()
      }),
    )
  }
  answer(i: number, data: unknown): void {
    this.calls[i]?.answer.next(data)
  }
}

const query: ShelterQuery = {
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  side: 'all',
  okrug: null,
  search: '',
  page: 1,
}
const page = (n: string, okrug = '01') => ({
  getTransitShelterSpacesByPeriod: { totalCount: 41, nodes: [space(n, okrug)] },
})
const okrugs = {
  getTransitShelterRegionAvailability: { districts: [{ code: '01', name: 'Центральный', available: 9 }] },
  regions: [
    { code: '01', abbrev: 'ЦАО' },
    { code: '11', abbrev: 'Новомосковский' },
  ],
}

describe('the transit-shelter list of the wizard (R-SCREEN-61, R-STOP-11, R-STOP-14)', () => {
  it('asks for the page of 20 with the filters, reads the okrugs once a period, and prices by the okrug', async () => {
    const graphql = new ScriptedGraphQL()
    const store = new ShelterListStore(graphql)
    const first = store.load({ ...query, okrug: '01', search: ' Тверская ', page: 3, side: 'b' })
    expect(graphql.calls[0]?.variables).toMatchObject({
      side: 'b',
      regions: ['01'],
      search: 'Тверская',
      limit: 20,
      offset: 40,
    })
    graphql.answer(0, page('ОСТ-1', '11'))
    graphql.answer(1, okrugs)
    await first
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      totalCount: 41,
      okrugs: [{ code: '01', available: 9 }],
    })
    expect(store.getSnapshot().stops[0]).toMatchObject({
      inventoryNumber: 'ОСТ-1',
      region: 'НАО',
      platformName: 'Остановка, Улица, 1',
    })
    const again = store.load({ ...query, page: 2 })
    expect(graphql.calls).toHaveLength(3)
    graphql.answer(2, page('ОСТ-2'))
    await again
    expect(store.getSnapshot().okrugs).toHaveLength(1)
  })

  it('the latest query wins: an older answer arriving last is dropped', async () => {
    const graphql = new ScriptedGraphQL()
    const store = new ShelterListStore(graphql)
    const older = store.load({ ...query, search: 'а' })
    const newer = store.load({ ...query, search: 'аб' })
    graphql.answer(2, page('НОВАЯ'))
    graphql.answer(3, okrugs)
    await newer
    graphql.answer(0, page('СТАРАЯ'))
    graphql.answer(1, okrugs)
    await older
    expect(store.getSnapshot().stops.map((s) => s.inventoryNumber)).toEqual(['НОВАЯ'])
    expect(store.getSnapshot().query?.search).toBe('аб')
  })

  it('a failure keeps the rows shown and says what to do', async () => {
    const graphql = new ScriptedGraphQL()
    const store = new ShelterListStore(graphql)
    const first = store.load(query)
    graphql.answer(0, page('ОСТ-1'))
    graphql.answer(1, okrugs)
    await first
    graphql.fail = true
    await store.load({ ...query, page: 2 })
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: SHELTERS_NOT_LOADED, totalCount: 41 })
    expect(store.getSnapshot().stops).toHaveLength(1)
  })
})
