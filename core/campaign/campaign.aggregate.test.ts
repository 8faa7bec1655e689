import { describe, expect, it } from 'vitest'
import { allCalculators } from '../pricing/calculators/all-calculators'
import { CALCULATED_PLACES, placeCalculation } from './campaign.aggregate.calculation'
import { PAID_BEFORE_PRINT } from './campaign.aggregate'
import { ADVERTISER_INVOICED } from '../shared/messages'
import { MAX_SCHEDULE_ITEMS } from './campaign-schedule'
import { aCampaign } from './testing/campaign-aggregate.fixture'

const TODAY = '2026-11-25'
const changedAfterRejection = {
  rejectedAt: '2026-11-20T10:00:00.000Z',
  changedAt: '2026-11-21T10:00:00.000Z',
}

describe('the campaign aggregate decides its moves through the machine (issue #49 item 1)', () => {
  it('R-STATE-06 submit: a draft goes to moderation, the move kept to save, the moderators reason cleared', () => {
    const draft = aCampaign({ moderationReason: 'Нечитаемый текст' })
    const sent = draft.submit(TODAY)
    expect(sent.ok && sent.value.state).toBe('moderation')
    expect(sent.ok && sent.value.moves).toEqual([
      { event: 'sendApplication', actor: 'advertiser', from: 'draft', to: 'moderation' },
    ])
    expect(sent.ok && sent.value.facts.moderationReason).toBeNull()
    expect(sent.ok && sent.value.loadedState).toBe('draft')
    // the campaign asked is unchanged
    expect(draft.state).toBe('draft')
    expect(draft.moves).toEqual([])
  })

  it('R-STATE-07 submit refuses anything but a draft as "is not draft", in Russian', () => {
    const r = aCampaign({ state: 'approved' }).submit(TODAY)
    expect(r).toMatchObject({ ok: false, error: { code: 'is not draft', field: 'state' } })
    expect(!r.ok && r.error.message).toBe('Кампанию нельзя отправить на модерацию')
  })

  it('R-ERR-08 submit refuses a lapsed or canceled hold as expired, a live hold goes', () => {
    const lapsed = aCampaign({ reservationState: 'reserved', expirationDate: '2026-11-24' }).submit(TODAY)
    expect(lapsed).toMatchObject({ ok: false, error: { code: 'expired', field: 'expirationDate' } })
    expect(!lapsed.ok && lapsed.error.message).toBe(
      'Кампанию с такими параметрами сейчас нельзя забронировать',
    )
    const canceled = aCampaign({ reservationState: 'canceled' }).submit(TODAY)
    expect(canceled).toMatchObject({ ok: false, error: { code: 'expired' } })
    const live = aCampaign({ reservationState: 'reserved', expirationDate: TODAY }).submit(TODAY)
    expect(live.ok).toBe(true)
  })

  it('issue #47 submit refuses a campaign without a creative its place shows, naming it in Russian', () => {
    const none = aCampaign({ creatives: [] }).submit(TODAY)
    expect(none).toMatchObject({ ok: false, error: { code: 'creative required', field: 'creatives' } })
    expect(!none.ok && none.error.message).toMatch(/^Кампанию нельзя отправить на модерацию без материала/)
    const rejected = aCampaign({
      creatives: [{ id: 'i', kind: 'image', status: 'rejected', name: 'М', moderationReason: 'нет' }],
    }).submit(TODAY)
    expect(!rejected.ok && rejected.error.message).toMatch(/^Материал кампании отклонён модератором/)
  })

  it('R-STATE-04 resubmit: a rejected campaign changed since goes edit then sendApplication', () => {
    const r = aCampaign({ state: 'secondaryRejected', moderationReason: 'Плохо' }).resubmit(
      changedAfterRejection,
      TODAY,
    )
    expect(r.ok && r.value.moves.map((m) => [m.event, m.from, m.to])).toEqual([
      ['edit', 'secondaryRejected', 'draft'],
      ['sendApplication', 'draft', 'moderation'],
    ])
    expect(r.ok && r.value.facts.moderationReason).toBeNull()
  })

  it('R-STATE-04 resubmit refuses one never rejected, one unchanged, and one without a creative', () => {
    expect(aCampaign().resubmit({ rejectedAt: null, changedAt: null }, TODAY)).toMatchObject({
      ok: false,
      error: { code: 'not rejected' },
    })
    const unchanged = { rejectedAt: '2026-11-21T10:00:00.000Z', changedAt: '2026-11-20T10:00:00.000Z' }
    expect(aCampaign({ state: 'primaryRejected' }).resubmit(unchanged, TODAY)).toMatchObject({
      ok: false,
      error: { code: 'nothing changed' },
    })
    // what moderation needs is said before "nothing changed", as the use case always answered
    expect(aCampaign({ state: 'primaryRejected', creatives: [] }).resubmit(unchanged, TODAY)).toMatchObject({
      ok: false,
      error: { code: 'creative required' },
    })
    // a draft edited after its rejection is sent in one move
    const edited = aCampaign().resubmit(changedAfterRejection, TODAY)
    expect(edited.ok && edited.value.moves.map((m) => m.event)).toEqual(['sendApplication'])
  })

  it('RULES.md decision 5 edit: a draft stays, a rejected one returns to draft, others are refused', () => {
    const draft = aCampaign()
    expect(draft.edit()).toEqual({ ok: true, value: draft })
    const back = aCampaign({ state: 'primaryRejected' }).edit()
    expect(back.ok && [back.value.state, back.value.moves.length]).toEqual(['draft', 1])
    expect(aCampaign({ state: 'moderation' }).edit()).toMatchObject({
      ok: false,
      error: { code: 'illegalTransition' },
    })
  })

  it('cancel asks moderation to cancel a booked, approved or waiting campaign; a draft cannot', () => {
    for (const state of ['booked', 'approved', 'waitingForLaunch'] as const) {
      const r = aCampaign({ state }).cancel()
      expect(r.ok && r.value.state).toBe('cancellation')
    }
    expect(aCampaign().cancel().ok).toBe(false)
  })

  it('apply refuses an event by the wrong actor as actorNotAllowed', () => {
    expect(aCampaign({ state: 'moderation' }).apply('startReview', 'advertiser')).toMatchObject({
      ok: false,
      error: { code: 'actorNotAllowed', field: 'actor' },
    })
    const r = aCampaign({ state: 'moderation' }).apply('startReview', 'moderator')
    expect(r.ok && r.value.state).toBe('primaryModeration')
  })

  it('setAllowed toggles or sets, and leaves a campaign that is over alone', () => {
    const toggled = aCampaign({ isAllowed: true }).setAllowed(undefined)
    expect(toggled.ok && toggled.value.facts.isAllowed).toBe(false)
    const set = aCampaign({ isAllowed: false }).setAllowed(true)
    expect(set.ok && set.value.facts.isAllowed).toBe(true)
    for (const state of ['completed', 'canceled', 'techCanceled'] as const)
      expect(aCampaign({ state }).setAllowed(true)).toMatchObject({ ok: false, error: { field: 'state' } })
  })

  it('R-STATE-04 removable only while editable; prolongable once, only when agreed', () => {
    expect(aCampaign({ state: 'primaryRejected' }).removable().ok).toBe(true)
    expect(aCampaign({ state: 'moderation' }).removable()).toMatchObject({
      ok: false,
      error: { code: 'not editable', message: 'Кампанию в статусе «На модерации» нельзя удалить' },
    })
    expect(aCampaign({ state: 'active' }).prolongable('уже').ok).toBe(true)
    expect(aCampaign().prolongable('уже')).toMatchObject({ ok: false, error: { code: 'not prolongable' } })
    expect(aCampaign({ state: 'completed', prolongationCampaign: 'x' }).prolongable('уже')).toMatchObject({
      ok: false,
      error: { code: 'already prolonged', message: 'уже', field: 'prolongationCampaign' },
    })
  })

  it('R-API-12 its advertiser changes while it is editable and not yet invoiced', () => {
    expect(aCampaign().advertiserChangeable().ok).toBe(true)
    expect(aCampaign({ state: 'primaryRejected' }).advertiserChangeable().ok).toBe(true)
    expect(aCampaign({ state: 'moderation' }).advertiserChangeable()).toMatchObject({
      ok: false,
      error: {
        code: 'not editable',
        message: 'Рекламодателя кампании в статусе «На модерации» сменить нельзя',
        field: 'state',
      },
    })
    expect(aCampaign({ invoiceIds: ['i-1'] }).advertiserChangeable()).toMatchObject({
      ok: false,
      error: { code: 'already invoiced', message: ADVERTISER_INVOICED, field: 'partners' },
    })
  })
})

describe('a campaign calculation is typed by its place', () => {
  it('lists every place a calculator prices, and only those that have typed inputs', () => {
    const priced = allCalculators()
      .filter((c) => c.constructor.name !== 'SpecialProjectCalculator')
      .map((c) => c.place)
    expect([...CALCULATED_PLACES].sort()).toEqual([...priced].sort())
  })

  it('narrows the input by the place, and reads a calculation that is no object as an empty one', () => {
    const c = placeCalculation('metroMonitors', { startDate: '2026-12-01', stations: [] })
    if (c.place === 'metroMonitors') expect(c.input.startDate).toBe('2026-12-01')
    else expect.unreachable('the place is metroMonitors')
    expect(placeCalculation('transitShelter', null).input).toEqual({})
    expect(placeCalculation('transitShelter', [1]).input).toEqual({})
  })
})

describe('the campaign orders its print and schedule items itself (cabinet §7)', () => {
  const printing = { id: 'p1', name: 'Стандарт', price: 100, deliveryPrice: 500 }
  const selfMade = { id: 'independently', name: 'Самостоятельно', price: 0, deliveryPrice: 0 }
  const boxes = (over: Parameters<typeof aCampaign>[0] = {}) =>
    aCampaign({
      calculation: placeCalculation('lightBoxes', { units: ['LB-1', 'LB-2'] }),
      spaces: [],
      ...over,
    })

  it('R-PRICE-12 a printed place is priced per printed item plus the delivery once, in kopecks', () => {
    const order = boxes({ spaces: ['LB-1', 'LB-2', 'LB-3'] }).printOrder(printing)
    expect(order.ok).toBe(true)
    if (!order.ok) return
    expect(order.value.typographyId).toBe('p1')
    expect(order.value.quantity).toBeGreaterThan(0)
    expect(order.value.totalPrice).toBe(
      order.value.quantity * order.value.unitPrice + order.value.deliveryPrice,
    )
    expect(order.value.deliveryPrice).toBe(500_00)
  })

  it('issue #47 a paid campaign takes no paid print (it would be on no invoice), the self-made one still', () => {
    const paid = boxes({ paymentState: 'paid' })
    const refused = paid.printOrder(printing)
    expect(refused).toMatchObject({ ok: false, error: { code: 'already paid', field: 'paymentState' } })
    expect(!refused.ok && refused.error.message).toBe(PAID_BEFORE_PRINT)
    expect(paid.printOrder(selfMade).ok).toBe(true)
    expect(boxes({ paymentState: 'notPaid' }).printOrder(printing).ok).toBe(true)
  })

  it('print is refused for a place not printed and for a launched or finished campaign, in Russian', () => {
    const screens = aCampaign({ calculation: placeCalculation('metroMonitors', {}) }).printOrder(printing)
    expect(screens).toMatchObject({ ok: false, error: { code: 'not printed', field: 'advertisePlace' } })
    const running = boxes({ state: 'active' }).printOrder(printing)
    expect(running).toMatchObject({ ok: false, error: { code: 'illegalTransition', field: 'state' } })
    expect(!running.ok && running.error.message).toMatch(/печать уже не заказать/)
  })

  it('a schedule item falls inside its period, up to the limit, never on a campaign that is over', () => {
    const campaign = aCampaign({ calculation: placeCalculation('metroMonitors', {}) })
    const item = campaign.scheduleItem({ startDate: '2026-12-05', endDate: '2026-12-10' }, 0)
    expect(item.ok && item.value.periods).toEqual([{ startDate: '2026-12-05', endDate: '2026-12-10' }])
    const whole = campaign.scheduleItem({}, 3)
    expect(whole.ok && whole.value.periods).toEqual([{ startDate: '2026-12-01', endDate: '2026-12-31' }])
    expect(campaign.scheduleItem({ startDate: '2026-11-30' }, 0)).toMatchObject({
      ok: false,
      error: { code: 'wrong format', field: 'startDate' },
    })
    expect(campaign.scheduleItem({}, MAX_SCHEDULE_ITEMS)).toMatchObject({
      ok: false,
      error: { code: 'too many', field: 'schedule' },
    })
    const over = aCampaign({ state: 'completed' }).scheduleItem({}, 0)
    expect(over).toMatchObject({ ok: false, error: { code: 'illegalTransition', field: 'state' } })
  })
})

describe('the clip a campaign bought (R-FMT-02)', () => {
  it('is the calculation’s clip length when a positive number, else none', () => {
    const clip = (input: unknown) =>
      aCampaign({ calculation: placeCalculation('metroMonitors', input) }).clipSeconds
    expect(clip({ clipDuration: 15 })).toBe(15)
    expect(clip({ clipDuration: 0 })).toBeUndefined()
    expect(clip({ clipDuration: -5 })).toBeUndefined()
    expect(clip({ clipDuration: '15' })).toBeUndefined()
    expect(clip({})).toBeUndefined()
  })
})

describe('staff decide on the campaign through the machine (issue #48)', () => {
  it('a moderator approves in one decision, every move logged with the reason, paid money moving it on', () => {
    const waiting = aCampaign({ state: 'moderation' })
    const approved = waiting.decide(['moderator'], 'approve', 'ок')
    expect(approved.ok && approved.value.moves.map((m) => [m.event, m.to, m.reason])).toEqual([
      ['startReview', 'primaryModeration', 'ок'],
      ['passPrimaryModeration', 'secondaryModeration', 'ок'],
      ['approve', 'approved', 'ок'],
    ])
    expect(approved.ok && approved.value.facts.moderationReason).toBeNull()
    const paid = aCampaign({ state: 'secondaryModeration', paymentState: 'paid' }).decide(
      ['secondaryModerator'],
      'approve',
      null,
    )
    expect(paid.ok && paid.value.state).toBe('waitingForLaunch')
  })

  it('a rejection keeps its reason for the advertiser; a role that does not reach is forbidden', () => {
    const rejected = aCampaign({ state: 'secondaryModeration' }).decide(['moderator'], 'reject', 'Нет макета')
    expect(rejected.ok && [rejected.value.state, rejected.value.facts.moderationReason]).toEqual([
      'secondaryRejected',
      'Нет макета',
    ])
    const forbidden = aCampaign({ state: 'secondaryModeration' }).decide(['primaryModerator'], 'reject', 'x')
    expect(forbidden).toMatchObject({ ok: false, error: { code: 'forbidden', field: 'role' } })
    const illegal = aCampaign({ state: 'draft' }).decide(['moderator'], 'cancel', null)
    expect(illegal).toMatchObject({ ok: false, error: { code: 'illegalTransition', event: 'techCancel' } })
  })

  it('R-STATE-08 a payment: kept before approval, moves an approved campaign on, waits for a held hold', () => {
    const before = aCampaign({ state: 'moderation' }).pay('paid')
    expect(before.ok && [before.value.state, before.value.facts.paymentState, before.value.moves]).toEqual([
      'moderation',
      'paid',
      [],
    ])
    const approved = aCampaign({ state: 'approved' }).pay('paid')
    expect(approved.ok && approved.value.moves).toEqual([
      { event: 'confirmPayment', actor: 'payment', from: 'approved', to: 'waitingForLaunch', reason: null },
    ])
    const part = aCampaign({ state: 'approved' }).pay('partiallyPaid')
    expect(part.ok && [part.value.state, part.value.facts.paymentState]).toEqual([
      'approved',
      'partiallyPaid',
    ])
    const held = aCampaign({ state: 'approved', holds: 3, reservationState: 'reserved' }).pay('paid')
    expect(held).toMatchObject({ ok: false, error: { code: 'not_reservation', field: 'reservationStatus' } })
    const twice = aCampaign({ state: 'approved', paymentState: 'paid' }).pay('paid')
    expect(twice).toMatchObject({ ok: false, error: { code: 'already paid', field: 'paymentState' } })
    const running = aCampaign({ state: 'active' }).pay('paid')
    expect(running).toMatchObject({ ok: false, error: { field: 'state' } })
  })

  it('R-STATE-09 a held reservation is confirmed or given back; nothing else is', () => {
    const held = aCampaign({ reservationState: 'reserved' })
    const confirmed = held.confirmHold()
    expect(confirmed.ok && confirmed.value.facts.reservationState).toBe('confirmed')
    const released = held.releaseHold()
    expect(released.ok && released.value.facts.reservationState).toBe('canceled')
    expect(aCampaign({ reservationState: 'confirmed' }).confirmHold()).toMatchObject({
      ok: false,
      error: { code: 'nothing to confirm', field: 'reservationStatus' },
    })
    expect(aCampaign({ reservationState: 'notReserved' }).releaseHold()).toMatchObject({
      ok: false,
      error: { code: 'nothing to release' },
    })
  })

  it('R-STATE-07 a hold lapses after its last day unless confirmed or paid', () => {
    const held = (over: Parameters<typeof aCampaign>[0]) =>
      aCampaign({ reservationState: 'reserved', expirationDate: '2026-11-26', ...over })
    expect(held({}).holdLapsedOn('2026-11-27')).toBe(true)
    expect(held({}).holdLapsedOn('2026-11-26')).toBe(false)
    expect(held({ reservationState: 'confirmed' }).holdLapsedOn('2026-11-27')).toBe(false)
    expect(held({ state: 'waitingForLaunch' }).holdLapsedOn('2026-11-27')).toBe(false)
  })

  it('the clock settles it: a waiting campaign runs from its start, completes after its end', () => {
    const waiting = aCampaign({ state: 'waitingForLaunch', startDate: '2026-12-01', endDate: '2026-12-31' })
    expect(waiting.settledOn('2026-11-30')).toBe('waitingForLaunch')
    expect(waiting.settledOn('2026-12-01')).toBe('active')
    expect(waiting.settledOn('2027-01-01')).toBe('completed')
    expect(aCampaign({ state: 'draft' }).settledOn('2027-01-01')).toBe('draft')
  })

  it('R-PRICE-12 what it costs is its net, its VAT and its print order', () => {
    expect(aCampaign({ totalSumWithoutTaxes: 10_000, taxesSum: 2_000 }).amountDue).toBe(12_000)
    const printed = aCampaign({
      totalSumWithoutTaxes: 10_000,
      taxesSum: 2_000,
      typographyOrder: {
        typographyId: 't',
        name: 'Печать',
        quantity: 1,
        unitPrice: '500',
        deliveryPrice: '0',
        totalPrice: '500',
        orderedAt: '2026-11-20T09:00:00Z',
      },
    })
    expect(printed.amountDue).toBe(12_500)
  })
})

describe('resubmit says first that a campaign was never rejected (issue #48 item 7)', () => {
  it('a draft never rejected is "not rejected", even when it also lacks its creative', () => {
    const never = aCampaign({ creatives: [] }).resubmit({ rejectedAt: null, changedAt: null }, TODAY)
    expect(never).toMatchObject({ ok: false, error: { code: 'not rejected', field: 'state' } })
  })
})
