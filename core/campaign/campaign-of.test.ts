import { describe, expect, it } from 'vitest'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import { campaignOf, saveCampaign, bookingRefused } from './campaign-of'
import {
  aCampaignFacts,
  MemoryCampaignRecords,
  memoryCampaignState,
  memoryUnitOfWork,
} from './testing/campaign-records.memory'
import { refusal } from '../shared/refusal'
import type { IsoDate } from '../ports/clock.port'

const OTHER = '33333333-3333-4333-8333-333333333333'
const at = new Date('2026-11-27T10:00:00Z')

describe('campaignOf: who may read and change a campaign', () => {
  const campaign = aCampaignFacts()
  const records = new MemoryCampaignRecords(memoryCampaignState([campaign]))

  it('gives the owner its campaign to read and to change', async () => {
    const read = await campaignOf(records, anAccount(), campaign.id, 'write')
    expect(read.ok && read.value.facts).toEqual(campaign)
  })

  it('answers another advertiser as if the campaign were not there', async () => {
    const outcome = await campaignOf(records, anAccount({ id: OTHER }), campaign.id, 'read')
    expect(outcome.ok ? undefined : outcome.error.code).toBe('campaign not found')
  })

  it("lets the owner's observer read but not change", async () => {
    const observer = anAccount({ id: OTHER, isObserver: true, observerOf: ANNA_ID })
    expect((await campaignOf(records, observer, campaign.id, 'read')).ok).toBe(true)
    const change = await campaignOf(records, observer, campaign.id, 'write')
    expect(change.ok ? undefined : change.error.code).toBe('forbidden')
  })

  it('locks the row only when asked', async () => {
    const locks: boolean[] = []
    const watched = {
      campaign: (id: string, lock?: boolean) => {
        locks.push(lock ?? false)
        return records.campaign(id)
      },
    }
    await campaignOf(watched, anAccount(), campaign.id, 'read')
    await campaignOf(watched, anAccount(), campaign.id, 'write', true)
    expect(locks).toEqual([false, true])
  })

  it('answers an unknown id as not found', async () => {
    const outcome = await campaignOf(records, anAccount(), OTHER, 'read')
    expect(outcome.ok ? undefined : outcome.error.code).toBe('campaign not found')
  })
})

describe('saveCampaign: what the aggregate decided, saved and logged', () => {
  it('logs each move of a rejected campaign edited back to draft, by the actor the machine named', async () => {
    const state = memoryCampaignState([aCampaignFacts({ id: 'c', state: 'primaryRejected' })])
    const records = new MemoryCampaignRecords(state)
    const edited = (await records.campaign('c'))?.edit()
    if (!edited?.ok) return expect.unreachable('a rejected campaign is edited')
    expect((await saveCampaign(records, edited.value, ANNA_ID, at)).ok).toBe(true)
    expect(state.campaigns.get('c')?.state).toBe('draft')
    expect(state.events).toEqual([
      {
        campaignId: 'c',
        event: 'edit',
        actor: 'advertiser',
        actorId: ANNA_ID,
        from: 'primaryRejected',
        to: 'draft',
        at,
      },
    ])
  })

  it('saves a draft edited as it is and logs nothing', async () => {
    const state = memoryCampaignState([aCampaignFacts({ id: 'c' })])
    const records = new MemoryCampaignRecords(state)
    const edited = (await records.campaign('c'))?.edit()
    if (!edited?.ok) return expect.unreachable('a draft is edited')
    expect((await saveCampaign(records, edited.value, ANNA_ID, at)).ok).toBe(true)
    expect(state.events).toEqual([])
  })

  it('refuses as changed, writing nothing, a campaign another writer moved since it was read', async () => {
    const state = memoryCampaignState([aCampaignFacts({ id: 'c', state: 'primaryRejected' })])
    const records = new MemoryCampaignRecords(state)
    const edited = (await records.campaign('c'))?.edit()
    if (!edited?.ok) return expect.unreachable('a rejected campaign is edited')
    await records.moveState('c', 'primaryRejected', 'draft', at)
    expect(await saveCampaign(records, edited.value, ANNA_ID, at)).toEqual(
      refusal('changed', 'Кампания изменилась, повторите', { state: 'changed' }),
    )
    expect(state.events).toEqual([])
  })
})

describe('the unit of work in memory behaves as the database does', () => {
  it('puts back all a refused work changed', async () => {
    const campaign = aCampaignFacts()
    const state = memoryCampaignState([campaign])
    const uow = memoryUnitOfWork(state, (s) => new MemoryCampaignRecords(s))
    const hold = {
      unitId: 'transitShelter:7:a',
      inventoryNumber: '7А',
      startDate: '2026-12-01' as IsoDate,
      endDate: '2026-12-02' as IsoDate,
    }
    const outcome = await uow.run(async (records) => {
      await records.moveState(campaign.id, 'draft', 'moderation', at)
      await records.hold(campaign.id, [hold])
      return refusal('wrong state', 'Нельзя')
    })
    expect(outcome.ok).toBe(false)
    expect(state.campaigns.get(campaign.id)?.state).toBe('draft')
    expect(state.held.size).toBe(0)
  })
})

describe('bookingRefused', () => {
  it('names the inventory numbers another campaign holds', () => {
    const outcome = bookingRefused([
      {
        unitId: 'u',
        inventoryNumber: '7А',
        startDate: '2026-12-01' as IsoDate,
        endDate: '2026-12-31' as IsoDate,
      },
    ])
    expect(outcome.ok ? undefined : outcome.error.code).toBe('booking conflict')
    expect(outcome.ok ? undefined : outcome.error.extra?.inventoryNumbers).toEqual(['7А'])
  })
})
