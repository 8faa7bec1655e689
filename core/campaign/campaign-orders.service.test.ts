import { describe, expect, it } from 'vitest'
import { MAX_HELD_UNIT_DAYS } from '../booking/booking-units'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../shared/messages'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import { addDays, isoDate } from '../shared/calendar'
import { domainError, type FieldErrors } from '../shared/domain-error'
import type { Kopecks } from '../shared/money'
import { refusal, type RefusalCode } from '../shared/refusal'
import { err, ok } from '../shared/result'
import { bookingRefused } from './campaign-of'
import { CampaignOrders } from './campaign-orders.service'
import type { CampaignPrice } from './campaign-price'
import type { CampaignPricer } from './campaign-pricer'
import { stopsNotice } from './shelter-stops'
import type { CampaignFacts } from './campaign.aggregate'
import { placeCalculation } from './campaign.aggregate.calculation'
import type { StoredScheduleItem } from './campaign-orders'
import {
  aCampaignFacts,
  changedBeforeLock,
  type CampaignFixture,
  withFixture,
} from './testing/campaign-records.memory'
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

/**
 * The use case over the in-memory records, counting its bookings; `records` opens the unit of work's records (a
 * double on which another writer gets there first, say).
 */
const ordersOver = (
  state: MemoryOrderState,
  pricer: Pricer = unusedPricer,
  records?: (s: MemoryOrderState) => MemoryOrderRecords,
) => {
  const counted = { booked: 0, conflicts: 0 }
  const orders = new CampaignOrders({
    uow: memoryOrderUnitOfWork(state, records),
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
  const stickers = aCampaignFacts({ place: 'metroStickers', spaces: ['S1', 'S2'] })
  const pack = { id: 'pkg', name: 'Стандарт', price: 150, deliveryPrice: 500 }
  const stateWith = (over: CampaignFixture = {}) =>
    memoryOrderState([withFixture(stickers, over)], { typography: [pack] })

  it('prices the package for every printed item, stores the order, logs and notifies it', async () => {
    const state = stateWith()
    const ordered = await ordersOver(state).orders.typography(
      anAccount(),
      'metroStickers',
      stickers.id,
      'pkg',
    )
    expect(state.campaigns.get(stickers.id)?.typographyOrder).toEqual({
      typographyId: 'pkg',
      name: 'Стандарт',
      quantity: 2,
      unitPrice: 150_00,
      deliveryPrice: 500_00,
      totalPrice: 800_00,
      orderedAt: at.toISOString(),
    })
    expect(ordered.ok && ordered.value.facts.typographyOrder).toMatchObject({
      typographyId: 'pkg',
      totalPrice: 800_00,
    })
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
    expect(ordered.ok && ordered.value.facts.typographyOrder).toMatchObject({
      typographyId: 'independently',
      totalPrice: 0,
    })
  })

  /** Each refusal: the campaign's changed fields, the place in the path, the package, the code and its field. */
  const refusals: [string, CampaignFixture, string, string, RefusalCode, FieldErrors][] = [
    ['an unknown package', {}, 'metroStickers', 'nope', 'not found', { typographyId: 'not found' }],
    [
      'a place not printed',
      { place: 'metroMonitors' },
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

  it('tells the advertiser the package is not there', async () => {
    const ordered = await ordersOver(stateWith()).orders.typography(
      anAccount(),
      'metroStickers',
      stickers.id,
      'x',
    )
    expect(ordered).toEqual(
      refusal('not found', 'Нет такого пакета типографии', { typographyId: 'not found' }),
    )
  })

  it('decides on the row it locks: a campaign completed meanwhile gets no print order', async () => {
    const state = stateWith()
    const { orders } = ordersOver(
      state,
      unusedPricer,
      changedBeforeLock(MemoryOrderRecords, { state: 'completed' }),
    )
    const ordered = await orders.typography(anAccount(), 'metroStickers', stickers.id, 'pkg')
    expect(ordered.ok ? undefined : [ordered.error.code, ordered.error.errors]).toEqual([
      'wrong state',
      { state: 'illegalTransition' },
    ])
    expect(state.events).toEqual([])
    expect(state.notifications).toEqual([])
  })
})

describe('CampaignOrders.createSchedule', () => {
  const monitors = aCampaignFacts({ place: 'metroMonitors' })

  it("appends an item over the campaign's period to its place's list, and logs it", async () => {
    const state = memoryOrderState([monitors])
    const created = await ordersOver(state).orders.createSchedule(anAccount(), monitors.id, { name: 'Утро' })
    expect(state.campaigns.get(monitors.id)?.items).toEqual([
      expect.objectContaining({
        id: 'id-1',
        list: 'metroMonitorSchedule',
        name: 'Утро',
        periods: [{ startDate: '2026-12-01', endDate: '2026-12-31' }],
      }),
    ])
    expect(
      created.ok && created.value.facts.items.filter((i) => i.list === 'metroMonitorSchedule').at(-1),
    ).toMatchObject({
      id: 'id-1',
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

  /** A hundred items already: as many as a campaign may have. */
  const full = Array.from({ length: 100 }, (_, i): StoredScheduleItem => ({
    id: `item-${i}`,
    list: 'metroMonitorSchedule',
  }))
  const refusals: [string, CampaignFacts, object, RefusalCode, FieldErrors][] = [
    [
      'a period outside the campaign’s',
      monitors,
      { endDate: '2027-01-05' },
      'invalid input',
      { endDate: 'wrong format' },
    ],
    [
      'a campaign that is over',
      { ...monitors, state: 'completed' },
      {},
      'wrong state',
      { state: 'illegalTransition' },
    ],
    ['a hundred and first item', { ...monitors, items: full }, {}, 'limit reached', { schedule: 'too many' }],
  ]
  it.each(refusals)('refuses %s and changes nothing', async (_name, campaign, request, code, errors) => {
    const state = memoryOrderState([campaign])
    const before = orderSnapshot(state)
    const created = await ordersOver(state).orders.createSchedule(anAccount(), monitors.id, request)
    expect(created.ok ? undefined : [created.error.code, created.error.errors]).toEqual([code, errors])
    expect(orderSnapshot(state)).toEqual(before)
  })
})

describe('CampaignOrders.vacancy', () => {
  const stickers = aCampaignFacts({ place: 'metroStickers', spaces: ['S1', 'S2'] })

  const checkStickers = (state: MemoryOrderState) =>
    ordersOver(state).orders.vacancy(anAccount(), 'metroStickers', stickers.id, 'checkVacantStickers')

  it('answers the spaces checked, in order, when no other campaign holds them', async () => {
    const state = memoryOrderState([{ ...stickers, spaces: ['S2', 'S1'] }])
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

  /** The periods the campaign holds (its dates are December), the day another campaign holds, the one refused. */
  const heldPeriods: [string, [string, string][], string, [string, string]][] = [
    [
      'the first of two half-months',
      [
        ['2026-12-01', '2026-12-15'],
        ['2026-12-16', '2026-12-31'],
      ],
      '2026-12-05',
      ['2026-12-01', '2026-12-15'],
    ],
    [
      'the second of two half-months',
      [
        ['2026-12-01', '2026-12-15'],
        ['2026-12-16', '2026-12-31'],
      ],
      '2026-12-20',
      ['2026-12-16', '2026-12-31'],
    ],
    [
      'a period begun before the campaign’s start',
      [['2026-11-25', '2026-12-31']],
      '2026-11-27',
      ['2026-11-25', '2026-12-31'],
    ],
    [
      'a period ending after the campaign’s end',
      [['2026-12-01', '2027-01-05']],
      '2027-01-03',
      ['2026-12-01', '2027-01-05'],
    ],
    [
      'a month beside a shorter, later period',
      [
        ['2026-12-01', '2026-12-31'],
        ['2026-12-10', '2026-12-20'],
      ],
      '2026-12-25',
      ['2026-12-01', '2026-12-31'],
    ],
  ]
  it.each(heldPeriods)('finds a space taken in %s', async (_name, periods, day, [startDate, endDate]) => {
    const periodsPrice = [
      { scheduleId: 'x', periods: periods.map(([from, to]) => ({ startDate: from, endDate: to })) },
    ]
    const state = memoryOrderState([{ ...stickers, spaces: ['S1'], periodsPrice: periodsPrice }])
    holdDays(state, 'metroStickers:space:S1', [day], OTHER_CAMPAIGN)
    const checked = await checkStickers(state)
    expect(checked.ok ? undefined : checked.error.extra?.['periods']).toEqual([
      { startDate, endDate, inventoryNumbers: ['S1'] },
    ])
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
  const shelter = aCampaignFacts({
    place: 'transitShelter',
    reservationState: 'reserved',
    expirationDate: '2026-11-29',
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
  /** A pricer answering `answer`, and what it was asked: the place, the calculation and who asks. */
  const pricing = (
    answer: { price: CampaignPrice; calculation: unknown } = { price, calculation: canonical },
  ) => {
    const asked: [string, unknown, string][] = []
    const answering: Pricer = {
      price: (place, calculation, viewer) => {
        asked.push([place, calculation, viewer.id])
        return Promise.resolve(ok(answer))
      },
    }
    return { pricer: answering, asked }
  }
  const { pricer } = pricing()
  const request = { stops: [{ inventoryNumber: '202', side: 'b' }] }
  const stateWith = (over: CampaignFixture = {}) => {
    const state = memoryOrderState([withFixture(shelter, over)])
    holdDays(state, OLD, december(1, 31), shelter.id)
    return state
  }

  it('re-holds the new stops in place of the old ones, with the new price, logged and notified', async () => {
    const state = stateWith()
    const priced = pricing()
    const { orders, counted } = ordersOver(state, priced.pricer)
    const replaced = await orders.replaceStops(anAccount(), shelter.id, request)
    expect(priced.asked).toEqual([['transitShelter', { ...shelter.calculation.input, ...request }, ANNA_ID]])
    expect([...state.held].filter(([k]) => k.startsWith(OLD))).toEqual([])
    expect([...state.held].filter(([, by]) => by === shelter.id).map(([k]) => k)).toEqual(
      december(1, 7).map((d) => `${NEW}|${d}`),
    )
    expect(state.campaigns.get(shelter.id)).toMatchObject({
      state: 'draft',
      reservationState: 'reserved',
      startDate: '2026-12-01',
      endDate: '2026-12-07',
      expirationDate: '2026-11-30',
      calculation: { place: 'transitShelter', input: canonical },
      periodsPrice: price.periodsPrice,
      taxesSum: 200_00,
      totalSumWithoutTaxes: 1000_00,
    })
    expect(replaced.ok && replaced.value.facts).toMatchObject({
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
    expect(replaced.ok && replaced.value.state).toBe('draft')
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
    const edited = placeCalculation('transitShelter', { ...shelter.calculation.input, months: ['2027-01'] })
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
    const confirmed = await ordersOver(stateWith({ reservationState: 'confirmed' })).orders.replaceStops(
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

  it('refuses another place, and before any pricing an observer and an empty list of stops', async () => {
    const { orders } = ordersOver(stateWith({ place: 'lightBoxes' }), pricer)
    const place = await orders.replaceStops(anAccount(), shelter.id, request)
    expect(place.ok ? undefined : place.error.code).toBe('campaign not found')
    const own = ordersOver(stateWith()).orders
    const watched = await own.replaceStops(observer, shelter.id, request)
    expect(watched.ok ? undefined : watched.error.code).toBe('forbidden')
    const empty = await own.replaceStops(anAccount(), shelter.id, { stops: [] })
    expect(empty.ok ? undefined : empty.error).toMatchObject({
      code: 'invalid input',
      errors: { stops: 'required' },
    })
  })

  /** Replaces the stops priced as `answer`: the campaign as stored after it, its holds, the notices and counts. */
  const replacedAs = async (
    answer: { price: CampaignPrice; calculation: unknown },
    over: CampaignFixture = {},
  ) => {
    const state = stateWith(over)
    const { orders, counted } = ordersOver(state, pricing(answer).pricer)
    const replaced = await orders.replaceStops(anAccount(), shelter.id, request)
    const held = [...state.held].filter(([, by]) => by === shelter.id).length
    return { state, replaced, held, counted, notices: state.notifications.map((n) => n.message) }
  }

  it('holds nothing and reserves nothing when no stop priced is bookable', async () => {
    const flagged = {
      stops: [{ inventoryNumber: '202', side: 'b', bookingError: true }],
      months: ['2026-12'],
    }
    const { state, replaced, held, notices } = await replacedAs({ price, calculation: flagged })
    expect(replaced.ok && replaced.value.facts.reservationState).toBe('notReserved')
    expect(state.campaigns.get(shelter.id)).toMatchObject({
      reservationState: 'notReserved',
      expirationDate: null,
    })
    expect(held).toBe(0)
    expect(notices).toEqual([stopsNotice('Весна', 0, null)])
  })

  it('counts the stops in the notice, not their periods', async () => {
    const two = { stops: [...canonical.stops, { inventoryNumber: '303', side: 'a' }], months: ['2026-12'] }
    const halves = [
      { startDate: '2026-12-01', endDate: '2026-12-15' },
      { startDate: '2026-12-16', endDate: '2026-12-31' },
    ]
    const { held, notices } = await replacedAs({ price: { ...price, periods: halves }, calculation: two })
    expect(held).toBe(2 * 31)
    expect(notices).toEqual([stopsNotice('Весна', 2, '2026-11-30')])
  })

  it('refuses a campaign starting today, which can no longer be held (R-ERR-08), and changes nothing', async () => {
    const state = stateWith()
    const before = orderSnapshot(state)
    const { orders, counted } = ordersOver(
      state,
      pricing({ price: { ...price, startDate: '2026-11-27' }, calculation: canonical }).pricer,
    )
    expect(await orders.replaceStops(anAccount(), shelter.id, request)).toEqual(
      refusal('expired', CAMPAIGN_EXPIRED_MESSAGE, { expirationDate: 'expired' }),
    )
    expect(orderSnapshot(state)).toEqual(before)
    expect(counted).toEqual({ booked: 0, conflicts: 0 })
  })

  it(`holds at most ${MAX_HELD_UNIT_DAYS} unit-days in one campaign`, async () => {
    const lasting = (days: number) => {
      const endDate = addDays(isoDate(price.startDate), days - 1)
      return {
        price: { ...price, endDate, periods: [{ startDate: price.startDate, endDate }] },
        calculation: canonical,
      }
    }
    const tooMany = await replacedAs(lasting(MAX_HELD_UNIT_DAYS + 1))
    expect(tooMany.replaced).toEqual(
      refusal('too large', 'Слишком много мест и дней в одной кампании', { calculation: 'too large' }),
    )
    expect(tooMany.state.events).toEqual([])
    expect((await replacedAs(lasting(MAX_HELD_UNIT_DAYS))).held).toBe(MAX_HELD_UNIT_DAYS)
  })

  it("answers 'changed' when another writer moved the state first, and changes nothing", async () => {
    /** The guarded save finds the campaign no longer in the state it was read in. */
    class Overtaken extends MemoryOrderRecords {
      override save(): Promise<boolean> {
        return Promise.resolve(false)
      }
    }
    const state = stateWith({ state: 'primaryRejected' })
    const before = orderSnapshot(state)
    const { orders, counted } = ordersOver(state, pricer, (s) => new Overtaken(s))
    expect(await orders.replaceStops(anAccount(), shelter.id, request)).toEqual(
      refusal('changed', 'Кампания изменилась, повторите', { state: 'changed' }),
    )
    expect(orderSnapshot(state)).toEqual(before)
    expect(counted).toEqual({ booked: 0, conflicts: 0 })
  })

  /** What another writer did while the stops were priced (null: deleted the campaign), and the refusal. */
  const meanwhile: [string, CampaignFixture | null, RefusalCode, FieldErrors][] = [
    ['deleted', null, 'campaign not found', { advertisingCampaignId: 'not found' }],
    [
      'had its reservation confirmed',
      { reservationState: 'confirmed' },
      'already done',
      { reservationStatus: 'confirmed' },
    ],
    ['sent to moderation', { state: 'moderation' }, 'wrong state', { state: 'not editable' }],
  ]
  it.each(meanwhile)(
    'decides on the row it locks: a campaign %s while priced is refused',
    async (_name, fields, code, errors) => {
      const state = stateWith()
      const { orders, counted } = ordersOver(state, pricer, changedBeforeLock(MemoryOrderRecords, fields))
      const replaced = await orders.replaceStops(anAccount(), shelter.id, request)
      expect(replaced.ok ? undefined : [replaced.error.code, replaced.error.errors]).toEqual([code, errors])
      expect(state.events).toEqual([])
      expect(state.notifications).toEqual([])
      expect(counted).toEqual({ booked: 0, conflicts: 0 })
    },
  )
})
