import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { namesItsPlace, repeatedNames, unitLists } from '../../core/pricing/reference/unit-lists'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let a: Actor
let b: Actor
let reference: PricingReferenceData

const C = '/api/v1/clients/commercial-campaigns'
const taken = (place: string, query: Record<string, string>, token?: string) =>
  call(
    server.baseUrl,
    'GET',
    `/api/v1/commercial-campaigns/${place}/taken?${new URLSearchParams(query)}`,
    undefined,
    token,
  )
const JANUARY = { startDate: '2027-01-01', endDate: '2027-01-31' }

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  a = await makeAccount(server.db)
  b = await makeAccount(server.db)
  reference = (await call(server.baseUrl, 'GET', '/api/v1/pricing/reference')).body
    .data as PricingReferenceData
})
afterAll(async () => {
  await server?.close()
})

describe('the units of the seeded inventory as the calculators list them (issue #47 item 2)', () => {
  it('no list of any place names a unit twice, and every unit names its station with its line or its address', () => {
    const lists = unitLists(reference)
    expect(lists.find((l) => l.place === 'lightBoxes')?.entries.length).toBeGreaterThan(1000)
    for (const list of lists) expect(repeatedNames(list), `${list.place}: ${list.list}`).toEqual([])
    for (const list of lists.filter((l) => l.located))
      for (const e of list.entries)
        expect(namesItsPlace(e.name), `${list.place} ${e.id}: ${e.name}`).toBe(true)
  })

  it('a unit at a station is named by that very station and line, the price list’s own units too', async () => {
    const stations = new Map(
      (
        await server.db.query<{ id: string; label: string }>(
          `select s.id, s.name || ' (' || l.name || ')' as label
             from metro_stations s join metro_lines l on l.id = s.line_id`,
        )
      ).map((s) => [s.id, s.label]),
    )
    const placed = (['lightBoxes', 'cristalLight', 'turnsTiles'] as const).flatMap((p) =>
      reference.tariffs[p].items.filter((i) => i.stationId !== undefined),
    )
    expect(placed.length).toBeGreaterThan(2000)
    for (const unit of placed)
      expect(
        unit.name.startsWith(`${stations.get(unit.stationId ?? '')}: `),
        `${unit.id}: ${unit.name}`,
      ).toBe(true)
  })
})

describe('GET /api/v1/commercial-campaigns/{place}/taken (issue #47 item 3: taken is taken)', () => {
  it('names the units another campaign holds on a day of the period, to anyone, but the owner editing it', async () => {
    const created = await call(
      server.baseUrl,
      'POST',
      `${C}/lightBoxes`,
      {
        name: 'Чужие лайтбоксы',
        calculation: { ...JANUARY, startDate: '2027-01-10', itemIds: ['LB-001', 'ЛБ-00007'] },
      },
      b.token,
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
    const takenOf = async (query: Record<string, string>, token?: string) => {
      const answer = await taken('lightBoxes', query, token)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return (answer.body.data as { taken: string[] }).taken
    }
    expect(await takenOf(JANUARY)).toEqual(['LB-001', 'ЛБ-00007'])
    // One day in common is enough; the day before the hold starts is free.
    expect(await takenOf({ startDate: '2026-12-01', endDate: '2027-01-10' }, a.token)).toEqual([
      'LB-001',
      'ЛБ-00007',
    ])
    expect(await takenOf({ startDate: '2026-12-01', endDate: '2027-01-09' })).toEqual([])
    // Another advertiser naming the campaign still sees its units taken; its owner editing it sees them free.
    expect(await takenOf({ ...JANUARY, campaignId: id }, a.token)).toEqual(['LB-001', 'ЛБ-00007'])
    expect(await takenOf({ ...JANUARY, campaignId: id })).toEqual(['LB-001', 'ЛБ-00007'])
    expect(await takenOf({ ...JANUARY, campaignId: id }, b.token)).toEqual([])
    expect(await takenOf(JANUARY, b.token)).toEqual(['LB-001', 'ЛБ-00007'])
    // Another place's list is not touched by light-box holds; screens share airtime and are never taken.
    expect((await taken('cristalLight', JANUARY)).body.data).toMatchObject({ taken: [] })
    expect((await taken('cityFormat', JANUARY)).body.data).toMatchObject({ place: 'cityFormat', taken: [] })
  })

  it('refuses bad input in Russian, naming the field', async () => {
    const refused = async (place: string, query: Record<string, string>, field: string, token?: string) => {
      const answer = await taken(place, query, token)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body.message).toMatch(/[А-Яа-яЁё]/)
      expect(Object.keys(answer.body.errors ?? {})).toEqual([field])
    }
    await refused('lightBoxes', { endDate: '2027-01-31' }, 'startDate')
    await refused('lightBoxes', { startDate: '2027-01-31', endDate: '2027-01-01' }, 'endDate')
    await refused('lightBoxes', { startDate: '2027-01-01', endDate: '31.01.2027' }, 'endDate')
    await refused('lightBoxes', { startDate: '2027-01-01', endDate: '2028-12-31' }, 'endDate')
    await refused('flyingSaucers', JANUARY, 'place')
    expect((await taken('lightBoxes', JANUARY, 'not-a-token')).status).toBe(401)
  })
})
