import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PurchaseWire } from '../../core/contract/purchase.answer'
import { makeLegalEntity } from './testing/campaign-orders-fixtures'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, realSides, realStickerSpaces, startTestServer, type TestServer } from './testing/test-server'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let other: Actor
let observer: Actor
const ids: Record<string, string> = {}
let boxes: { id: string; name: string; station: string }[] = []

const CC = '/api/v1/clients/commercial-campaigns'
const purchase = (id: string, token = advertiser.token) =>
  call(server.baseUrl, 'GET', `${CC}/${id}/purchase`, undefined, token)
const create = async (place: string, body: Record<string, unknown>) => {
  const created = await call(
    server.baseUrl,
    'POST',
    `${CC}/${place}`,
    { name: `Покупка ${place}`, ...body },
    advertiser.token,
  )
  expect(created.status).toBe(201)
  return (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
}
const netOf = async (id: string) => {
  const [row] = await server.db.query<{ net: string }>(
    'select total_sum_without_taxes::text as net from campaigns where id = $1',
    [id],
  )
  return Number(row?.net)
}
const kopecks = (roubles: number) => Math.round(roubles * 100)

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  advertiser = await makeAccount(server.db)
  other = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: advertiser.id })
  boxes = await server.db.query<{ id: string; name: string; station: string }>(
    `select i.id, i.name, s.name || ' (' || l.name || ')' as station from inventory_items i
       join metro_stations s on s.id = i.station_id join metro_lines l on l.id = s.line_id
     where i.kind = 'lightBox' order by i.position limit 2`,
  )
  ids['lightBoxes'] = await create('lightBoxes', {
    calculation: { startDate: '2027-01-20', endDate: '2027-02-10', itemIds: boxes.map((b) => b.id) },
  })
  ids['metroStickers'] = await create('metroStickers', {
    calculation: CALCULATIONS.metroStickers,
    spaces: await realStickerSpaces(server, 2, 21),
  })
  ids['transitShelter'] = await create('transitShelter', {
    calculation: { months: ['2027-01'], stops: await realSides(server, 3, { offset: 40 }) },
  })
  ids['metroMonitors'] = await create('metroMonitors', { calculation: CALCULATIONS.metroMonitors })
})
afterAll(async () => {
  await server?.close()
})

describe(`a campaign's purchase (issue #47 item 4) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('lists each light box bought with its name, station, number and format; the items add up to the net', async () => {
    const res = await purchase(ids['lightBoxes']!)
    expect(res.status).toBe(200)
    const p = res.body.data as PurchaseWire
    expect(p.items.map((i) => [i.name, i.where, i.inventoryNumber, i.format])).toEqual(
      boxes.map((b) => [b.name, b.station, b.id, 'Лайтбокс 1200×1800']),
    )
    for (const item of p.items) {
      // One month each side of the new year: two periods under every box, none repeated.
      expect(item.periods.map((x) => [x.startDate, x.endDate])).toEqual([
        ['2027-01-20', '2027-01-31'],
        ['2027-02-01', '2027-02-10'],
      ])
      expect(item.ots).toBeGreaterThan(0)
    }
    const net = await netOf(ids['lightBoxes']!)
    expect(p.items.reduce((s, i) => s + kopecks(i.price), 0)).toBe(net)
    expect(kopecks(p.totals.price)).toBe(net)
  })

  it('lists a sticker campaign by its spaces and a shelter campaign by its sides, with addresses', async () => {
    const stickers = (await purchase(ids['metroStickers']!)).body.data as PurchaseWire
    expect(stickers.items.map((i) => i.inventoryNumber)).toEqual(await realStickerSpaces(server, 2, 21))
    expect(stickers.items.every((i) => i.where !== null && i.format === 'Стикер A3')).toBe(true)
    const sides = (await purchase(ids['transitShelter']!)).body.data as PurchaseWire
    const asked = await realSides(server, 3, { offset: 40 })
    expect(sides.items.map((i) => [i.inventoryNumber, i.side])).toEqual(
      asked.map((s) => [s.inventoryNumber, s.side]),
    )
    expect(sides.items.every((i) => (i.where ?? '').length > 0)).toBe(true)
    expect(sides.items.reduce((s, i) => s + kopecks(i.price), 0)).toBe(await netOf(ids['transitShelter']!))
  })

  it('carries the invoices with their state and the history of states, with reasons', async () => {
    const id = ids['metroMonitors']!
    const empty = (await purchase(id)).body.data as PurchaseWire
    expect(empty.invoices).toEqual([])
    expect(empty.history.map((e) => [e.event, e.to])).toEqual([['create', 'draft']])
    const legalEntity = await makeLegalEntity(server.db, advertiser.id)
    const invoiceId = randomUUID()
    await server.db.query(
      `insert into invoices (id, campaign_id, owner_id, legal_entity_id, issued_on, pay_until,
         total_sum_without_taxes, taxes_sum, pdf, created_at)
       values ($1, $2, $3, $4, '2026-11-22', '2026-11-27', 100000, 22000, '\\x25504446', now())`,
      [invoiceId, id, advertiser.id, legalEntity],
    )
    // Moderation's verdicts as the staff desk records them (its own tests drive the desk).
    await server.db.query(
      `insert into campaign_events (campaign_id, event, actor, from_state, to_state, reason, at) values
         ($1, 'sendApplication', 'advertiser', 'draft', 'moderation', null, now() + interval '1 minute'),
         ($1, 'reject', 'moderator', 'moderation', 'primaryRejected', 'Нет маркировки', now() + interval '2 minutes')`,
      [id],
    )
    const p = (await purchase(id)).body.data as PurchaseWire
    expect(p.invoices).toMatchObject([
      {
        _id: invoiceId,
        issuedOn: '2026-11-22',
        payUntil: '2026-11-27',
        totalSumWithoutTaxes: 1000,
        taxesSum: 220,
        totalSum: 1220,
        paymentState: { _id: 'notPaid' },
        downloadUrl: `/api/v1/clients/invoices/${invoiceId}/pdf`,
      },
    ])
    expect(p.history.map((e) => [e.to, e.reason])).toEqual([
      ['draft', null],
      ['moderation', null],
      ['primaryRejected', 'Нет маркировки'],
    ])
    expect(p.history.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true)
    // The observer reads what was bought and when, never the invoices (R-ROLE-08).
    const seen = (await purchase(id, observer.token)).body.data as PurchaseWire
    expect(seen.items).toEqual(p.items)
    expect(seen.invoices).toEqual([])
  })

  it('statistics answer what the order bought beside what was delivered (R-SCREEN-06)', async () => {
    const id = ids['metroMonitors']!
    const res = await call(
      server.baseUrl,
      'GET',
      `/api/v1/commercial-campaign-statistics?campaignId=${id}&dateFrom=2027-01-10&dateTo=2027-01-20`,
      undefined,
      advertiser.token,
    )
    expect(res.status).toBe(200)
    const data = res.body.data as {
      total: { plays: number }
      ordered: { plays: number; ots: number; days: number; startDate: string; endDate: string }
    }
    const bought = (await purchase(id)).body.data as PurchaseWire
    expect(data.ordered).toMatchObject({
      startDate: '2027-01-10',
      endDate: '2027-01-20',
      days: 11,
      plays: CALCULATIONS.metroMonitors.presentationCount,
      ots: bought.totals.ots,
    })
    expect(data.total.plays).toBe(0)
    const boxes = await call(
      server.baseUrl,
      'GET',
      `/api/v1/commercial-campaign-statistics?campaignId=${ids['lightBoxes']}&dateFrom=2027-01-20&dateTo=2027-01-21`,
      undefined,
      advertiser.token,
    )
    // A light box sells no shows: its order is its audience.
    expect((boxes.body.data as { ordered: { plays: null; ots: number } }).ordered.plays).toBeNull()
  })

  it('is the reader’s only: another advertiser is told it is not found, nobody signed out gets it', async () => {
    expect((await purchase(ids['lightBoxes']!, other.token)).status).toBe(404)
    expect((await purchase('not-a-uuid')).status).toBe(404)
    const anonymous = await call(server.baseUrl, 'GET', `${CC}/${ids['lightBoxes']}/purchase`)
    expect(anonymous.status).toBe(401)
  })
})
