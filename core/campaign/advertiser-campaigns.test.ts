import { describe, expect, it } from 'vitest'
import { MAX_HELD_UNIT_DAYS } from '../booking/booking-units'
import { CAMPAIGN_EXPIRED_MESSAGE } from '../shared/messages'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import type { IsoDate } from '../ports/clock.port'
import { AdvertiserCampaigns, type CampaignDraft } from './advertiser-campaigns'
import { FORBIDDEN_MESSAGE, NOT_FOUND_MESSAGE } from './campaign-access'
import { CampaignActions } from './campaign-actions'
import type { CampaignFixture } from './testing/campaign-records.memory'
import { MemoryAdvertiserCampaignRecords } from './testing/advertiser-campaign-records.memory'
import { demoPricer } from './testing/demo-pricer'
import {
  aCampaignFacts,
  memoryCampaignState,
  memoryUnitOfWork,
  type MemoryCampaignState,
} from './testing/campaign-records.memory'

const NOW = new Date('2026-11-27T09:00:00Z')
const clock = { now: () => NOW, today: () => '2026-11-27' as IsoDate }
const PARTNER = '44444444-4444-4444-8444-444444444444'
const OTHER_PARTNER = '88888888-8888-4888-8888-888888888888'
const STRANGER = '55555555-5555-4555-8555-555555555555'
const OTHER_ID = '66666666-6666-4666-8666-666666666666'
const SPACES = ['СТ-1', 'СТ-2']
const STICKERS_CALCULATION = {
  startDate: '2027-02-16',
  endDate: '2027-03-31',
  formatId: 'A3',
  stickerCount: 2,
}

/** A sticker campaign of two spaces: the place that holds what the advertiser names besides the calculation. */
const stickers = (over: Partial<CampaignDraft> = {}): CampaignDraft => ({
  place: 'metroStickers',
  name: '  Весна  ',
  calculation: STICKERS_CALCULATION,
  spaces: SPACES,
  ...over,
})

/** A light-box campaign: its boxes are held from the day it starts. */
const lightBoxes = (startDate: string): CampaignDraft => ({
  place: 'lightBoxes',
  name: 'Короба',
  calculation: { startDate, endDate: '2026-12-31', itemIds: ['LB-001'] },
})

/** A stored metro-monitors draft: screen time holds nothing, so its dates may move. */
const MONITORS_CALCULATION = {
  mode: 'video',
  startDate: '2027-02-01',
  endDate: '2027-02-10',
  frequency: 1,
  presentationCount: 10_000,
}
const monitorsDraft = (over: CampaignFixture = {}) =>
  aCampaignFacts({
    place: 'metroMonitors',
    brandName: 'Бренд',
    partners: [PARTNER],
    calculation: MONITORS_CALCULATION,
    ...over,
  })

/** An agreed sticker campaign without spaces, to prolong. */
const agreedStickers = (over: CampaignFixture = {}) =>
  aCampaignFacts({
    place: 'metroStickers',
    state: 'approved',
    calculation: STICKERS_CALCULATION,
    ...over,
  })

type Known = ConstructorParameters<typeof MemoryAdvertiserCampaignRecords>[1]

/** Records that remember whether each read locked the row (the port's `campaign(id, lock)`). */
class LockWatchingRecords extends MemoryAdvertiserCampaignRecords {
  readonly locks: boolean[] = []

  override campaign(id: string, lock = false) {
    this.locks.push(lock)
    return super.campaign(id)
  }
}

/** Records on which another call moved the campaign's state first: every moveState and every save misses. */
class RacedRecords extends MemoryAdvertiserCampaignRecords {
  override moveState() {
    return Promise.resolve(false)
  }

  override save() {
    return Promise.resolve(false)
  }
}

interface SetUpOptions {
  /** The sticker spaces the inventory has (СТ-1 to СТ-3 unless given). */
  readonly stickerSpaces?: string[]
  /** The records a unit of work opens (the in-memory ones unless given). */
  readonly records?: (state: MemoryCampaignState, known: Known) => MemoryAdvertiserCampaignRecords
  /** What the reads outside a unit of work see (the same state unless given). */
  readonly reads?: MemoryCampaignState
}

const setUp = (stored = [aCampaignFacts()], options: SetUpOptions = {}) => {
  const state = memoryCampaignState(stored)
  const known = {
    partners: { [ANNA_ID]: [PARTNER, OTHER_PARTNER] },
    stickerSpaces: options.stickerSpaces ?? [...SPACES, 'СТ-3'],
  }
  const records = options.records ?? ((s, k) => new MemoryAdvertiserCampaignRecords(s, k))
  const opened: MemoryAdvertiserCampaignRecords[] = []
  const open = (s: MemoryCampaignState) => {
    const r = records(s, known)
    opened.push(r)
    return r
  }
  const counted = { booked: 0, conflicts: 0 }
  let next = 0
  const campaigns = new AdvertiserCampaigns({
    uow: memoryUnitOfWork(state, open),
    reads: new MemoryAdvertiserCampaignRecords(options.reads ?? state, known),
    pricer: demoPricer(clock),
    clock,
    ids: { newId: () => `00000000-0000-4000-8000-00000000000${++next}`, newSecret: () => 'secret' },
    telemetry: {
      booked: () => void counted.booked++,
      bookingConflict: () => void counted.conflicts++,
      jobRan: () => undefined,
    },
  })
  const actions = new CampaignActions({
    uow: memoryUnitOfWork(state, open),
    campaigns,
    reads: new MemoryAdvertiserCampaignRecords(options.reads ?? state, known),
    clock,
  })
  /** Whether every read inside a unit of work locked the row. */
  const lockedInside = () => opened.flatMap((r) => (r instanceof LockWatchingRecords ? r.locks : []))
  return { state, campaigns, actions, counted, lockedInside }
}

const codeOf = (outcome: { ok: boolean; error?: { code: string } }) =>
  outcome.ok ? 'ok' : outcome.error?.code

/** The refusal as the caller reads it: its code, its sentence and its field codes. */
const refusalIn = (outcome: { ok: true } | { ok: false; error: { code: string; message: string } }) =>
  outcome.ok ? 'ok' : outcome.error

const notThere = {
  code: 'campaign not found',
  message: NOT_FOUND_MESSAGE,
  errors: { advertisingCampaignId: 'not found' },
}
const forbidden = { code: 'forbidden', message: FORBIDDEN_MESSAGE, errors: {} }
const expired = { code: 'expired', message: CAMPAIGN_EXPIRED_MESSAGE, errors: { expirationDate: 'expired' } }
const observer = anAccount({ id: STRANGER, isObserver: true, observerOf: ANNA_ID })
const otherAdvertiser = anAccount({ id: STRANGER })

describe('AdvertiserCampaigns.list and get', () => {
  const early = aCampaignFacts({ id: OTHER_ID, startDate: '2026-12-01' })
  const late = aCampaignFacts({ startDate: '2027-01-01' })
  const others = aCampaignFacts({ id: '77777777-7777-4777-8777-777777777777', ownerId: STRANGER })

  it('lists the owner’s campaigns a page at a time, sorted either way, with the count of all', async () => {
    const { campaigns } = setUp([late, early, others])
    const ids = (page: { items: { id: string }[]; count: number }) => ({
      ids: page.items.map((c) => c.id),
      count: page.count,
    })
    const query = { limit: 10, offset: 0, states: [] }
    expect(ids(await campaigns.list(anAccount(), { ...query, sort: 'startDate' }))).toEqual({
      ids: [early.id, late.id],
      count: 2,
    })
    expect(ids(await campaigns.list(anAccount(), { ...query, sort: '-startDate' }))).toEqual({
      ids: [late.id, early.id],
      count: 2,
    })
    const second = await campaigns.list(anAccount(), { ...query, sort: 'startDate', limit: 1, offset: 1 })
    expect(ids(second)).toEqual({ ids: [late.id], count: 2 })
    expect(second.items[0]?.facts.name).toBe('Весна')
  })

  it('lists the inviting advertiser’s campaigns to its observer, and nothing to an observer of no one', async () => {
    const { campaigns } = setUp([late, early, others])
    const query = { limit: 10, offset: 0, states: [], sort: 'startDate' } as const
    expect((await campaigns.list(observer, query)).count).toBe(2)
    const nobodys = anAccount({ id: STRANGER, isObserver: true })
    expect(await campaigns.list(nobodys, query)).toEqual({ items: [], count: 0 })
  })

  it('gives a campaign to its owner and its observer, and to another advertiser as not there', async () => {
    const { campaigns } = setUp([late])
    const got = await campaigns.get(anAccount(), late.id)
    expect(got.ok && { id: got.value.id, name: got.value.facts.name }).toEqual({ id: late.id, name: 'Весна' })
    expect(codeOf(await campaigns.get(observer, late.id))).toBe('ok')
    expect(refusalIn(await campaigns.get(otherAdvertiser, late.id))).toEqual(notThere)
    expect(refusalIn(await campaigns.get(anAccount(), OTHER_ID))).toEqual(notThere)
  })
})

describe('AdvertiserCampaigns.create', () => {
  it('stores a priced draft with its name trimmed, holds its spaces and logs the creation', async () => {
    const { state, campaigns, counted } = setUp([])
    const created = await campaigns.create(
      anAccount(),
      stickers({ partners: [PARTNER, PARTNER], brandName: 'Бренд' }),
    )
    if (!created.ok) throw new Error(created.error.message)
    expect(created.value.facts.name).toBe('Весна')
    expect(created.value.facts.brandName).toBe('Бренд')
    expect(created.value.state).toBe('draft')
    expect(created.value.facts.reservationState).toBe('reserved')
    // The hold lasts five days from today (R-ERR-08).
    expect(created.value.facts.expirationDate).toBe('2026-12-02')
    expect(created.value.facts.totalSumWithoutTaxes).toBeGreaterThan(0)
    expect(created.value.facts.partners).toEqual([PARTNER])
    expect(created.value.facts.spaces).toEqual(SPACES)
    expect(new Set(state.held.values())).toEqual(new Set([created.value.id]))
    expect(state.events).toEqual([
      {
        campaignId: created.value.id,
        event: 'create',
        actor: 'advertiser',
        actorId: ANNA_ID,
        to: 'draft',
        at: NOW,
      },
    ])
    expect(counted).toEqual({ booked: 1, conflicts: 0 })
  })

  it('stores a sticker campaign without spaces unreserved, holding nothing and expiring never', async () => {
    const { state, campaigns } = setUp([])
    const created = await campaigns.create(anAccount(), {
      place: 'metroStickers',
      name: 'Весна',
      calculation: STICKERS_CALCULATION,
    })
    if (!created.ok) throw new Error(created.error.message)
    expect(created.value.facts.reservationState).toBe('notReserved')
    expect(created.value.facts.expirationDate).toBeNull()
    expect(created.value.facts.spaces).toEqual([])
    expect(created.value.facts.brandName).toBeNull()
    expect(state.held.size).toBe(0)
  })

  it('refuses spaces another campaign holds, naming them, and keeps nothing of the new one', async () => {
    const { state, campaigns, counted } = setUp([])
    const first = await campaigns.create(anAccount(), stickers())
    expect(first.ok).toBe(true)
    const second = await campaigns.create(anAccount(), stickers({ name: 'Лето' }))
    expect(codeOf(second)).toBe('booking conflict')
    expect(second.ok ? [] : second.error.extra?.inventoryNumbers).toEqual(SPACES)
    expect([...state.campaigns.values()].map((c) => c.name)).toEqual(['Весна'])
    expect(state.events).toHaveLength(1)
    expect(counted).toEqual({ booked: 1, conflicts: 1 })
  })

  it('refuses a partner that is not the advertiser’s, a space the inventory lacks and an observer', async () => {
    const { state, campaigns } = setUp([])
    expect(
      refusalIn(await campaigns.create(anAccount(), stickers({ partners: [PARTNER, STRANGER] }))),
    ).toEqual({
      code: 'invalid input',
      message: 'Проверьте поля: partners',
      errors: { partners: 'wrong format' },
    })
    expect(refusalIn(await campaigns.create(anAccount(), stickers({ spaces: ['СТ-1', 'СТ-9'] })))).toEqual({
      code: 'invalid input',
      message: 'Нет таких мест для стикеров: СТ-9',
      errors: { spaces: 'not found' },
    })
    expect(refusalIn(await campaigns.create(observer, stickers()))).toEqual(forbidden)
    expect(state.campaigns.size).toBe(0)
    expect(state.held.size).toBe(0)
  })

  it('refuses fewer spaces than stickers paid for', async () => {
    const { state, campaigns } = setUp([])
    expect(refusalIn(await campaigns.create(anAccount(), stickers({ spaces: ['СТ-1', 'СТ-1'] })))).toEqual({
      code: 'invalid input',
      message: 'Выберите 2 разных мест: по одному на стикер',
      errors: { spaces: 'wrong format' },
    })
    expect(state.campaigns.size).toBe(0)
  })

  it('refuses a place that does not exist, and names the place a place without calculator', async () => {
    const { campaigns } = setUp([])
    expect(refusalIn(await campaigns.create(anAccount(), stickers({ place: 'nowhere' })))).toEqual({
      code: 'not found',
      message: 'Нет такого места размещения',
      errors: { advertisePlace: 'wrong format' },
    })
    expect(refusalIn(await campaigns.create(anAccount(), stickers({ place: 'rim', spaces: [] })))).toEqual({
      code: 'invalid input',
      message: 'Неизвестное рекламное место: rim',
      errors: { place: 'unknown place' },
    })
  })

  it('names a calculation field the calculators refuse under calculation', async () => {
    const { campaigns } = setUp([])
    const refused = await campaigns.create(
      anAccount(),
      stickers({ calculation: { ...STICKERS_CALCULATION, stickerCount: 0 } }),
    )
    // The wire keeps the code (decision 12); the sentence names the bound, as the calculator form says it.
    expect(refusalIn(refused)).toEqual({
      code: 'invalid input',
      message: 'Не меньше 1',
      errors: { 'calculation.stickerCount': 'expected a whole number from 1 to 100000 in steps of 1' },
    })
    // A refusal naming no field is the calculation's.
    const special = await campaigns.create(anAccount(), {
      place: 'nonStandart',
      name: 'Проект',
      calculation: {},
    })
    expect(refusalIn(special)).toEqual({
      code: 'invalid input',
      message: 'Стоимость специального проекта рассчитывает менеджер',
      errors: { calculation: 'priced by a manager' },
    })
  })

  it('refuses to hold from a start date that is today (R-ERR-08); a start tomorrow is held until today', async () => {
    const { state, campaigns, counted } = setUp([])
    expect(refusalIn(await campaigns.create(anAccount(), lightBoxes('2026-11-27')))).toEqual(expired)
    expect(state.campaigns.size).toBe(0)
    const tomorrow = await campaigns.create(anAccount(), lightBoxes('2026-11-28'))
    expect(tomorrow.ok && tomorrow.value.facts.expirationDate).toBe('2026-11-27')
    expect(counted.booked).toBe(1)
  })

  it(`holds at most ${MAX_HELD_UNIT_DAYS} unit-days in one campaign`, async () => {
    // Half of December is 16 days: 6 250 spaces make the most, one more is too many.
    const spaces = Array.from({ length: 6251 }, (_, i) => `С-${i}`)
    const { state, campaigns } = setUp([], { stickerSpaces: spaces })
    const december = (count: number) =>
      stickers({
        calculation: { startDate: '2026-12-16', endDate: '2026-12-31', formatId: 'A3', stickerCount: count },
        spaces: spaces.slice(0, count),
      })
    expect(refusalIn(await campaigns.create(anAccount(), december(6251)))).toEqual({
      code: 'too large',
      message: 'Слишком много мест и дней в одной кампании',
      errors: { calculation: 'too large' },
    })
    expect(state.campaigns.size).toBe(0)
    expect(codeOf(await campaigns.create(anAccount(), december(6250)))).toBe('ok')
    expect(state.held.size).toBe(MAX_HELD_UNIT_DAYS)
  })
})

describe('AdvertiserCampaigns.update', () => {
  it('takes a rejected campaign back to draft through the machine and holds the new spaces only', async () => {
    const { state, campaigns, counted } = setUp([])
    const created = await campaigns.create(anAccount(), stickers())
    if (!created.ok) throw new Error('created')
    const id = created.value.id
    state.campaigns.set(id, { ...state.campaigns.get(id)!, state: 'primaryRejected' })
    const updated = await campaigns.update(anAccount(), id, stickers({ spaces: ['СТ-2', 'СТ-3'] }))
    if (!updated.ok) throw new Error(updated.error.message)
    expect(updated.value.state).toBe('draft')
    expect(updated.value.facts.spaces).toEqual(['СТ-2', 'СТ-3'])
    expect(state.events.at(-1)).toMatchObject({ event: 'edit', from: 'primaryRejected', to: 'draft' })
    expect([...state.held.keys()].some((k) => k.includes('СТ-1'))).toBe(false)
    expect(counted).toEqual({ booked: 2, conflicts: 0 })
  })

  it('refuses to change a campaign in moderation and changes nothing', async () => {
    const waiting = aCampaignFacts({ place: 'metroStickers', state: 'moderation' })
    const { state, campaigns, counted } = setUp([waiting])
    expect(refusalIn(await campaigns.update(anAccount(), waiting.id, stickers()))).toEqual({
      code: 'wrong state',
      message: 'Кампанию в статусе «На модерации» нельзя изменить',
      errors: { state: 'not editable' },
    })
    expect(state.campaigns.get(waiting.id)).toEqual(waiting)
    expect(state.held.size).toBe(0)
    expect(counted.booked).toBe(0)
  })

  it('refuses spaces another campaign holds, keeping the campaign’s own holds, counted as a conflict', async () => {
    const { state, campaigns, counted } = setUp([])
    const mine = await campaigns.create(anAccount(), stickers())
    const theirs = await campaigns.create(
      anAccount(),
      stickers({ spaces: ['СТ-3'], calculation: { ...STICKERS_CALCULATION, stickerCount: 1 } }),
    )
    if (!mine.ok || !theirs.ok) throw new Error('created')
    const held = new Map(state.held)
    const refused = await campaigns.update(anAccount(), mine.value.id, stickers({ spaces: ['СТ-1', 'СТ-3'] }))
    expect(codeOf(refused)).toBe('booking conflict')
    expect(state.held).toEqual(held)
    expect(state.campaigns.get(mine.value.id)?.spaces).toEqual(SPACES)
    expect(counted).toEqual({ booked: 2, conflicts: 1 })
  })

  it('answers a campaign of another place, of another advertiser or unknown as not there', async () => {
    const shelter = aCampaignFacts()
    const { state, campaigns } = setUp([shelter])
    expect(refusalIn(await campaigns.update(anAccount(), shelter.id, stickers()))).toEqual(notThere)
    expect(refusalIn(await campaigns.update(otherAdvertiser, shelter.id, stickers()))).toEqual(notThere)
    // Who may change it is checked before the calculation is priced.
    const unpriceable = stickers({ calculation: {} })
    expect(refusalIn(await campaigns.update(anAccount(), OTHER_ID, unpriceable))).toEqual(notThere)
    expect(refusalIn(await campaigns.update(observer, shelter.id, unpriceable))).toEqual(forbidden)
    expect(state.campaigns.get(shelter.id)).toEqual(shelter)
  })

  it('refuses a calculation or a partner the rules refuse, changing nothing', async () => {
    const draft = aCampaignFacts({ place: 'metroStickers' })
    const { state, campaigns } = setUp([draft])
    const badCount = stickers({ calculation: { ...STICKERS_CALCULATION, stickerCount: 0 } })
    expect(codeOf(await campaigns.update(anAccount(), draft.id, badCount))).toBe('invalid input')
    const stranger = stickers({ partners: [STRANGER] })
    expect(codeOf(await campaigns.update(anAccount(), draft.id, stranger))).toBe('invalid input')
    expect(state.campaigns.get(draft.id)).toEqual(draft)
    expect(state.events).toEqual([])
  })

  it('answers a campaign deleted while the change was priced as not there', async () => {
    const draft = aCampaignFacts({ place: 'metroStickers' })
    const { state, campaigns } = setUp([], { reads: memoryCampaignState([draft]) })
    expect(refusalIn(await campaigns.update(anAccount(), draft.id, stickers()))).toEqual(notThere)
    expect(state.campaigns.size).toBe(0)
  })

  it('locks the campaign it changes for the rest of the unit of work', async () => {
    const draft = aCampaignFacts({ place: 'metroStickers' })
    const { campaigns, lockedInside } = setUp([draft], {
      records: (s, k) => new LockWatchingRecords(s, k),
    })
    expect(codeOf(await campaigns.update(anAccount(), draft.id, stickers()))).toBe('ok')
    expect(lockedInside()[0]).toBe(true)
  })
})

describe('CampaignActions: the wizard, partners, start and stop', () => {
  it('marks the wizard completed, leaving the state', async () => {
    const draft = aCampaignFacts()
    const { state, actions } = setUp([draft])
    const done = await actions.complete(anAccount(), 'transitShelter', draft.id)
    expect(done.ok && [done.value.facts.wizardCompleted, done.value.state]).toEqual([true, 'draft'])
    expect(state.campaigns.get(draft.id)?.wizardCompleted).toBe(true)
  })

  it('changes only a campaign of the place named, the viewer’s own, that is there, locked', async () => {
    const draft = aCampaignFacts()
    const { state, actions, lockedInside } = setUp([draft], {
      records: (s, k) => new LockWatchingRecords(s, k),
    })
    expect(refusalIn(await actions.complete(anAccount(), 'metroStickers', draft.id))).toEqual(notThere)
    expect(refusalIn(await actions.complete(anAccount(), 'transitShelter', OTHER_ID))).toEqual(notThere)
    expect(refusalIn(await actions.complete(otherAdvertiser, 'transitShelter', draft.id))).toEqual(notThere)
    expect(refusalIn(await actions.complete(observer, 'transitShelter', draft.id))).toEqual(forbidden)
    expect(state.campaigns.get(draft.id)?.wizardCompleted).toBe(false)
    expect(lockedInside()).toEqual([true, true, true, true])
  })

  it('adds only the advertiser’s own partner, once, and removes one', async () => {
    const draft = aCampaignFacts()
    const { state, actions } = setUp([draft])
    await actions.addPartner(anAccount(), 'transitShelter', draft.id, PARTNER)
    await actions.addPartner(anAccount(), 'transitShelter', draft.id, PARTNER)
    await actions.addPartner(anAccount(), 'transitShelter', draft.id, OTHER_PARTNER)
    expect(state.campaigns.get(draft.id)?.partners).toEqual([PARTNER, OTHER_PARTNER])
    expect(refusalIn(await actions.addPartner(anAccount(), 'transitShelter', draft.id, ANNA_ID))).toEqual({
      code: 'not found',
      message: 'Партнёр не найден',
      errors: { partnerId: 'not found' },
    })
    const removed = await actions.removePartner(anAccount(), 'transitShelter', draft.id, PARTNER)
    expect(removed.ok && removed.value.facts.partners).toEqual([OTHER_PARTNER])
  })

  it('starts and stops a campaign, logged, but not a finished one', async () => {
    const running = aCampaignFacts({ state: 'active', isAllowed: true })
    const done = aCampaignFacts({ id: OTHER_ID, state: 'completed' })
    const { state, actions } = setUp([running, done])
    const stopped = await actions.setAllowed(anAccount(), undefined, running.id, undefined)
    expect(stopped.ok && [stopped.value.id, stopped.value.facts.isAllowed]).toEqual([running.id, false])
    expect(state.events.at(-1)).toEqual({
      campaignId: running.id,
      event: 'stop',
      actor: 'advertiser',
      actorId: ANNA_ID,
      at: NOW,
    })
    expect(refusalIn(await actions.setAllowed(anAccount(), undefined, done.id, true))).toEqual({
      code: 'wrong state',
      message: 'Кампанию в статусе «Завершена» нельзя запустить или остановить',
      errors: { state: 'illegalTransition' },
    })
    expect(state.events).toHaveLength(1)
  })

  it('sets the value given rather than toggling, in the place named if one is', async () => {
    const stopped = aCampaignFacts({ state: 'active', isAllowed: false })
    const { state, actions } = setUp([stopped])
    expect(refusalIn(await actions.setAllowed(anAccount(), 'metroStickers', stopped.id, true))).toEqual(
      notThere,
    )
    const started = await actions.setAllowed(anAccount(), 'transitShelter', stopped.id, true)
    expect(started.ok && started.value.facts.isAllowed).toBe(true)
    await actions.setAllowed(anAccount(), undefined, stopped.id, true)
    expect(state.campaigns.get(stopped.id)?.isAllowed).toBe(true)
    expect(state.events.map((e) => e.event)).toEqual(['start', 'start'])
  })
})

describe('CampaignActions.changeScheduleDate', () => {
  it('prices and stores the metro-monitors campaign over the new dates, keeping the rest', async () => {
    const draft = monitorsDraft()
    const { state, actions, counted } = setUp([draft])
    const moved = await actions.changeScheduleDate(anAccount(), draft.id, {
      startDate: '2027-03-01',
      endDate: '2027-03-05',
    })
    if (!moved.ok) throw new Error(moved.error.message)
    expect(moved.value.facts).toMatchObject({
      name: 'Весна',
      brandName: 'Бренд',
      partners: [PARTNER],
      startDate: '2027-03-01',
      endDate: '2027-03-05',
      calculation: { input: { ...MONITORS_CALCULATION, startDate: '2027-03-01', endDate: '2027-03-05' } },
    })
    expect(moved.value.facts.totalSumWithoutTaxes).not.toBe(draft.totalSumWithoutTaxes)
    expect(state.campaigns.get(draft.id)?.startDate).toBe('2027-03-01')
    expect(counted.booked).toBe(1)
    // One day is a period too.
    const oneDay = await actions.changeScheduleDate(anAccount(), draft.id, {
      startDate: '2027-03-02',
      endDate: '2027-03-02',
    })
    expect(oneDay.ok && [oneDay.value.facts.startDate, oneDay.value.facts.endDate]).toEqual([
      '2027-03-02',
      '2027-03-02',
    ])
  })

  it('refuses an end before the start, and answers another place or an unknown campaign as not there', async () => {
    const draft = monitorsDraft()
    const shelter = aCampaignFacts({ id: OTHER_ID })
    const { state, actions } = setUp([draft, shelter])
    const reversed = { startDate: '2027-03-05', endDate: '2027-03-04' }
    expect(refusalIn(await actions.changeScheduleDate(anAccount(), draft.id, reversed))).toEqual({
      code: 'invalid input',
      message: 'Дата окончания раньше даты начала',
      errors: { endDate: 'wrong format' },
    })
    const dates = { startDate: '2027-03-01', endDate: '2027-03-05' }
    expect(refusalIn(await actions.changeScheduleDate(anAccount(), shelter.id, dates))).toEqual(notThere)
    expect(refusalIn(await actions.changeScheduleDate(anAccount(), STRANGER, dates))).toEqual(notThere)
    // An observer is refused before its dates are read.
    expect(refusalIn(await actions.changeScheduleDate(observer, draft.id, reversed))).toEqual(forbidden)
    expect(state.campaigns.get(draft.id)).toEqual(draft)
  })
})

describe('CampaignActions.prolong', () => {
  it.each(['approved', 'waitingForLaunch', 'active', 'completed'] as const)(
    'prolongs a campaign %s, the day after it ends, for as long',
    async (from) => {
      const agreed = agreedStickers({ state: from })
      const { state, actions } = setUp([agreed])
      const next = await actions.prolong(anAccount(), 'metroStickers', agreed.id, {})
      if (!next.ok) throw new Error(next.error.message)
      expect(next.value.facts).toMatchObject({ state: 'draft', startDate: '2027-04-01' })
      expect(state.campaigns.get(agreed.id)?.prolongationCampaign).toBe(next.value.id)
    },
  )

  it('prolongs an agreed campaign once, linked both ways, with its brand', async () => {
    const agreed = agreedStickers({ brandName: 'Бренд' })
    const { state, actions } = setUp([agreed])
    const next = await actions.prolong(anAccount(), 'metroStickers', agreed.id, {})
    if (!next.ok) throw new Error(next.error.message)
    expect(next.value.facts.parentProlongation).toBe(agreed.id)
    expect(next.value.facts.name).toBe('Весна (продление)')
    expect(next.value.facts.brandName).toBe('Бренд')
    expect(state.campaigns.get(agreed.id)?.prolongationCampaign).toBe(next.value.id)
    const again = await actions.prolong(anAccount(), 'metroStickers', agreed.id, {})
    expect(refusalIn(again)).toEqual({
      code: 'already done',
      message: 'Кампания уже продлена',
      errors: { prolongationCampaign: 'already in use' },
    })
  })

  it('refuses a prolonged campaign before pricing the new calculation', async () => {
    const prolonged = agreedStickers({ prolongationCampaign: OTHER_ID })
    const { state, actions } = setUp([prolonged])
    const refused = await actions.prolong(anAccount(), 'metroStickers', prolonged.id, { calculation: {} })
    expect(codeOf(refused)).toBe('already done')
    expect(state.campaigns.size).toBe(1)
  })

  it('names the continuation as asked, over the calculation asked', async () => {
    const agreed = agreedStickers()
    const { actions } = setUp([agreed])
    const calculation = { ...STICKERS_CALCULATION, startDate: '2027-05-01', endDate: '2027-05-31' }
    const next = await actions.prolong(anAccount(), 'metroStickers', agreed.id, { name: 'Лето', calculation })
    expect(next.ok && [next.value.facts.name, next.value.facts.startDate]).toEqual(['Лето', '2027-05-01'])
  })

  it('refuses a campaign not yet agreed, of another place, unknown or the observer’s', async () => {
    const draft = agreedStickers({ state: 'draft' })
    const { state, actions } = setUp([draft])
    expect(refusalIn(await actions.prolong(anAccount(), 'metroStickers', draft.id, {}))).toEqual({
      code: 'wrong state',
      message: 'Кампанию в статусе «Черновик» нельзя продлить',
      errors: { state: 'illegalTransition' },
    })
    expect(refusalIn(await actions.prolong(anAccount(), 'lightBoxes', draft.id, {}))).toEqual(notThere)
    expect(refusalIn(await actions.prolong(anAccount(), 'metroStickers', OTHER_ID, {}))).toEqual(notThere)
    expect(refusalIn(await actions.prolong(observer, 'metroStickers', draft.id, {}))).toEqual(forbidden)
    expect(state.campaigns.size).toBe(1)
  })

  it('refuses a prolongation the records already hold a continuation for, keeping no second draft', async () => {
    const agreed = agreedStickers()
    const racing = aCampaignFacts({
      id: '77777777-7777-4777-8777-777777777777',
      parentProlongation: agreed.id,
    })
    const { state, actions, counted } = setUp([agreed, racing])
    const refused = await actions.prolong(anAccount(), 'metroStickers', agreed.id, {})
    expect(refusalIn(refused)).toEqual({
      code: 'already done',
      message: 'Кампания уже продлена',
      errors: { prolongationCampaign: 'already in use' },
    })
    expect(state.campaigns.size).toBe(2)
    expect(counted.booked).toBe(0)
  })
})

describe('CampaignActions.remove', () => {
  it('deletes an editable campaign with its holds, and refuses an agreed one', async () => {
    const agreed = aCampaignFacts({ state: 'approved' })
    const { state, actions } = setUp([agreed])
    expect(refusalIn(await actions.remove(anAccount(), agreed.id))).toEqual({
      code: 'wrong state',
      message: 'Кампанию в статусе «Согласована» нельзя удалить',
      errors: { state: 'not editable' },
    })
    expect(state.campaigns.has(agreed.id)).toBe(true)
    state.campaigns.set(agreed.id, { ...agreed, state: 'draft' })
    state.held.set('transitShelter:7:a|2026-12-01', agreed.id)
    expect(await actions.remove(anAccount(), agreed.id)).toEqual({ ok: true, value: agreed.id })
    expect(state.campaigns.has(agreed.id)).toBe(false)
    expect(state.held.size).toBe(0)
  })

  it('leaves the continuation of a deleted campaign continuing nothing', async () => {
    const parent = aCampaignFacts({ prolongationCampaign: OTHER_ID })
    const continuation = aCampaignFacts({ id: OTHER_ID, parentProlongation: parent.id })
    const { state, actions } = setUp([parent, continuation])
    expect(codeOf(await actions.remove(anAccount(), parent.id))).toBe('ok')
    expect(state.campaigns.get(OTHER_ID)?.parentProlongation).toBeNull()
  })

  it('answers an unknown campaign as not there and refuses an observer, locked', async () => {
    const draft = aCampaignFacts()
    const { state, actions, lockedInside } = setUp([draft], {
      records: (s, k) => new LockWatchingRecords(s, k),
    })
    expect(refusalIn(await actions.remove(anAccount(), OTHER_ID))).toEqual(notThere)
    expect(refusalIn(await actions.remove(observer, draft.id))).toEqual(forbidden)
    expect(state.campaigns.has(draft.id)).toBe(true)
    expect(lockedInside()).toEqual([true, true])
  })
})

describe('CampaignActions.sendApplication', () => {
  /** The shelter's layout, as moderation needs it (issue #47). */
  const layout = {
    id: 'm-1',
    kind: 'image' as const,
    status: 'noStatus' as const,
    name: 'Макет.png',
    moderationReason: null,
  }
  it('sends a draft to moderation through the machine, clearing the last reason', async () => {
    const draft = aCampaignFacts({ moderationReason: 'Нет макета', creatives: [layout] })
    const { state, actions } = setUp([draft])
    const sent = await actions.sendApplication(anAccount(), 'transitShelter', draft.id)
    expect(sent.ok ? sent.value.state : sent.error.code).toBe('moderation')
    expect(state.campaigns.get(draft.id)?.moderationReason).toBeNull()
    expect(state.events).toEqual([
      {
        campaignId: draft.id,
        event: 'sendApplication',
        actor: 'advertiser',
        actorId: ANNA_ID,
        from: 'draft',
        to: 'moderation',
        at: NOW,
      },
    ])
  })

  it('refuses anything but a draft with the machine’s code (R-STATE-07)', async () => {
    const waiting = aCampaignFacts({ state: 'moderation' })
    const { state, actions } = setUp([waiting])
    expect(refusalIn(await actions.sendApplication(anAccount(), 'transitShelter', waiting.id))).toEqual({
      code: 'wrong state',
      message: 'is not draft',
      errors: { state: 'is not draft' },
    })
    expect(state.events).toEqual([])
  })

  it('refuses to send a campaign whose hold lapsed or was canceled (R-ERR-08) and leaves it a draft', async () => {
    const lapsed = aCampaignFacts({ reservationState: 'reserved', expirationDate: '2026-11-26' })
    const canceled = aCampaignFacts({ id: OTHER_ID, reservationState: 'canceled' })
    const { state, actions } = setUp([lapsed, canceled])
    expect(refusalIn(await actions.sendApplication(anAccount(), 'transitShelter', lapsed.id))).toEqual(
      expired,
    )
    expect(refusalIn(await actions.sendApplication(anAccount(), 'transitShelter', canceled.id))).toEqual(
      expired,
    )
    expect(state.campaigns.get(lapsed.id)?.state).toBe('draft')
    expect(state.events).toEqual([])
  })

  it('sends a hold that lapses only after today, and a confirmed one whatever its date', async () => {
    const today = aCampaignFacts({
      reservationState: 'reserved',
      expirationDate: '2026-11-27',
      creatives: [layout],
    })
    const confirmed = aCampaignFacts({
      id: OTHER_ID,
      reservationState: 'confirmed',
      expirationDate: '2026-11-01',
      creatives: [layout],
    })
    const { actions } = setUp([today, confirmed])
    expect(codeOf(await actions.sendApplication(anAccount(), 'transitShelter', today.id))).toBe('ok')
    expect(codeOf(await actions.sendApplication(anAccount(), 'transitShelter', confirmed.id))).toBe('ok')
  })

  it('refuses a campaign whose state another call moved first, changing nothing', async () => {
    const draft = aCampaignFacts({ moderationReason: 'Нет макета', creatives: [layout] })
    const { state, actions } = setUp([draft], { records: (s, k) => new RacedRecords(s, k) })
    expect(refusalIn(await actions.sendApplication(anAccount(), 'transitShelter', draft.id))).toEqual({
      code: 'changed',
      message: 'Кампания изменилась, повторите',
      errors: { state: 'changed' },
    })
    expect(state.campaigns.get(draft.id)).toEqual(draft)
    expect(state.events).toEqual([])
  })

  it('refuses a draft without the creative its place shows, naming it, and leaves it a draft (issue #47)', async () => {
    const bare = aCampaignFacts()
    const rejected = aCampaignFacts({ id: OTHER_ID, creatives: [{ ...layout, status: 'rejected' }] })
    const { state, actions } = setUp([bare, rejected])
    expect(refusalIn(await actions.sendApplication(anAccount(), 'transitShelter', bare.id))).toEqual({
      code: 'wrong state',
      message:
        'Кампанию нельзя отправить на модерацию без материала: загрузите макет (изображение JPEG или PNG)',
      errors: { creatives: 'required' },
    })
    expect(codeOf(await actions.sendApplication(anAccount(), 'transitShelter', rejected.id))).toBe(
      'wrong state',
    )
    expect(state.campaigns.get(bare.id)).toEqual(bare)
    expect(state.events).toEqual([])
  })
})
