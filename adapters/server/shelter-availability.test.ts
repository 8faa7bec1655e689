import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'

/**
 * The stops calculator reads what campaigns hold: a shelter side held by a campaign on any day of the period
 * asked is not available for booking in it, is counted as booked in its district, and reads as taken in the
 * exported address list (R-API-30, issue 6 part 2).
 */
const clock = new PinnedClock('2026-11-22')
let server: TestServer
let owner: Actor

interface Side {
  inventoryNumber: string
  side: 'a' | 'b'
  isAvailableInBooking: boolean
  advertisingPlatform: { region: { code: string } }
}
interface Availability {
  districts: { code: string; total: number; available: number }[]
  municipalities: { code: string; total: number; available: number }[]
}

const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
  const response = await fetch(`${server.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: unknown }
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200)
  return body.data as T
}

const sides = async (startDate: string, endDate: string, search: string): Promise<Side[]> =>
  (
    await gql<{ getTransitShelterSpacesByPeriod: { nodes: Side[] } }>(
      `query($p: PeriodInput!, $s: String) { getTransitShelterSpacesByPeriod(period: $p, search: $s, limit: 50) {
        nodes { inventoryNumber side isAvailableInBooking advertisingPlatform { region { code } } } } }`,
      { p: { startDate, endDate }, s: search },
    )
  ).getTransitShelterSpacesByPeriod.nodes

const wholeCity = async (startDate: string, endDate: string): Promise<Side[]> =>
  (
    await gql<{ getTransitShelterSpacesByPeriod: { nodes: Side[] } }>(
      `query($p: PeriodInput!) { getTransitShelterSpacesByPeriod(period: $p, limit: 24000) {
        nodes { inventoryNumber side isAvailableInBooking advertisingPlatform { region { code } } } } }`,
      { p: { startDate, endDate } },
    )
  ).getTransitShelterSpacesByPeriod.nodes

const availability = async (startDate: string, endDate: string): Promise<Availability> =>
  (
    await gql<{ getTransitShelterRegionAvailability: Availability }>(
      `query($p: PeriodInput!) { getTransitShelterRegionAvailability(period: $p) {
        districts { code total available } municipalities { code total available } } }`,
      { p: { startDate, endDate } },
    )
  ).getTransitShelterRegionAvailability

let held: Side[]

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  owner = await makeAccount(server.db)
  // Two sides of the first stop in the city: the campaign holds them for January 2027.
  const first = (await wholeCity('2027-01-01', '2027-01-31')).slice(0, 2)
  const created = await call(
    server.baseUrl,
    'POST',
    '/api/v1/clients/commercial-campaigns/transitShelter',
    {
      name: 'Остановки января',
      calculation: {
        months: ['2027-01'],
        stops: first.map((s) => ({
          inventoryNumber: s.inventoryNumber,
          side: s.side,
          region: s.advertisingPlatform.region.code,
        })),
      },
    },
    owner.token,
  )
  expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201)
  held = first
}, 120_000)
afterAll(async () => {
  await server?.close()
})

describe('shelter availability follows the holds of campaigns', () => {
  it('a held side is unavailable in a period touching its hold, and available outside it', async () => {
    for (const side of held) {
      const inJanuary = (await sides('2027-01-20', '2027-02-10', side.inventoryNumber)).find(
        (s) => s.inventoryNumber === side.inventoryNumber && s.side === side.side,
      )
      expect(inJanuary?.isAvailableInBooking).toBe(false)
      const inMarch = (await sides('2027-03-01', '2027-03-31', side.inventoryNumber)).find(
        (s) => s.inventoryNumber === side.inventoryNumber && s.side === side.side,
      )
      expect(inMarch?.isAvailableInBooking).toBe(true)
    }
  })

  it('the whole-city list marks exactly the held sides', async () => {
    const taken = (await wholeCity('2027-01-01', '2027-01-31')).filter((s) => !s.isAvailableInBooking)
    expect(taken.map((s) => `${s.inventoryNumber}:${s.side}`).sort()).toEqual(
      held.map((s) => `${s.inventoryNumber}:${s.side}`).sort(),
    )
    expect((await wholeCity('2027-02-01', '2027-02-28')).every((s) => s.isAvailableInBooking)).toBe(true)
  })

  it('the district of the held sides counts them as booked in the period only', async () => {
    const code = held[0]!.advertisingPlatform.region.code
    const district = (a: Availability) => [...a.districts, ...a.municipalities].find((d) => d.code === code)!
    const january = district(await availability('2027-01-01', '2027-01-31'))
    const march = district(await availability('2027-03-01', '2027-03-31'))
    expect(march.available).toBe(march.total)
    expect(january.total).toBe(march.total)
    expect(january.available).toBe(january.total - held.length)
  })

  it('a deleted campaign frees its sides', async () => {
    const [campaign] = await server.db.query<{ id: string }>('select id from campaigns where owner_id = $1', [
      owner.id,
    ])
    const removed = await call(
      server.baseUrl,
      'DELETE',
      `/api/v1/clients/commercial-campaigns/${campaign!.id}`,
      undefined,
      owner.token,
    )
    expect(removed.status).toBe(200)
    expect((await wholeCity('2027-01-01', '2027-01-31')).every((s) => s.isAvailableInBooking)).toBe(true)
  })
})
