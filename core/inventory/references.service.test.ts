import { describe, expect, it } from 'vitest'
import { REFERENCE_CALLS } from './inventory-calls'
import type { Page } from './inventory.contract'
import type { InventoryReads } from './inventory-reads.port'
import { REFERENCE_LISTS, References } from './references.service'

/** An inventory whose reads record the page and arguments they were asked for. */
const inventoryOver = (asked: unknown[][]): InventoryReads => {
  const formats = [
    { _id: 'f1', isActive: true },
    { _id: 'f2', isActive: false },
    { _id: 'f3', isActive: true },
  ]
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      asked.push([name, ...args])
      return []
    }
  return {
    regions: record('regions') as InventoryReads['regions'],
    regionGeometries: async () => [
      { code: '0101', name: 'Арбат', parentCode: '01', geometry: { type: 'Point' } },
    ],
    metroLines: record('metroLines') as InventoryReads['metroLines'],
    metroStations: record('metroStations') as InventoryReads['metroStations'],
    metroPlatforms: record('metroPlatforms') as InventoryReads['metroPlatforms'],
    metroHubs: record('metroHubs') as InventoryReads['metroHubs'],
    routes: record('routes') as InventoryReads['routes'],
    items: async () => ({ totalCount: 0, items: [] }),
    stationsByIds: async () => [],
    references: async <T>(kind: string, page: Page) => {
      asked.push(['references', kind, page])
      return (kind === 'format' ? formats : []) as T[]
    },
    reference: async <T>(kind: string, id: string) =>
      (kind === 'news' && id === 'n1' ? { _id: 'n1' } : undefined) as T | undefined,
  }
}

describe('References (issue #49 item 3: the reference reads as a core use case)', () => {
  it('R-API-27: every reference call is read, in the order of its page rules', () => {
    expect(REFERENCE_LISTS).toEqual(Object.keys(REFERENCE_CALLS))
  })

  it('R-CONST-07: a page is the call’s default, a larger limit capped by its rule; the query reaches the read', async () => {
    const asked: unknown[][] = []
    const references = new References(inventoryOver(asked))
    await references.list('/api/v1/metro-stations', { lineId: '3' })
    await references.list('/api/v1/data-packages', { limit: '100000', offset: '5' })
    await references.list('/api/v1/regions', { level: '1' })
    await references.list('/api/v1/routes', { kind: 'tram', search: 'Т-3' })
    const stations = REFERENCE_CALLS['/api/v1/metro-stations']
    expect(asked).toEqual([
      ['metroStations', '3', { limit: Math.min(stations.limit, stations.cap), offset: 0 }],
      ['references', 'dataPackage', { limit: REFERENCE_CALLS['/api/v1/data-packages'].cap, offset: 5 }],
      ['regions', 1, { limit: REFERENCE_CALLS['/api/v1/regions'].limit, offset: 0 }],
      ['routes', 'tram', 'Т-3', expect.objectContaining({ offset: 0 })],
    ])
  })

  it('a query parameter the lists do not know is refused, naming it, before anything is read', async () => {
    const asked: unknown[][] = []
    const refused = await new References(inventoryOver(asked)).list('/api/v1/cities', { sort: 'name' })
    expect(refused.ok || refused.error).toMatchObject({
      code: 'invalid input',
      errors: { sort: expect.any(String) },
    })
    expect(asked).toEqual([])
  })

  it('the public formats filter by isActive, then page', async () => {
    const references = new References(inventoryOver([]))
    const active = await references.list('/api/v1/public/data-formats', {
      isActive: 'true',
      limit: '1',
      offset: '1',
    })
    expect(active.ok && active.value).toEqual([{ _id: 'f3', isActive: true }])
  })

  it('one entry by id, another is not found; districts read as GeoJSON features', async () => {
    const references = new References(inventoryOver([]))
    expect(await references.entry('news', 'n1')).toEqual({ ok: true, value: { _id: 'n1' } })
    const missing = await references.entry('news', 'n2')
    expect(missing.ok || missing.error).toEqual({
      code: 'not found',
      message: 'Не найдено',
      errors: { id: 'not found' },
    })
    const offer = await references.offer('nothing.pdf')
    expect(offer.ok || offer.error.errors).toEqual({ fileName: 'not found' })
    const districts = await references.districts({})
    expect(districts.ok && districts.value).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { code: '0101', name: 'Арбат', parentCode: '01' },
          geometry: { type: 'Point' },
        },
      ],
    })
  })
})
