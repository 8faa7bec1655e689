import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let observer: Actor
let advertiser: Actor
const id = randomUUID()

/** Every call of issue 6 parts 4, 6, 7 and 8 this server answers (method, path). */
const CALLS: readonly (readonly [string, string])[] = [
  ['GET', '/api/v1/clients/notifications'],
  ['POST', `/api/v1/clients/notifications/${id}/read`],
  ['POST', '/api/v1/clients/notifications/readAll'],
  ['POST', `/api/v1/clients/commercial-campaigns/metroMonitors/${id}/invoice`],
  ['GET', '/api/v1/clients/invoices'],
  ['GET', `/api/v1/clients/invoices/${id}/pdf`],
  ['GET', '/api/v1/clients/annexes'],
  ['GET', `/api/v1/clients/annexes/${id}/pdf`],
  ['POST', '/api/v1/clients/media-plan/getReportStickers'],
  ['POST', '/api/v1/clients/media-plan/getConsolidatedReport'],
  ['POST', '/api/v1/clients/media-plan/metroMonitors'],
  ['POST', '/api/v1/clients/media-plan/getReportNavigationSigns'],
  ['POST', '/api/v1/clients/media-plan/getReportTramsMonitors'],
  ['POST', '/api/v1/clients/media-plan/getReportStandaloneMonitors'],
  ['POST', '/api/v1/clients/media-plan/getReportBusMonitors'],
  ['POST', '/api/v1/clients/media-plan/getReportTransitShelters'],
  ['POST', '/api/v1/clients/media-plan/lightBoxes'],
  ['POST', '/api/v1/advertisers/media-plan/cityFormat'],
  ['POST', '/api/v1/advertisers/media-plan/cristalLight'],
  ['POST', '/api/v1/advertisers/media-plan/groundTransportation'],
  ['GET', '/api/v1/commercial-campaign-statistics'],
  ['GET', '/api/v1/commercial-campaign-statistics/exportStatistics'],
  ['POST', '/api/v1/clients/campaigns-report'],
  ['POST', '/api/v1/screens/simulate'],
]

beforeAll(async () => {
  server = await startTestServer({ clock: new PinnedClock('2026-11-22') })
  advertiser = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: advertiser.id })
})
afterAll(async () => {
  await server?.close()
})

describe('authorization of the documents, notifications and statistics calls (issue 6)', () => {
  it('answers every call', () => {
    const pattern = (path: string) =>
      path.replace(`metroMonitors/${id}/invoice`, ':place/:id/invoice').replace(id, ':id')
    const missing = CALLS.filter(
      ([method, url]) => !server.app.hasRoute({ method: method as 'GET', url: pattern(url) }),
    )
    expect(missing).toEqual([])
  })

  it.each(CALLS)('%s %s needs a session (401 without one)', async (method, path) => {
    const res = await call(server.baseUrl, method, path, method === 'POST' ? {} : undefined)
    expect(res.status).toBe(401)
    expect(res.body).toHaveProperty('message')
  })

  it('plays need a known screen key, not a session', async () => {
    const res = await call(server.baseUrl, 'POST', '/api/v1/screens/plays', { plays: [] }, advertiser.token)
    expect(res.status).toBe(401)
  })

  it('observers: notifications readable but not markable, no invoices, no statistics (R-ROLE-08)', async () => {
    const status = async (method: string, path: string, body?: unknown) =>
      (await call(server.baseUrl, method, path, body, observer.token)).status
    expect(await status('GET', '/api/v1/clients/notifications')).toBe(200)
    expect(await status('POST', '/api/v1/clients/notifications/readAll')).toBe(403)
    expect(await status('GET', '/api/v1/clients/invoices')).toBe(403)
    expect(await status('GET', '/api/v1/clients/annexes')).toBe(403)
    expect(
      await status('POST', '/api/v1/clients/campaigns-report', {
        dateFrom: '2027-01-01',
        dateTo: '2027-01-02',
      }),
    ).toBe(403)
    expect(
      await status(
        'GET',
        `/api/v1/commercial-campaign-statistics?campaignId=${id}&dateFrom=2027-01-01&dateTo=2027-01-02`,
      ),
    ).toBe(403)
  })
})
