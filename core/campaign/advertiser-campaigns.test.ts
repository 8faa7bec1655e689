import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../pricing/calculator-registry'
import { allCalculators } from '../pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import { QuoteService } from '../quoting/quote.service'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import type { IsoDate } from '../ports/clock.port'
import { AdvertiserCampaigns, type CampaignDraft } from './advertiser-campaigns'
import { CampaignActions } from './campaign-actions'
import { CampaignPricer } from './campaign-pricer'
import { MemoryAdvertiserCampaignRecords } from './testing/advertiser-campaign-records.memory'
import { aStoredCampaign, memoryCampaignState, memoryUnitOfWork } from './testing/campaign-records.memory'

const NOW = new Date('2026-11-27T09:00:00Z')
const clock = { now: () => NOW, today: () => '2026-11-27' as IsoDate }
const PARTNER = '44444444-4444-4444-8444-444444444444'
const SPACES = ['СТ-1', 'СТ-2']

/** A sticker campaign of two spaces: the place that holds what the advertiser names besides the calculation. */
const stickers = (over: Partial<CampaignDraft> = {}): CampaignDraft => ({
  place: 'metroStickers',
  name: '  Весна  ',
  calculation: { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 2 },
  spaces: SPACES,
  ...over,
})

const setUp = (stored = [aStoredCampaign()]) => {
  const state = memoryCampaignState(stored)
  const known = { partners: { [ANNA_ID]: [PARTNER] }, stickerSpaces: [...SPACES, 'СТ-3'] }
  const open = () => new MemoryAdvertiserCampaignRecords(state, known)
  const counted = { booked: 0, conflicts: 0 }
  let next = 0
  const campaigns = new AdvertiserCampaigns({
    uow: memoryUnitOfWork(state, open),
    reads: open(),
    pricer: new CampaignPricer(
      new QuoteService({
        registry: new CalculatorRegistry(allCalculators()),
        reference: { load: async () => DEMO_REFERENCE },
        terms: { termsOf: async () => undefined },
        clock,
      }),
    ),
    clock,
    ids: { newId: () => `00000000-0000-4000-8000-00000000000${++next}`, newSecret: () => 'secret' },
    telemetry: {
      booked: () => void counted.booked++,
      bookingConflict: () => void counted.conflicts++,
      jobRan: () => undefined,
    },
  })
  const actions = new CampaignActions({ uow: memoryUnitOfWork(state, open), campaigns, clock })
  return { state, campaigns, actions, counted }
}

const codeOf = (outcome: { ok: boolean; error?: { code: string } }) =>
  outcome.ok ? 'ok' : outcome.error?.code

describe('AdvertiserCampaigns.create', () => {
  it('stores a priced draft with its name trimmed, holds its spaces and logs the creation', async () => {
    const { state, campaigns, counted } = setUp([])
    const created = await campaigns.create(anAccount(), stickers({ partners: [PARTNER] }))
    if (!created.ok) throw new Error(created.error.message)
    expect(created.value.name).toBe('Весна')
    expect(created.value.state._id).toBe('draft')
    expect(created.value.reservationStatus._id).toBe('reserved')
    expect(created.value.totalSumWithoutTaxes).toBeGreaterThan(0)
    expect(created.value.partners).toEqual([PARTNER])
    expect(new Set(state.held.values())).toEqual(new Set([created.value._id]))
    expect(state.events.map((e) => e.event)).toEqual(['create'])
    expect(counted).toEqual({ booked: 1, conflicts: 0 })
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
    const stranger = '55555555-5555-4555-8555-555555555555'
    expect(codeOf(await campaigns.create(anAccount(), stickers({ partners: [stranger] })))).toBe(
      'invalid input',
    )
    const unknown = await campaigns.create(anAccount(), stickers({ spaces: ['СТ-1', 'СТ-9'] }))
    expect(unknown.ok ? '' : unknown.error.message).toBe('Нет таких мест для стикеров: СТ-9')
    const observer = anAccount({ id: stranger, isObserver: true, observerOf: ANNA_ID })
    expect(codeOf(await campaigns.create(observer, stickers()))).toBe('forbidden')
    expect(state.campaigns.size).toBe(0)
    expect(state.held.size).toBe(0)
  })

  it('refuses a calculation the calculators refuse, naming its field under calculation', async () => {
    const { campaigns } = setUp([])
    const refused = await campaigns.create(
      anAccount(),
      stickers({
        calculation: { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 0 },
      }),
    )
    expect(codeOf(refused)).toBe('invalid input')
    expect(
      Object.keys(refused.ok ? {} : refused.error.errors).every((k) => k.startsWith('calculation')),
    ).toBe(true)
  })
})

describe('AdvertiserCampaigns.update', () => {
  it('takes a rejected campaign back to draft through the machine and holds the new spaces only', async () => {
    const { state, campaigns } = setUp([])
    const created = await campaigns.create(anAccount(), stickers())
    if (!created.ok) throw new Error('created')
    const id = created.value._id
    state.campaigns.set(id, { ...state.campaigns.get(id)!, state: 'primaryRejected' })
    const updated = await campaigns.update(anAccount(), id, stickers({ spaces: ['СТ-2', 'СТ-3'] }))
    if (!updated.ok) throw new Error(updated.error.message)
    expect(updated.value.state._id).toBe('draft')
    expect(state.events.at(-1)).toMatchObject({ event: 'edit', from: 'primaryRejected', to: 'draft' })
    expect([...state.held.keys()].some((k) => k.includes('СТ-1'))).toBe(false)
  })

  it('refuses to change a campaign in moderation and changes nothing', async () => {
    const waiting = aStoredCampaign({ advertise_place: 'metroStickers', state: 'moderation' })
    const { state, campaigns } = setUp([waiting])
    const refused = await campaigns.update(anAccount(), waiting.id, stickers())
    expect(codeOf(refused)).toBe('wrong state')
    expect(state.campaigns.get(waiting.id)).toEqual(waiting)
    expect(state.held.size).toBe(0)
  })
})

describe('CampaignActions', () => {
  it('sends a draft to moderation through the machine, clearing the last reason', async () => {
    const draft = aStoredCampaign({ moderation_reason: 'Нет макета' })
    const { state, actions } = setUp([draft])
    const sent = await actions.sendApplication(anAccount(), 'transitShelter', draft.id)
    expect(sent.ok ? sent.value.state._id : sent.error.code).toBe('moderation')
    expect(state.campaigns.get(draft.id)?.moderation_reason).toBeNull()
    expect(state.events.at(-1)).toMatchObject({ event: 'sendApplication', from: 'draft', to: 'moderation' })
  })

  it('refuses to send a campaign whose hold lapsed (R-ERR-08) and leaves it a draft', async () => {
    const draft = aStoredCampaign({ reservation_state: 'reserved', expiration_date: '2026-11-26' })
    const { state, actions } = setUp([draft])
    expect(codeOf(await actions.sendApplication(anAccount(), 'transitShelter', draft.id))).toBe('expired')
    expect(state.campaigns.get(draft.id)?.state).toBe('draft')
    expect(state.events).toEqual([])
  })

  it('starts and stops a campaign, logged, but not a finished one', async () => {
    const running = aStoredCampaign({ state: 'active', is_allowed: true })
    const done = aStoredCampaign({ id: '66666666-6666-4666-8666-666666666666', state: 'completed' })
    const { state, actions } = setUp([running, done])
    const stopped = await actions.setAllowed(anAccount(), undefined, running.id, undefined)
    expect(stopped.ok && stopped.value.unitedSchedule[0]).toEqual({ _id: running.id, isAllowed: false })
    expect(state.events.at(-1)?.event).toBe('stop')
    expect(codeOf(await actions.setAllowed(anAccount(), undefined, done.id, true))).toBe('wrong state')
  })

  it('adds only the advertiser’s own partner, once', async () => {
    const draft = aStoredCampaign()
    const { state, actions } = setUp([draft])
    await actions.addPartner(anAccount(), 'transitShelter', draft.id, PARTNER)
    await actions.addPartner(anAccount(), 'transitShelter', draft.id, PARTNER)
    expect(state.campaigns.get(draft.id)?.partners).toEqual([PARTNER])
    const stranger = await actions.addPartner(anAccount(), 'transitShelter', draft.id, ANNA_ID)
    expect(codeOf(stranger)).toBe('not found')
  })

  it('deletes an editable campaign with its holds, and refuses an agreed one', async () => {
    const agreed = aStoredCampaign({ state: 'approved' })
    const { state, actions } = setUp([agreed])
    expect(codeOf(await actions.remove(anAccount(), agreed.id))).toBe('wrong state')
    expect(state.campaigns.has(agreed.id)).toBe(true)
    state.campaigns.set(agreed.id, { ...agreed, state: 'draft' })
    expect(codeOf(await actions.remove(anAccount(), agreed.id))).toBe('ok')
    expect(state.campaigns.has(agreed.id)).toBe(false)
  })

  it('prolongs an agreed campaign once, linked both ways', async () => {
    const agreed = aStoredCampaign({
      advertise_place: 'metroStickers',
      state: 'approved',
      calculation: { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 2 },
    })
    const { state, actions } = setUp([agreed])
    const next = await actions.prolong(anAccount(), 'metroStickers', agreed.id, {})
    if (!next.ok) throw new Error(next.error.message)
    expect(next.value.parentProlongation).toBe(agreed.id)
    expect(next.value.name).toBe('Весна (продление)')
    expect(state.campaigns.get(agreed.id)?.prolongation_campaign).toBe(next.value._id)
    const again = await actions.prolong(anAccount(), 'metroStickers', agreed.id, {})
    expect(again.ok ? undefined : again.error.errors).toEqual({ prolongationCampaign: 'already in use' })
  })

  it('refuses a prolongation the records already hold a continuation for, keeping no second draft', async () => {
    const agreed = aStoredCampaign({
      advertise_place: 'metroStickers',
      state: 'approved',
      calculation: { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 2 },
    })
    const racing = aStoredCampaign({
      id: '77777777-7777-4777-8777-777777777777',
      parent_prolongation: agreed.id,
    })
    const { state, actions } = setUp([agreed, racing])
    const refused = await actions.prolong(anAccount(), 'metroStickers', agreed.id, {})
    expect(codeOf(refused)).toBe('already done')
    expect(state.campaigns.size).toBe(2)
  })
})
