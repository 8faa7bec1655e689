import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, startTestServer, type TestServer } from './testing/test-server'

/**
 * Fuzzing the inventory reads (issue 5): random query strings on every reference GET and random GraphQL
 * variables on every inventory query. Never a 5xx; every refusal carries a message; the inventory tables do
 * not change (checked by row counts around the run).
 */
let server: TestServer
let token: string
let requests = 0

beforeAll(async () => {
  // This file is one address asking more than a person would (GraphQL 300 a minute): the per-address limits are
  // raised here and tested with the product's values in rate-limits.test.ts.
  server = await startTestServer({ inventory: true, rateLimitScale: 100 })
  token = await signUp(server, 'fuzz@example.ru')
})
afterAll(async () => {
  console.log(`inventory fuzzing: ${requests} requests tried`)
  await server?.close()
})

const TABLES = [
  'metro_lines',
  'metro_stations',
  'regions',
  'transit_shelter_spaces',
  'ground_routes',
  'inventory_items',
  'reference_entries',
  'campaigns',
  'campaign_holds',
]
const snapshot = async (): Promise<number[]> =>
  Promise.all(
    TABLES.map(async (t) =>
      Number((await server.db.query<{ n: string }>(`select count(*) as n from ${t}`))[0]?.n),
    ),
  )

const PATHS = [
  '/data-packages',
  '/public/data-formats',
  '/data-package-sizes',
  '/data-places',
  '/public/data-places',
  '/regions',
  '/cities',
  '/routes',
  '/clients/monitors-standalone',
  '/base-plans',
  '/commercial-campaign-states',
  '/public/metro-lines',
  '/metro-lines',
  '/metro-stations',
  '/public/metro-stations',
  '/typography',
  '/legal-entity-basis',
  '/public/form-of-business',
  '/data-video-packages',
  '/public/landing-docs',
  '/public/offer',
  '/news',
  '/question-answer',
  '/public/districts',
  '/public/turns-tiles',
]

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    'Infinity',
    "'; drop table regions; --",
    '%',
    '_',
    '\\',
    '../..',
    'true',
    '2026-02-30',
    '9'.repeat(30),
  ),
  fc.string({ minLength: 1000, maxLength: 3000 }),
)
const queryString = fc
  .dictionary(
    fc.constantFrom('limit', 'offset', 'isActive', 'lineId', 'level', 'kind', 'search', 'x', 'limit[]'),
    nasty,
    { maxKeys: 4 },
  )
  .map((q) => new URLSearchParams(q).toString())

const get = async (path: string, auth: string | undefined) => {
  requests++
  const response = await fetch(`${server.baseUrl}${path}`, {
    headers: auth ? { Authorization: `Bearer ${auth}` } : {},
  })
  const text = await response.text()
  return { status: response.status, text }
}

const QUERIES: readonly { query: string; variables: fc.Arbitrary<Record<string, unknown>> }[] = (() => {
  const anyValue: fc.Arbitrary<unknown> = fc.oneof(
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(nasty, fc.double()), { maxLength: 5 }),
    fc.array(fc.array(fc.tuple(fc.double(), fc.double()), { maxLength: 6 }), { maxLength: 3 }),
  )
  const day = fc.oneof(
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    nasty,
  )
  const limit = fc.oneof(fc.integer({ min: -5, max: 30_000 }), fc.constant(null))
  const shelterArgs = fc.record(
    {
      side: fc.oneof(fc.constantFrom('all', 'a', 'b'), nasty),
      regions: fc.array(fc.oneof(fc.constantFrom('45286000', '45268595'), nasty), { maxLength: 4 }),
      search: nasty,
      polygons: fc.array(
        fc.array(
          fc.tuple(
            fc.double({ min: 37, max: 38, noNaN: true }),
            fc.double({ min: 55, max: 56, noNaN: true }),
          ),
          { minLength: 0, maxLength: 8 },
        ),
        { maxLength: 3 },
      ),
    },
    { requiredKeys: [] },
  )
  return [
    {
      query:
        'query($period: PeriodInput!, $side: String, $regions: [String!], $search: String, $polygons: [[[Float!]!]!], $limit: Int, $offset: Int) { getTransitShelterSpacesByPeriod(period: $period, side: $side, regions: $regions, search: $search, polygons: $polygons, limit: $limit, offset: $offset) { totalCount nodes { inventoryNumber } } }',
      variables: fc
        .tuple(
          fc.oneof(
            fc.record(
              { startDate: day, endDate: day, extra: anyValue },
              { requiredKeys: ['startDate', 'endDate'] },
            ),
            anyValue,
          ),
          fc.oneof(
            shelterArgs,
            fc.record(
              { side: anyValue, regions: anyValue, search: anyValue, polygons: anyValue },
              { requiredKeys: [] },
            ),
          ),
          limit,
          limit,
        )
        .map(([period, rest, l, o]) => ({ period, ...rest, limit: l, offset: o })),
    },
    {
      query:
        'query($p: PeriodInput!) { getTransitShelterRegionAvailability(period: $p) { districts { code available } } }',
      variables: fc.record({ p: fc.oneof(fc.record({ startDate: day, endDate: day }), anyValue) }),
    },
    {
      query:
        'query($f: [String!], $limit: Int) { transitShelterSpaces(filter: { inventoryNumbers: $f }, limit: $limit) { inventoryNumber } }',
      variables: fc.record(
        { f: fc.oneof(fc.array(nasty, { maxLength: 5 }), anyValue), limit },
        { requiredKeys: [] },
      ),
    },
    {
      query: 'query($f: String!) { transitShelterSpacesByExcel(file: $f) { missingSpaces } }',
      variables: fc.record({ f: fc.oneof(nasty, fc.base64String({ maxLength: 200 }), anyValue) }),
    },
    {
      query:
        'query($l: Int, $o: Int, $level: Int) { regions(level: $level, limit: $l, offset: $o) { code } }',
      variables: fc.record(
        { l: limit, o: limit, level: fc.oneof(fc.integer({ min: -3, max: 5 }), anyValue) },
        { requiredKeys: [] },
      ),
    },
    {
      query:
        'query($line: String, $l: Int) { metroStations(lineId: $line, limit: $l) { id } metroLines(limit: $l) { id } }',
      variables: fc.record({ line: anyValue, l: limit }, { requiredKeys: [] }),
    },
    {
      query:
        'query($s: String, $l: Int) { metroPlatforms(stationId: $s, limit: $l) { id } metroStationHubs(limit: $l) { id } timeIntervals(product: $s) { id } }',
      variables: fc.record({ s: anyValue, l: limit }, { requiredKeys: [] }),
    },
    {
      query:
        'query($lines: [String!], $l: Int, $o: Int) { metroMonitors(lineIds: $lines, limit: $l, offset: $o) { totalCount } }',
      variables: fc.record({ lines: anyValue, l: limit, o: limit }, { requiredKeys: [] }),
    },
    {
      query:
        'query($f: [String!], $a: String!, $b: String!, $l: Int) { mskMetroStickersSpaces(formatIds: $f, startDate: $a, endDate: $b, limit: $l) { otsInRange } }',
      variables: fc.record({ f: anyValue, a: day, b: day, l: limit }, { requiredKeys: [] }),
    },
    {
      query:
        'query($i: [LightboxOtsInput!]!, $id: String!) { getLightboxesOTS(input: $i) { ots } lightbox(id: $id) { id } }',
      variables: fc.record({
        i: fc.oneof(
          fc.array(
            fc.record({ id: fc.oneof(fc.constant('ЛБ-00001'), nasty), startDate: day, endDate: day }),
            { maxLength: 3 },
          ),
          anyValue,
        ),
        id: anyValue,
      }),
    },
    {
      query:
        'query($ids: [String!], $p: String, $l: Int) { cityFormats(ids: $ids, productName: $p, limit: $l) { id } formats(ids: $ids, productName: $p, limit: $l) { id } cityFormatGroups(ids: $ids, limit: $l) { id } cityFormatFormats(ids: $ids, productName: $p) { id } }',
      variables: fc.record({ ids: anyValue, p: anyValue, l: limit }, { requiredKeys: [] }),
    },
    {
      query:
        'query($input: CityFormatsPeriodInput!, $l: Int, $o: Int) { cityFormatsWithPeriods(input: $input, limit: $l, offset: $o) { totalCount } }',
      variables: fc.record(
        {
          input: fc.oneof(
            fc.record(
              {
                startDate: day,
                endDate: day,
                clipDuration: fc.oneof(fc.integer({ min: -10, max: 100 }), anyValue),
                airingsCountCoefficient: fc.oneof(fc.double(), anyValue),
              },
              { requiredKeys: ['startDate', 'endDate'] },
            ),
            anyValue,
          ),
          l: limit,
          o: limit,
        },
        { requiredKeys: [] },
      ),
    },
    {
      query:
        'query($p: String, $t: String, $a: Boolean) { documents(product: $p, documentType: $t, isActive: $a) { id } }',
      variables: fc.record({ p: anyValue, t: anyValue, a: anyValue }, { requiredKeys: [] }),
    },
    {
      query:
        'query($t: String!, $a: String!, $b: String!) { exportTransitSheltersToExcel(type: $t, startDate: $a, endDate: $b) { templateUrl } }',
      variables: fc.record({ t: fc.oneof(fc.constantFrom('x', 'wrong'), anyValue), a: day, b: day }),
    },
  ]
})()

describe('fuzzing the inventory reads', () => {
  it('reference GETs: any query string, with or without a token, is a 2xx or a 4xx with a message', async () => {
    const before = await snapshot()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        queryString,
        fc.boolean(),
        async (path, query, signedIn) => {
          const answer = await get(`/api/v1${path}?${query}`, signedIn ? token : undefined)
          expect(answer.status, `${path}?${query}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
          if (answer.status >= 400) expect(typeof JSON.parse(answer.text).message).toBe('string')
        },
      ),
      { numRuns: 400 },
    )
    expect(await snapshot()).toEqual(before)
  })

  it('planning reads: malformed queries and bodies are a 2xx or a 4xx with a message and change nothing', async () => {
    const before = await snapshot()
    const any: fc.Arbitrary<unknown> = fc.oneof(
      nasty,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(nasty, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), nasty, { maxKeys: 2 }),
    )
    const day = fc.oneof(
      fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2027-01-01T00:00:00.000Z', '2027-01-15'),
      nasty,
    )
    const ids = (known: string[]) =>
      fc.oneof(fc.array(fc.oneof(fc.constantFrom(...known), nasty), { maxLength: 5 }), any)
    const average = fc
      .dictionary(fc.constantFrom('startDate', 'endDate', 'lineIds', 'limit', 'x'), fc.oneof(day, nasty), {
        maxKeys: 4,
      })
      .map((q) => ({
        method: 'GET',
        path: `/api/v1/advertisers/advertising-campaigns/metroMonitors/average-daily-monitors?${new URLSearchParams(q)}`,
        body: undefined as unknown,
      }))
    const schedule = fc
      .oneof(
        fc.record(
          {
            startDate: day,
            endDate: day,
            lineIds: ids(['1', '5']),
            stationIds: ids(['nowhere']),
            extra: any,
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      )
      .map((body) => ({ method: 'POST', path: '/api/v1/commercial-campaigns/metroStickers/schedule', body }))
    const advice = fc
      .oneof(
        fc.record(
          {
            place: fc.oneof(
              fc.constantFrom('cityFormat', 'monitorsStandalone', 'cristalLight', 'metroMonitors'),
              nasty,
            ),
            itemIds: ids(['СФ-00001', 'CF-001', 'СМ-00001', 'CL-001']),
            startDate: day,
            endDate: day,
            clipDuration: fc.oneof(fc.integer({ min: -10, max: 100 }), any),
            frequency: fc.oneof(fc.integer({ min: -5, max: 100 }), any),
            impressions: fc.oneof(fc.integer(), fc.double(), any),
            extra: any,
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      )
      .map((body) => ({ method: 'POST', path: '/mediaplan-api/advice/inventory/', body }))
    await fc.assert(
      fc.asyncProperty(fc.oneof(average, schedule, advice), fc.boolean(), async (req, signedIn) => {
        requests++
        const response = await fetch(`${server.baseUrl}${req.path}`, {
          method: req.method,
          headers: {
            ...(req.body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(signedIn ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: req.body === undefined ? undefined : JSON.stringify(req.body),
        })
        const text = await response.text()
        expect(
          response.status,
          `${req.path.slice(0, 120)} ${JSON.stringify(req.body)?.slice(0, 300)}: ${text.slice(0, 200)}`,
        ).toBeLessThan(500)
        if (response.status >= 400) expect(typeof JSON.parse(text).message).toBe('string')
      }),
      { numRuns: 600 },
    )
    expect(await snapshot()).toEqual(before)
  })

  it('GraphQL: random variables for every inventory query never make a 5xx', async () => {
    const before = await snapshot()
    for (const { query, variables } of QUERIES) {
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          requests++
          const response = await fetch(`${server.baseUrl}/api/graphql`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables: vars }),
          })
          const text = await response.text()
          expect(
            response.status,
            `${query.slice(0, 60)} ${JSON.stringify(vars).slice(0, 300)}: ${text.slice(0, 300)}`,
          ).toBeLessThan(500)
          if (response.status >= 400) expect(typeof JSON.parse(text).message).toBe('string')
        }),
        { numRuns: 40 },
      )
    }
    expect(await snapshot()).toEqual(before)
  })

  it('GraphQL: random documents and bodies are refused, never a 5xx', async () => {
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          query: fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.constantFrom(
              '{',
              '{ __typename }',
              '{ metroLines { id } } { x }',
              'query a { metroLines { id } } query b { regions { code } }',
            ),
          ),
          variables: fc.jsonValue(),
          operationName: fc.oneof(fc.string(), fc.constant(null)),
        },
        { requiredKeys: [] },
      ),
    )
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (payload, signedIn) => {
        requests++
        const response = await fetch(`${server.baseUrl}/api/graphql`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(signedIn ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(payload),
        })
        const text = await response.text()
        expect(
          response.status,
          `${JSON.stringify(payload).slice(0, 300)}: ${text.slice(0, 200)}`,
        ).toBeLessThan(500)
        if (response.status >= 400) expect(typeof JSON.parse(text).message).toBe('string')
      }),
      { numRuns: 200 },
    )
  })
})
