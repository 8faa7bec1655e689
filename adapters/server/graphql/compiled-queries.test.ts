import { execute, parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QuoteService } from '../../../core/quoting/quote.service'
import { InventoryReads } from '../../../core/inventory/inventory-reads.port'
import { ShelterReads } from '../../../core/inventory/shelter-reads.port'
import { signUp, startTestServer, type TestServer } from '../testing/test-server'
import { CompiledQueries, schemaWithResolvers } from './compiled-queries'
import { inventoryResolvers } from './inventory.resolvers'
import { inventorySchema } from './inventory.schema'

/** The compiled queries answer exactly what graphql-js answers, over the real inventory. */
let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ inventory: true })
  token = await signUp(server, 'compiled@example.ru')
})
afterAll(async () => {
  await server?.close()
})

const QUERIES: readonly [string, Record<string, unknown>][] = [
  [
    'query($period: PeriodInput!) { getTransitShelterSpacesByPeriod(period: $period, limit: 24000, offset: 0) { totalCount nodes { inventoryNumber side isAvailableInBooking } } }',
    { period: { startDate: '2027-01-01', endDate: '2027-01-31' } },
  ],
  [
    '{ transitShelterSpaces(limit: 50, offset: 100) { inventoryNumber side format basePrice files advertisingPlatform { __typename } } }',
    {},
  ],
  ['{ metroLines { id name color } metroStations(limit: 5) { id name } }', {}],
  ['{ regions(level: 1) { code name } }', {}],
  ['query($ids: [String!]) { cityFormats(ids: $ids) { id } }', { ids: [] }],
]

describe('compiled GraphQL queries', () => {
  it('answer what graphql-js answers, query by query', async () => {
    const context = {
      repo: server.container.get<InventoryReads>(InventoryReads),
      shelters: server.container.get<ShelterReads>(ShelterReads),
      anonymous: false,
      pricing: () => server.container.get(QuoteService).reference(),
    }
    const compiledQueries = new CompiledQueries(schemaWithResolvers(inventorySchema, inventoryResolvers))
    for (const [query, variables] of QUERIES) {
      const document = parse(query)
      const expected = await execute({
        schema: inventorySchema,
        document,
        rootValue: inventoryResolvers,
        contextValue: context,
        variableValues: variables,
      })
      expect(expected.errors, query).toBeUndefined()
      const compiled = compiledQueries.of(query, document, undefined)
      expect(compiled, query).toBeDefined()
      const answer = await compiled!.query(undefined, context, variables)
      expect(JSON.parse(compiled!.stringify(answer)), query).toEqual(JSON.parse(JSON.stringify(expected)))
      // And the route gives the same.
      const http = await server.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `Bearer ${token}` },
        payload: { query, variables },
      })
      expect(http.json(), query).toEqual(JSON.parse(JSON.stringify({ data: expected.data })))
    }
  })

  it('a query with an error answers as graphql-js would: the input named, in Russian', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: '{ regions(level: 3) { code } }' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({
      message: 'Проверьте поля: level',
      errors: [{ extensions: { errors: { level: 'wrong format' } } }],
    })
  })
})
