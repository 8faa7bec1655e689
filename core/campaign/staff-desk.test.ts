import { describe, expect, it } from 'vitest'
import type { Outcome } from './campaign-records.port'
import type { CampaignStateId } from './campaign-state'
import { isCanceled } from './campaign-state.sets'
import { QUEUE_STATES, StaffDesk } from './staff-desk'
import type { CampaignFacts } from './campaign.aggregate'
import {
  aCampaignFacts,
  changedBeforeLock,
  memoryCampaignState,
  memoryUnitOfWork,
  type MemoryCampaignState,
  type CampaignFixture,
} from './testing/campaign-records.memory'
import { MemoryStaffRecords, staffExtrasOf } from './testing/staff-records.memory'
import type { CreativeRef } from './campaign-creatives'
import type { StaffViewer } from '../staff/staff-viewer'

const STAFF = '44444444-4444-4444-8444-444444444444'
/** The desk's staff, one person with each role in turn (the log names the same id). */
const MODERATOR: StaffViewer = { id: STAFF, fullName: 'Мария', roles: ['moderator'] }
const ACCOUNTANT: StaffViewer = { id: STAFF, fullName: 'Бэлла', roles: ['accountant'] }
const ID = aCampaignFacts().id
const now = new Date('2026-11-27T10:00:00Z')
const TODAY = '2026-11-27'

/** A desk over in-memory records; `records` opens the unit of work's records (a double that misbehaves, say). */
const deskOver = (
  campaigns: readonly CampaignFacts[],
  records: (s: MemoryCampaignState) => MemoryStaffRecords = (s) => new MemoryStaffRecords(s),
) => {
  const state = memoryCampaignState(campaigns)
  const desk = new StaffDesk({
    uow: memoryUnitOfWork(state, records),
    reads: new MemoryStaffRecords(state),
    clock: { now: () => now, today: () => TODAY },
    ids: { newId: () => '55555555-5555-4555-8555-555555555555', newSecret: () => 'secret' },
  })
  return { state, desk }
}

const holding = (state: MemoryCampaignState, campaignId = ID) => {
  state.held.set(`u1|2026-12-01`, campaignId)
  state.held.set(`u1|2026-12-02`, campaignId)
}

const stored = (state: MemoryCampaignState, id = ID) => state.campaigns.get(id)
const campaignOwner = aCampaignFacts().ownerId

/** Runs a call on a holding campaign that must be refused: the campaign, its log and its holds stay as they were. */
const refusedUnchanged = async (
  campaign: CampaignFacts,
  call: (desk: StaffDesk) => Promise<Outcome<unknown>>,
  records?: (s: MemoryCampaignState) => MemoryStaffRecords,
) => {
  const { state, desk } = deskOver([campaign], records)
  holding(state)
  const outcome = await call(desk)
  expect(stored(state)).toEqual(campaign)
  expect(state.events).toEqual([])
  expect(state.held.size).toBe(2)
  return outcome.ok ? undefined : outcome.error
}
const code = (outcome: { ok: boolean; error?: { code: string } }) => (outcome.ok ? 'ok' : outcome.error?.code)

describe('StaffDesk.list and get: the moderation queue', () => {
  const campaigns = [
    aCampaignFacts({ id: 'a', state: 'moderation', startDate: '2026-12-05' }),
    aCampaignFacts({ id: 'b', state: 'secondaryModeration', startDate: '2026-12-01' }),
    aCampaignFacts({ id: 'c', state: 'draft', startDate: '2026-12-02' }),
    aCampaignFacts({ id: 'd', state: 'approved', startDate: '2026-12-03' }),
  ]
  const page = { limit: 10, offset: 0, sort: 'startDate' as const }

  it('lists the review rounds by start date when no state is asked for', async () => {
    const { desk } = deskOver(campaigns)
    const listed = await desk.list({ ...page, states: [] })
    expect(QUEUE_STATES).toEqual(['moderation', 'primaryModeration', 'secondaryModeration'])
    expect(listed.items.map((c) => c.id)).toEqual(['b', 'a'])
    expect(listed.count).toBe(2)
  })

  it('lists the states asked for, latest start first with -startDate', async () => {
    const { desk } = deskOver(campaigns)
    const listed = await desk.list({ ...page, sort: '-startDate', states: ['draft', 'approved'] })
    expect(listed.items.map((c) => c.id)).toEqual(['d', 'c'])
  })

  it('answers a campaign on the wire, or not found', async () => {
    const { desk } = deskOver([aCampaignFacts({ state: 'moderation' })])
    const found = await desk.get(ID)
    expect(found.ok && found.value.id).toBe(ID)
    expect(code(await desk.get('nobody'))).toBe('campaign not found')
  })
})

describe('StaffDesk.act: approve, reject, cancel through the state machine', () => {
  it('approves a campaign in moderation, logging each moderator step; its holds stay', async () => {
    const { state, desk } = deskOver([aCampaignFacts({ state: 'moderation', reservationState: 'reserved' })])
    holding(state)
    const outcome = await desk.act(MODERATOR, ID, 'approve', null)
    expect(outcome.ok && outcome.value.state).toBe('approved')
    expect(stored(state)).toMatchObject({ state: 'approved', reservationState: 'reserved' })
    expect(state.held.size).toBe(2)
    expect(state.events).toEqual(
      (
        [
          ['startReview', 'moderation', 'primaryModeration'],
          ['passPrimaryModeration', 'primaryModeration', 'secondaryModeration'],
          ['approve', 'secondaryModeration', 'approved'],
        ] as const
      ).map(([event, from, to]) => ({
        campaignId: ID,
        event,
        actor: 'moderator',
        actorId: STAFF,
        from,
        to,
        reason: null,
        at: now,
      })),
    )
  })

  it('rejects with the reason, kept on the campaign and in its log', async () => {
    const { state, desk } = deskOver([aCampaignFacts({ state: 'secondaryModeration' })])
    const outcome = await desk.act(MODERATOR, ID, 'reject', 'Нет макета')
    expect(outcome.ok && outcome.value.facts.moderationReason).toBe('Нет макета')
    expect(stored(state)).toMatchObject({ state: 'secondaryRejected', moderationReason: 'Нет макета' })
    expect(state.events).toEqual([
      {
        campaignId: ID,
        event: 'rejectSecondary',
        actor: 'moderator',
        actorId: STAFF,
        from: 'secondaryModeration',
        to: 'secondaryRejected',
        reason: 'Нет макета',
        at: now,
      },
    ])
  })

  it('cancels technically and lets the held units go; the reason is logged, not shown as a rejection', async () => {
    const { state, desk } = deskOver([aCampaignFacts({ state: 'booked', reservationState: 'reserved' })])
    holding(state)
    const outcome = await desk.act(MODERATOR, ID, 'cancel', 'Дубль')
    expect(outcome.ok && isCanceled(outcome.value.state)).toBe(true)
    expect(stored(state)).toMatchObject({
      state: 'techCanceled',
      reservationState: 'canceled',
      moderationReason: null,
    })
    expect(state.held.size).toBe(0)
    expect(state.events.map((e) => [e.event, e.from, e.to, e.reason])).toEqual([
      ['techCancel', 'booked', 'techCanceled', 'Дубль'],
    ])
  })

  it('confirms a requested cancellation', async () => {
    const { state, desk } = deskOver([aCampaignFacts({ state: 'cancellation' })])
    expect(code(await desk.act(MODERATOR, ID, 'cancel', null))).toBe('ok')
    expect(stored(state)?.state).toBe('canceled')
  })

  it("refuses a move the machine does not allow as 'wrong state', changing nothing", async () => {
    const draft = aCampaignFacts({ state: 'draft', reservationState: 'reserved' })
    expect(await refusedUnchanged(draft, (d) => d.act(MODERATOR, ID, 'cancel', 'Дубль'))).toMatchObject({
      code: 'wrong state',
      errors: { state: 'illegalTransition' },
      extra: { transition: { event: 'techCancel', from: 'draft' } },
    })
  })

  it("refuses 'changed' when the state moved under it, and keeps nothing of the call", async () => {
    /** Another writer got there first: the guarded save finds the campaign no longer in its state. */
    class Overtaken extends MemoryStaffRecords {
      override save(): Promise<boolean> {
        return Promise.resolve(false)
      }
      override moveState(): Promise<boolean> {
        return Promise.resolve(false)
      }
    }
    const campaign = aCampaignFacts({ state: 'secondaryModeration' })
    const refused = await refusedUnchanged(
      campaign,
      (d) => d.act(MODERATOR, ID, 'reject', 'Нет макета'),
      (s) => new Overtaken(s),
    )
    expect(refused).toEqual({
      code: 'changed',
      message: 'Кампания изменилась, повторите',
      errors: { state: 'changed' },
    })
  })

  it('decides on the row it locks: a campaign rejected meanwhile is not approved', async () => {
    const campaign = aCampaignFacts({ state: 'secondaryModeration' })
    const { state, desk } = deskOver(
      [campaign],
      changedBeforeLock(MemoryStaffRecords, { state: 'secondaryRejected' }),
    )
    const outcome = await desk.act(MODERATOR, ID, 'approve', null)
    expect(outcome.ok ? undefined : outcome.error).toMatchObject({
      code: 'wrong state',
      extra: { transition: { event: 'approve', from: 'secondaryRejected' } },
    })
    expect(state.events).toEqual([])
  })

  it('answers an unknown campaign as not found', async () => {
    const { desk } = deskOver([])
    expect(code(await desk.act(MODERATOR, ID, 'approve', null))).toBe('campaign not found')
  })
})

describe('StaffDesk.confirmReservation (R-STATE-09)', () => {
  it('confirms a held reservation, logged', async () => {
    const { state, desk } = deskOver([
      aCampaignFacts({ state: 'booked', reservationState: 'reserved', expirationDate: TODAY }),
    ])
    holding(state)
    const outcome = await desk.confirmReservation(MODERATOR, ID)
    expect(outcome.ok && outcome.value.facts.reservationState).toBe('confirmed')
    expect(state.held.size).toBe(2)
    expect(state.events).toEqual([
      { campaignId: ID, event: 'confirmReservation', actor: 'moderator', actorId: STAFF, at: now },
    ])
  })

  it('lets a lapsed hold go and answers ok, so the release is kept', async () => {
    const { state, desk } = deskOver([
      aCampaignFacts({ state: 'booked', reservationState: 'reserved', expirationDate: '2026-11-26' }),
    ])
    holding(state)
    const outcome = await desk.confirmReservation(MODERATOR, ID)
    expect(outcome.ok && outcome.value.facts.reservationState).toBe('canceled')
    expect(stored(state)).toMatchObject({ state: 'booked', reservationState: 'canceled' })
    expect(state.held.size).toBe(0)
    expect(state.events).toEqual([])
  })

  it('refuses what is not held, even past its expiration date, changing nothing', async () => {
    const campaign = aCampaignFacts({
      state: 'booked',
      reservationState: 'confirmed',
      expirationDate: '2026-11-26',
    })
    expect(await refusedUnchanged(campaign, (d) => d.confirmReservation(MODERATOR, ID))).toMatchObject({
      code: 'wrong state',
      errors: { reservationStatus: 'nothing to confirm' },
    })
  })
})

describe('StaffDesk.markPayment (R-STATE-08)', () => {
  const approved = aCampaignFacts({ state: 'approved', reservationState: 'confirmed' })

  it('marks a partial payment without moving the campaign', async () => {
    const { state, desk } = deskOver([approved])
    holding(state)
    const outcome = await desk.markPayment(ACCOUNTANT, ID, 'partiallyPaid')
    expect(outcome.ok && outcome.value.facts.paymentState).toBe('partiallyPaid')
    expect(stored(state)).toMatchObject({ state: 'approved', paymentState: 'partiallyPaid' })
    expect(state.events).toEqual([
      {
        campaignId: ID,
        event: 'payment:partiallyPaid',
        actor: 'payment',
        actorId: STAFF,
        reason: null,
        at: now,
      },
    ])
  })

  it('moves an approved campaign paid in full to waitingForLaunch, logging the payment and the step', async () => {
    const { state, desk } = deskOver([approved])
    holding(state)
    const outcome = await desk.markPayment(ACCOUNTANT, ID, 'paid')
    expect(outcome.ok && [outcome.value.state, outcome.value.facts.paymentState === 'paid']).toEqual([
      'waitingForLaunch',
      true,
    ])
    expect(stored(state)).toMatchObject({ state: 'waitingForLaunch', paymentState: 'paid' })
    expect(state.events).toEqual([
      { campaignId: ID, event: 'payment:paid', actor: 'payment', actorId: STAFF, reason: null, at: now },
      {
        campaignId: ID,
        event: 'confirmPayment',
        actor: 'payment',
        actorId: STAFF,
        from: 'approved',
        to: 'waitingForLaunch',
        reason: null,
        at: now,
      },
    ])
  })

  it('moves an approved campaign that holds nothing when paid in full: there is no reservation to confirm', async () => {
    const { state, desk } = deskOver([aCampaignFacts({ state: 'approved' })])
    const outcome = await desk.markPayment(ACCOUNTANT, ID, 'paid')
    expect(outcome.ok && outcome.value.state).toBe('waitingForLaunch')
    expect(stored(state)).toMatchObject({ paymentState: 'paid', reservationState: 'notReserved' })
  })

  it('refuses a holding campaign whose reservation is not confirmed, changing nothing', async () => {
    const held = aCampaignFacts({ state: 'approved', reservationState: 'reserved' })
    expect(await refusedUnchanged(held, (d) => d.markPayment(ACCOUNTANT, ID, 'paid'))).toMatchObject({
      code: 'wrong state',
      errors: { reservationStatus: 'not_reservation' },
    })
  })

  it('refuses a full payment the machine does not allow, keeping not even the payment', async () => {
    const draft = aCampaignFacts({ state: 'cancellation', reservationState: 'confirmed' })
    expect(await refusedUnchanged(draft, (d) => d.markPayment(ACCOUNTANT, ID, 'paid'))).toMatchObject({
      code: 'wrong state',
      errors: { state: 'illegalTransition' },
    })
  })
})

describe("StaffDesk.settle: the Moscow clock's job", () => {
  /** A campaign of the clock's cases, by its id. */
  const named = (id: string, state: CampaignStateId, over: CampaignFixture) =>
    aCampaignFacts({ id, state, ...over })
  const lapsing = named('lapsing', 'booked', { reservationState: 'reserved', expirationDate: '2026-11-26' })
  const confirmed = named('confirmed', 'booked', {
    reservationState: 'confirmed',
    expirationDate: '2026-11-20',
  })
  const starting = named('starting', 'waitingForLaunch', { startDate: TODAY, endDate: '2026-12-31' })
  const ending = named('ending', 'active', { startDate: '2026-11-01', endDate: '2026-11-26' })
  const running = named('running', 'active', { startDate: '2026-11-01', endDate: TODAY })

  const clockEvent = (campaignId: string, from: CampaignStateId, to: CampaignStateId) => ({
    campaignId,
    event: 'clock',
    actor: 'clock',
    actorId: null,
    from,
    to,
    at: now,
  })

  it('lets a lapsed hold go once, launches and completes, each logged', async () => {
    const { state, desk } = deskOver([lapsing, confirmed, starting, ending, running])
    holding(state, 'lapsing')
    holding(state, 'confirmed')
    expect(await desk.settle()).toEqual({ lapsedHolds: 1, launched: 1, completed: 1 })
    expect(stored(state, 'lapsing')).toMatchObject({ state: 'booked', reservationState: 'canceled' })
    expect([...state.held.values()]).toEqual(['confirmed', 'confirmed'])
    expect(stored(state, 'confirmed')?.reservationState).toBe('confirmed')
    expect(stored(state, 'starting')?.state).toBe('active')
    expect(stored(state, 'ending')?.state).toBe('completed')
    expect(stored(state, 'running')?.state).toBe('active')
    expect(state.events).toEqual([
      { campaignId: 'lapsing', event: 'holdLapsed', actor: 'clock', actorId: null, at: now },
      clockEvent('starting', 'waitingForLaunch', 'active'),
      clockEvent('ending', 'active', 'completed'),
    ])
  })

  it('counts a waiting campaign whose whole period has passed as launched and completed', async () => {
    const late = aCampaignFacts({
      state: 'waitingForLaunch',
      startDate: '2026-11-01',
      endDate: '2026-11-20',
    })
    const { state, desk } = deskOver([late])
    expect(await desk.settle()).toEqual({ lapsedHolds: 0, launched: 1, completed: 1 })
    expect(state.events).toEqual([clockEvent(ID, 'waitingForLaunch', 'completed')])
  })

  it('changes nothing when run a second time', async () => {
    const { state, desk } = deskOver([lapsing, starting, ending])
    holding(state, 'lapsing')
    await desk.settle()
    const after = { campaigns: new Map(state.campaigns), events: [...state.events] }
    expect(await desk.settle()).toEqual({ lapsedHolds: 0, launched: 0, completed: 0 })
    expect(state.campaigns).toEqual(after.campaigns)
    expect(state.events).toEqual(after.events)
  })

  it('skips, unlogged, a campaign another writer moved or confirmed first', async () => {
    /** Each candidate is overtaken between the read and its unit of work. */
    class Overtaken extends MemoryStaffRecords {
      override moveState(): Promise<boolean> {
        return Promise.resolve(false)
      }
      override lapseHold(): Promise<boolean> {
        return Promise.resolve(false)
      }
    }
    const { state, desk } = deskOver([lapsing, starting, ending], (s) => new Overtaken(s))
    holding(state, 'lapsing')
    expect(await desk.settle()).toEqual({ lapsedHolds: 0, launched: 0, completed: 0 })
    expect(state.events).toEqual([])
    expect(state.held.size).toBe(2)
  })

  /** What another writer did to a candidate between the clock's read and its lock (null: deleted it). */
  const meanwhile: [string, CampaignFacts, CampaignFixture | null][] = [
    ['a hold confirmed', lapsing, { reservationState: 'confirmed' }],
    ['a hold renewed', lapsing, { expirationDate: '2026-11-30' }],
    ['a campaign prolonged', ending, { endDate: '2026-12-31' }],
    ['a lapsing campaign deleted', lapsing, null],
    ['a due campaign deleted', ending, null],
  ]
  it.each(meanwhile)(
    'decides again on the row it locks: %s since the candidates were read is left as it is',
    async (_name, campaign, fields) => {
      const { state, desk } = deskOver([campaign], changedBeforeLock(MemoryStaffRecords, fields))
      holding(state, campaign.id)
      expect(await desk.settle()).toEqual({ lapsedHolds: 0, launched: 0, completed: 0 })
      expect(stored(state, campaign.id)).toEqual(fields === null ? undefined : { ...campaign, ...fields })
      expect(state.held.size).toBe(2)
      expect(state.events).toEqual([])
    },
  )
})

describe('the staff desk decides as the roles allow (issue #48)', () => {
  const PRIMARY: StaffViewer = { id: STAFF, fullName: 'Пётр', roles: ['primaryModerator'] }
  const video = (
    status: CreativeRef['status'],
    id = '66666666-6666-4666-8666-666666666666',
  ): CreativeRef => ({
    id,
    kind: 'video',
    status,
    name: 'Ролик.mp4',
    moderationReason: null,
  })
  const onModeration = (over: CampaignFixture = {}) =>
    aCampaignFacts({ state: 'moderation', creatives: [video('moderation')], ...over })

  it('refuses a decision outside the role, changing nothing', async () => {
    const campaign = onModeration()
    expect(await refusedUnchanged(campaign, (d) => d.act(ACCOUNTANT, ID, 'approve', null))).toEqual({
      code: 'forbidden',
      message: 'Это решение принимает сотрудник с другой ролью',
      errors: { role: 'forbidden' },
    })
    const approved = aCampaignFacts({ state: 'approved' })
    expect(await refusedUnchanged(approved, (d) => d.markPayment(MODERATOR, ID, 'paid'))).toMatchObject({
      code: 'forbidden',
      message: 'Недостаточно прав для этого действия',
    })
    expect(await refusedUnchanged(campaign, (d) => d.confirmReservation(ACCOUNTANT, ID))).toMatchObject({
      code: 'forbidden',
    })
  })

  it('a primary moderator passes the first stage: the creatives are agreed, the final approval waits', async () => {
    const { state, desk } = deskOver([onModeration()])
    const outcome = await desk.act(PRIMARY, ID, 'approve', null)
    expect(outcome.ok && outcome.value.state).toBe('secondaryModeration')
    expect(stored(state)?.creatives.map((c) => c.status)).toEqual(['approved'])
    expect(staffExtrasOf(state).mediaEvents).toMatchObject([
      { event: 'approve', from: 'moderation', to: 'approved', campaignId: ID, actorId: STAFF },
    ])
  })

  it('an approval waits while a creative stands rejected', async () => {
    const campaign = onModeration({ creatives: [video('rejected')] })
    expect(await refusedUnchanged(campaign, (d) => d.act(MODERATOR, ID, 'approve', null))).toMatchObject({
      code: 'wrong state',
      errors: { creatives: 'creative rejected' },
    })
  })

  it('whichever came first: paid on moderation, then approved, it waits for launch', async () => {
    const { state, desk } = deskOver([onModeration()])
    const paid = await desk.markPayment(ACCOUNTANT, ID, 'paid', 'Выписка: п/п № 12')
    expect(paid.ok && [paid.value.state, paid.value.facts.paymentState]).toEqual(['moderation', 'paid'])
    const approved = await desk.act(MODERATOR, ID, 'approve', null)
    expect(approved.ok && approved.value.state).toBe('waitingForLaunch')
    expect(state.events.map((e) => [e.event, e.actor, e.reason ?? null])).toEqual([
      ['payment:paid', 'payment', 'Выписка: п/п № 12'],
      ['startReview', 'moderator', null],
      ['passPrimaryModeration', 'moderator', null],
      ['approve', 'moderator', null],
      ['confirmPayment', 'payment', null],
    ])
  })

  it('rejecting a creative sends the campaign back with the reason; the owner is told', async () => {
    const creative = video('moderation')
    const { state, desk } = deskOver([onModeration({ creatives: [creative] })])
    const outcome = await desk.decideCreative(MODERATOR, ID, creative.id, 'reject', 'Нет маркировки')
    expect(outcome.ok && [outcome.value.state, outcome.value.facts.moderationReason]).toEqual([
      'primaryRejected',
      'Нет маркировки',
    ])
    expect(stored(state)?.creatives).toEqual([
      { ...creative, status: 'rejected', moderationReason: 'Нет маркировки' },
    ])
    expect(state.events.map((e) => [e.event, e.reason])).toEqual([
      ['startReview', 'Нет маркировки'],
      ['rejectPrimary', 'Нет маркировки'],
    ])
    expect(staffExtrasOf(state).notices).toMatchObject([
      {
        ownerId: campaignOwner,
        campaignId: ID,
        message: 'Материал «Ролик.mp4» отклонён. Причина: Нет маркировки',
      },
    ])
  })

  it('a creative rejected by one whose role does not reach the campaign’s stage leaves the campaign waiting', async () => {
    const creative = video('moderation')
    const waiting = aCampaignFacts({ state: 'secondaryModeration', creatives: [creative] })
    const { state, desk } = deskOver([waiting])
    const outcome = await desk.decideCreative(PRIMARY, ID, creative.id, 'reject', 'Нет маркировки')
    expect(outcome.ok && [outcome.value.state, outcome.value.facts.moderationReason]).toEqual([
      'secondaryModeration',
      null,
    ])
    expect(stored(state)?.creatives.map((c) => c.status)).toEqual(['rejected'])
    expect(state.events).toEqual([])
  })

  it('approving a creative leaves the campaign where it is; another campaign’s creative is not found', async () => {
    const creative = video('moderation')
    const { state, desk } = deskOver([onModeration({ creatives: [creative] })])
    const outcome = await desk.decideCreative(MODERATOR, ID, creative.id, 'approve', null)
    expect(outcome.ok && outcome.value.state).toBe('moderation')
    expect(stored(state)?.creatives[0]?.status).toBe('approved')
    const other = await desk.decideCreative(
      MODERATOR,
      ID,
      '77777777-7777-4777-8777-777777777777',
      'approve',
      null,
    )
    expect(other.ok ? undefined : other.error).toMatchObject({
      code: 'not found',
      errors: { creativeId: 'not found' },
    })
    const twice = await desk.decideCreative(MODERATOR, ID, creative.id, 'approve', null)
    expect(twice.ok ? undefined : twice.error).toMatchObject({
      code: 'wrong state',
      errors: { status: 'notOnModeration' },
    })
  })

  it('a moderator gives a held reservation back: units free, the owner told why', async () => {
    const { state, desk } = deskOver([aCampaignFacts({ state: 'booked', reservationState: 'reserved' })])
    holding(state)
    const outcome = await desk.releaseReservation(MODERATOR, ID, 'Поверхность на ремонте')
    expect(outcome.ok && outcome.value.facts.reservationState).toBe('canceled')
    expect(state.held.size).toBe(0)
    expect(state.events).toMatchObject([{ event: 'releaseReservation', reason: 'Поверхность на ремонте' }])
    expect(staffExtrasOf(state).notices[0]?.message).toBe(
      'Кампания «Весна»: бронь снята. Причина: Поверхность на ремонте',
    )
    const again = aCampaignFacts({ state: 'booked', reservationState: 'confirmed' })
    expect(await refusedUnchanged(again, (d) => d.releaseReservation(MODERATOR, ID, null))).toMatchObject({
      code: 'wrong state',
      errors: { reservationStatus: 'nothing to release' },
    })
  })
})
