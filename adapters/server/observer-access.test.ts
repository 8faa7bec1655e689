import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { pdf, png, upload } from '../files/testing/media-fixtures'
import { isAdvertiserData } from '../../core/cabinet/roles/server-access'
import { appRoutes } from './app'
import { pathOf, tableHashes, watchedTables } from './testing/route-sweep'
import { call, startTestServer, type TestServer } from './testing/test-server'

/**
 * Issue 20 item 3, RULES.md decision 13: the invited observer of a fresh advertiser reaches exactly what its
 * screens show — the campaigns, one campaign, notifications, its profile — and every other call on that
 * advertiser's data answers 403 'Недостаточно прав для этого действия' and changes nothing. It used to get the
 * media library, media images and thumbnails, attachable media and document downloads.
 */
const clock = new PinnedClock('2026-11-22')
let server: TestServer
let owner: Actor
let observer: Actor
let campaignId = ''
let imageId = ''
let documentId = ''

const API = '/api/v1/clients'

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  owner = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: owner.id })
  const created = await call(
    server.baseUrl,
    'POST',
    `${API}/commercial-campaigns/metroMonitors`,
    { name: 'Наблюдаемая', calculation: CALCULATIONS.metroMonitors },
    owner.token,
  )
  campaignId = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  const image = await upload(server.baseUrl, 'POST', `${API}/media-library/image`, owner.token, {
    bytes: await png(40, 40),
    name: 'Макет.png',
    type: 'image/png',
  })
  imageId = (image.body.data as { _id: string })._id
  const document = await upload(server.baseUrl, 'POST', `${API}/documents`, owner.token, {
    bytes: pdf(),
    name: 'Договор.pdf',
    type: 'application/pdf',
  })
  documentId = (document.body.data as { _id: string })._id
})
afterAll(async () => {
  await server?.close()
})

const as = (token: string, method: string, path: string, body?: unknown) =>
  call(server.baseUrl, method, path, body, token)

describe('an invited observer of a fresh advertiser (decision 13)', () => {
  it('reaches what its screens show: the campaigns, one campaign, notifications, its profile', async () => {
    for (const path of [
      `${API}/commercial-campaigns`,
      `${API}/commercial-campaigns/${campaignId}`,
      `${API}/notifications`,
      `${API}/profile`,
      '/api/v1/metro-lines',
    ]) {
      const answer = await as(observer.token, 'GET', path)
      expect([path, answer.status]).toEqual([path, 200])
    }
  })

  it('is refused everything else of the advertiser, with the same words, and changes nothing', async () => {
    const tables = async () =>
      server.db.query<{ n: string }>(
        `select (select count(*) from media) || '/' || (select count(*) from partners) || '/' ||
           (select count(*) from legal_entities) || '/' || (select count(*) from campaigns) as n`,
      )
    const before = await tables()
    const refused: readonly (readonly [string, string, unknown?])[] = [
      ['GET', `${API}/media-library`],
      ['POST', `${API}/media-library/getMedia`, { ids: [imageId] }],
      ['GET', `${API}/media-library/listForAttach`],
      ['GET', `/api/v1/media-images/${imageId}`],
      ['GET', `/api/v1/media-images/${imageId}/thumb`],
      ['GET', `${API}/documents/${documentId}/download`],
      ['GET', `${API}/documents/categories`],
      ['GET', `${API}/invoices`],
      ['GET', `${API}/annexes`],
      ['GET', `${API}/commercial-campaigns/${campaignId}/payments`],
      ['GET', '/api/v1/commercial-campaign-statistics'],
      ['GET', `${API}/partners`],
      ['POST', `${API}/partners`, { name: 'Чужой', brand: 'Чужой' }],
      ['GET', `${API}/legal-entities`],
      ['GET', `${API}/observers`],
      ['PUT', `${API}/profile`, { fullName: 'Подменённый' }],
      ['POST', `${API}/media-plan/getConsolidatedReport`, []],
      ['DELETE', `${API}/commercial-campaigns/${campaignId}`],
    ]
    for (const [method, path, body] of refused) {
      const answer = await as(observer.token, method, path, body)
      expect([method, path, answer.status, answer.body.message]).toEqual([
        method,
        path,
        403,
        'Недостаточно прав для этого действия',
      ])
    }
    expect(await tables()).toEqual(before)
  })

  it('leaves the advertiser itself those calls', async () => {
    // (Its file downloads are walked by media.routes.test.ts.)
    for (const path of [`${API}/media-library`, `${API}/partners`, `${API}/invoices`, `${API}/observers`])
      expect([path, (await as(owner.token, 'GET', path)).status]).toEqual([path, 200])
  })
})

/**
 * Decision 13 written out by hand, route by route, apart from the server's own table (core/cabinet/roles/
 * server-access.ts), so that a slip in either shows: the calls under the advertiser's prefixes that an
 * observer's screens make, or that are its own session and the public forms.
 */
const OBSERVER_SCREENS = new Set([
  // its session and account, and the public forms that live under /clients
  'POST /api/v1/clients/register/validate',
  'POST /api/v1/clients/register',
  'POST /api/v1/clients/register/confirm',
  'POST /api/v1/clients/auth',
  'POST /api/v1/clients/auth/externalAuthorization',
  'POST /api/v1/clients/recover',
  'POST /api/v1/clients/recover/confirm',
  'POST /api/v1/clients/logout',
  'GET /api/v1/clients/profile',
  'POST /api/v1/clients/profile/fastOrder',
  'POST /api/v1/clients/feedback',
  'POST /api/v1/commercial-campaigns/metroMonitors/preview',
  'POST /api/v1/commercial-campaigns/metroStickers/schedule',
  // the campaigns screen and the campaign page, with creatives, schedules, QR, media plan and address program
  'GET /api/v1/clients/commercial-campaigns',
  'GET /api/v1/clients/commercial-campaigns/:id',
  'GET /api/v1/clients/commercial-campaigns/:id/purchase',
  'GET /api/v1/clients/commercial-campaigns/:id/videoSchedule',
  'GET /api/v1/clients/commercial-campaigns/:place/:id/getQrCode',
  'GET /api/v1/commercial-campaigns/:place/:campaignId/video/',
  'GET /api/v1/commercial-campaigns/:place/:campaignId/video/thumb/:frame',
  'POST /api/v1/clients/commercial-campaigns/transitShelter/address-program',
  'POST /api/v1/clients/media-plan/getReportStickers',
  'POST /api/v1/clients/media-plan/metroMonitors',
  'POST /api/v1/clients/media-plan/getReportBusMonitors',
  'POST /api/v1/clients/media-plan/getReportStandaloneMonitors',
  'POST /api/v1/clients/media-plan/lightBoxes',
  'POST /api/v1/clients/media-plan/getReportTramsMonitors',
  'POST /api/v1/clients/media-plan/getReportNavigationSigns',
  'POST /api/v1/clients/media-plan/getReportTransitShelters',
  // its own notifications
  'GET /api/v1/clients/notifications',
])
/** Calls the sweep lists but does not make: they would end the observer's own session or start another. */
const NOT_CALLED = new Set(['POST /api/v1/clients/logout'])

describe('every route the server registers, called by the invited observer (issue 20 item 3, decision 13)', () => {
  it("answers 403 on each of the advertiser's routes its screens do not call, and changes no table", async () => {
    const routes = appRoutes(server.app).filter((r) => r.method !== 'HEAD' && isAdvertiserData(r.url))
    expect(routes.length).toBeGreaterThan(100)
    const tables = await watchedTables(server.db)
    const before = await tableHashes(server.db, tables)
    const wrong: string[] = []
    let refused = 0
    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      const allowed = OBSERVER_SCREENS.has(key)
      if (allowed) continue
      const response = await fetch(`${server.baseUrl}${pathOf(route, campaignId)}`, {
        method: route.method,
        headers: {
          authorization: `Bearer ${observer.token}`,
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { 'content-type': 'application/json' }),
        },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: '{}' }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.status !== 403 || body.message !== 'Недостаточно прав для этого действия')
        wrong.push(`${key}: ${response.status}`)
      else refused++
    }
    expect(wrong).toEqual([])
    expect(refused).toBeGreaterThan(90)
    expect(await tableHashes(server.db, tables)).toEqual(before)
  }, 300_000)

  it('is not refused on any route its screens call (a 4xx for an empty body is fine, a 403 is not)', async () => {
    const routes = appRoutes(server.app).filter((r) => OBSERVER_SCREENS.has(`${r.method} ${r.url}`))
    expect(routes.length).toBe(OBSERVER_SCREENS.size)
    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      if (NOT_CALLED.has(key)) continue
      const response = await fetch(`${server.baseUrl}${pathOf(route, campaignId)}`, {
        method: route.method,
        headers: {
          authorization: `Bearer ${observer.token}`,
          ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      })
      await response.arrayBuffer()
      expect([key, response.status === 403 || response.status >= 500]).toEqual([key, false])
    }
  }, 300_000)
})
