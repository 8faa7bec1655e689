import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAMPAIGN_STATES } from '../../core/campaign/campaign-state'
import type { LandingDoc } from '../../core/cabinet/stores/content.stores'
import { landingDocHref } from '../../core/cabinet/view/landing.view-model'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let token: string
const ANONYMOUS = ''
/** GET with the signed-in advertiser's token, or ANONYMOUS (no header), or any other token. */
const get = (path: string, auth: string = token) =>
  call(server.baseUrl, 'GET', `/api/v1${path}`, undefined, auth || undefined)
const list = async (path: string, auth: string = token): Promise<Record<string, unknown>[]> => {
  const answer = await get(path, auth)
  expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(200)
  expect(Array.isArray(answer.body.data)).toBe(true)
  return answer.body.data as Record<string, unknown>[]
}

beforeAll(async () => {
  server = await startTestServer({ inventory: true })
  token = await signUp(server, 'inventory@example.ru')
})
afterAll(async () => {
  await server?.close()
})

const PROTECTED = [
  '/data-packages',
  '/data-package-sizes',
  '/data-places',
  '/regions',
  '/cities',
  '/routes',
  '/clients/monitors-standalone',
  '/base-plans',
  '/commercial-campaign-states',
  '/metro-lines',
  '/metro-stations',
  '/typography',
  '/legal-entity-basis',
  '/data-video-packages',
  '/news',
  '/question-answer',
]
const PUBLIC = [
  '/public/data-formats',
  '/public/data-places',
  '/public/metro-lines',
  '/public/metro-stations',
  '/public/form-of-business',
  '/public/landing-docs',
  '/public/offer',
  '/public/turns-tiles',
  '/public/news',
]

describe('reference calls: who may read them (R-ROLE-01, R-API-27)', () => {
  it('runs on the database CI asked for', () => {
    expect(server.db.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')
  })

  it.each(PROTECTED)('%s answers 401 Unauthorized without a token and data with one', async (path) => {
    expect(await get(path, ANONYMOUS)).toEqual({ status: 401, body: { message: 'Unauthorized', errors: {} } })
    expect((await get(path, 'not-a-real-token')).body.message).toBe('Token verification error')
    expect((await list(path)).length).toBeGreaterThan(0)
  })

  it.each(PUBLIC)('%s needs no token', async (path) => {
    expect((await list(path, ANONYMOUS)).length).toBeGreaterThan(0)
  })
})

describe('reference contents from the real Moscow data', () => {
  it('metro lines carry their colours, in order, capped at 100 (R-CONST-07)', async () => {
    const lines = await list('/public/metro-lines')
    expect(lines).toHaveLength(19)
    expect(lines[0]).toMatchObject({ id: '1', name: 'Сокольническая', color: '#f91f22', number: 1 })
    expect(await list('/metro-lines?limit=5&offset=2')).toEqual(lines.slice(2, 7))
    expect(await list('/metro-lines?limit=100000')).toHaveLength(19)
  })

  it('stations filter by line, hubs join the same name across lines', async () => {
    const all = await list('/metro-stations')
    expect(all).toHaveLength(369)
    const ring = await list('/metro-stations?lineId=5')
    expect(ring.every((s) => s.lineId === '5')).toBe(true)
    const kurskaya = all.filter((s) => s.name === 'Курская')
    expect(kurskaya.length).toBeGreaterThan(1)
    expect(new Set(kurskaya.map((s) => s.hubId)).size).toBe(1)
  })

  it('regions: 12 okrugs and 146 districts, capped at 200 per page', async () => {
    expect(await list('/regions?level=1')).toHaveLength(12)
    expect(await list('/regions?level=2&limit=200')).toHaveLength(146)
    expect(await list('/regions?limit=1000')).toHaveLength(158)
    expect(await list('/regions')).toHaveLength(100)
  })

  it('routes: bus and tram routes with their stops, 100 a page at most, exact number search', async () => {
    expect(await list('/routes?limit=500')).toHaveLength(100)
    const trams = await list('/routes?kind=tram')
    expect(trams).toHaveLength(38)
    const [a13] = await list('/routes?search=а13')
    expect(a13).toMatchObject({ inventoryNumber: 'А13', kind: 'bus' })
    expect(a13?.stopIds).toContain(7)
  })

  it('campaign states come from core/campaign with their labels', async () => {
    const states = await list('/commercial-campaign-states')
    expect(states.map((s) => s._id)).toEqual([...CAMPAIGN_STATES])
    expect(states[0]?.name).toBe('Черновик')
  })

  it('public data formats: isActive filter and limit 100 at most', async () => {
    const all = await list('/public/data-formats')
    const active = await list('/public/data-formats?isActive=true')
    expect(active.length).toBe(all.length - 1)
    expect(active.find((f) => f.id === 'metroMonitors')).toMatchObject({
      width: 1920,
      height: 1080,
      screenRatio: '16:9',
    })
    expect(active.find((f) => f.id === 'monitorsTram')).toMatchObject({
      width: 1920,
      height: 540,
      screenRatio: '32:9',
    })
  })

  it('other lists', async () => {
    expect((await list('/public/form-of-business')).map((f) => f._id)).toEqual([
      'legalEntityOrg',
      'individualEntrepreneur',
      'individual',
    ])
    expect((await list('/legal-entity-basis')).map((f) => f._id)).toEqual(['charter', 'proxy'])
    expect((await list('/typography')).find((t) => t._id === 'independently')?.price).toBe(0)
    expect(await list('/clients/monitors-standalone?limit=1000')).toHaveLength(150)
    expect((await list('/data-places')).map((p) => p._id)).toContain('transitShelter')
    expect(await list('/cities?limit=1000')).toHaveLength(4)
  })

  it('news and question-answer by id; an unknown id is 404', async () => {
    const [first] = await list('/news')
    const one = await get(`/news/${String(first?._id)}`)
    expect(one).toEqual({ status: 200, body: { data: first } })
    expect((await get('/news/nope')).status).toBe(404)
    expect((await get('/question-answer/qa-1')).body.data).toMatchObject({ _id: 'qa-1' })
    expect((await get('/question-answer/qa-1', ANONYMOUS)).status).toBe(401)
  })

  it('refuses unknown or malformed query parameters with field codes', async () => {
    expect(await get('/metro-lines?limit=-1')).toEqual({
      status: 400,
      body: { message: 'Проверьте поля: limit', errors: { limit: 'wrong format' } },
    })
    expect((await get('/metro-lines?drop=table')).body.errors).toEqual({ drop: 'unknown field' })
  })
})

describe('files', () => {
  it('the offer archive lists real documents that download', async () => {
    const offers = await list('/public/offer')
    expect(offers).toHaveLength(3)
    const response = await fetch(`${server.baseUrl}/api/v1/public/offer/${String(offers[0]?.fileName)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    // The Russian text is read back from the PDF in planning.routes.test.ts.
    const head = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))
    expect(head).toBe('%PDF-')
    expect((await fetch(`${server.baseUrl}/api/v1/public/offer/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404)
  })

  it('R-API-25 the landing documents download publicly: listed and served without a token', async () => {
    const docs = await list('/public/landing-docs', ANONYMOUS)
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) {
      expect(doc).toMatchObject({ name: expect.stringMatching(/\S/), fileName: expect.stringMatching(/\S/) })
      // The address the landing links the document to.
      const response = await fetch(`${server.baseUrl}${landingDocHref(doc as unknown as LandingDoc)}`)
      expect(response.status, String(doc.fileName)).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    }
  })

  it('districts as GeoJSON, public', async () => {
    const answer = await get('/public/districts', ANONYMOUS)
    const data = answer.body.data as { type: string; features: { geometry: { type: string } }[] }
    expect(data.type).toBe('FeatureCollection')
    expect(data.features).toHaveLength(146)
    expect(data.features.every((f) => ['Polygon', 'MultiPolygon'].includes(f.geometry.type))).toBe(true)
    const okrugs = await fetch(`${server.baseUrl}/api/v1/public/districts?level=1`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(okrugs.headers.get('content-encoding')).toBe('gzip')
    expect(((await okrugs.json()) as { data: { features: unknown[] } }).data.features).toHaveLength(12)
  })
})
