import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { makeLegalEntity, ordersSnapshot } from './testing/campaign-orders-fixtures'
import {
  call,
  namedFrom,
  realSides,
  realStickerSpaces,
  startTestServer,
  type RealSide,
  type TestServer,
} from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let a: Actor
let b: Actor
let staff: Actor
let legalEntityId: string

const C = '/api/v1/clients/commercial-campaigns'
const S = '/api/v1/staff/campaigns'

interface Wire {
  _id: string
  state: { _id: string }
  paymentState: { _id: string }
  reservationStatus: { _id: string }
  taxesSum: number
  totalSumWithoutTaxes: number
  calculation: { stops?: { inventoryNumber: string }[] }
  gotTypographyOrder: boolean
  typographyOrder: {
    _id: string
    quantity: number
    unitPrice: number
    deliveryPrice: number
    totalPrice: number
    priceLabel: string
  } | null
  unitedSchedule: { _id: string; isAllowed?: boolean; periods?: unknown; dayTime?: string[] }[]
  metroMonitorSchedule?: { _id: string; periods: { startDate: string; endDate: string }[] }[]
}
interface Payments {
  payment?: {
    _id: string
    amount: number
    state: string
    number: string
    date: string
    invoiceNumber: string
  }
  paymentState: { _id: string; name: string }
  totalSum: number
  paidSum: number
  pendingSum: number
  remainingSum: number
  payments: { _id: string; amount: number; state: string }[]
}

const api = (method: string, path: string, body?: unknown, token = a.token) =>
  call(server.baseUrl, method, path, body, token)
const campaignOf = (body: { data?: unknown }): Wire =>
  (body.data as { advertisingCampaign: Wire }).advertisingCampaign
const create = async (
  place: string,
  calculation: unknown,
  extra: Record<string, unknown> = {},
  token = a.token,
) => {
  const answer = await api('POST', `${C}/${place}`, { name: `Заказы ${place}`, calculation, ...extra }, token)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return campaignOf(answer.body)
}
const get = async (id: string, token = a.token) =>
  campaignOf((await api('GET', `${C}/${id}`, undefined, token)).body)
const payments = async (id: string) => {
  const answer = await api('GET', `${C}/${id}/payments`)
  expect(answer.status).toBe(200)
  return answer.body.data as Payments
}
const staffCall = (path: string, body?: unknown) => api('POST', `${S}/${path}`, body, staff.token)
/** Real units of the seeded inventory, handed out once each under the short names the tests use. */
let pool: RealSide[] = []
let stickerPool: string[] = []
const side = namedFrom(() => pool)
const sticker = namedFrom(() => stickerPool)
/** A side's inventory number by its short name. */
const num = (name: string): string => side(name).inventoryNumber
const shelter = (...names: string[]) => ({ months: ['2027-01'], stops: names.map(side) })
/** A refused request answers a message and field codes, and leaves every table as it was. */
const refusedUnchanged = async (request: () => ReturnType<typeof api>, status: number, field: string) => {
  const before = await ordersSnapshot(server.db)
  const answer = await request()
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(typeof answer.body.message).toBe('string')
  expect(Object.keys(answer.body.errors ?? {})).toContain(field)
  expect(await ordersSnapshot(server.db)).toBe(before)
  return answer
}

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  pool = await realSides(server, 60, { side: 'a', offset: 3000 })
  stickerPool = await realStickerSpaces(server, 40, 200)
  a = await makeAccount(server.db)
  b = await makeAccount(server.db)
  staff = await makeAccount(server.db, { moderator: true })
  legalEntityId = await makeLegalEntity(server.db, a.id)
})
afterAll(async () => {
  await server?.close()
})

describe('payments (cabinet §7 payments GET, POST, PUT under {id}/payments; R-API-12, the payments half)', () => {
  it('a sticker campaign lives through application, approval, invoice, a partial and the rest of its payment', async () => {
    const campaign = await create('metroStickers', CALCULATIONS.metroStickers, {
      spaces: [sticker('С-101'), sticker('С-102')],
    })
    const id = campaign._id
    const total = Math.round((campaign.taxesSum + campaign.totalSumWithoutTaxes) * 100)
    const order = (amount: number, number: string, date = '2026-11-22') => ({ amount, number, date })

    // A draft takes no payment (the machine's confirmPayment leads from approved only).
    const draft = await payments(id)
    expect(draft).toMatchObject({
      totalSum: total / 100,
      paidSum: 0,
      pendingSum: 0,
      remainingSum: total / 100,
    })
    expect(draft.paymentState._id).toBe('notPaid')
    await refusedUnchanged(() => api('POST', `${C}/${id}/payments`, order(100, '1')), 409, 'state')

    await attachCreative(server.db, id)
    expect((await api('POST', `${C}/metroStickers/${id}/application`)).status).toBe(200)
    await refusedUnchanged(() => api('POST', `${C}/${id}/payments`, order(100, '1')), 409, 'state')
    expect((await staffCall(`${id}/approve`)).status).toBe(200)
    // R-ERR-15: the stickers are held but the reservation is not confirmed yet: the manager's path.
    const manager = await refusedUnchanged(
      () => api('POST', `${C}/${id}/payments`, order(100, '1')),
      409,
      'reservationStatus',
    )
    expect(manager.body.message).toBe('Не все скедлы подтверждены')
    expect((await staffCall(`${id}/confirm-reservation`)).status).toBe(200)
    // Confirmed, but no invoice yet: an order pays an invoice.
    await refusedUnchanged(() => api('POST', `${C}/${id}/payments`, order(100, '1')), 409, 'invoiceId')
    const invoice = await api('POST', `${C}/metroStickers/${id}/invoice`, { legalEntityId })
    expect(invoice.status).toBe(201)
    const invoiceNumber = (invoice.body.data as { number: string }).number

    // Bad values change nothing: above the price, a fraction of a kopeck, a future date, a malformed number.
    await refusedUnchanged(
      () => api('POST', `${C}/${id}/payments`, order(total / 100 + 0.01, '1')),
      400,
      'amount',
    )
    await refusedUnchanged(() => api('POST', `${C}/${id}/payments`, order(100.005, '1')), 400, 'amount')
    await refusedUnchanged(() => api('POST', `${C}/${id}/payments`, order(-5, '1')), 400, 'amount')
    await refusedUnchanged(
      () => api('POST', `${C}/${id}/payments`, order(100, '1', '2026-11-23')),
      400,
      'date',
    )
    await refusedUnchanged(
      () => api('POST', `${C}/${id}/payments`, order(100, '1', '2026-11-21')),
      400,
      'date',
    )
    await refusedUnchanged(() => api('POST', `${C}/${id}/payments`, order(100, 'A-12')), 400, 'number')

    const first = await api('POST', `${C}/${id}/payments`, order(1000.55, '4711'))
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const declared = first.body.data as Payments
    expect(declared.payment).toMatchObject({
      amount: 1000.55,
      state: 'pending',
      number: '4711',
      invoiceNumber,
    })
    expect(declared).toMatchObject({ paidSum: 0, pendingSum: 1000.55, paymentState: { _id: 'notPaid' } })
    expect(Math.round(declared.remainingSum * 100)).toBe(total - 100055)
    const paymentId = declared.payment!._id
    // The same order is not declared twice.
    await refusedUnchanged(() => api('POST', `${C}/${id}/payments`, order(5, '4711')), 409, 'number')

    // An unconfirmed order is corrected; the correction may use the amount it frees.
    const corrected = await api('PUT', `${C}/${id}/payments/${paymentId}`, order(1000.5, '4711'))
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200)
    expect((corrected.body.data as Payments).payment).toMatchObject({ amount: 1000.5, state: 'pending' })
    await refusedUnchanged(
      () => api('PUT', `${C}/${id}/payments/${paymentId}`, order(total / 100 + 0.01, '4711')),
      400,
      'amount',
    )

    // Staff mark a partial payment: the declared order is confirmed, the campaign partially paid.
    // The desk's review carries the declared order, which staff check against the bank before their mark.
    const review = await api('GET', `${S}/${id}/review`, undefined, staff.token)
    expect(review.status).toBe(200)
    expect((review.body.data as { payments: Payments }).payments).toMatchObject({
      pendingSum: 1000.5,
      payments: [{ number: '4711', amount: 1000.5, state: 'pending' }],
    })
    const partial = await staffCall(`${id}/payment`, { paymentState: 'partiallyPaid' })
    expect(partial.status).toBe(200)
    // The mark's answer is the review again, the order now confirmed.
    expect((partial.body.data as { payments: Payments }).payments.payments.map((p) => p.state)).toEqual([
      'confirmed',
    ])
    const afterPartial = await payments(id)
    expect(afterPartial).toMatchObject({
      paidSum: 1000.5,
      pendingSum: 0,
      paymentState: { _id: 'partiallyPaid' },
    })
    expect(afterPartial.payments.map((p) => p.state)).toEqual(['confirmed'])
    expect(Math.round(afterPartial.remainingSum * 100)).toBe(total - 100050)
    expect((await get(id)).state._id).toBe('approved')
    await refusedUnchanged(
      () => api('PUT', `${C}/${id}/payments/${paymentId}`, order(10, '4711')),
      409,
      'paymentId',
    )

    // The rest, to the kopeck; one kopeck more is refused.
    const rest = (total - 100050) / 100
    await refusedUnchanged(
      () => api('POST', `${C}/${id}/payments`, order(rest + 0.01, '4712')),
      400,
      'amount',
    )
    expect((await api('POST', `${C}/${id}/payments`, order(rest, '4712'))).status).toBe(201)
    expect((await payments(id)).remainingSum).toBe(0)
    expect((await staffCall(`${id}/payment`, { paymentState: 'paid' })).status).toBe(200)
    const paid = await payments(id)
    expect(paid).toMatchObject({
      paidSum: total / 100,
      pendingSum: 0,
      remainingSum: 0,
      paymentState: { _id: 'paid' },
    })
    const after = await get(id)
    expect(after.paymentState._id).toBe('paid')
    expect(after.state._id).toBe('waitingForLaunch')
    await refusedUnchanged(() => api('POST', `${C}/${id}/payments`, order(1, '4713')), 409, 'paymentState')

    // Every declaration is in the campaign's log and told to the advertiser.
    const events = await server.db.query<{ event: string }>(
      'select event from campaign_events where campaign_id = $1 order by id',
      [id],
    )
    expect(events.map((e) => e.event).filter((e) => e.startsWith('payment'))).toEqual([
      'paymentOrder',
      'paymentOrderCorrected',
      'payment:partiallyPaid',
      'paymentOrder',
      'payment:paid',
    ])
    const notes = await api('GET', '/api/v1/clients/notifications?limit=100')
    const messages = (notes.body.data as { items: { message: string }[] }).items.map((n) => n.message)
    expect(
      messages.some((m) => /платёжное поручение № 4711 от 22\.11\.2026 на 1\s000,55\s₽ получено/.test(m)),
    ).toBe(true)
    expect(messages.some((m) => /№ 4711 .* исправлено/.test(m))).toBe(true)
  })

  it('orders declared at once never add up past the price', async () => {
    const { _id: id } = await create('metroMonitors', CALCULATIONS.metroMonitors)
    await attachCreative(server.db, id)
    await api('POST', `${C}/metroMonitors/${id}/application`)
    await staffCall(`${id}/approve`)
    await api('POST', `${C}/metroMonitors/${id}/invoice`, { legalEntityId })
    const { totalSum } = await payments(id)
    // 30 orders of a tenth of the price (rounded up to the kopeck) race: at most nine fit, the tenth would pass it.
    const share = Math.ceil((totalSum * 100) / 10 + 1) / 100
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        api('POST', `${C}/${id}/payments`, { amount: share, number: String(n + 1), date: '2026-11-22' }),
      ),
    )
    const accepted = answers.filter((r) => r.status === 201).length
    const refused = answers.filter(
      (r) => r.status === 400 && r.body.errors?.['amount'] === 'above remaining',
    ).length
    console.log(
      `30 concurrent payment orders of ${share} ₽ against ${totalSum} ₽: ${accepted} accepted, ${refused} refused`,
    )
    expect([accepted, refused]).toEqual([9, 21])
    const after = await payments(id)
    expect(after.payments).toHaveLength(9)
    expect(Math.round(after.pendingSum * 100)).toBe(Math.round(share * 100) * 9)
    expect(after.pendingSum).toBeLessThanOrEqual(totalSum)
  })

  it("another advertiser's invoice or legal entity cannot be named", async () => {
    const { _id: id } = await create('metroMonitors', CALCULATIONS.metroMonitors)
    await attachCreative(server.db, id)
    await api('POST', `${C}/metroMonitors/${id}/application`)
    await staffCall(`${id}/approve`)
    await api('POST', `${C}/metroMonitors/${id}/invoice`, { legalEntityId })
    const foreign = await makeLegalEntity(server.db, b.id, '7709876543')
    const order = { amount: 10, number: '9', date: '2026-11-22' }
    await refusedUnchanged(
      () => api('POST', `${C}/${id}/payments`, { ...order, legalEntityId: foreign }),
      404,
      'legalEntityId',
    )
    await refusedUnchanged(
      () =>
        api('POST', `${C}/${id}/payments`, { ...order, invoiceId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'invoiceId',
    )
    await refusedUnchanged(
      () => api('POST', `${C}/${id}/payments`, order, b.token),
      404,
      'advertisingCampaignId',
    )
    expect((await api('GET', `${S}/${id}/payments`, undefined, staff.token)).status).toBe(200)
  })
})

describe('typography (cabinet §7 POST {place}/{id}/typography)', () => {
  it('prices the order on the server, per printed item plus delivery, and the campaign carries it', async () => {
    const { _id: id } = await create('metroStickers', CALCULATIONS.metroStickers)
    const answer = await api('POST', `${C}/metroStickers/${id}/typography`, {
      typographyId: 'standard',
      price: 1,
      totalPrice: 1,
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    // GET /api/v1/typography lists the packages the server prices from.
    const reference = await api('GET', '/api/v1/typography')
    const standard = (reference.body.data as { _id: string; price: number; deliveryPrice: number }[]).find(
      (p) => p._id === 'standard',
    )!
    const expected = standard.price * CALCULATIONS.metroStickers.stickerCount + standard.deliveryPrice
    const ordered = campaignOf(answer.body)
    expect(ordered.gotTypographyOrder).toBe(true)
    expect(ordered.typographyOrder).toMatchObject({
      _id: 'standard',
      quantity: 2,
      unitPrice: standard.price,
      totalPrice: expected,
      priceLabel: 'с НДС',
    })
    expect((await get(id)).typographyOrder).toEqual(ordered.typographyOrder)

    // R-PRICE-13: doing it oneself costs nothing; ordering again replaces the order.
    const self = campaignOf(
      (await api('POST', `${C}/metroStickers/${id}/typography`, { typographyId: 'independently' })).body,
    )
    expect(self.typographyOrder).toMatchObject({ _id: 'independently', totalPrice: 0, deliveryPrice: 0 })
    const events = await server.db.query(
      'select 1 from campaign_events where campaign_id = $1 and event = $2',
      [id, 'typographyOrder'],
    )
    expect(events).toHaveLength(2)
  })

  it('light boxes print one poster per box; unknown packages, unprinted places and launched campaigns are refused', async () => {
    const boxes = await create('lightBoxes', {
      startDate: '2027-01-15',
      endDate: '2027-02-14',
      itemIds: ['LB-001', 'LB-002', 'LB-003'],
    })
    const ordered = campaignOf(
      (await api('POST', `${C}/lightBoxes/${boxes._id}/typography`, { typographyId: 'express' })).body,
    )
    expect(ordered.typographyOrder).toMatchObject({ quantity: 3 })
    await refusedUnchanged(
      () => api('POST', `${C}/lightBoxes/${boxes._id}/typography`, { typographyId: 'золото' }),
      404,
      'typographyId',
    )
    const monitors = await create('metroMonitors', CALCULATIONS.metroMonitors)
    await refusedUnchanged(
      () => api('POST', `${C}/metroMonitors/${monitors._id}/typography`, { typographyId: 'standard' }),
      404,
      'advertisePlace',
    )
    await refusedUnchanged(
      () => api('POST', `${C}/metroStickers/${boxes._id}/typography`, { typographyId: 'standard' }),
      404,
      'advertisingCampaignId',
    )
    const stickers = await create('metroStickers', CALCULATIONS.metroStickers)
    await attachCreative(server.db, stickers._id)
    await api('POST', `${C}/metroStickers/${stickers._id}/application`)
    expect((await staffCall(`${stickers._id}/cancel`, { reason: 'Тест' })).status).toBe(200)
    await refusedUnchanged(
      () => api('POST', `${C}/metroStickers/${stickers._id}/typography`, { typographyId: 'standard' }),
      409,
      'state',
    )
  })
})

describe('checkVacantStickers and checkVacantBoxes', () => {
  it('answers which spaces another campaign took once the own hold lapsed, changing nothing', async () => {
    const mine = await create('metroStickers', CALCULATIONS.metroStickers, {
      spaces: [sticker('В-1'), sticker('В-2')],
    })
    const free = await api('POST', `${C}/metroStickers/${mine._id}/checkVacantStickers`)
    expect(free.status).toBe(200)
    expect(free.body.data).toMatchObject({
      vacant: true,
      checked: [sticker('В-1'), sticker('В-2')],
      inventoryNumbers: [],
    })
    await refusedUnchanged(
      () => api('POST', `${C}/metroStickers/${mine._id}/checkVacantBoxes`),
      404,
      'advertisePlace',
    )

    // The unconfirmed hold lapses (R-ERR-08), and B takes one of the spaces.
    clock.set('2026-11-28')
    try {
      expect((await api('POST', '/api/v1/staff/scheduler/run', undefined, staff.token)).status).toBe(200)
      await create(
        'metroStickers',
        CALCULATIONS.metroStickers,
        { spaces: [sticker('В-2'), sticker('В-3')] },
        b.token,
      )
      const before = await ordersSnapshot(server.db)
      const taken = await api('POST', `${C}/metroStickers/${mine._id}/checkVacantStickers`)
      expect(taken.status).toBe(409)
      const body = taken.body as {
        errors?: Record<string, string>
        inventoryNumbers?: string[]
        periods?: { inventoryNumbers: string[] }[]
      }
      expect(body.errors).toEqual({ inventoryNumbers: 'booking conflict' })
      expect(body.inventoryNumbers).toEqual([sticker('В-2')])
      expect(body.periods?.[0]?.inventoryNumbers).toEqual([sticker('В-2')])
      expect(await ordersSnapshot(server.db)).toBe(before)
    } finally {
      clock.set('2026-11-22')
    }
  })

  it('checks the light boxes of a light-box campaign', async () => {
    const boxes = await create('lightBoxes', {
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      itemIds: ['LB-010', 'LB-011'],
    })
    const free = await api('POST', `${C}/lightBoxes/${boxes._id}/checkVacantBoxes`)
    expect(free.status).toBe(200)
    expect(free.body.data).toMatchObject({ vacant: true, checked: ['LB-010', 'LB-011'] })
    await refusedUnchanged(
      () => api('POST', `${C}/lightBoxes/${boxes._id}/checkVacantBoxes`, { x: 1 }),
      400,
      'x',
    )
  })
})

describe('createSchedule (cabinet §7 PATCH {campaignId}/createSchedule, R-API-16)', () => {
  it("appends items to the place's list and to unitedSchedule; the newest is the last", async () => {
    const { _id: id } = await create('metroMonitors', CALCULATIONS.metroMonitors)
    const first = campaignOf((await api('PATCH', `${C}/${id}/createSchedule`, {})).body)
    expect(first.metroMonitorSchedule).toHaveLength(1)
    expect(first.metroMonitorSchedule![0]!.periods).toEqual([
      { startDate: '2027-01-10', endDate: '2027-01-20' },
    ])
    const second = await api('PATCH', `${C}/${id}/createSchedule`, {
      schedule: 'unitedSchedule',
      startDate: '2027-01-12',
      endDate: '2027-01-15',
      dayTime: ['08:00-10:00', '19:40-01:00'],
      weekDays: ['workday'],
      frequencyPerDay: 12,
      videoHronometrach: 15,
    })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const united = campaignOf(second.body).unitedSchedule
    expect(united[0]).toEqual({ _id: id, isAllowed: true })
    expect(united.at(-1)).toMatchObject({ dayTime: ['08:00-10:00', '19:40-01:00'], isAllowed: true })
    const read = await get(id)
    expect(read.unitedSchedule.at(-1)!._id).toBe(united.at(-1)!._id)
    expect(read.metroMonitorSchedule!.at(-1)!._id).toBe(first.metroMonitorSchedule![0]!._id)

    const bad = (body: unknown, field: string, status = 400) =>
      refusedUnchanged(() => api('PATCH', `${C}/${id}/createSchedule`, body), status, field)
    await bad({ startDate: '2027-01-01' }, 'startDate')
    await bad({ endDate: '2027-02-01' }, 'endDate')
    await bad(
      { dayTime: ['01:00-02:00', '02:00-03:00', '03:00-04:00', '04:00-05:00', '05:00-06:00', '06:00-07:00'] },
      'dayTime',
    )
    await bad({ dayTime: ['8:00-10:00'] }, 'dayTime')
    await bad({ weekDays: ['monday'] }, 'weekDays')
    await bad({ videoHronometrach: 7 }, 'videoHronometrach')
    await bad({ schedule: 'lightBoxSchedule' }, 'schedule')
    await bad({ schedule: 'whatever' }, 'schedule')
    await refusedUnchanged(
      () => api('PATCH', `${C}/${id}/createSchedule`, {}, b.token),
      404,
      'advertisingCampaignId',
    )
    await attachCreative(server.db, id)
    await api('POST', `${C}/metroMonitors/${id}/application`)
    await staffCall(`${id}/cancel`, {})
    await bad({}, 'state', 409)
  })
})

describe('transitShelter PUT (the stops of a shelter campaign re-held at once)', () => {
  it('replaces the stops atomically: a taken stop is the booking error and nothing changes', async () => {
    const mine = await create('transitShelter', shelter('ЗАМ-1'))
    await create('transitShelter', shelter('ЗАМ-9'), {}, b.token)
    const before = await ordersSnapshot(server.db)
    const conflict = await api('PUT', `${C}/transitShelter/${mine._id}/stops`, {
      stops: shelter('ЗАМ-2', 'ЗАМ-9').stops,
    })
    expect(conflict.status).toBe(409)
    expect((conflict.body as { inventoryNumbers?: string[] }).inventoryNumbers).toEqual([num('ЗАМ-9')])
    expect(await ordersSnapshot(server.db)).toBe(before)

    const moved = await api('PUT', `${C}/transitShelter/${mine._id}/stops`, {
      stops: shelter('ЗАМ-2', 'ЗАМ-3').stops,
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const after = campaignOf(moved.body)
    expect(after.calculation.stops?.map((s) => s.inventoryNumber)).toEqual(
      [num('ЗАМ-2'), num('ЗАМ-3')].sort(),
    )
    expect(after.totalSumWithoutTaxes).toBeGreaterThan(mine.totalSumWithoutTaxes)
    expect(after.reservationStatus._id).toBe('reserved')
    const held = await server.db.query<{ n: string }>(
      'select distinct inventory_number as n from campaign_holds where campaign_id = $1 order by 1',
      [mine._id],
    )
    expect(held.map((h) => h.n)).toEqual([num('ЗАМ-2'), num('ЗАМ-3')].sort())
    // The old stop is free again: B can take it.
    await create('transitShelter', shelter('ЗАМ-1'), {}, b.token)

    // The generic update keeps answering PUT transitShelter/{id}.
    const update = await api('PUT', `${C}/transitShelter/${mine._id}`, {
      name: 'Целиком',
      calculation: shelter('ЗАМ-4'),
    })
    expect(update.status).toBe(200)
  })

  it('a confirmed reservation, a launched campaign or another place keeps its stops', async () => {
    const mine = await create('transitShelter', shelter('ЗАМ-20'))
    const stops = shelter('ЗАМ-21').stops
    await staffCall(`${mine._id}/confirm-reservation`)
    await refusedUnchanged(
      () => api('PUT', `${C}/transitShelter/${mine._id}/stops`, { stops }),
      409,
      'reservationStatus',
    )
    const sent = await create('transitShelter', shelter('ЗАМ-22'))
    await attachCreative(server.db, sent._id)
    await api('POST', `${C}/transitShelter/${sent._id}/application`)
    await refusedUnchanged(() => api('PUT', `${C}/transitShelter/${sent._id}/stops`, { stops }), 409, 'state')
    const monitors = await create('metroMonitors', CALCULATIONS.metroMonitors)
    await refusedUnchanged(
      () => api('PUT', `${C}/transitShelter/${monitors._id}/stops`, { stops }),
      404,
      'advertisingCampaignId',
    )
    await refusedUnchanged(
      () => api('PUT', `${C}/transitShelter/${sent._id}/stops`, { stops: [] }),
      409,
      'state',
    )
    const draft = await create('transitShelter', shelter('ЗАМ-23'))
    await refusedUnchanged(
      () => api('PUT', `${C}/transitShelter/${draft._id}/stops`, { stops: [] }),
      400,
      'stops',
    )
    await refusedUnchanged(
      () => api('PUT', `${C}/transitShelter/${draft._id}/stops`, { stops: [{ inventoryNumber: 5 }] }),
      400,
      'calculation.stops.0.inventoryNumber',
    )
  })
})
