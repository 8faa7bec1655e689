import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settleCampaigns } from '../campaigns/scheduler'
import { makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, realSides, startTestServer, type RealSide, type TestServer } from './testing/test-server'

/**
 * Issue 20 item 1: the Moscow-clock job run many times at once (two servers' timers meeting, a manual run) lapses
 * each expired hold exactly once: one event, one notification, one count; a confirmed hold is never lapsed.
 */
const clock = new PinnedClock('2026-11-22')
let server: TestServer
let owner: Actor
let staff: Actor
let sides: RealSide[]

const RUNS = 8
const CC = '/api/v1/clients/commercial-campaigns'

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  sides = await realSides(server, 5, { side: 'b', offset: 300 })
  owner = await makeAccount(server.db)
  staff = await makeAccount(server.db, { moderator: true })
})
afterAll(async () => {
  await server?.close()
})

const hold = async (side: RealSide, name: string): Promise<string> => {
  const answer = await call(
    server.baseUrl,
    'POST',
    `${CC}/transitShelter`,
    { name, calculation: { months: ['2027-01'], stops: [side] } },
    owner.token,
  )
  expect(answer.status).toBe(201)
  const campaign = (
    answer.body.data as { advertisingCampaign: { _id: string; reservationStatus: { _id: string } } }
  ).advertisingCampaign
  expect(campaign.reservationStatus._id).toBe('reserved')
  return campaign._id
}

const countBy = async (sql: string, ids: string[]) => {
  const rows = await server.db.query<{ id: string; n: string }>(sql, [ids])
  return Object.fromEntries(ids.map((id) => [id, Number(rows.find((r) => r.id === id)?.n ?? 0)]))
}

describe(`the clock's job run ${RUNS} times at once (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lapses each expired hold once: one event, one notification, one count; a confirmed hold stays', async () => {
    clock.set('2026-11-22')
    const lapsing = [
      await hold(sides[0]!, 'Лапс 1'),
      await hold(sides[1]!, 'Лапс 2'),
      await hold(sides[2]!, 'Лапс 3'),
    ]
    const confirmed = await hold(sides[3]!, 'Подтверждённая')
    const confirm = await call(
      server.baseUrl,
      'POST',
      `/api/v1/staff/campaigns/${confirmed}/confirm-reservation`,
      undefined,
      staff.token,
    )
    expect(confirm.status).toBe(200)
    const notificationsBefore = await countBy(
      'select campaign_id as id, count(*)::text as n from notifications where campaign_id = any($1) group by campaign_id',
      lapsing,
    )

    clock.set('2026-11-28')
    // Half through the server's own job function (as its timers call it), half over HTTP (as staff run it).
    const direct = Array.from({ length: RUNS / 2 }, () => settleCampaigns(server.container))
    const overHttp = Array.from({ length: RUNS / 2 }, () =>
      call(server.baseUrl, 'POST', '/api/v1/staff/scheduler/run', undefined, staff.token),
    )
    const [reports, answers] = await Promise.all([Promise.all(direct), Promise.all(overHttp)])
    for (const answer of answers) expect(answer.status).toBe(200)
    const lapsedCounts = [
      ...reports.map((r) => r.lapsedHolds),
      ...answers.map((r) => (r.body.data as { lapsedHolds: number }).lapsedHolds),
    ]
    expect(lapsedCounts.reduce((a, b) => a + b, 0)).toBe(lapsing.length)

    const events = await countBy(
      `select campaign_id as id, count(*)::text as n from campaign_events
        where event = 'holdLapsed' and campaign_id = any($1) group by campaign_id`,
      [...lapsing, confirmed],
    )
    expect(events).toEqual({ [lapsing[0]!]: 1, [lapsing[1]!]: 1, [lapsing[2]!]: 1, [confirmed]: 0 })
    const notificationsAfter = await countBy(
      'select campaign_id as id, count(*)::text as n from notifications where campaign_id = any($1) group by campaign_id',
      lapsing,
    )
    for (const id of lapsing) expect(notificationsAfter[id]).toBe((notificationsBefore[id] ?? 0) + 1)

    const states = await server.db.query<{ id: string; reservation_state: string }>(
      'select id, reservation_state from campaigns where id = any($1)',
      [[...lapsing, confirmed]],
    )
    expect(Object.fromEntries(states.map((s) => [s.id, s.reservation_state]))).toEqual({
      [lapsing[0]!]: 'canceled',
      [lapsing[1]!]: 'canceled',
      [lapsing[2]!]: 'canceled',
      [confirmed]: 'confirmed',
    })
    const holdsLeft = await server.db.query<{ n: string }>(
      'select count(*)::text as n from campaign_holds where campaign_id = any($1)',
      [lapsing],
    )
    expect(holdsLeft[0]?.n).toBe('0')

    // A later run finds nothing more to do.
    const again = await call(server.baseUrl, 'POST', '/api/v1/staff/scheduler/run', undefined, staff.token)
    expect((again.body.data as { lapsedHolds: number }).lapsedHolds).toBe(0)
  })
})
