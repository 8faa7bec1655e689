import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TravellingClock } from '../moscow-clock/travelling-clock'
import { buildDemoCabinet } from './demo-cabinet'
import { DEMO_PASSWORD } from './seed'
import { call, startTestServer, type TestServer } from './testing/test-server'

// 4 December in Moscow: the sticker campaign is made four days back, on 30 November, a month's last day, when the
// stickers' booking window already opens in January (R-PER-04). Built on this day, the demo once stopped there.
const NOW = Date.parse('2026-12-04T09:00:00Z')
const clock = new TravellingClock(() => NOW)
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true, demoAccounts: true })
}, 120_000)
afterAll(async () => {
  await server?.close()
})

describe(`the living demo on a day its stickers' window turns (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is built whole: the sticker campaign starts where its window opens', async () => {
    expect(await buildDemoCabinet(server.app, server.db, clock)).toBe(true)
    const auth = await call(server.baseUrl, 'POST', '/api/v1/clients/auth', {
      email: 'demo@tablo.local',
      password: DEMO_PASSWORD,
    })
    const token = (auth.body.data as { token: string }).token
    const list = await call(
      server.baseUrl,
      'GET',
      '/api/v1/clients/commercial-campaigns?limit=50',
      undefined,
      token,
    )
    const campaigns = (list.body.data as { advertisingCampaigns: { name: string; startDate: string }[] })
      .advertisingCampaigns
    expect(campaigns.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Стикеры в вагонах', 'Новогодние автобусы', 'Трамваи выходного дня']),
    )
    expect(campaigns.find((c) => c.name === 'Стикеры в вагонах')?.startDate).toMatch(/^2027-01-01/)
  })
})
