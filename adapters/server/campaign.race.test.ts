import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, realSides, startTestServer, type TestServer } from './testing/test-server'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
const STOPS = 25
const MONTHS = ['2027-01', '2027-02'] as const
const CONTENDERS = 4

/** The 50 stop-periods: 25 real shelter sides a of the seeded inventory, each for January and for February. */
let stopPeriods: { number: string; region: string; month: string }[] = []

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  stopPeriods = (await realSides(server, STOPS, { side: 'a' })).flatMap((s) =>
    MONTHS.map((month) => ({ number: s.inventoryNumber, region: s.region, month })),
  )
})
afterAll(async () => {
  await server?.close()
})

describe('booking race: the database lets one campaign hold a stop-period (issue 6, R-STOP-05)', () => {
  it('200 concurrent requests from 200 advertisers for 50 stop-periods: one winner each, every loser told why', async () => {
    const advertisers: Actor[] = []
    for (let i = 0; i < stopPeriods.length * CONTENDERS; i++) advertisers.push(await makeAccount(server.db))
    const requests = advertisers.map((a, i) => {
      const target = stopPeriods[i % stopPeriods.length]!
      return {
        target,
        send: () =>
          call(
            server.baseUrl,
            'POST',
            '/api/v1/clients/commercial-campaigns/transitShelter',
            {
              name: `Гонка ${i}`,
              calculation: {
                months: [target.month],
                stops: [{ inventoryNumber: target.number, side: 'a', region: target.region }],
              },
            },
            a.token,
          ),
      }
    })
    const answers = await Promise.all(requests.map((r) => r.send()))

    const winners = new Map<string, number>()
    let conflicts = 0
    let others = 0
    answers.forEach((answer, i) => {
      const { number, month } = requests[i]!.target
      const key = `${number}/${month}`
      if (answer.status === 201) winners.set(key, (winners.get(key) ?? 0) + 1)
      else if (answer.status === 409) {
        conflicts++
        const body = answer.body as {
          inventoryNumbers?: string[]
          periods?: { startDate: string; inventoryNumbers: string[] }[]
        }
        expect(answer.body.errors).toEqual({ inventoryNumbers: 'booking conflict' })
        expect(body.inventoryNumbers).toEqual([number])
        expect(body.periods?.[0]).toMatchObject({ startDate: `${month}-01`, inventoryNumbers: [number] })
      } else others++
    })
    console.log(
      `booking race on ${server.db.kind}: ${answers.length} requests, ${stopPeriods.length} stop-periods, ` +
        `${[...winners.values()].reduce((s, n) => s + n, 0)} won, ${conflicts} refused with the conflicting inventory numbers, ${others} other`,
    )
    expect(others).toBe(0)
    expect(winners.size).toBe(stopPeriods.length)
    expect([...winners.values()].every((n) => n === 1)).toBe(true)
    expect(conflicts).toBe(stopPeriods.length * (CONTENDERS - 1))

    // Nothing half-made: one campaign per winner, each holding every day of its month, no orphan holds.
    const [counts] = await server.db.query<{ campaigns: string; holds: string; orphans: string }>(
      `select (select count(*) from campaigns)::text as campaigns, (select count(*) from campaign_holds)::text as holds,
              (select count(*) from campaign_holds h where not exists (select 1 from campaigns c where c.id = h.campaign_id))::text as orphans`,
    )
    expect(Number(counts!.campaigns)).toBe(stopPeriods.length)
    expect(Number(counts!.holds)).toBe(STOPS * (31 + 28))
    expect(Number(counts!.orphans)).toBe(0)
    // What an operator sees (issue #18): each booking and each conflict counted once.
    const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text()
    expect(metrics).toMatch(new RegExp(`^tablo_bookings_total ${stopPeriods.length}$`, 'm'))
    expect(metrics).toMatch(
      new RegExp(`^tablo_booking_conflicts_total ${stopPeriods.length * (CONTENDERS - 1)}$`, 'm'),
    )
  })
})

describe('a side is one unit under every name it has (the stops are stored as the inventory names them)', () => {
  it('held by its current number, it cannot be taken again by its old one; the stored stop carries the real okrug', async () => {
    const [side] = await realSides(server, 1, { side: 'b', offset: 500 })
    const oldNumber = `${Number(side!.inventoryNumber.slice(4, 10))}-B`
    const [first, second] = [await makeAccount(server.db), await makeAccount(server.db)]
    const book = (number: string, region: string, token: string) =>
      call(
        server.baseUrl,
        'POST',
        '/api/v1/clients/commercial-campaigns/transitShelter',
        {
          name: 'Одна сторона',
          calculation: { months: ['2027-03'], stops: [{ inventoryNumber: number, side: 'b', region }] },
        },
        token,
      )
    const held = await book(side!.inventoryNumber, 'ТАО', first.token)
    expect(held.status).toBe(201)
    const stored = (held.body.data as { advertisingCampaign: { calculation: { stops: unknown[] } } })
      .advertisingCampaign.calculation.stops
    expect(stored).toEqual([{ inventoryNumber: side!.inventoryNumber, side: 'b', region: side!.region }])
    const again = await book(oldNumber, side!.region, second.token)
    expect(again.status).toBe(409)
    expect((again.body as { inventoryNumbers?: string[] }).inventoryNumbers).toEqual([side!.inventoryNumber])
  })
})
