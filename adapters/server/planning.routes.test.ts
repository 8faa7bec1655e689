import { readFileSync } from 'node:fs'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeStickerSchedule } from '../../core/contract/sticker-schedule.answer'
import { OFFER_TEXT } from '../../core/inventory/content.catalogue'
import {
  PLANNER_MESSAGES,
  plannerMessage,
  type InventoryAdvice,
} from '../../core/pricing/planner/planner-result'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { DEMO_PASSWORD } from './seed'
import { call, signIn, startTestServer, type TestServer } from './testing/test-server'

/**
 * The planning reads of pricing §7 over real HTTP and the real Moscow inventory: average daily metro monitors
 * (R-API-19), the sticker schedule (R-API-36), the inventory planner (R-API-38), and the offer as a PDF. Bookings
 * made through the campaign API change their answers.
 */
const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let observer: Actor
let staff: Actor
let agency: string

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true, demoAccounts: true })
  advertiser = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: advertiser.id })
  staff = await makeAccount(server.db, { moderator: true })
  agency = await signIn(server, 'agency@tablo.local', DEMO_PASSWORD)
})
afterAll(async () => {
  await server?.close()
})

const AVERAGE = '/api/v1/advertisers/advertising-campaigns/metroMonitors/average-daily-monitors'
const SCHEDULE = '/api/v1/commercial-campaigns/metroStickers/schedule'
const ADVICE = '/mediaplan-api/advice/inventory/'
const OFFER = '/api/v1/public/offer/offer-2025-03-01.pdf'

const count = async (sql: string, params: unknown[] = []): Promise<number> =>
  Number((await server.db.query<{ n: string }>(sql, params))[0]?.n ?? 0)

const book = async (place: string, calculation: object, spaces?: string[]): Promise<string> => {
  const answer = await call(
    server.baseUrl,
    'POST',
    `/api/v1/clients/commercial-campaigns/${place}`,
    { name: `Кампания ${place}`, calculation, ...(spaces ? { spaces } : {}) },
    advertiser.token,
  )
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(201)
  return (answer.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
}
const remove = async (id: string) =>
  expect(
    (
      await call(
        server.baseUrl,
        'DELETE',
        `/api/v1/clients/commercial-campaigns/${id}`,
        undefined,
        advertiser.token,
      )
    ).status,
  ).toBe(200)

interface Average {
  startDate: string
  endDate: string
  days: number
  totalMonitors: number
  averageDailyMonitors: number
  byLine: { lineId: string; name: string; totalMonitors: number; monitors: number }[]
}
const average = async (query = '', token = advertiser.token) => {
  const answer = await call(server.baseUrl, 'GET', `${AVERAGE}${query}`, undefined, token)
  return { ...answer, data: answer.body.data as Average }
}

describe('who may call the planning reads (authorization matrix)', () => {
  type Role = 'anonymous' | 'advertiser' | 'agency' | 'observer' | 'staff' | 'forged token'
  const tokenOf = (role: Role): string | undefined =>
    ({
      anonymous: undefined,
      advertiser: advertiser.token,
      agency,
      observer: observer.token,
      staff: staff.token,
      'forged token': 'not-a-real-token',
    })[role]
  const ROWS: { call: string; body?: object; expect: Record<Role, number> }[] = [
    {
      call: `GET ${AVERAGE}`,
      // R-ROLE-09: observers have no calculator access.
      expect: {
        anonymous: 401,
        advertiser: 200,
        agency: 200,
        observer: 403,
        staff: 200,
        'forged token': 401,
      },
    },
    {
      call: `POST ${SCHEDULE}`,
      body: { startDate: '2027-01-01', endDate: '2027-01-15' },
      expect: {
        anonymous: 200,
        advertiser: 200,
        agency: 200,
        observer: 200,
        staff: 200,
        'forged token': 401,
      },
    },
    {
      call: `POST ${ADVICE}`,
      body: { place: 'cityFormat', itemIds: ['СФ-00001'], startDate: '2027-01-10', endDate: '2027-01-19' },
      expect: {
        anonymous: 200,
        advertiser: 200,
        agency: 200,
        observer: 200,
        staff: 200,
        'forged token': 401,
      },
    },
    {
      call: `GET ${OFFER}`,
      expect: {
        anonymous: 200,
        advertiser: 200,
        agency: 200,
        observer: 200,
        staff: 200,
        'forged token': 200,
      },
    },
  ]
  it.each(ROWS)('$call', async ({ call: line, body, expect: expected }) => {
    const [method, path] = line.split(' ') as [string, string]
    const seen: Record<string, number> = {}
    for (const role of Object.keys(expected) as Role[]) {
      const token = tokenOf(role)
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      seen[role] = response.status
      if (response.status === 401) {
        const failure = (await response.json()) as { message: string }
        expect(failure.message).toBe(role === 'anonymous' ? 'Unauthorized' : 'Token verification error')
      } else await response.arrayBuffer()
    }
    expect(seen).toEqual(expected)
  })
})

describe('average daily metro monitors (R-API-19)', () => {
  it('counts the real monitor inventory line by line over the default three days', async () => {
    const answer = await average()
    expect(answer.status).toBe(200)
    const total = await count("select count(*) as n from inventory_items where kind = 'metroMonitor'")
    expect(total).toBeGreaterThan(1000)
    expect(answer.data).toMatchObject({
      startDate: '2026-11-22',
      endDate: '2026-11-24',
      days: 3,
      totalMonitors: total,
      averageDailyMonitors: total,
    })
    expect(answer.data.byLine).toHaveLength(19)
    const line1 = await count(
      "select count(*) as n from inventory_items where kind = 'metroMonitor' and line_id = '1'",
    )
    expect(answer.data.byLine[0]).toMatchObject({
      lineId: '1',
      name: 'Сокольническая',
      totalMonitors: line1,
      monitors: line1,
    })
    expect(answer.data.byLine.reduce((n, l) => n + l.totalMonitors, 0)).toBe(total)
  })

  it('filters by lines, comma-separated or repeated, and takes dates with the wire suffix', async () => {
    const two = await average('?lineIds=1,2&startDate=2027-01-01T00:00:00.000Z&endDate=2027-01-31')
    expect(two.status).toBe(200)
    expect(two.data.byLine.map((l) => l.lineId)).toEqual(['1', '2'])
    expect(two.data.days).toBe(31)
    expect(two.data.totalMonitors).toBe(two.data.byLine[0]!.totalMonitors + two.data.byLine[1]!.totalMonitors)
    expect((await average('?lineIds=2&lineIds=1')).data.byLine.map((l) => l.lineId)).toEqual(['1', '2'])
  })

  it('a monitor held on a day is not available that day; airtime campaigns hold no monitor', async () => {
    const before = (await average('?lineIds=1&startDate=2027-01-10&endDate=2027-01-12')).data
    // A metro-monitors campaign buys shared airtime (booking-units.ts): no monitor leaves the count.
    const campaign = await book('metroMonitors', CALCULATIONS.metroMonitors)
    expect((await average('?lineIds=1&startDate=2027-01-10&endDate=2027-01-12')).data).toEqual(before)
    // A hold of one monitor (the hold key a withdrawn monitor would carry) on two of the three days.
    const [monitor] = await server.db.query<{ id: string }>(
      "select id from inventory_items where kind = 'metroMonitor' and line_id = '1' order by position limit 1",
    )
    await server.db.query(
      `insert into campaign_holds (unit_id, day, campaign_id, inventory_number)
       values ($1, '2027-01-10', $2, $3), ($1, '2027-01-11', $2, $3)`,
      [`metroMonitors:${monitor!.id}`, campaign, monitor!.id],
    )
    const after = (await average('?lineIds=1&startDate=2027-01-10&endDate=2027-01-12')).data
    const expected = Math.round((before.totalMonitors - 2 / 3) * 100) / 100
    expect(after.averageDailyMonitors).toBe(expected)
    expect(after.byLine[0]!.monitors).toBe(expected)
    expect(after.totalMonitors).toBe(before.totalMonitors)
    // Outside the held days nothing changes.
    expect(
      (await average('?lineIds=1&startDate=2027-01-12&endDate=2027-01-12')).data.averageDailyMonitors,
    ).toBe(before.totalMonitors)
    await remove(campaign)
    expect((await average('?lineIds=1&startDate=2027-01-10&endDate=2027-01-12')).data).toEqual(before)
  })

  it('refuses bad queries with the Russian envelope and field codes', async () => {
    const cases: [string, Record<string, string>][] = [
      ['?startDate=2027-02-30', { startDate: 'wrong format' }],
      ['?startDate=2027-03-02&endDate=2027-03-01', { endDate: 'wrong format' }],
      ['?startDate=2027-01-01&endDate=2028-06-01', { endDate: 'wrong format' }],
      ['?endDate=2027-03-01', { startDate: 'required' }],
      ['?limit=5', { limit: 'unknown field' }],
      ['?lineIds=1,999', { lineIds: 'not found' }],
    ]
    for (const [query, errors] of cases) {
      const answer = await average(query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.errors, query).toEqual(errors)
      expect(answer.body.message, query).toMatch(/[а-яё]/i)
    }
  })
})

interface Schedule {
  startDate: string
  endDate: string
  totalSpaces: number
  halfMonths: { startDate: string; endDate: string; freeSpaces: number }[]
  enabledPackages: { _id: string; stickers: number }[]
}
const schedule = async (body: object) => {
  const answer = await call(server.baseUrl, 'POST', SCHEDULE, body)
  return { ...answer, data: answer.body.data as Schedule }
}
const enabled = async (body: object) => (await schedule(body)).data.enabledPackages.map((p) => p._id)

describe('the sticker schedule (R-API-36, R-PER-03)', () => {
  it('widens the period to half-months and offers every package the selection can still take', async () => {
    const answer = await schedule({ startDate: '2027-01-05T00:00:00.000Z', endDate: '2027-01-20' })
    expect(answer.status).toBe(200)
    // The one contract of the answer: what the calculator's free spaces read (core/contract).
    expect(decodeStickerSchedule(answer.body.data)).toMatchObject({ ok: true })
    const spaces = await count("select count(*) as n from inventory_items where kind = 'metroSticker'")
    expect(answer.data).toMatchObject({
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      totalSpaces: spaces,
      halfMonths: [
        { startDate: '2027-01-01', endDate: '2027-01-15', freeSpaces: spaces },
        { startDate: '2027-01-16', endDate: '2027-01-31', freeSpaces: spaces },
      ],
    })
    expect(answer.data.enabledPackages.map((p) => p._id)).toEqual(['pkg-50', 'pkg-100', 'pkg-250', 'pkg-500'])
  })

  it('a booking takes a package off sale for its half-month only, and deleting it brings it back', async () => {
    const [line] = await server.db.query<{ line_id: string; n: string }>(
      `select line_id, count(*) as n from inventory_items where kind = 'metroSticker'
        group by line_id order by count(*) desc, line_id limit 1`,
    )
    const size = Number(line!.n)
    expect(size).toBeGreaterThanOrEqual(50)
    const onLine = { lineIds: [line!.line_id] }
    const expectedBefore = ['pkg-50', 'pkg-100', 'pkg-250', 'pkg-500'].filter(
      (_, i) => size >= [50, 100, 250, 500][i]!,
    )
    const january = { ...onLine, startDate: '2027-01-01', endDate: '2027-01-15' }
    expect(await enabled(january)).toEqual(expectedBefore)

    // Leave 49 spaces of the line free in the first half of January.
    const spaces = (
      await server.db.query<{ inventory_number: string }>(
        `select inventory_number from inventory_items where kind = 'metroSticker' and line_id = $1
          order by position limit $2`,
        [line!.line_id, size - 49],
      )
    ).map((r) => r.inventory_number)
    const campaign = await book(
      'metroStickers',
      { startDate: '2027-01-01', endDate: '2027-01-15', formatId: 'A4', stickerCount: spaces.length },
      spaces,
    )
    const after = await schedule(january)
    expect(after.data.halfMonths[0]!.freeSpaces).toBe(49)
    expect(after.data.enabledPackages).toEqual([])
    // The next half-month and another month keep every package; the whole metro still has room for 50.
    expect(await enabled({ ...onLine, startDate: '2027-01-16', endDate: '2027-01-31' })).toEqual(
      expectedBefore,
    )
    expect(await enabled({ ...onLine, startDate: '2027-02-01', endDate: '2027-02-15' })).toEqual(
      expectedBefore,
    )
    expect(await enabled({ startDate: '2027-01-01', endDate: '2027-01-15' })).toContain('pkg-50')
    // A period touching the booked half-month is refused the package as a whole.
    expect(await enabled({ ...onLine, startDate: '2027-01-10', endDate: '2027-02-10' })).toEqual([])
    // The stations of the line answer the same as the line.
    const stations = (
      await server.db.query<{ id: string }>('select id from metro_stations where line_id = $1', [
        line!.line_id,
      ])
    ).map((r) => r.id)
    expect(
      (await schedule({ stationIds: stations, startDate: '2027-01-01', endDate: '2027-01-15' })).data,
    ).toEqual(after.data)
    await remove(campaign)
    expect(await enabled(january)).toEqual(expectedBefore)
  })

  it('refuses bad input with field codes and changes nothing', async () => {
    const holds = await count('select count(*) as n from campaign_holds')
    const cases: [unknown, Record<string, string>][] = [
      [{ startDate: '2027-01-20', endDate: '2027-01-10' }, { endDate: 'wrong format' }],
      [
        { startDate: '20.01.2027', endDate: '2027-13-01' },
        { startDate: 'wrong format', endDate: 'wrong format' },
      ],
      [{ startDate: '2027-01-01' }, { endDate: 'required' }],
      [{ startDate: '2027-01-01', endDate: '2027-01-15', formatId: 'A4' }, { formatId: 'unknown field' }],
      [
        { startDate: 1, endDate: '2027-01-15', lineIds: '1' },
        { startDate: 'wrong format', lineIds: 'wrong format' },
      ],
      [{ startDate: '2027-01-01', endDate: '2027-01-15', lineIds: ['999'] }, { lineIds: 'not found' }],
      [
        { startDate: '2027-01-01', endDate: '2027-01-15', stationIds: ['nowhere'] },
        { stationIds: 'not found' },
      ],
      [[], { _: 'wrong format' }],
    ]
    for (const [body, errors] of cases) {
      const answer = await schedule(body as object)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors, JSON.stringify(body)).toEqual(errors)
      expect(answer.body.message).toMatch(/[а-яё]/i)
    }
    expect(await count('select count(*) as n from campaign_holds')).toBe(holds)
  })
})

const advise = async (body: object) => {
  const answer = await call(server.baseUrl, 'POST', ADVICE, body)
  const list = answer.body.data as InventoryAdvice[] | undefined
  return { ...answer, list, first: list?.[0] }
}
const PERIOD = { startDate: '2027-01-10', endDate: '2027-01-19' }

describe('the inventory planner (R-API-38)', () => {
  it('plans real screens of the inventory and reads the place defaults (R-CITY-11)', async () => {
    const cityFormats = await advise({ place: 'cityFormat', itemIds: ['СФ-00001', 'СФ-00002'], ...PERIOD })
    expect(cityFormats.status).toBe(200)
    expect(cityFormats.list).toEqual([
      {
        MinDate: '2027-01-10',
        MaxDate: '2027-01-19',
        PlatformDayCount: 20,
        AvgRunsPerHour: 8,
        FitCount: 2,
        advice_result: 'success',
        error: null,
      },
    ])
    const monitors = await advise({ place: 'monitorsStandalone', itemIds: ['СМ-00001'], ...PERIOD })
    expect(monitors.first).toMatchObject({ AvgRunsPerHour: 30, FitCount: 1, PlatformDayCount: 10 })
    // 2 screens × 10 days × 19.5 hours × 10 runs (R-CITY-12).
    const target = await advise({
      place: 'cityFormat',
      itemIds: ['СФ-00001', 'СФ-00002'],
      impressions: 3_900,
      ...PERIOD,
    })
    expect(target.first).toMatchObject({ AvgRunsPerHour: 10, advice_result: 'success' })
  })

  it('a booked screen moves the period later, or refuses it, and the figures say what fits', async () => {
    const full = { place: 'cityFormat', clipDuration: 45, frequency: 60, ...PERIOD }
    expect((await advise({ ...full, itemIds: ['CF-001', 'CF-002'] })).first).toMatchObject({
      MinDate: '2027-01-10',
      MaxDate: '2027-01-19',
      advice_result: 'success',
      AvgRunsPerHour: 60,
    })
    // 45 s × 60 runs = 2 700 s of every hour on CF-001 from the 10th to the 14th.
    const first = await book('cityFormat', {
      startDate: '2027-01-10',
      endDate: '2027-01-14',
      itemIds: ['CF-001'],
      clipDuration: 45,
      frequency: 60,
    })
    const moved = (await advise({ ...full, itemIds: ['CF-001', 'CF-002'] })).first!
    expect(moved).toMatchObject({
      MinDate: '2027-01-15',
      MaxDate: '2027-01-24',
      FitCount: 2,
      PlatformDayCount: 20,
      advice_result: 'success',
    })
    expect(
      plannerMessage(
        moved.advice_result,
        { from: '2027-01-10', to: '2027-01-19' },
        { from: moved.MinDate, to: moved.MaxDate },
      ),
    ).toBe(PLANNER_MESSAGES.periodChanged.said)
    // What still fits the loop is planned as asked: 45 s × 20 runs fills the last 900 seconds exactly.
    expect((await advise({ ...full, frequency: 20, itemIds: ['CF-001'] })).first).toMatchObject({
      MinDate: '2027-01-10',
      advice_result: 'success',
    })
    expect((await advise({ ...full, frequency: 21, itemIds: ['CF-001'] })).first?.MinDate).toBe('2027-01-15')
    // The campaign being changed does not compete with itself: named, what it sold is left out.
    expect((await advise({ ...full, itemIds: ['CF-001'], campaignId: first })).first).toMatchObject({
      MinDate: '2027-01-10',
      advice_result: 'success',
    })

    // CF-002 sold out for three months: nothing can move far enough, nothing inside the period is free.
    const second = await book('cityFormat', {
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      itemIds: ['CF-002'],
      clipDuration: 45,
      frequency: 60,
    })
    const refused = (await advise({ ...full, itemIds: ['CF-002', 'CF-003'] })).first!
    expect(refused).toEqual({
      MinDate: '2027-01-10',
      MaxDate: '2027-01-19',
      PlatformDayCount: 10,
      // CF-003 gives 60 runs, CF-002 the 20 that 900 free seconds hold.
      AvgRunsPerHour: 40,
      FitCount: 1,
      advice_result: 'dontfit',
      error: null,
    })
    expect(
      plannerMessage(
        refused.advice_result,
        { from: '2027-01-10', to: '2027-01-19' },
        { from: refused.MinDate, to: refused.MaxDate },
      ),
    ).toBe(PLANNER_MESSAGES.dontfit.said)
    // Another place's campaigns and deleted ones take nothing.
    expect(
      (await advise({ ...full, place: 'cityFormatStandalone', itemIds: ['CFS-001'] })).first?.advice_result,
    ).toBe('success')
    await remove(first)
    await remove(second)
    expect((await advise({ ...full, itemIds: ['CF-001', 'CF-002'] })).first).toMatchObject({
      MinDate: '2027-01-10',
      advice_result: 'success',
    })
  })

  it('crystal lights are held whole: a booked one moves the period past its hold', async () => {
    const light = { place: 'cristalLight', itemIds: ['CL-001'], ...PERIOD }
    const inventoryLight = (
      await server.db.query<{ id: string }>(
        "select id from inventory_items where kind = 'crystalLight' limit 1",
      )
    )[0]!.id
    expect((await advise({ ...light, itemIds: ['CL-001', inventoryLight] })).first).toMatchObject({
      advice_result: 'success',
      AvgRunsPerHour: 0,
      FitCount: 2,
    })
    const campaign = await book('cristalLight', {
      startDate: '2027-01-01',
      endDate: '2027-01-20',
      itemIds: ['CL-001'],
    })
    expect((await advise(light)).first).toMatchObject({
      MinDate: '2027-01-21',
      MaxDate: '2027-01-30',
      advice_result: 'success',
    })
    // Its own holds are not the campaign's obstacle.
    expect((await advise({ ...light, campaignId: campaign })).first?.MinDate).toBe('2027-01-10')
    await remove(campaign)
    expect((await advise(light)).first?.MinDate).toBe('2027-01-10')
  })

  it('a place it does not plan answers notimplemented', async () => {
    const answer = await advise({ place: 'metroMonitors', itemIds: ['ММ-00001'], ...PERIOD })
    expect(answer.status).toBe(200)
    expect(answer.first).toMatchObject({ advice_result: 'notimplemented', error: null, FitCount: 0 })
  })

  it('refuses bad input with field codes, outside /api/v1 with its slash', async () => {
    const good = { place: 'cityFormat', itemIds: ['СФ-00001'], ...PERIOD }
    const cases: [unknown, Record<string, string>][] = [
      [{ ...good, place: 'moonBase' }, { place: 'wrong format' }],
      [{ ...good, itemIds: ['СФ-00001', 'XX-1'] }, { itemIds: 'not found' }],
      [{ ...good, itemIds: ['ММ-00001'] }, { itemIds: 'not found' }],
      [{ ...good, frequency: 8, impressions: 1000 }, { impressions: 'wrong format' }],
      [{ ...good, startDate: '2027-01-20' }, { endDate: 'wrong format' }],
      [{ ...good, extra: true }, { extra: 'unknown field' }],
      [{ ...good, itemIds: 'СФ-00001' }, { itemIds: 'wrong format' }],
      [{ ...good, itemIds: Array.from({ length: 5_001 }, (_, i) => `СФ-${i}`) }, { itemIds: 'wrong format' }],
      [{ ...good, frequency: 61 }, { frequency: 'expected a whole number from 1 to 60 in steps of 1' }],
      [{ ...good, impressions: -5 }, { impressions: 'expected a whole number of at least 1' }],
    ]
    for (const [body, errors] of cases) {
      const answer = await advise(body as object)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.errors, JSON.stringify(body)).toEqual(errors)
      expect(answer.body.message).toMatch(/[а-яё]/i)
    }
    expect((await call(server.baseUrl, 'POST', '/mediaplan-api/advice/inventory', good)).status).toBe(404)
  })
})

describe('the public offer as a PDF', () => {
  it('is a PDF whose Russian text reads back', async () => {
    const response = await fetch(`${server.baseUrl}${OFFER}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="offer-2025-03-01.pdf"')
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) })
    const text = (await parser.getText()).text.replace(/\s+/g, ' ')
    await parser.destroy()
    expect(text).toContain('Публичная оферта (редакция 1)')
    expect(text).toContain('Редакция от 01.03.2025')
    for (const clause of OFFER_TEXT) expect(text).toContain(clause)
  })

  it('the archive lists the PDFs, and migration 0053 renames offers a database kept as .html', async () => {
    const list = await call(server.baseUrl, 'GET', '/api/v1/public/offer')
    expect((list.body.data as { fileName: string }[]).map((o) => o.fileName)).toEqual([
      'offer-2025-03-01.pdf',
      'offer-2025-09-15.pdf',
      'offer-2026-06-01.pdf',
    ])
    await server.db.query(
      `insert into reference_entries (kind, id, position, data)
       values ('offer', 'offer-2020-01-01.html', 99, '{"fileName":"offer-2020-01-01.html","title":"Старая оферта","createdAt":"2020-01-01T00:00:00.000Z"}')`,
    )
    await server.db.exec(
      readFileSync(new URL('../database/migrations/0053_offer_pdf.sql', import.meta.url), 'utf8'),
    )
    const old = await fetch(`${server.baseUrl}/api/v1/public/offer/offer-2020-01-01.pdf`)
    expect(old.status).toBe(200)
    expect(old.headers.get('content-disposition')).toContain('offer-2020-01-01.pdf')
    expect((await fetch(`${server.baseUrl}/api/v1/public/offer/offer-2020-01-01.html`)).status).toBe(404)
    await server.db.query(
      "delete from reference_entries where kind = 'offer' and id = 'offer-2020-01-01.pdf'",
    )
  })
})
