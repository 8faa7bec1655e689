import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let advertiser: Actor
let other: Actor
let observer: Actor

const PATH = '/api/v1/clients/commercial-campaigns/transitShelter/address-program'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MONTHS = ['2027-01', '2027-02']

/** A shelter side as the seeded inventory has it. */
interface Side {
  inventory_number: string
  stop_id: number
  side: 'a' | 'b'
  name: string
  address: string
  street: string
  latitude: number
  longitude: number
  district: string
  okrug: string
  abbrev: string
}
let sides: Side[]

/** The okrugs the boundary data does not abbreviate, by the tariff's district keys (pricing reference). */
const tariffKey = (s: Side) => ({ Троицкий: 'ТАО', Новомосковский: 'НАО' })[s.abbrev] ?? s.abbrev

const program = (body: unknown, actor: Actor | undefined = advertiser) =>
  call(server.baseUrl, 'POST', PATH, body, actor?.token)

/** Downloads the href of an answer and reads the workbook back. */
const download = async (answer: { status: number; body: { data?: unknown } }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const link = answer.body.data as { href: string; type: string }
  expect(Object.keys(link).sort()).toEqual(['href', 'type'])
  expect(link.type).toBe('xlsx')
  const file = await fetch(`${server.baseUrl}${link.href}`)
  expect(file.status).toBe(200)
  expect(file.headers.get('content-type')).toBe(XLSX)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(await file.arrayBuffer())
  const rowsOf = (name: string) => {
    const sheet = book.getWorksheet(name)
    expect(sheet, `sheet ${name}`).toBeDefined()
    const rows: unknown[][] = []
    sheet!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    return rows
  }
  return { main: rowsOf('Адресная программа'), summary: rowsOf('Итог') }
}

const exportsCount = async () =>
  Number((await server.db.query<{ n: string }>('select count(*)::text as n from inventory_exports'))[0]!.n)

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  advertiser = await makeAccount(server.db)
  other = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: advertiser.id })
  sides = await server.db.query<Side>(
    `select s.inventory_number, s.stop_id, s.side, s.name, s.address, s.street, s.latitude, s.longitude,
            d.name as district, o.name as okrug, o.abbrev
       from transit_shelter_spaces s join regions d on d.code = s.district_code join regions o on o.code = s.okrug_code
      order by s.inventory_number`,
  )
})
afterAll(async () => {
  await server?.close()
})

/** Two sides in the centre, then one side of each other okrug (the two New Moscow okrugs among them). */
const choose = (): Side[] => {
  const centre = sides.filter((s) => s.abbrev === 'ЦАО').slice(0, 2)
  const others = [...new Map(sides.filter((s) => s.abbrev !== 'ЦАО').map((s) => [s.abbrev, s])).values()]
  return [...centre, ...others]
}

/** What one side costs in each month by the public calculate call over the same selection. */
const calculated = async (chosen: Side[]) => {
  const answer = await call(
    server.baseUrl,
    'POST',
    '/api/v1/commercial-campaigns/transitShelter/calculate',
    {
      months: MONTHS,
      stops: chosen.map((s) => ({ inventoryNumber: s.inventory_number, side: s.side, region: tariffKey(s) })),
    },
    advertiser.token,
  )
  expect(answer.status).toBe(200)
  const data = answer.body.data as {
    quote: { lines: { itemId: string; periodIndex: number; net: number; quantity: number }[] }
    totalSumWithoutTaxes: number
    taxesSum: number
  }
  const reference = (await call(server.baseUrl, 'GET', '/api/v1/pricing/reference')).body.data as {
    tariffs: { transitShelter: { monthlyPrice: number; byRegion: Record<string, number> } }
  }
  const tariff = (s: Side) =>
    reference.tariffs.transitShelter.byRegion[tariffKey(s)] ?? reference.tariffs.transitShelter.monthlyPrice
  const perSide = chosen.map((s) =>
    MONTHS.map((_, period) => {
      const line = data.quote.lines.find(
        (l) => l.itemId === `tariff-${tariff(s)}` && l.periodIndex === period,
      )
      return line!.net / line!.quantity / 100
    }),
  )
  return { perSide, total: data.totalSumWithoutTaxes, taxes: data.taxesSum }
}

const HEADER = [
  '№',
  'Инвентарный номер',
  'Сторона',
  'Округ',
  'Район',
  'Улица',
  'Адрес',
  'Остановка',
  'Широта',
  'Долгота',
  'Период',
  '01.01.2027–31.01.2027, ₽ без НДС',
  '01.02.2027–28.02.2027, ₽ без НДС',
  'Итого без НДС, ₽',
]
const SIDE = { a: 'А', b: 'Б' } as const
const roubles = (n: number) => Math.round(n * 100) / 100

describe('the address program of the stops calculator (pricing §1, §7; R-STOP-20)', () => {
  it('answers {href, type}; the .xlsx lists each side with its place, period and server-computed prices', async () => {
    const chosen = choose()
    expect(chosen.map((s) => s.abbrev)).toEqual(
      expect.arrayContaining(['ЦАО', 'ЮАО', 'Троицкий', 'Новомосковский']),
    )
    const expected = await calculated(chosen)
    const { main, summary } = await download(
      await program({
        months: MONTHS,
        // The client's region (here the cheapest tariff's) is not trusted: the inventory says where a side is.
        stops: chosen.map((s) => ({ inventoryNumber: s.inventory_number, side: s.side, region: 'ТАО' })),
      }),
    )
    expect(main[0]).toEqual(HEADER)
    expect(main).toHaveLength(chosen.length + 2)
    chosen.forEach((s, i) => {
      const [p1, p2] = expected.perSide[i]!
      expect(main[i + 1]).toEqual([
        i + 1,
        s.inventory_number,
        SIDE[s.side],
        s.okrug,
        s.district,
        s.street,
        s.address,
        s.name,
        s.latitude,
        s.longitude,
        '01.01.2027–28.02.2027',
        p1,
        p2,
        roubles(p1! + p2!),
      ])
    })
    // The centre costs more than the south, New Moscow less (the reference's tariffs by okrug).
    const price = (abbrev: string) => main[chosen.findIndex((s) => s.abbrev === abbrev) + 1]![11] as number
    expect(price('ЦАО')).toBeGreaterThan(price('ЮАО'))
    expect(price('ЮАО')).toBeGreaterThan(price('Троицкий'))
    // The sides add up to the calculate call's total to the kopeck; the summary adds VAT.
    const total = main.at(-1)!
    expect(total[1]).toBe('Итого')
    expect(total.at(-1)).toBe(expected.total)
    expect(roubles((total[11] as number) + (total[12] as number))).toBe(expected.total)
    expect(summary).toEqual([
      ['Сторон', 'Начало', 'Окончание', 'Стоимость без НДС, ₽', 'НДС, ₽', 'Итого с НДС, ₽'],
      [
        chosen.length,
        '01.01.2027',
        '28.02.2027',
        expected.total,
        expected.taxes,
        roubles(expected.total + expected.taxes),
      ],
    ])
  })

  it('takes plain inventory numbers, old numbering and any case; a side asked twice is listed once', async () => {
    const [a, b] = choose()
    const { main } = await download(
      await program({
        months: ['2027-01'],
        stops: [
          a!.inventory_number.toLowerCase(),
          `${a!.stop_id}-${a!.side.toUpperCase()}`,
          { inventoryNumber: b!.inventory_number },
          // A stop flagged with a booking error is neither priced nor held (R-STOP-07), so not listed either.
          { inventoryNumber: sides.at(-1)!.inventory_number, side: sides.at(-1)!.side, bookingError: true },
        ],
      }),
    )
    expect(main.slice(1, -1).map((r) => r[1])).toEqual([a!.inventory_number, b!.inventory_number])
  })

  it('draws the program of a saved transit-shelter campaign at its saved price, for its owner and observer', async () => {
    const chosen = choose().slice(0, 4)
    const created = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/transitShelter',
      {
        name: 'Остановки зимой',
        calculation: {
          months: MONTHS,
          stops: chosen.map((s) => ({
            inventoryNumber: s.inventory_number,
            side: s.side,
            region: tariffKey(s),
          })),
        },
      },
      advertiser.token,
    )
    expect(created.status).toBe(201)
    const campaign = (
      created.body.data as {
        advertisingCampaign: { _id: string; totalSumWithoutTaxes: number; taxesSum: number }
      }
    ).advertisingCampaign
    // Side by side, the saved price is what the calculator says for the same selection.
    const expected = await calculated(chosen)
    for (const viewer of [advertiser, observer]) {
      const { main, summary } = await download(await program({ advertisingCampaignId: campaign._id }, viewer))
      expect(main.slice(1, -1).map((r) => [r[1], r[3], r[11], r[12]])).toEqual(
        chosen.map((s, i) => [s.inventory_number, s.okrug, ...expected.perSide[i]!]),
      )
      expect(main.at(-1)!.at(-1)).toBe(campaign.totalSumWithoutTaxes)
      expect(summary[1]!.slice(3, 5)).toEqual([campaign.totalSumWithoutTaxes, campaign.taxesSum])
    }
    // Another advertiser does not learn it exists; a metro campaign has no address program.
    const foreign = await program({ advertisingCampaignId: campaign._id }, other)
    expect(foreign.status).toBe(404)
    expect(foreign.body.errors).toEqual({ advertisingCampaignId: 'not found' })
    const metro = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroMonitors',
      {
        name: 'Метро',
        calculation: {
          mode: 'video',
          startDate: '2027-01-10',
          endDate: '2027-01-20',
          clipDuration: 10,
          frequency: 2,
          presentationCount: 200000,
        },
      },
      advertiser.token,
    )
    const metroId = (metro.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
    const refused = await program({ advertisingCampaignId: metroId })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Адресная программа есть только у кампаний на остановках')
  })

  it('needs a signed-in advertiser; an observer has no calculator (R-ROLE-09)', async () => {
    const body = { months: ['2027-01'], stops: [choose()[0]!.inventory_number] }
    expect((await call(server.baseUrl, 'POST', PATH, body)).status).toBe(401)
    const observed = await program(body, observer)
    expect(observed.status).toBe(403)
    expect(observed.body.message).toBe('Наблюдателю калькулятор недоступен')
  })
})

describe('bad input is refused with a Russian message and writes no file', () => {
  const side = () => choose()[0]!
  const cases: [string, () => unknown, Record<string, string>][] = [
    [
      'unknown inventory numbers',
      () => ({ months: ['2027-01'], stops: ['ОСТ-999999-A', side().inventory_number] }),
      { stops: 'not found' },
    ],
    [
      'a month that does not exist',
      () => ({ months: ['2027-13'], stops: [side().inventory_number] }),
      { 'months.0': 'wrong format' },
    ],
    [
      'a date instead of a month',
      () => ({ months: ['2027-01-01'], stops: [side().inventory_number] }),
      { 'months.0': 'wrong format' },
    ],
    [
      'a month already over',
      () => ({ months: ['2026-10'], stops: [side().inventory_number] }),
      { months: 'in the past' },
    ],
    ['no month', () => ({ months: [], stops: [side().inventory_number] }), { months: 'wrong format' }],
    [
      'thirteen months',
      () => ({
        months: Array.from(
          { length: 13 },
          (_, i) => `20${27 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
        ),
        stops: [side().inventory_number],
      }),
      { months: 'wrong format' },
    ],
    [
      'too many stops',
      () => ({
        months: ['2027-01'],
        stops: Array.from({ length: 2001 }, (_, i) => `ОСТ-${String(i).padStart(6, '0')}-A`),
      }),
      { stops: 'too many' },
    ],
    ['no stop', () => ({ months: ['2027-01'], stops: [] }), { stops: 'required' }],
    [
      "a side that is not the number's",
      () => ({
        months: ['2027-01'],
        stops: [{ inventoryNumber: side().inventory_number, side: side().side === 'a' ? 'b' : 'a' }],
      }),
      { stops: 'wrong side' },
    ],
    [
      'a stop with an unknown field',
      () => ({ months: ['2027-01'], stops: [{ inventoryNumber: side().inventory_number, price: 1 }] }),
      { 'stops.0.price': 'unknown field' },
    ],
    ['a stop that is a number', () => ({ months: ['2027-01'], stops: [7] }), { 'stops.0': 'wrong format' }],
    [
      'a campaign id that is not one',
      () => ({ advertisingCampaignId: 'кампания' }),
      { advertisingCampaignId: 'wrong format' },
    ],
    ['an array body', () => [side().inventory_number], { _: 'wrong format' }],
  ]
  it.each(cases)('%s → 400', async (_name, body, errors) => {
    const before = await exportsCount()
    const answer = await program(body())
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/[А-Яа-яЁё]/)
    expect(answer.body.errors).toEqual(errors)
    expect(await exportsCount()).toBe(before)
  })

  it('any JSON body is answered with a 4xx or a file, never a 5xx', async () => {
    const stop = fc.oneof(
      fc.string(),
      fc.constantFrom(...choose().map((s) => s.inventory_number)),
      fc.record(
        { inventoryNumber: fc.string(), side: fc.string(), region: fc.string() },
        { requiredKeys: [] },
      ),
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record(
            {
              months: fc.array(fc.oneof(fc.constantFrom('2027-01', '2026-12'), fc.string())),
              stops: fc.array(stop, { maxLength: 5 }),
            },
            { requiredKeys: [] },
          ),
          fc.record({ advertisingCampaignId: fc.oneof(fc.uuid(), fc.anything()) }),
          fc.jsonValue(),
        ),
        async (body) => {
          const answer = await program(body)
          expect(
            answer.status === 200 || (answer.status >= 400 && answer.status < 500),
            JSON.stringify(answer.body),
          ).toBe(true)
          if (answer.status !== 200) expect(answer.body.message).toMatch(/[А-Яа-яЁё]/)
        },
      ),
      { numRuns: 60 },
    )
  })
})
