import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../core/pricing/rules/calendar'
import { TravellingClock } from '../moscow-clock/travelling-clock'
import { buildDemoCabinet } from './demo-cabinet'
import { DEMO_PASSWORD } from './seed'
import { call, startTestServer, type TestServer } from './testing/test-server'

// Pinned at noon in Moscow, so that the whole file sees one "today".
const NOW = Date.parse('2026-11-25T09:00:00Z')
const clock = new TravellingClock(() => NOW)
let server: TestServer
let built: boolean[]
let sessionsAfterBuild: number

const signIn = async (email: string): Promise<string> =>
  (
    (await call(server.baseUrl, 'POST', '/api/v1/clients/auth', { email, password: DEMO_PASSWORD })).body
      .data as {
      token: string
    }
  ).token

interface Wire {
  _id: string
  name: string
  state: { _id: string }
  paymentState: { _id: string }
  startDate: string
  endDate: string
}
const campaignsOf = async (token: string): Promise<Wire[]> =>
  (
    (await call(server.baseUrl, 'GET', '/api/v1/clients/commercial-campaigns?limit=50', undefined, token))
      .body.data as { advertisingCampaigns: Wire[] }
  ).advertisingCampaigns

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true, demoAccounts: true })
  // Two at once, as two servers starting together on one database: one builds, the other leaves it.
  built = await Promise.all([
    buildDemoCabinet(server.app, server.db, clock),
    buildDemoCabinet(server.app, server.db, clock),
  ])
  const [sessions] = await server.db.query<{ n: string }>(
    'select count(*)::text as n from sessions where revoked_at is null',
  )
  sessionsAfterBuild = Number(sessions?.n)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

describe(`the living demo, built through the API with the clock set back (issue 14 item 10; ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is built once, by one of two starting together; the clock is back at now; a later start adds nothing', async () => {
    expect([...built].sort()).toEqual([false, true])
    expect(clock.now().getTime()).toBe(NOW)
    expect(clock.today()).toBe('2026-11-25')
    const [before] = await server.db.query<{ n: string }>('select count(*)::text as n from campaigns')
    expect(await buildDemoCabinet(server.app, server.db, clock)).toBe(false)
    const [after] = await server.db.query<{ n: string }>('select count(*)::text as n from campaigns')
    expect(after?.n).toBe(before?.n)
  })

  it('gives the demo advertiser a campaign in every state, over seven places', async () => {
    const campaigns = await campaignsOf(await signIn('demo@tablo.local'))
    const states = Object.fromEntries(campaigns.map((c) => [c.name, [c.state._id, c.paymentState._id]]))
    expect(states).toEqual({
      'Весенняя распродажа': ['completed', 'paid'],
      'Новая коллекция': ['active', 'paid'],
      'Окна в город': ['waitingForLaunch', 'paid'],
      'Остановки у метро': ['approved', 'notPaid'],
      'Трамваи выходного дня': ['moderation', 'notPaid'],
      'Стикеры в вагонах': ['primaryRejected', 'notPaid'],
      'Новогодние автобусы': ['draft', 'notPaid'],
    })
    const today = clock.today()
    const running = campaigns.find((c) => c.name === 'Новая коллекция')
    expect(running?.startDate).toBe(addDays(today, -30))
  })

  it('plays every day a campaign ran, so the charts are full; today is not played yet', async () => {
    const days = await server.db.query<{ name: string; days: string; first: string; last: string }>(
      `select c.name, count(distinct p.day)::text as days, min(p.day)::text as first, max(p.day)::text as last
       from plays p join campaigns c on c.id = p.campaign_id group by c.name order by c.name`,
    )
    const today = clock.today()
    expect(days.find((d) => d.name === 'Весенняя распродажа')).toEqual({
      name: 'Весенняя распродажа',
      days: '29',
      first: addDays(today, -40),
      last: addDays(today, -12),
    })
    expect(days.find((d) => d.name === 'Новая коллекция')).toMatchObject({
      days: '30',
      last: addDays(today, -1),
    })
    expect(days.map((d) => d.name).sort()).toEqual(
      ['Букет к выходным', 'Весенняя распродажа', 'Новая коллекция', 'Свежий хлеб к завтраку'].sort(),
    )
  })

  it('shows creatives approved, one rejected and one waiting for the moderator', async () => {
    const rows = await server.db.query<{ name: string; status: string }>(
      `select m.name, m.status from media m join accounts a on a.id = m.owner_id
       where a.email = 'demo@tablo.local' order by m.name`,
    )
    // Every campaign sent has its creative (issue #47); the rejected stickers' layout is rejected with them.
    expect(rows).toEqual([
      { name: 'Весна 10 с.mp4', status: 'approved' },
      { name: 'Коллекция 512×704.mp4', status: 'approved' },
      { name: 'Окна в город.png', status: 'approved' },
      { name: 'Остановки у метро.png', status: 'approved' },
      { name: 'Стикер без маркировки.png', status: 'rejected' },
      { name: 'Трамвай 32×9.mp4', status: 'moderation' },
    ])
  })

  it('keeps invoices paid and unpaid, and unread notifications written by the events', async () => {
    const token = await signIn('demo@tablo.local')
    const invoices = (
      (await call(server.baseUrl, 'GET', '/api/v1/clients/invoices', undefined, token)).body.data as {
        items: { campaignName: string; paymentState: { _id: string } }[]
      }
    ).items
    expect(Object.fromEntries(invoices.map((i) => [i.campaignName, i.paymentState._id]))).toEqual({
      'Весенняя распродажа': 'paid',
      'Новая коллекция': 'paid',
      'Окна в город': 'paid',
      'Остановки у метро': 'notPaid',
    })
    const [unread] = await server.db.query<{ n: string }>(
      `select count(*)::text as n from notifications n join accounts a on a.id = n.account_id
       where a.email = 'demo@tablo.local' and not n.is_read`,
    )
    expect(Number(unread?.n)).toBeGreaterThan(10)
  })

  it('gives the agency two advertisers with a running campaign each, and the observer the demo cabinet', async () => {
    const agency = await signIn('agency@tablo.local')
    const partners = (await call(server.baseUrl, 'GET', '/api/v1/clients/partners', undefined, agency)).body
      .data as { brand: string }[]
    expect(partners.map((p) => p.brand).sort()).toEqual(['Вкусный дом', 'Цветы у дома'])
    expect((await campaignsOf(agency)).map((c) => c.state._id)).toEqual(['active', 'active'])

    const observer = await signIn('observer@tablo.local')
    expect((await campaignsOf(observer)).length).toBe(7)
    const refused = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroMonitors',
      { name: 'Нельзя', calculation: {} },
      observer,
    )
    expect(refused.status).toBe(403)
  })

  it('ends the sessions it signed in with: the demo users sign in themselves', () => {
    expect(sessionsAfterBuild).toBe(0)
  })

  it('delivers what was ordered: the finished campaign at 100 %, the running ones on track for their days (issue #48)', async () => {
    const token = await signIn('demo@tablo.local')
    const agency = await signIn('agency@tablo.local')
    const today = clock.today()
    const delivery = async (c: Wire, owner: string) => {
      const stats = (
        await call(
          server.baseUrl,
          'GET',
          `/api/v1/commercial-campaign-statistics?campaignId=${c._id}&dateFrom=${c.startDate}&dateTo=${c.endDate}`,
          undefined,
          owner,
        )
      ).body.data as { total: { plays: number; ots: number }; ordered: { plays: number; ots: number } }
      const daysGone = Math.min(
        (Date.parse(today) - Date.parse(c.startDate)) / 86_400_000,
        (Date.parse(c.endDate) - Date.parse(c.startDate)) / 86_400_000 + 1,
      )
      const days = (Date.parse(c.endDate) - Date.parse(c.startDate)) / 86_400_000 + 1
      return {
        plays: stats.total.plays / stats.ordered.plays,
        ots: stats.total.ots / stats.ordered.ots,
        due: daysGone / days,
      }
    }
    const own = await campaignsOf(token)
    const finished = await delivery(
      own.find((c) => c.name === 'Весенняя распродажа')!,
      token,
    )
    expect(finished).toEqual({ plays: 1, ots: 1, due: 1 })
    const running = [
      ...own.filter((c) => c.state._id === 'active').map((c) => [c, token] as const),
      ...(await campaignsOf(agency)).map((c) => [c, agency] as const),
    ]
    expect(running).toHaveLength(3)
    for (const [c, owner] of running) {
      const d = await delivery(c, owner)
      // Every day played its share (85 %–115 % of a mean day), so the campaign is where its days say.
      expect(Math.abs(d.plays - d.due)).toBeLessThan(0.05)
      expect(Math.abs(d.ots - d.due)).toBeLessThan(0.05)
    }
  })

  it('lives its days in working hours: each step of a day from ten in the morning (Moscow)', async () => {
    const hours = await server.db.query<{ hour: number }>(
      `select distinct extract(hour from (e.at at time zone 'Europe/Moscow'))::int as hour from campaign_events e
       where e.event in ('create', 'sendApplication', 'rejectPrimary') order by hour`,
    )
    expect(hours.length).toBeGreaterThan(1)
    expect(hours.every((h) => h.hour >= 10 && h.hour < 18)).toBe(true)
  })
})
