import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { makeLegalEntity, ordersSnapshot } from './testing/campaign-orders-fixtures'
import { call, realStickerSpaces, startTestServer, type TestServer } from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let owner: Actor
let legalEntityId: string
let payable: string
let paymentId: string
let stickers: string
let boxes: string
let shelter: string
let tried = 0
const statuses = new Map<number, number>()

const C = '/api/v1/clients/commercial-campaigns'
const created = async (place: string, body: Record<string, unknown>): Promise<string> => {
  const answer = await call(
    server.baseUrl,
    'POST',
    `${C}/${place}`,
    { name: 'Под обстрелом', ...body },
    owner.token,
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return (answer.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
}

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  owner = await makeAccount(server.db)
  const staff = await makeAccount(server.db, { moderator: true })
  legalEntityId = await makeLegalEntity(server.db, owner.id)
  payable = await created('metroMonitors', { calculation: CALCULATIONS.metroMonitors })
  await attachCreative(server.db, payable)
  await call(server.baseUrl, 'POST', `${C}/metroMonitors/${payable}/application`, undefined, owner.token)
  await call(server.baseUrl, 'POST', `/api/v1/staff/campaigns/${payable}/approve`, undefined, staff.token)
  await call(server.baseUrl, 'POST', `${C}/metroMonitors/${payable}/invoice`, { legalEntityId }, owner.token)
  const declared = await call(
    server.baseUrl,
    'POST',
    `${C}/${payable}/payments`,
    { amount: 1, number: '1', date: '2026-11-22' },
    owner.token,
  )
  paymentId = (declared.body.data as { payment: { _id: string } }).payment._id
  stickers = await created('metroStickers', {
    calculation: CALCULATIONS.metroStickers,
    spaces: await realStickerSpaces(server, 2, 300),
  })
  boxes = await created('lightBoxes', {
    calculation: { startDate: '2027-01-15', endDate: '2027-02-14', itemIds: ['LB-001'] },
  })
  shelter = await created('transitShelter', { calculation: CALCULATIONS.transitShelter })
})
afterAll(async () => {
  const answered = [...statuses.entries()].sort(([x], [y]) => x - y).map(([s, n]) => `${s}×${n}`)
  console.log(`fuzzing the campaign orders: ${tried} requests tried (${answered.join(', ')})`)
  await server?.close()
})

const CALLS = (): [string, string][] => [
  ['POST', `${C}/${payable}/payments`],
  ['PUT', `${C}/${payable}/payments/${paymentId}`],
  ['POST', `${C}/metroStickers/${stickers}/typography`],
  ['POST', `${C}/metroStickers/${stickers}/checkVacantStickers`],
  ['POST', `${C}/lightBoxes/${boxes}/checkVacantBoxes`],
  ['PATCH', `${C}/${payable}/createSchedule`],
  ['PATCH', `${C}/${stickers}/createSchedule`],
  ['PUT', `${C}/transitShelter/${shelter}/stops`],
]

const nasty = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table payment_orders; --',
    '\u0000',
    'я'.repeat(3000),
    '2027-02-30',
    '2026-11-22',
    '08:00-10:00',
    'unitedSchedule',
    'standard',
    'independently',
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 0.001, 100.005, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 7 }),
)
const FIELDS = [
  'amount',
  'date',
  'number',
  'invoiceId',
  'legalEntityId',
  'typographyId',
  'price',
  'schedule',
  'name',
  'startDate',
  'endDate',
  'frequencyPerDay',
  'videoHronometrach',
  'dayTime',
  'weekDays',
  'stops',
  'months',
  'extra',
]
const day = fc
  .integer({ min: -40, max: 120 })
  .map((n) => new Date(Date.UTC(2026, 10, 22 + n)).toISOString().slice(0, 10))
/** Bodies of the right shape with values near the edges: the rules, not only the decoder, are aimed at. */
const payment = fc.record({
  amount: fc.oneof(fc.double({ min: -10, max: 1e7, noNaN: true }), fc.integer({ min: -5, max: 10_000_000 })),
  date: day,
  number: fc.oneof(fc.stringMatching(/^\d{1,7}$/), fc.string({ maxLength: 8 })),
})
/** Orders the rules may accept: whole kopecks, real order numbers, dates around the invoice's day. */
const plausiblePayment = fc.record({
  amount: fc.integer({ min: 1, max: 20_000_00 }).map((k) => k / 100),
  date: fc
    .integer({ min: -2, max: 2 })
    .map((n) => new Date(Date.UTC(2026, 10, 22 + n)).toISOString().slice(0, 10)),
  number: fc.stringMatching(/^\d{1,6}$/),
})
const plausibleSchedule = fc.record(
  {
    startDate: fc.integer({ min: 8, max: 22 }).map((d) => `2027-01-${String(d).padStart(2, '0')}`),
    dayTime: fc.subarray(['08:00-10:00', '23:00-01:00', '12:00-13:00']),
    weekDays: fc.subarray(['workday', 'holiday'] as const, { minLength: 1 }),
  },
  { requiredKeys: [] },
)
const schedule = fc.record(
  {
    schedule: fc.constantFrom('unitedSchedule', 'metroMonitorSchedule', 'lightBoxSchedule', 'x'),
    startDate: day,
    endDate: day,
    dayTime: fc.array(fc.oneof(fc.constantFrom('08:00-10:00', '23:00-01:00'), fc.string({ maxLength: 12 })), {
      maxLength: 7,
    }),
    weekDays: fc.array(fc.constantFrom('workday', 'holiday', 'sunday'), { maxLength: 3 }),
    frequencyPerDay: fc.oneof(fc.integer({ min: -2, max: 2000 }), fc.double()),
    videoHronometrach: fc.integer({ min: 0, max: 50 }),
  },
  { requiredKeys: [] },
)
const stops = fc.record({
  stops: fc.array(
    fc.oneof(
      fc.record({
        inventoryNumber: fc.constantFrom('ОСТ-000007-A', 'ОСТ-000007-B', '7-A', 'ФЗ-1'),
        side: fc.constantFrom('a', 'b', 'c'),
        region: fc.constantFrom('ЦАО', 'ЮАО', 'Марс'),
      }),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 3 }),
    ),
    { maxLength: 4 },
  ),
  months: fc.array(fc.constantFrom('2027-01', '2027-13', '2026-10', 'январь'), { maxLength: 3 }),
})
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 6 }),
  payment,
  plausiblePayment,
  schedule,
  plausibleSchedule,
  stops,
  fc.record({
    typographyId: fc.oneof(fc.constantFrom('standard', 'express', 'independently'), nasty),
    price: nasty,
  }),
)

describe("fuzzing the campaign's orders (issue 6)", () => {
  it('never answers a 5xx, and a refused body changes no table', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS()), body, async ([method, path], payload) => {
        const before = await ordersSnapshot(server.db)
        const answer = await call(server.baseUrl, method, path, JSON.stringify(payload), owner.token)
        tried++
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        expect(answer.status).toBeLessThan(500)
        if (answer.status >= 400) {
          expect(typeof answer.body.message).toBe('string')
          expect(await ordersSnapshot(server.db)).toBe(before)
        }
      }),
      { numRuns: 500 },
    )
  })
})
