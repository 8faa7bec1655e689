import { describe, expect, it } from 'vitest'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import { domainError, type FieldErrors } from '../shared/domain-error'
import type { Kopecks } from '../shared/money'
import { refusal, type RefusalCode } from '../shared/refusal'
import { err, ok } from '../shared/result'
import { bookingRefused } from './campaign-of'
import { CampaignOrders } from './campaign-orders.service'
import type { CampaignPrice } from './campaign-price'
import type { CampaignPricer } from './campaign-pricer'
import { stopsNotice } from './shelter-stops'
import type { StoredCampaign } from './stored-campaign'
import { aStoredCampaign } from './testing/campaign-records.memory'
import {
  countingIds,
  memoryOrderState,
  memoryOrderUnitOfWork,
  MemoryOrderRecords,
  orderSnapshot,
  ORDERS_AT,
  ordersClock,
  type MemoryOrderState,
} from './testing/order-records.memory'

const OTHER = '33333333-3333-4333-8333-333333333333'
const OTHER_CAMPAIGN = '44444444-4444-4444-8444-444444444444'
const at = ORDERS_AT
const observer = anAccount({ id: OTHER, isObserver: true, observerOf: ANNA_ID })

type Pricer = Pick<CampaignPricer, 'price'>
const unusedPricer: Pricer = { price: () => Promise.reject(new Error('not priced here')) }

/** The use case over the in-memory records, counting its bookings. */
const ordersOver = (state: MemoryOrderState, pricer: Pricer = unusedPricer) => {
  const counted = { booked: 0, conflicts: 0 }
  const orders = new CampaignOrders({
    uow: memoryOrderUnitOfWork(state),
    reads: new MemoryOrderRecords(state),
    clock: ordersClock,
    ids: countingIds(),
    pricer,
    telemetry: {
      booked: () => void counted.booked++,
      bookingConflict: () => void counted.conflicts++,
    },
  })
  return { orders, counted }
}
/** Marks the unit's days from..to (inclusive, within one month) held by a campaign. */
const holdDays = (s: MemoryOrderState, unitId: string, days: readonly string[], by: string) => {
  for (const day of days) s.held.set(`${unitId}|${day}`, by)
}
const december = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-12-${String(from + i).padStart(2, '0')}`)

describe('CampaignOrders.typography', () => {
  const stickers = aStoredCampaign({ advertise_place: 'metroStickers', spaces: ['S1', 'S2'] })
  const pack = { _id: 'pkg', name: 'Стандарт', price: 150, deliveryPrice: 500 }
  const stateWith = (over: Partial<StoredCampaign> = {}) =>
    memoryOrderState([{ ...stickers, ...over }], { typography: [pack] })

  it('prices the package for every printed item, stores the order, logs and notifies it', async () => {
    const state = stateWith()
    const ordered = await ordersOver(state).orders.typography(
      anAccount(),
      'metroStickers',
      stickers.id,
      'pkg',
    )
    expect(state.campaigns.get(stickers.id)?.typography_order).toEqual({
      typographyId: 'pkg',
      name: 'Стандарт',
      quantity: 2,
      unitPrice: 150_00,
      deliveryPrice: 500_00,
      totalPrice: 800_00,
      orderedAt: at.toISOString(),
    })
    expect(ordered.ok && ordered.value.gotTypographyOrder).toBe(true)
    expect(ordered.ok && ordered.value.typographyOrder).toMatchObject({ _id: 'pkg', totalPrice: 800 })
    expect(state.events).toEqual([
      {
        campaignId: stickers.id,
        event: 'typographyOrder',
        actor: 'advertiser',
        actorId: ANNA_ID,
        reason: 'pkg',
        at,
      },
    ])
    expect(state.notifications.map((n) => [n.id, n.accountId])).toEqual([['id-1', ANNA_ID]])
  })

  it('offers printing by oneself without the reference, free', async () => {
    const state = memoryOrderState([stickers])
    const ordered = await ordersOver(state).orders.typography(
      anAccount(),
      'metroStickers',
      stickers.id,
      'independently',
    )
    expect(ordered.ok && ordered.value.typographyOrder).toMatchObject({ _id: 'independently', totalPrice: 0 })
  })

  /** Each refusal: the campaign's changed fields, the place in the path, the package, the code and its field. */
  const refusals: [string, Partial<StoredCampaign>, string, string, RefusalCode, FieldErrors][] = [
    ['an unknown package', {}, 'metroStickers', 'nope', 'not found', { typographyId: 'not found' }],
    [
      'a place not printed',
      { advertise_place: 'metroMonitors' },
      'metroMonitors',
      'pkg',
      'not found',
      { advertisePlace: 'not printed' },
    ],
    [
      'a campaign that is over',
      { state: 'completed' },
      'metroStickers',
      'pkg',
      'wrong state',
      { state: 'illegalTransition' },
    ],
    [
      'another place in the path',
      {},
      'lightBoxes',
      'pkg',
      'campaign not found',
      { advertisingCampaignId: 'not found' },
    ],
  ]
  it.each(refusals)('refuses %s and changes nothing', async (_name, over, place, pkg, code, errors) => {
    const state = stateWith(over)
    const before = orderSnapshot(state)
    const ordered = await ordersOver(state).orders.typography(anAccount(), place, stickers.id, pkg)
    expect(ordered.ok ? undefined : [ordered.error.code, ordered.error.errors]).toEqual([code, errors])
    expect(orderSnapshot(state)).toEqual(before)
  })

  it('refuses an observer and changes nothing', async () => {
    const state = stateWith()
    const before = orderSnapshot(state)
    const ordered = await ordersOver(state).orders.typography(observer, 'metroStickers', stickers.id, 'pkg')
    expect(ordered.ok ? undefined : ordered.error.code).toBe('forbidden')
    expect(orderSnapshot(state)).toEqual(before)
  })
})

describe('CampaignOrders.createSchedule', () => {
  const monitors = aStoredCampaign({ advertise_place: 'metroMonitors' })

  it("appends an item over the campaign's period to its place's list, and logs it", async () => {
    const state = memoryOrderState([monitors])
    const created = await ordersOver(state).orders.createSchedule(anAccount(), monitors.id, { name: 'Утро' })
    expect(state.campaigns.get(monitors.id)?.schedules).toEqual([
      expect.objectContaining({
        _id: 'id-1',
        list: 'metroMonitorSchedule',
        name: 'Утро',
        periods: [{ startDate: '2026-12-01', endDate: '2026-12-31' }],
      }),
    ])
    expect(created.ok && created.value.metroMonitorSchedule?.at(-1)).toMatchObject({
      _id: 'id-1',
      name: 'Утро',
    })
    expect(state.events).toEqual([
      {
        campaignId: monitors.id,
        event: 'createSchedule',
        actor: 'advertiser',
        actorId: ANNA_ID,
        reason: 'id-1',
        at,
      },
    ])
    expect(state.notifications).toEqual([])
  })

  it.each([
    ['a period outside the campaign’s', monitors, { endDate: '2027-01-05' }, { endDate: 'wrong format' }],
    [
      'a campaign that is over',
      { ...monitors, state: 'completed' as const },
      {},
      { state: 'illegalTransition' },
    ],
  ])('refuses %s and changes nothing', async (_name, campaign, request, errors) => {
    const state = memoryOrderState([campaign])
    const before = orderSnapshot(state)
    const created = await ordersOver(state).orders.createSchedule(anAccount(), monitors.id, request)
    expect(created.ok ? undefined : created.error.errors).toEqual(errors)
    expect(orderSnapshot(state)).toEqual(before)
  })
})

describe('CampaignOrders.vacancy', () => {
  const stickers = aStoredCampaign({ advertise_place: 'metroStickers', spaces: ['S1', 'S2'] })

  const checkStickers = (state: MemoryOrderState) =>
    ordersOver(state).orders.vacancy(anAccount(), 'metroStickers', stickers.id, 'checkVacantStickers')

  it('answers the spaces checked when no other campaign holds them', async () => {
    const state = memoryOrderState([stickers])
    holdDays(state, 'metroStickers:space:S1', december(1, 31), stickers.id)
    holdDays(state, 'metroStickers:space:S1', ['2026-11-30'], OTHER_CAMPAIGN)
    const checked = await checkStickers(state)
    expect(checked).toEqual(
      ok({
        vacant: true,
        checked: ['S1', 'S2'],
        inventoryNumbers: [],
        periods: [],
        reservationStatus: 'notReserved',
      }),
    )
  })

  it('answers a space another campaign holds in the period as the booking conflict', async () => {
    const state = memoryOrderState([stickers])
    holdDays(state, 'metroStickers:space:S2', ['2026-12-05'], OTHER_CAMPAIGN)
    const before = orderSnapshot(state)
    const checked = await checkStickers(state)
    expect(checked).toEqual(
      bookingRefused([
        {
          unitId: 'metroStickers:space:S2',
          inventoryNumber: 'S2',
          startDate: '2026-12-01',
          endDate: '2026-12-31',
        },
      ]),
    )
    expect(checked.ok ? undefined : checked.error.extra).toEqual({
      inventoryNumbers: ['S2'],
      periods: [{ startDate: '2026-12-01', endDate: '2026-12-31', inventoryNumbers: ['S2'] }],
    })
    expect(orderSnapshot(state)).toEqual(before)
  })

  it('refuses the check of another place, the wrong place in the path and an observer', async () => {
    const { orders } = ordersOver(memoryOrderState([stickers]))
    const boxes = await orders.vacancy(anAccount(), 'metroStickers', stickers.id, 'checkVacantBoxes')
    expect(boxes.ok ? undefined : boxes.error).toMatchObject({
      code: 'not found',
      errors: { advertisePlace: 'wrong format' },
    })
    const path = await orders.vacancy(anAccount(), 'lightBoxes', stickers.id, 'checkVacantBoxes')
    expect(path.ok ? undefined : path.error.code).toBe('campaign not found')
    const watched = await orders.vacancy(observer, 'metroStickers', stickers.id, 'checkVacantStickers')
    expect(watched.ok ? undefined : watched.error.code).toBe('forbidden')
  })
})

describe('CampaignOrders.replaceStops', () => {
  const OLD = 'transitShelter:101:a'
  const NEW = 'transitShelter:202:b'
  const shelter = aStoredCampaign({
    advertise_place: 'transitShelter',
    reservation_state: 'reserved',
    expiration_date: '2026-11-29',
    calculation: { stops: [{ inventoryNumber: '101', side: 'a' }], months: ['2026-12'] },
  })
  const canonical = { stops: [{ inventoryNumber: '202', side: 'b' }], months: ['2026-12'] }
  const price: CampaignPrice = {
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    periods: [{ startDate: '2026-12-01', endDate: '2026-12-07' }],
    periodsPrice: [{ scheduleId: 'x', periods: [] }],
    taxesSum: 200_00 as Kopecks,
    totalSumWithoutTaxes: 1000_00 as Kopecks,
  }
  const pricer: Pricer = { price: () => Promise.resolve(ok({ price, calculation: canonical })) }
  const request = { stops: [{ inventoryNumber: '202', side: 'b' }] }
  const stateWith = (over: Partial<StoredCampaign> = {}) => {
    const state = memoryOrderState([{ ...shelter, ...over }])
    holdDays(state, OLD, december(1, 31), shelter.id)
    return state
  }

  it('re-holds the new stops in place of the old ones, with the new price, logged and notified', async () => {
    const state = stateWith()
    const { orders, counted } = ordersOver(state, pricer)
    const replaced = await orders.replaceStops(anAccount(), shelter.id, request)
    expect([...state.held].filter(([k]) => k.startsWith(OLD))).toEqual([])
    expect([...state.held].filter(([, by]) => by === shelter.id).map(([k]) => k)).toEqual(
      december(1, 7).map((d) => `${NEW}|${d}`),
    )
    expect(state.campaigns.get(shelter.id)).toMatchObject({
      state: 'draft',
      reservation_state: 'reserved',
      start_date: '2026-12-01',
      end_date: '2026-12-07',
      expiration_date: '2026-11-30',
      calculation: canonical,
      periods_price: price.periodsPrice,
      taxes_sum: 200_00,
      total_sum_without_taxes: 1000_00,
    })
    expect(replaced.ok && replaced.value).toMatchObject({
      endDate: '2026-12-07',
      expirationDate: '2026-11-30',
    })
    expect(state.events).toEqual([
      {
        campaignId: shelter.id,
        event: 'replaceStops',
        actor: 'advertiser',
        actorId: ANNA_ID,
        reason: null,
        at,
      },
    ])
    expect(state.notifications.map((n) => n.message)).toEqual([stopsNotice('Весна', 1, '2026-11-30')])
    expect(counted).toEqual({ booked: 1, conflicts: 0 })
  })

  it("takes a rejected campaign back to draft through the machine's edit", async () => {
    const state = stateWith({ state: 'primaryRejected' })
    const replaced = await ordersOver(state, pricer).orders.replaceStops(anAccount(), shelter.id, request)
    expect(replaced.ok && replaced.value.state._id).toBe('draft')
    expect(state.events.map((e) => [e.event, e.from, e.to])).toEqual([
      ['edit', 'primaryRejected', 'draft'],
      ['replaceStops', undefined, undefined],
    ])
  })

  it('answers a stop another campaign holds with its inventory number, and changes nothing', async () => {
    const state = stateWith()
    holdDays(state, NEW, ['2026-12-03'], OTHER_CAMPAIGN)
    const before = orderSnapshot(state)
    const { orders, counted } = ordersOver(state, pricer)
    const replaced = await orders.replaceStops(anAccount(), shelter.id, request)
    expect(replaced.ok ? undefined : replaced.error).toEqual({
      code: 'booking conflict',
      message: 'Некоторые места уже забронированы другой кампанией',
      errors: { inventoryNumbers: 'booking conflict' },
      extra: {
        inventoryNumbers: ['202'],
        periods: [{ startDate: '2026-12-01', endDate: '2026-12-07', inventoryNumbers: ['202'] }],
      },
    })
    expect(orderSnapshot(state)).toEqual(before)
    expect(counted).toEqual({ booked: 0, conflicts: 1 })
  })

  it("answers 'changed' when the calculation changed while the stops were priced, and changes nothing", async () => {
    const state = stateWith()
    const edited = { ...shelter.calculation, months: ['2027-01'] }
    const racing: Pricer = {
      price: async (...args) => {
        const found = state.campaigns.get(shelter.id)
        if (found) state.campaigns.set(shelter.id, { ...found, calculation: edited })
        return pricer.price(...args)
      },
    }
    const { orders, counted } = ordersOver(state, racing)
    const before = orderSnapshot(state)
    const replaced = await orders.replaceStops(anAccount(), shelter.id, request)
    expect(replaced).toEqual(refusal('changed', 'Кампания изменилась, повторите', { calculation: 'changed' }))
    expect(orderSnapshot(state).held).toEqual(before.held)
    expect(state.events).toEqual([])
    expect(state.campaigns.get(shelter.id)?.calculation).toEqual(edited)
    expect(counted).toEqual({ booked: 0, conflicts: 0 })
  })

  it('refuses a confirmed reservation before pricing, and a price the calculator refuses', async () => {
    const confirmed = await ordersOver(stateWith({ reservation_state: 'confirmed' })).orders.replaceStops(
      anAccount(),
      shelter.id,
      request,
    )
    expect(confirmed.ok ? undefined : confirmed.error).toMatchObject({
      code: 'already done',
      errors: { reservationStatus: 'confirmed' },
    })
    const unpriced: Pricer = {
      price: () => Promise.resolve(err(domainError('unknown stop', 'Нет таких остановок: 202', 'stops'))),
    }
    const state = stateWith()
    const before = orderSnapshot(state)
    const refused = await ordersOver(state, unpriced).orders.replaceStops(anAccount(), shelter.id, request)
    expect(refused).toEqual(
      refusal('invalid input', 'Нет таких остановок: 202', { 'calculation.stops': 'unknown stop' }),
    )
    expect(orderSnapshot(state)).toEqual(before)
  })

  it('refuses another place, an observer and an empty list of stops', async () => {
    const { orders } = ordersOver(stateWith({ advertise_place: 'lightBoxes' }), pricer)
    const place = await orders.replaceStops(anAccount(), shelter.id, request)
    expect(place.ok ? undefined : place.error.code).toBe('campaign not found')
    const own = ordersOver(stateWith(), pricer).orders
    const watched = await own.replaceStops(observer, shelter.id, request)
    expect(watched.ok ? undefined : watched.error.code).toBe('forbidden')
    const empty = await own.replaceStops(anAccount(), shelter.id, { stops: [] })
    expect(empty.ok ? undefined : empty.error).toMatchObject({
      code: 'invalid input',
      errors: { stops: 'required' },
    })
  })
})
