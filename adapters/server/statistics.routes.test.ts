import { randomUUID } from 'node:crypto'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import {
  countedByDay,
  insertPlays,
  registerScreen,
  rollUpAllPlays,
  rollUpPlays,
} from '../database/plays.store'
import { call, startTestServer, type TestServer } from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const clock = new PinnedClock('2026-11-22')
const SCREEN_KEY = 'screen-key-of-the-test'
const SCREEN_ID = randomUUID()
let server: TestServer
let advertiser: Actor
let other: Actor
let observer: Actor
let campaignId: string

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const sendPlays = (body: unknown, key: string | null = SCREEN_KEY) =>
  fetch(`${server.baseUrl}/api/v1/screens/plays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-screen-key': key }) },
    body: JSON.stringify(body),
  })

const play = (playedAt: string, ots: number, id = randomUUID()) => ({
  id,
  campaignId,
  inventoryNumber: 'ММ-0001',
  playedAt,
  durationSeconds: 10,
  ots,
})

interface Stats {
  days: { date: string; plays: number; ots: number; grp: number }[]
  total: { plays: number; ots: number; grp: number }
}

const statistics = (query: string, token = advertiser.token) =>
  call(server.baseUrl, 'GET', `/api/v1/commercial-campaign-statistics${query}`, undefined, token)

beforeAll(async () => {
  server = await startTestServer({ clock })
  advertiser = await makeAccount(server.db)
  other = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: advertiser.id })
  await registerScreen(server.db, SCREEN_ID, 'Экран на Тверской', SCREEN_KEY)
  const created = await call(
    server.baseUrl,
    'POST',
    '/api/v1/clients/commercial-campaigns/metroMonitors',
    { name: 'Статистика зимой', calculation: CALCULATIONS.metroMonitors },
    advertiser.token,
  )
  campaignId = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
})
afterAll(async () => {
  await server?.close()
})

describe(`statistics (issue 6 part 7) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const batch = () => [
    play('2027-01-10T08:00:00Z', 1_000_000),
    play('2027-01-10T20:59:59Z', 28_750),
    // 21:30 UTC is already 11.01 in Moscow.
    play('2027-01-10T21:30:00Z', 500_000),
    play('2027-01-12T10:00:00+03:00', 100),
  ]
  let sent: ReturnType<typeof batch>

  it('ingests a batch once: the same batch again counts nothing (idempotent by play id)', async () => {
    sent = batch()
    const first = await sendPlays({ plays: sent })
    expect(first.status).toBe(200)
    expect(((await first.json()) as { data: unknown }).data).toEqual({ accepted: 4, duplicates: 0 })
    const again = await sendPlays({ plays: sent })
    expect(((await again.json()) as { data: unknown }).data).toEqual({ accepted: 0, duplicates: 4 })
    const [count] = await server.db.query<{ n: string }>(
      'select count(*)::text as n from plays where campaign_id = $1',
      [campaignId],
    )
    expect(count?.n).toBe('4')
  })

  it('refuses an unknown screen key, a bad batch and plays of unknown campaigns', async () => {
    expect((await sendPlays({ plays: batch() }, 'wrong')).status).toBe(401)
    expect((await sendPlays({ plays: batch() }, null)).status).toBe(401)
    const bad = await sendPlays({ plays: [{ ...play('2027-01-10T08:00:00Z', 1), ots: -1 }] })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({ 'plays.0.ots': 'wrong format' })
    const unknown = await sendPlays({
      plays: [{ ...play('2027-01-10T08:00:00Z', 1), campaignId: randomUUID() }],
    })
    expect(((await unknown.json()) as { errors: unknown }).errors).toEqual({
      'plays.0.campaignId': 'not found',
    })
  })

  it('aggregates plays, OTS and GRP per Moscow day, zero days included (GRP = OTS / 10 287 500 × 100)', async () => {
    const res = await statistics(`?campaignId=${campaignId}&dateFrom=2027-01-09&dateTo=2027-01-12`)
    expect(res.status).toBe(200)
    const s = res.body.data as Stats
    expect(s.days).toEqual([
      { date: '2027-01-09', plays: 0, ots: 0, grp: 0 },
      { date: '2027-01-10', plays: 2, ots: 1_028_750, grp: 10 },
      { date: '2027-01-11', plays: 1, ots: 500_000, grp: 4.86 },
      { date: '2027-01-12', plays: 1, ots: 100, grp: 0 },
    ])
    expect(s.total).toEqual({ plays: 4, ots: 1_528_850, grp: 14.86 })
  })

  it('exports the same figures as .xlsx', async () => {
    const res = await fetch(
      `${server.baseUrl}/api/v1/commercial-campaign-statistics/exportStatistics?campaignId=${campaignId}&dateFrom=2027-01-10&dateTo=2027-01-11`,
      { headers: { authorization: `Bearer ${advertiser.token}`, accept: XLSX } },
    )
    expect(res.headers.get('content-type')).toBe(XLSX)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const rows: unknown[][] = []
    book.getWorksheet('Статистика')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)))
    expect(rows).toEqual([
      ['Дата', 'Показы', 'OTS', 'GRP'],
      ['10.01.2027', 2, 1_028_750, 10],
      ['11.01.2027', 1, 500_000, 4.86],
      ['Итого', 3, 1_528_750, 14.86],
    ])
  })

  it('the campaigns report lists the owner’s campaigns with their plays', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/clients/campaigns-report`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${advertiser.token}`,
        'content-type': 'application/json',
        accept: XLSX,
      },
      body: JSON.stringify({ dateFrom: '2027-01-01', dateTo: '2027-01-31' }),
    })
    expect(res.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const rows: unknown[][] = []
    book.getWorksheet('Отчёт по кампаниям')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)))
    expect(rows).toHaveLength(2)
    expect(rows[1]?.slice(1, 4)).toEqual(['Статистика зимой', 'Мониторы в метро', 'Черновик'])
    expect(rows[1]?.slice(6, 9)).toEqual([4, 1_528_850, 14.86])
  })

  it('is owner scoped; observers get no statistics (R-ROLE-08); bad periods are refused', async () => {
    const q = `?campaignId=${campaignId}&dateFrom=2027-01-09&dateTo=2027-01-12`
    expect((await statistics(q, other.token)).status).toBe(404)
    expect((await statistics(q, observer.token)).status).toBe(403)
    expect(
      (await statistics(`?campaignId=${campaignId}&dateFrom=2027-01-12&dateTo=2027-01-09`)).body.errors,
    ).toEqual({
      dateTo: 'wrong range',
    })
    expect((await statistics(`?campaignId=x&dateFrom=2027-01-12`)).body.errors).toEqual({
      campaignId: 'wrong format',
      dateTo: 'required',
    })
  })

  it('the demo simulator plays an active campaign its day of the order, once per day however often it runs (issue #48)', async () => {
    const staff = await makeAccount(server.db, { moderator: true })
    const created = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroMonitors',
      { name: 'Симуляция', calculation: CALCULATIONS.metroMonitors },
      advertiser.token,
    )
    const id = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
    await attachCreative(server.db, id)
    const path = `/api/v1/clients/commercial-campaigns/metroMonitors/${id}/application`
    expect((await call(server.baseUrl, 'POST', path, undefined, advertiser.token)).status).toBe(200)
    const back = (p: string, body?: unknown) =>
      call(server.baseUrl, 'POST', `/api/v1/staff${p}`, body, staff.token)
    expect((await back(`/campaigns/${id}/approve`)).status).toBe(200)
    expect((await back(`/campaigns/${id}/payment`, { paymentState: 'paid' })).status).toBe(200)
    clock.set('2027-01-10')
    await back('/scheduler/run')
    const simulate = (token: string) =>
      call(server.baseUrl, 'POST', '/api/v1/screens/simulate', { date: '2027-01-10' }, token)
    expect((await simulate(advertiser.token)).status).toBe(403)
    const first = (await simulate(staff.token)).body.data as { campaigns: number; accepted: number }
    expect((await simulate(staff.token)).body.data).toEqual({ campaigns: 1, accepted: 0 })
    const [row] = await server.db.query<{ periods: unknown }>(
      'select periods_price as periods from campaigns where id = $1',
      [id],
    )
    const periods = (typeof row!.periods === 'string' ? JSON.parse(row!.periods) : row!.periods) as {
      periods: { startDate: string; endDate: string; ots?: number }[]
    }[]
    const period = periods
      .flatMap((e) => e.periods)
      .find((p) => p.startDate <= '2027-01-10' && '2027-01-10' <= p.endDate)!
    const days = (Date.parse(period.endDate) - Date.parse(period.startDate)) / 86_400_000 + 1
    const s = (await statistics(`?campaignId=${id}&dateFrom=2027-01-10&dateTo=2027-01-10`)).body
      .data as Stats & {
      ordered: { plays: number; days: number }
    }
    // The day's share of what was bought (85 %–115 % of a mean day), counted whole: 24 plays and the rest.
    expect(first).toEqual({ campaigns: 1, accepted: s.days[0]?.plays })
    const meanPlays = s.ordered.plays / s.ordered.days
    expect(s.days[0]!.plays).toBeGreaterThan(24)
    expect(s.days[0]!.plays).toBeGreaterThanOrEqual(Math.floor(meanPlays * 0.7))
    expect(s.days[0]!.plays).toBeLessThanOrEqual(Math.ceil(meanPlays * 1.4))
    expect(s.days[0]!.ots).toBeGreaterThanOrEqual(Math.floor(((period.ots ?? 0) / days) * 0.7))
    expect(s.days[0]!.ots).toBeLessThanOrEqual(Math.ceil(((period.ots ?? 0) / days) * 1.4))
    const hourly = await server.db.query<{ n: number }>(
      'select count(*)::int as n from plays where campaign_id = $1 and day = $2',
      [id, '2027-01-10'],
    )
    expect(hourly[0]?.n).toBe(24)

    // Cabinet §4: once its advertiser pauses the showing it plays nowhere, until resumed.
    const showing = (isAllowed: boolean) =>
      call(
        server.baseUrl,
        'PATCH',
        `/api/v1/clients/commercial-campaigns/${id}/setAllowed`,
        { isAllowed },
        advertiser.token,
      )
    expect((await showing(false)).status).toBe(200)
    const day = (date: string) =>
      call(server.baseUrl, 'POST', '/api/v1/screens/simulate', { date }, staff.token).then(
        (r) => r.body.data as { campaigns: number; accepted: number },
      )
    expect(await day('2027-01-11')).toEqual({ campaigns: 0, accepted: 0 })
    expect((await showing(true)).status).toBe(200)
    expect((await day('2027-01-11')).campaigns).toBe(1)
  })

  it('never answers 5xx to arbitrary batches and queries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.string({ maxLength: 20 }), async (body, from) => {
        expect((await sendPlays(body)).status).toBeLessThan(500)
        expect((await sendPlays({ plays: [body] })).status).toBeLessThan(500)
        const s = await statistics(
          `?campaignId=${campaignId}&dateFrom=${encodeURIComponent(from)}&dateTo=2027-01-01`,
        )
        expect(s.status).toBeLessThan(500)
      }),
      { numRuns: 40 },
    )
  })

  it('rolls plays up into per-day counts without changing a figure, however batches and roll-ups interleave', async () => {
    // Ground truth: every play received, counted from the plays themselves.
    const truth = async () =>
      (
        await server.db.query<{ campaign_id: string; day: string; plays: string; ots: string }>(
          `select campaign_id::text as campaign_id, day::text as day, count(*)::text as plays, sum(ots)::text as ots
           from plays where campaign_id = $1 and day between '2027-02-01' and '2027-02-05'
           group by campaign_id, day order by day`,
          [campaignId],
        )
      ).map((r) => ({ ...r, plays: Number(r.plays), ots: Number(r.ots) }))
    const counted = () => countedByDay(server.db, [campaignId], '2027-02-01', '2027-02-05')
    const sentBefore: ReturnType<typeof play>[] = []
    const step = fc.oneof(
      fc.record({
        plays: fc.array(
          fc.record({ day: fc.integer({ min: 1, max: 5 }), ots: fc.nat(1_000_000), again: fc.boolean() }),
          { minLength: 1, maxLength: 25 },
        ),
      }),
      fc.record({ batch: fc.integer({ min: 1, max: 20 }), twoAtOnce: fc.boolean() }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          if ('plays' in s) {
            // A play sent again (same id) is a duplicate, rolled up or not.
            const plays = s.plays.map((p) =>
              p.again && sentBefore.length > 0
                ? sentBefore[p.ots % sentBefore.length]!
                : play(`2027-02-0${p.day}T12:00:00Z`, p.ots),
            )
            // Stored as the ingestion stores them, without the roll-up it asks for: the roll-ups are this test's.
            await insertPlays(server.db, SCREEN_ID, plays, new Date())
            sentBefore.push(...plays)
          } else if (s.twoAtOnce) {
            // On PostgreSQL two connections roll up at once; neither takes the plays the other holds.
            await Promise.all([rollUpPlays(server.db, s.batch), rollUpPlays(server.db, s.batch)])
          } else await rollUpPlays(server.db, s.batch)
          expect(await counted()).toEqual(await truth())
        }
      }),
      { numRuns: 20 },
    )
    await rollUpAllPlays(server.db, 7)
    const [pending] = await server.db.query<{ n: string }>(
      'select count(*)::text as n from plays where not rolled_up',
    )
    expect(pending?.n).toBe('0')
    const kept = await server.db.query<{ day: string; plays: string; ots: string }>(
      `select day::text as day, plays::text as plays, ots::text as ots from play_days
       where campaign_id = $1 and day between '2027-02-01' and '2027-02-05' order by day`,
      [campaignId],
    )
    expect(
      kept.map((r) => ({ campaign_id: campaignId, day: r.day, plays: Number(r.plays), ots: Number(r.ots) })),
    ).toEqual(await truth())
    expect(await counted()).toEqual(await truth())
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a roll-up skips the plays another one holds, and each play is counted once when both commit',
    async () => {
      const plays = Array.from({ length: 6 }, (_, i) => play(`2027-02-1${i % 3}T12:00:00Z`, 10 + i))
      await insertPlays(server.db, SCREEN_ID, plays, new Date())
      const before = await countedByDay(server.db, [campaignId], '2027-02-10', '2027-02-12')
      let second: Promise<number> = Promise.resolve(-1)
      const first = await server.db.transaction(async (tx) => {
        const moved = await rollUpPlays(tx, 4)
        // Meanwhile, on another connection: the four held plays are skipped, the other two taken; their day
        // counts wait for this transaction (the same days' rows) and add to what it added.
        second = rollUpPlays(server.db, 100)
        await new Promise((resolve) => setTimeout(resolve, 200))
        return moved
      })
      expect([first, await second]).toEqual([4, 2])
      expect(await countedByDay(server.db, [campaignId], '2027-02-10', '2027-02-12')).toEqual(before)
    },
  )
})
