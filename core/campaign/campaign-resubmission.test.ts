import { describe, expect, it } from 'vitest'
import type { IsoDate } from '../ports/clock.port'
import { anAccount, ANNA_ID } from '../session/testing/account.fixture'
import type { AdvertiserCampaigns } from './advertiser-campaigns'
import { CampaignActions } from './campaign-actions'
import type { CreativeRef } from './campaign-creatives'
import {
  changedSinceRejection,
  NOT_REJECTED_MESSAGE,
  NOTHING_CHANGED_MESSAGE,
  resubmissionSteps,
  wasRejected,
} from './campaign-resubmission'
import { CAMPAIGN_STATES, type CampaignStateId } from './campaign-state'
import type { CampaignFacts } from './campaign.aggregate'
import { MemoryAdvertiserCampaignRecords } from './testing/advertiser-campaign-records.memory'
import {
  aCampaignFacts,
  memoryCampaignState,
  memoryUnitOfWork,
  type CampaignFixture,
} from './testing/campaign-records.memory'

const REJECTED_AT = '2026-11-26T09:00:00.000Z'
const BEFORE = '2026-11-25T09:00:00.000Z'
const AFTER = '2026-11-26T12:00:00.000Z'
const NOW = new Date('2026-11-27T09:00:00Z')

describe('what counts as changed since the rejection (issue #48 item 7)', () => {
  it('a change after the rejection counts; one before it, at the same instant or none does not', () => {
    expect(changedSinceRejection({ rejectedAt: REJECTED_AT, changedAt: AFTER })).toBe(true)
    expect(changedSinceRejection({ rejectedAt: REJECTED_AT, changedAt: BEFORE })).toBe(false)
    expect(changedSinceRejection({ rejectedAt: REJECTED_AT, changedAt: REJECTED_AT })).toBe(false)
    expect(changedSinceRejection({ rejectedAt: REJECTED_AT, changedAt: null })).toBe(false)
    // A rejection the log does not date (data older than the log): any change counts.
    expect(changedSinceRejection({ rejectedAt: null, changedAt: BEFORE })).toBe(true)
  })

  it('a rejected campaign, or a draft edited after a rejection, was rejected; a draft never rejected was not', () => {
    const never = { rejectedAt: null, changedAt: null }
    expect(wasRejected('primaryRejected', never)).toBe(true)
    expect(wasRejected('secondaryRejected', never)).toBe(true)
    expect(wasRejected('draft', { rejectedAt: REJECTED_AT, changedAt: AFTER })).toBe(true)
    expect(wasRejected('draft', never)).toBe(false)
    expect(wasRejected('moderation', { rejectedAt: REJECTED_AT, changedAt: AFTER })).toBe(false)
  })
})

describe('the moves of a resubmission (R-STATE-04, R-STATE-05, RULES.md decision 5)', () => {
  const changed = { rejectedAt: REJECTED_AT, changedAt: AFTER }

  it.each(['primaryRejected', 'secondaryRejected'] as const)(
    'a changed %s campaign is edited back to draft, then sent: the machine’s two moves',
    (state) => {
      expect(resubmissionSteps(state, changed)).toEqual({
        ok: true,
        value: [
          { event: 'edit', from: state, to: 'draft' },
          { event: 'sendApplication', from: 'draft', to: 'moderation' },
        ],
      })
    },
  )

  it('a draft edited after its rejection is only sent (the edit was the change)', () => {
    expect(resubmissionSteps('draft', { rejectedAt: REJECTED_AT, changedAt: null })).toEqual({
      ok: true,
      value: [{ event: 'sendApplication', from: 'draft', to: 'moderation' }],
    })
  })

  it('a rejected campaign unchanged since its rejection is refused in Russian, naming what to do', () => {
    expect(resubmissionSteps('primaryRejected', { rejectedAt: REJECTED_AT, changedAt: BEFORE })).toEqual({
      ok: false,
      error: { code: 'nothing changed', message: NOTHING_CHANGED_MESSAGE, field: 'state' },
    })
  })

  it.each(CAMPAIGN_STATES.filter((s) => !['primaryRejected', 'secondaryRejected', 'draft'].includes(s)))(
    'a campaign in %s is not rejected, whatever changed',
    (state) => {
      expect(resubmissionSteps(state, changed)).toEqual({
        ok: false,
        error: { code: 'not rejected', message: NOT_REJECTED_MESSAGE, field: 'state' },
      })
    },
  )

  it('a draft never rejected is not resubmitted (it is sent as an application)', () => {
    expect(resubmissionSteps('draft', { rejectedAt: null, changedAt: AFTER }).ok).toBe(false)
  })
})

/** A shelter campaign's layout, as moderation needs it (issue #47). */
const layout = (over: Partial<CreativeRef> = {}): CreativeRef => ({
  id: 'm-2',
  kind: 'image',
  status: 'moderation',
  name: 'Новый макет.png',
  moderationReason: null,
  ...over,
})

/** The advertiser's campaign use cases over memory, the campaign rejected at REJECTED_AT by a moderator. */
const setUp = (
  campaign: CampaignFacts,
  creativeChangedAt: string | undefined,
  options: { rejected?: boolean } = {},
) => {
  const state = memoryCampaignState([campaign])
  if (options.rejected !== false)
    state.events.push({
      campaignId: campaign.id,
      event: 'rejectPrimary',
      actor: 'moderator',
      actorId: 'staff-1',
      from: 'primaryModeration',
      to: 'primaryRejected',
      reason: 'Нет маркировки',
      at: new Date(REJECTED_AT),
    })
  const known = creativeChangedAt ? { creativeChangedAt: { [campaign.id]: new Date(creativeChangedAt) } } : {}
  const records = () => new MemoryAdvertiserCampaignRecords(state, known)
  // The resubmission never reads through AdvertiserCampaigns; the page's read asks it for the campaign.
  const campaigns = new Proxy({} as AdvertiserCampaigns, {
    get: (_, name) =>
      name === 'get'
        ? async (_viewer: unknown, id: string) => {
            const found = await records().campaign(id)
            return found ? { ok: true, value: found } : { ok: false }
          }
        : () => {
            throw new Error(`AdvertiserCampaigns.${String(name)} was not given to this test`)
          },
  })
  const actions = new CampaignActions({
    uow: memoryUnitOfWork(state, records),
    campaigns,
    reads: records(),
    clock: { now: () => NOW, today: () => '2026-11-27' as IsoDate },
  })
  return { state, actions }
}

const rejected = (over: CampaignFixture = {}) =>
  aCampaignFacts({
    state: 'primaryRejected',
    moderationReason: 'Нет маркировки',
    creatives: [layout()],
    ...over,
  })

describe('CampaignActions.resubmit (issue #48 item 7)', () => {
  it('sends a rejected campaign with a new creative to moderation, logging the edit and the sending', async () => {
    const campaign = rejected()
    const { state, actions } = setUp(campaign, AFTER)
    const sent = await actions.resubmit(anAccount(), 'transitShelter', campaign.id)
    expect(sent.ok ? sent.value.state : sent.error).toBe('moderation')
    expect(state.campaigns.get(campaign.id)?.moderationReason).toBeNull()
    const mine = { campaignId: campaign.id, actor: 'advertiser', actorId: ANNA_ID, at: NOW }
    expect(state.events.slice(1)).toEqual([
      { ...mine, event: 'edit', from: 'primaryRejected', to: 'draft' },
      { ...mine, event: 'sendApplication', from: 'draft', to: 'moderation' },
    ])
    // The rejection stays in the log, with its reason.
    expect(state.events[0]).toMatchObject({ to: 'primaryRejected', reason: 'Нет маркировки' })
  })

  it('sends a draft edited after its rejection, as one move', async () => {
    const campaign = rejected({ state: 'draft' })
    const { state, actions } = setUp(campaign, undefined)
    const sent = await actions.resubmit(anAccount(), 'transitShelter', campaign.id)
    expect(sent.ok ? sent.value.state : sent.error).toBe('moderation')
    expect(state.events.slice(1).map((e) => e.event)).toEqual(['sendApplication'])
  })

  /** Resubmits and expects the refusal in Russian with its field code, and the campaign and its log unchanged. */
  const refusedUnchanged = async (
    setting: ReturnType<typeof setUp>,
    campaign: CampaignFacts,
    message: string,
    code: string,
  ) => {
    const logged = setting.state.events.length
    const refused = await setting.actions.resubmit(anAccount(), 'transitShelter', campaign.id)
    expect(refused.ok ? 'sent' : refused.error).toEqual({
      code: 'wrong state',
      message,
      errors: { state: code },
    })
    expect(setting.state.campaigns.get(campaign.id)).toEqual(campaign)
    expect(setting.state.events).toHaveLength(logged)
  }

  it('refuses a rejected campaign unchanged since its rejection, changing nothing', async () => {
    const campaign = rejected()
    await refusedUnchanged(setUp(campaign, BEFORE), campaign, NOTHING_CHANGED_MESSAGE, 'nothing changed')
  })

  it.each<[string, CampaignStateId, boolean]>([
    ['on moderation', 'moderation', true],
    ['agreed', 'approved', true],
    ['a draft never rejected', 'draft', false],
  ])('refuses a campaign %s as not rejected, changing nothing', async (_, stateId, wasLogged) => {
    const campaign = rejected({ state: stateId })
    const setting = setUp(campaign, AFTER, { rejected: wasLogged })
    await refusedUnchanged(setting, campaign, NOT_REJECTED_MESSAGE, 'not rejected')
  })

  it('refuses a campaign whose only creative is still the rejected one, as the application does', async () => {
    const campaign = rejected({ creatives: [layout({ status: 'rejected', moderationReason: 'Нет ERID' })] })
    const { state, actions } = setUp(campaign, AFTER)
    const refused = await actions.resubmit(anAccount(), 'transitShelter', campaign.id)
    expect(refused.ok ? 'sent' : refused.error.errors).toEqual({ creatives: 'required' })
    expect(state.campaigns.get(campaign.id)?.state).toBe('primaryRejected')
  })

  it('refuses another advertiser’s campaign as not there, and an observer', async () => {
    const campaign = rejected()
    const { actions } = setUp(campaign, AFTER)
    const stranger = await actions.resubmit(anAccount({ id: 'someone-else' }), 'transitShelter', campaign.id)
    expect(stranger.ok ? 'sent' : stranger.error.code).toBe('campaign not found')
    const observer = await actions.resubmit(
      anAccount({ id: 'observer', isObserver: true, observerOf: ANNA_ID }),
      'transitShelter',
      campaign.id,
    )
    expect(observer.ok ? 'sent' : observer.error.code).toBe('forbidden')
  })
})

describe('CampaignActions.read: the page learns what resubmission needs', () => {
  it('gives a rejected campaign its rejection and last change; a campaign never rejected reads as before', async () => {
    const campaign = rejected()
    const { actions } = setUp(campaign, AFTER)
    const read = await actions.read(anAccount(), campaign.id)
    expect(read.ok && read.value.resubmission).toEqual({ rejectedAt: REJECTED_AT, changedAt: AFTER })

    const plain = setUp(aCampaignFacts(), AFTER, { rejected: false })
    const draft = await plain.actions.read(anAccount(), aCampaignFacts().id)
    expect(draft.ok && 'resubmission' in draft.value).toBe(false)
  })

  it('says nothing of a campaign sent again (only an editable one may be resubmitted)', async () => {
    const campaign = rejected({ state: 'moderation' })
    const { actions } = setUp(campaign, AFTER)
    const read = await actions.read(anAccount(), campaign.id)
    expect(read.ok && 'resubmission' in read.value).toBe(false)
  })
})
