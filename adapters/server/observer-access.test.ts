import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from '../campaigns/testing/campaign-fixtures'
import { pdf, png, upload } from '../files/testing/media-fixtures'
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
