import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../../core/inventory/csv.parse'
import { decodeShelterPage } from '../../core/inventory/inventory.contract'
import { signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let token: string

interface GqlAnswer {
  status: number
  body: {
    data?: Record<string, unknown> | null
    message?: string
    errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string> } }[]
  }
}

const gql = async (
  query: string,
  variables: Record<string, unknown> = {},
  auth: string | null = token,
): Promise<GqlAnswer> => {
  const response = await fetch(`${server.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  return { status: response.status, body: (await response.json()) as GqlAnswer['body'] }
}
const data = async <T>(
  query: string,
  variables: Record<string, unknown> = {},
  auth: string | null = token,
): Promise<T> => {
  const answer = await gql(query, variables, auth)
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
  return answer.body.data as T
}

/** The shelter rows of the copied open data, read independently of the seed. */
const shelterRows = parseCsv(
  readFileSync(new URL('../inventory/data/ground-stops.csv', import.meta.url), 'utf8'),
).filter((r) => r.Pavilion === 'да')

beforeAll(async () => {
  // This file is one address asking more than a person would (GraphQL 300 a minute): the per-address limits are
  // raised here and tested with the product's values in rate-limits.test.ts.
  server = await startTestServer({ inventory: true, rateLimitScale: 100 })
  token = await signUp(server, 'graphql@example.ru')
})
afterAll(async () => {
  await server?.close()
})

const PAGE = `query($period: PeriodInput!, $side: String, $regions: [String!], $search: String, $polygons: [[[Float!]!]!], $limit: Int, $offset: Int) {
  getTransitShelterSpacesByPeriod(period: $period, side: $side, regions: $regions, search: $search, polygons: $polygons, limit: $limit, offset: $offset) {
    totalCount
    nodes { inventoryNumber side isAvailableInBooking advertisingPlatform { name latitude longitude region { code parent { code } } } }
  }
}`
type Page = {
  getTransitShelterSpacesByPeriod: {
    totalCount: number
    nodes: {
      inventoryNumber: string
      side: string
      advertisingPlatform: { name: string; region: { code: string; parent: { code: string } } }
    }[]
  }
}
const period = { startDate: '2026-12-01', endDate: '2026-12-31T00:00:00.000Z' }
const page = async (input: Record<string, unknown>, limit = 20, offset = 0) =>
  (await data<Page>(PAGE, { period, ...input, limit, offset })).getTransitShelterSpacesByPeriod

describe('transit shelters (R-API-30, R-STOP-11, R-CONST-08)', () => {
  it('the open data has 8,414 shelters; the inventory sells 16,828 sides', async () => {
    expect(shelterRows).toHaveLength(8414)
    expect((await page({})).totalCount).toBe(16_828)
    expect((await page({ side: 'a' })).totalCount).toBe(8414)
    expect((await page({ side: 'b' })).totalCount).toBe(8414)
  })

  it('a count-only query of the whole city answers the total without reading the rows', async () => {
    const answer = await data<{ getTransitShelterSpacesByPeriod: { totalCount: number; nodes?: unknown } }>(
      'query($period: PeriodInput!) { getTransitShelterSpacesByPeriod(period: $period, limit: 24000, offset: 0) { totalCount } }',
      { period: { startDate: '2027-01-01', endDate: '2027-01-31' } },
    )
    expect(answer.getTransitShelterSpacesByPeriod).toEqual({ totalCount: 16_828 })
  })

  it('the whole inventory comes in one gzip-compressed answer of transitShelterSpaces (cap 24000)', async () => {
    const body = JSON.stringify({ query: '{ transitShelterSpaces(limit: 100000) { inventoryNumber side } }' })
    const raw = await new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
      const url = new URL(`${server.baseUrl}/api/graphql`)
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Accept-Encoding': 'gzip',
            Authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          let bytes = 0
          res.on('data', (chunk: Buffer) => (bytes += chunk.length))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
    expect(raw.encoding).toBe('gzip')
    const all = await data<{ transitShelterSpaces: { inventoryNumber: string }[] }>(
      '{ transitShelterSpaces(limit: 100000) { inventoryNumber side } }',
    )
    expect(all.transitShelterSpaces).toHaveLength(16_828)
    expect(new Set(all.transitShelterSpaces.map((s) => s.inventoryNumber)).size).toBe(16_828)
    // Compressed, the whole city is a small fraction of its JSON.
    expect(raw.bytes).toBeLessThan(JSON.stringify(all).length / 4)
  })

  it('inventory numbers derive from the stop ID; a list of them filters transitShelterSpaces', async () => {
    const found = await data<{
      transitShelterSpaces: { inventoryNumber: string; oldInventoryNumber: string }[]
    }>(
      'query($n: [String!]) { transitShelterSpaces(filter: { inventoryNumbers: $n }) { inventoryNumber oldInventoryNumber } }',
      { n: ['ОСТ-000007-A', 'ОСТ-000007-B', 'ОСТ-999999-A'] },
    )
    expect(found.transitShelterSpaces).toEqual([
      { inventoryNumber: 'ОСТ-000007-A', oldInventoryNumber: '7-A' },
      { inventoryNumber: 'ОСТ-000007-B', oldInventoryNumber: '7-B' },
    ])
  })

  it('text search matches the inventory number or the platform name (R-STOP-11)', async () => {
    const byNumber = await page({ search: 'ост-000007' })
    expect(byNumber.nodes.map((n) => n.inventoryNumber)).toEqual(['ОСТ-000007-A', 'ОСТ-000007-B'])
    const expected =
      shelterRows.filter((r) => (r.StationName ?? '').toLowerCase().includes('дербеневская')).length * 2
    expect(expected).toBeGreaterThan(0)
    expect((await page({ search: ' Дербеневская ' })).totalCount).toBe(expected)
    expect((await page({ search: '%' })).totalCount).toBe(0)
  })

  it('regions filter by okrug or district code', async () => {
    const centre = shelterRows.filter((r) => r.AdmArea === 'Центральный административный округ').length
    const inCentre = await page({ regions: ['45286000'], side: 'a' }, 1000)
    expect(inCentre.totalCount).toBe(centre)
    expect(inCentre.nodes.every((n) => n.advertisingPlatform.region.parent.code === '45286000')).toBe(true)
    const district = inCentre.nodes[0]!.advertisingPlatform.region.code
    const inDistrict = await page({ regions: [district] })
    expect(inDistrict.nodes.every((n) => n.advertisingPlatform.region.code === district)).toBe(true)
  })

  it('map polygons keep the spaces inside them', async () => {
    const [w, e, s, n] = [37.6, 37.65, 55.74, 55.76]
    const inBox = shelterRows.filter((r) => {
      const [lon, lat] = [Number(r.Longitude_WGS84), Number(r.Latitude_WGS84)]
      return lon > w && lon < e && lat > s && lat < n
    }).length
    expect(inBox).toBeGreaterThan(0)
    const ring = [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
    ]
    expect((await page({ polygons: [ring] })).totalCount).toBe(inBox * 2)
    // A triangle of half the box holds fewer.
    expect((await page({ polygons: [[ring[0], ring[1], ring[2]]] })).totalCount).toBeLessThan(inBox * 2)
  })

  it('the answer decodes with the shared wire contract the browser uses (house style 9)', async () => {
    const query = `query($period: PeriodInput!) { getTransitShelterSpacesByPeriod(period: $period, limit: 5) {
      totalCount nodes { inventoryNumber side format basePrice isAvailableInBooking advertisingPlatform {
        name address street direction latitude longitude platformNumber region { code name parent { code } } } } } }`
    const answer = await gql(query, { period })
    const decoded = decodeShelterPage(answer.body.data)
    expect(decoded.ok, JSON.stringify(decoded).slice(0, 300)).toBe(true)
    if (decoded.ok) expect(decoded.value.getTransitShelterSpacesByPeriod.nodes).toHaveLength(5)
  })

  it('pages with limit and offset; every side is free until campaigns book spaces', async () => {
    const first = await page({}, 20, 0)
    const second = await page({}, 20, 20)
    expect(first.nodes).toHaveLength(20)
    expect(second.nodes[0]!.inventoryNumber > first.nodes[19]!.inventoryNumber).toBe(true)
    expect(first.nodes.every((n) => (n as { isAvailableInBooking?: boolean }).isAvailableInBooking)).toBe(
      true,
    )
    expect((await page({}, 100_000)).nodes).toHaveLength(16_828)
  })

  it('availability per okrug and district for a period (R-STOP-18)', async () => {
    const answer = await data<{
      getTransitShelterRegionAvailability: {
        districts: { code: string; available: number; total: number }[]
        municipalities: { available: number }[]
      }
    }>(
      'query($p: PeriodInput!) { getTransitShelterRegionAvailability(period: $p) { districts { code total available } municipalities { available } } }',
      { p: period },
    )
    const { districts, municipalities } = answer.getTransitShelterRegionAvailability
    expect(districts).toHaveLength(12)
    expect(municipalities).toHaveLength(146)
    expect(municipalities.reduce((sum, m) => sum + m.available, 0)).toBe(16_828)
    const centre = shelterRows.filter((r) => r.AdmArea === 'Центральный административный округ').length * 2
    expect(districts.find((d) => d.code === '45286000')).toEqual({
      code: '45286000',
      total: centre,
      available: centre,
    })
  })

  it('imports a spreadsheet: added, replaced (old numbering) and missing spaces (R-STOP-09)', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Адреса')
    sheet.addRow(['Адрес', 'Инвентарный номер'])
    for (const n of ['ОСТ-000007-A', ' 7-b ', 'нет такого', '', 'ОСТ-000007-A']) sheet.addRow(['Москва', n])
    const file = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64')
    const answer = await data<{
      transitShelterSpacesByExcel: {
        addedSpaces: { inventoryNumber: string }[]
        replacedSpaces: { oldInventoryNumber: string; space: { inventoryNumber: string } }[]
        missingSpaces: string[]
      }
    }>(
      'query($f: String!) { transitShelterSpacesByExcel(file: $f) { addedSpaces { inventoryNumber } replacedSpaces { oldInventoryNumber space { inventoryNumber } } missingSpaces } }',
      { f: file },
    )
    expect(answer.transitShelterSpacesByExcel).toEqual({
      addedSpaces: [{ inventoryNumber: 'ОСТ-000007-A' }],
      replacedSpaces: [{ oldInventoryNumber: '7-B', space: { inventoryNumber: 'ОСТ-000007-B' } }],
      missingSpaces: ['нет такого'],
    })
    const broken = await gql(
      'query($f: String!) { transitShelterSpacesByExcel(file: $f) { missingSpaces } }',
      { f: 'bm90IGEgemlw' },
    )
    expect(broken.status).toBe(400)
    expect(broken.body.errors?.[0]?.extensions?.errors).toEqual({ file: 'wrong format' })
  })

  it('exports a real spreadsheet of the sides and serves it at templateUrl (R-STOP-20)', async () => {
    const answer = await data<{ exportTransitSheltersToExcel: { templateUrl: string } }>(
      '{ exportTransitSheltersToExcel(type: "a", startDate: "2026-12-01", endDate: "2026-12-31") { templateUrl } }',
    )
    const url = answer.exportTransitSheltersToExcel.templateUrl
    expect(url).toMatch(/^\/api\/v1\/inventory\/exports\/[0-9a-f-]{36}\.xlsx$/)
    const response = await fetch(`${server.baseUrl}${url}`)
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(8414 + 1)
    expect(sheet.getRow(2).getCell(1).value).toMatch(/^ОСТ-\d{6,7}-A$/)
    expect((await fetch(`${server.baseUrl}/api/v1/inventory/exports/nope.xlsx`)).status).toBe(404)
  })
})

describe('metro, geography and generated inventory (R-API-31, R-API-32, R-API-33)', () => {
  it('metro lines, stations by line, platforms, hubs; public without a token (R-ROLE-01)', async () => {
    const lines = await data<{ metroLines: { id: string; color: string }[] }>(
      '{ metroLines(limit: 1000) { id color } }',
      {},
      null,
    )
    expect(lines.metroLines).toHaveLength(19)
    const stations = await data<{ metroStations: { lineId: string; passengerFlow: { value: number } }[] }>(
      '{ metroStations(lineId: "14", limit: 1000) { lineId passengerFlow { value } } }',
    )
    expect(stations.metroStations.length).toBeGreaterThan(20)
    expect(stations.metroStations.every((s) => s.lineId === '14' && s.passengerFlow.value > 0)).toBe(true)
    // R-CONST-08: stations 500 at most a page; platforms (738 of them) capped likewise.
    expect(
      (await data<{ metroStations: unknown[] }>('{ metroStations(limit: 100000) { id } }')).metroStations,
    ).toHaveLength(369)
    expect(
      (await data<{ metroPlatforms: unknown[] }>('{ metroPlatforms(limit: 100000) { id } }')).metroPlatforms,
    ).toHaveLength(500)
    const hubs = await data<{ metroStationHubs: { stationIds: string[] }[] }>(
      '{ metroStationHubs(limit: 1000) { stationIds } }',
    )
    expect(hubs.metroStationHubs).toHaveLength(297)
    expect(hubs.metroStationHubs.reduce((n, h) => n + h.stationIds.length, 0)).toBe(369)
  })

  it('regions by level, time intervals of the metro day parts', async () => {
    expect(
      (await data<{ regions: unknown[] }>('{ regions(level: 1) { code } }', {}, null)).regions,
    ).toHaveLength(12)
    expect((await data<{ regions: unknown[] }>('{ regions(limit: 1000) { code } }')).regions).toHaveLength(
      158,
    )
    const intervals = await data<{
      timeIntervals: { startTime: string; endTime: string; primeTime: boolean }[]
    }>('{ timeIntervals(product: "metroMonitors") { startTime endTime primeTime } }')
    expect(
      intervals.timeIntervals.filter((t) => t.primeTime).map((t) => `${t.startTime}-${t.endTime}`),
    ).toEqual(['08:00-10:00', '17:30-19:40'])
  })

  it('metro monitors are capped at 50 a page; stickers give otsInRange over the days of the range', async () => {
    const monitors = await data<{ metroMonitors: { totalCount: number; monitors: unknown[] } }>(
      '{ metroMonitors(limit: 1000) { totalCount monitors { id } } }',
    )
    expect(monitors.metroMonitors.monitors).toHaveLength(50)
    const [{ n }] = (await server.db.query<{ n: number }>(
      "select count(*)::int as n from inventory_items where kind = 'metroMonitor'",
    )) as [{ n: number }]
    expect(monitors.metroMonitors.totalCount).toBe(n)
    const stickers = await data<{ mskMetroStickersSpaces: { id: string; otsInRange: number }[] }>(
      '{ mskMetroStickersSpaces(formatIds: ["metroStickers"], startDate: "2026-12-01", endDate: "2026-12-15", limit: 100000) { id otsInRange } }',
    )
    expect(stickers.mskMetroStickersSpaces).toHaveLength(500)
    const first = stickers.mskMetroStickersSpaces[0]!
    const [{ ots }] = (await server.db.query<{ ots: number }>(
      'select ots from inventory_items where id = $1',
      [first.id],
    )) as [{ ots: number }]
    expect(first.otsInRange).toBe(ots * 15)
  })

  it('light boxes: OTS over a range and the detail with station, line colour and crystal lights', async () => {
    const [box] = await server.db.query<{ id: string; ots: number; station_id: string }>(
      "select id, ots, station_id from inventory_items where kind = 'lightBox' order by position limit 1",
    )
    const ots = await data<{ getLightboxesOTS: { id: string; ots: number }[] }>(
      'query($i: [LightboxOtsInput!]!) { getLightboxesOTS(input: $i) { id ots } }',
      { i: [{ id: box!.id, startDate: '2026-12-01', endDate: '2026-12-10' }] },
    )
    expect(ots.getLightboxesOTS).toEqual([{ id: box!.id, ots: box!.ots * 10 }])
    const detail = await data<{
      lightbox: { metroStations: { lines: { color: string }[] }[]; cristalLightCount: number }
    }>(`{ lightbox(id: "${box!.id}") { metroStations { name lines { id color } } cristalLightCount } }`)
    const [{ n }] = (await server.db.query<{ n: number }>(
      "select count(*)::int as n from inventory_items where kind = 'crystalLight' and station_id = $1",
      [box!.station_id],
    )) as [{ n: number }]
    expect(detail.lightbox.cristalLightCount).toBe(n)
    expect(detail.lightbox.metroStations[0]?.lines[0]?.color).toMatch(/^#[0-9a-fA-F]{6}$/)
    expect((await data<{ lightbox: null }>('{ lightbox(id: "nope") { id } }')).lightbox).toBeNull()
  })

  it('city formats, their groups and formats; periods split by calendar month', async () => {
    const groups = await data<{ cityFormatGroups: { cityFormatIds: string[] }[] }>(
      '{ cityFormatGroups { id cityFormatIds } }',
    )
    expect(groups.cityFormatGroups).toHaveLength(12)
    expect(groups.cityFormatGroups.reduce((n, g) => n + g.cityFormatIds.length, 0)).toBe(300)
    const formats = await data<{ cityFormatFormats: { id: string; width: number }[] }>(
      '{ cityFormatFormats { id width } }',
    )
    expect(formats.cityFormatFormats.map((f) => f.id).sort()).toEqual(['cityFormat', 'cityFormatGroup'])
    const byProduct = await data<{ formats: { id: string }[] }>(
      '{ formats(productName: "busMonitors") { id height } }',
      {},
      null,
    )
    expect(byProduct.formats.map((f) => f.id)).toEqual(['busMonitors'])
    const withPeriods = await data<{
      cityFormatsWithPeriods: {
        totalCount: number
        nodes: { periods: { startDate: string; endDate: string; days: number }[] }[]
        campaignDates: { startDate: string }
        clipDuration: number
      }
    }>(
      `{ cityFormatsWithPeriods(input: { startDate: "2026-12-20", endDate: "2027-01-10", clipDuration: 10 }, limit: 10) {
          totalCount nodes { cityFormat { id inventoryNumber } periods { startDate endDate days } } campaignDates { startDate endDate } clipDuration airingsCountCoefficient } }`,
    )
    expect(withPeriods.cityFormatsWithPeriods.totalCount).toBe(360)
    expect(withPeriods.cityFormatsWithPeriods.nodes).toHaveLength(10)
    expect(withPeriods.cityFormatsWithPeriods.nodes[0]?.periods).toEqual([
      { startDate: '2026-12-20', endDate: '2026-12-31', days: 12 },
      { startDate: '2027-01-01', endDate: '2027-01-10', days: 10 },
    ])
    expect(withPeriods.cityFormatsWithPeriods.clipDuration).toBe(10)
    const cityFormats = await data<{ cityFormats: unknown[] }>(
      '{ cityFormats(productName: "cityFormatStandalone", limit: 1000) { id } }',
    )
    expect(cityFormats.cityFormats).toHaveLength(60)
  })

  it('documents by product, type and active state', async () => {
    const docs = await data<{ documents: { isActive: boolean; product: string }[] }>(
      '{ documents(product: "transitShelter", isActive: true) { name product isActive documentType } }',
      {},
      null,
    )
    expect(docs.documents).toHaveLength(2)
    expect(docs.documents.every((d) => d.isActive && d.product === 'transitShelter')).toBe(true)
  })
})

describe('GraphQL refusals keep the envelope', () => {
  it('a query that needs a token answers 401 Unauthorized without one, in Russian; a bad token is refused', async () => {
    const anonymous = await gql('{ metroMonitors { totalCount } }', {}, null)
    expect(anonymous.status).toBe(401)
    // The wire word stays the one the client acts on (R-API-04); the GraphQL error is what a person reads.
    expect(anonymous.body.message).toBe('Unauthorized')
    expect(anonymous.body.errors?.[0]?.message).toBe('Войдите в кабинет: эти данные видны только после входа')
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('Unauthorized')
    const forged = await gql('{ metroLines { id } }', {}, 'forged')
    expect(forged.status).toBe(401)
    expect(forged.body.message).toBe('Token verification error')
    expect(forged.body.errors?.[0]?.message).toBe('Сеанс завершён или устарел. Войдите снова')
  })

  it('syntax errors, unknown fields, bad variables and bad dates are 400 with a message', async () => {
    expect((await gql('{ metroLines { id }')).status).toBe(400)
    expect((await gql('{ nope }')).status).toBe(400)
    expect((await gql('query($l: Int) { metroLines(limit: $l) { id } }', { l: 'ten' })).status).toBe(400)
    const badDate = await gql(PAGE, { period: { startDate: '2026-02-30', endDate: '2026-03-01' } })
    expect(badDate.status).toBe(400)
    expect(badDate.body.errors?.[0]?.extensions?.errors).toEqual({ startDate: 'wrong format' })
    const reversed = await gql(PAGE, { period: { startDate: '2026-03-02', endDate: '2026-03-01' } })
    expect(reversed.body.errors?.[0]?.extensions?.errors).toEqual({ endDate: 'wrong format' })
    const negative = await gql('{ metroLines(offset: -1) { id } }')
    expect(negative.body.errors?.[0]?.extensions?.errors).toEqual({ offset: 'wrong format' })
  })

  it('a query text asked again is answered as the first time: refusals stay refusals, variables still count (issue 51)', async () => {
    // The route keeps each text parsed and validated; the second asking goes through what was kept.
    for (let round = 0; round < 2; round++) {
      const syntax = await gql('{ metroLines { id }')
      expect(syntax.status).toBe(400)
      expect(syntax.body.errors?.[0]?.message).toMatch(/Syntax Error/)
      const unknown = await gql('{ nope }')
      expect(unknown.status).toBe(400)
      expect(unknown.body.message).toMatch(/nope/)
      const query = 'query($l: Int) { metroLines(limit: $l) { id } }'
      expect((await gql(query, { l: 'ten' })).status).toBe(400)
      const lines = await data<{ metroLines: unknown[] }>(query, { l: round + 1 })
      expect(lines.metroLines).toHaveLength(round + 1)
    }
  })

  it('a query is bounded in size before it runs: too many fields, however they are aliased, is a 400', async () => {
    const aliases = Array.from({ length: 301 }, (_, i) => `a${i}: id`).join(' ')
    const wide = await gql(`{ metroLines { ${aliases} } }`, {}, null)
    expect(wide.status).toBe(400)
    expect(wide.body.message).toBe('Слишком много полей в запросе')
    const fine = await gql(`{ metroLines { ${aliases.split(' a150')[0]} } }`, {}, null)
    expect(fine.status).toBe(200)
  })
})
