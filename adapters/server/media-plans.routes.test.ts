import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLAN_HEADER } from '../../core/documents/media-plan.document'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, realStickerSpaces, startTestServer, type TestServer } from './testing/test-server'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let other: Actor
let observer: Actor
const ids: Record<string, string> = {}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const post = (path: string, body: unknown, token: string, accept = XLSX) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept },
    body: JSON.stringify(body),
  })

const workbook = async (res: Response) => {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await res.arrayBuffer())
  return book
}
const rowsOf = (ws: ExcelJS.Worksheet): unknown[][] => {
  const rows: unknown[][] = []
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

const col = (name: (typeof PLAN_HEADER)[number]) => PLAN_HEADER.indexOf(name)

const netOf = async (id: string) => {
  const [row] = await server.db.query<{ net: string; taxes: string }>(
    'select total_sum_without_taxes::text as net, taxes_sum::text as taxes from campaigns where id = $1',
    [id],
  )
  return { net: Number(row!.net), taxes: Number(row!.taxes) }
}

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  advertiser = await makeAccount(server.db)
  other = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: advertiser.id })
  for (const place of ['metroMonitors', 'metroStickers'] as const) {
    const created = await call(
      server.baseUrl,
      'POST',
      `/api/v1/clients/commercial-campaigns/${place}`,
      {
        name: `План ${place}`,
        calculation: CALCULATIONS[place],
        ...(place === 'metroStickers' ? { spaces: await realStickerSpaces(server, 2, 11) } : {}),
      },
      advertiser.token,
    )
    expect(created.status).toBe(201)
    ids[place] = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  }
})
afterAll(async () => {
  await server?.close()
})

describe(`media plans as .xlsx (issue 6 part 6) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('the metroMonitors plan: one row for its airtime, the net to the kopeck, dates as dates, totals with VAT', async () => {
    const res = await post(
      '/api/v1/clients/media-plan/metroMonitors',
      { advertisingCampaignId: ids['metroMonitors'] },
      advertiser.token,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(XLSX)
    const book = await workbook(res)
    const sheet = book.getWorksheet('Медиаплан')!
    const rows = rowsOf(sheet)
    expect(rows[0]).toEqual([...PLAN_HEADER])
    const body = rows.slice(1).filter((r) => r[1] === 'План metroMonitors')
    expect(body).toHaveLength(1)
    expect(body[0]?.[col('Рекламоноситель')]).toBe('Мониторы в метро')
    expect(body[0]?.[col('Адрес / станция')]).toBe('Вся сеть')
    expect(body[0]?.[col('Начало')]).toEqual(new Date('2027-01-10T00:00:00Z'))
    expect(body[0]?.[col('Окончание')]).toEqual(new Date('2027-01-20T00:00:00Z'))
    expect(sheet.getRow(2).getCell(col('Начало') + 1).numFmt).toBe('dd.mm.yyyy')
    expect(Number(body[0]?.[col('OTS')])).toBeGreaterThan(0)
    const { net, taxes } = await netOf(ids['metroMonitors']!)
    const money = col('Стоимость без НДС, ₽')
    expect(Math.round(Number(body[0]?.[money]) * 100)).toBe(net)
    const total = (label: string) => rows.find((r) => r[1] === label)?.[money]
    expect(Math.round(Number(total('Итого без НДС')) * 100)).toBe(net)
    expect(Math.round(Number(total('НДС')) * 100)).toBe(taxes)
    expect(Math.round(Number(total('Итого с НДС')) * 100)).toBe(net + taxes)
  })

  it('R-PLAN-09 a sticker package without spaces names the metro lines its calculation chose (issue #50)', async () => {
    const own = await makeAccount(server.db)
    const created = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroStickers',
      { name: 'Стикеры по линиям', calculation: { ...CALCULATIONS.metroStickers, lineIds: ['2', '1'] } },
      own.token,
    )
    expect(created.status).toBe(201)
    const id = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
    const res = await post(
      '/api/v1/clients/media-plan/getReportStickers',
      { advertisingCampaignId: id },
      own.token,
    )
    expect(res.status).toBe(200)
    const rows = rowsOf((await workbook(res)).getWorksheet('Пакеты стикеров')!)
    const [lines] = await server.db.query<{ names: string }>(
      "select string_agg(name, ', ' order by array_position(array['2', '1'], id)) as names from metro_lines where id in ('1', '2')",
    )
    expect(lines?.names).toMatch(/, /)
    expect(rows[1]?.[0]).toBe(lines?.names)
  })

  it('the stickers plan: a row a space with its number and station, and the package summary (R-PLAN-09)', async () => {
    const res = await post(
      '/api/v1/clients/media-plan/getReportStickers',
      { advertisingCampaignId: ids['metroStickers'] },
      advertiser.token,
    )
    expect(res.status).toBe(200)
    const book = await workbook(res)
    const rows = rowsOf(book.getWorksheet('Пакеты стикеров')!)
    expect(rows[0]).toEqual([
      'Линия метро',
      'Период',
      'Формат',
      'Количество стикеров',
      'Стоимость пакета',
      'Количество пакетов',
      'Дата запуска',
    ])
    expect(rows[1]?.[0]).not.toBe('—')
    expect(rows[1]?.[2]).toBe('Стикер A3')
    expect(rows[1]?.[3]).toBe('2')
    expect(rows[1]?.[6]).toBe('01.01.2027')
    const plan = rowsOf(book.getWorksheet('Медиаплан')!).slice(1, -3)
    const spaces = await realStickerSpaces(server, 2, 11)
    expect(plan.map((r) => r[col('Инвентарный номер')])).toEqual(spaces)
    for (const row of plan) {
      expect(String(row[col('Адрес / станция')])).toMatch(/\(.+\)$/)
      expect(row[col('Формат')]).toBe('Стикер A3')
    }
    const { net } = await netOf(ids['metroStickers']!)
    expect(plan.reduce((s, r) => s + Math.round(Number(r[col('Стоимость без НДС, ₽')]) * 100), 0)).toBe(net)
  })

  it('the consolidated plan of several campaigns sums them all', async () => {
    const res = await post(
      '/api/v1/clients/media-plan/getConsolidatedReport',
      [
        { advertisingCampaignId: ids['metroMonitors'], advertisePlace: 'metroMonitors' },
        { advertisingCampaignId: ids['metroStickers'], advertisePlace: 'metroStickers' },
      ],
      advertiser.token,
    )
    expect(res.status).toBe(200)
    const book = await workbook(res)
    const rows = rowsOf(book.getWorksheet('Сводный медиаплан')!)
    const a = await netOf(ids['metroMonitors']!)
    const b = await netOf(ids['metroStickers']!)
    const total = rows.find((r) => r[1] === 'Итого без НДС')?.[col('Стоимость без НДС, ₽')]
    expect(Math.round(Number(total) * 100)).toBe(a.net + b.net)
    // One row an item, none repeated: the airtime and each sticker space.
    expect(rows.slice(1, -3)).toHaveLength(3)
    expect(new Set(rows.slice(1, -3).map((r) => JSON.stringify(r))).size).toBe(3)
    expect(new Set(rows.slice(1, -3).map((r) => r[1]))).toEqual(
      new Set(['План metroMonitors', 'План metroStickers']),
    )
    expect(book.getWorksheet('Пакеты стикеров')).toBeDefined()
  })

  it('gives the JSON client the same workbook in base64', async () => {
    const res = await post(
      '/api/v1/clients/media-plan/metroMonitors',
      { advertisingCampaignId: ids['metroMonitors'] },
      advertiser.token,
      'application/json',
    )
    const body = (await res.json()) as { data: { fileName: string; base64: string } }
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Uint8Array.from(Buffer.from(body.data.base64, 'base64')).buffer)
    expect(book.getWorksheet('Медиаплан')).toBeDefined()
    expect(body.data.fileName).toMatch(/^mediaplan-\d+\.xlsx$/)
  })

  it('is owner scoped: 404 for another advertiser, readable by the observer, 400 for a wrong place', async () => {
    const body = { advertisingCampaignId: ids['metroMonitors'] }
    expect((await post('/api/v1/clients/media-plan/metroMonitors', body, other.token)).status).toBe(404)
    expect((await post('/api/v1/clients/media-plan/getConsolidatedReport', [body], other.token)).status).toBe(
      404,
    )
    expect((await post('/api/v1/clients/media-plan/metroMonitors', body, observer.token)).status).toBe(200)
    expect((await post('/api/v1/clients/media-plan/lightBoxes', body, advertiser.token)).status).toBe(400)
    expect((await post('/api/v1/advertisers/media-plan/cityFormat', body, advertiser.token)).status).toBe(400)
    expect((await post('/api/v1/clients/media-plan/metroMonitors', body, 'nobody')).status).toBe(401)
  })

  it('never answers 5xx to arbitrary bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        for (const path of [
          '/api/v1/clients/media-plan/metroMonitors',
          '/api/v1/clients/media-plan/getConsolidatedReport',
        ]) {
          const res = await post(path, body, advertiser.token)
          expect(res.status).toBeLessThan(500)
        }
      }),
      { numRuns: 40 },
    )
  })
})
