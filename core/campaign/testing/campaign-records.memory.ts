import type { UnitHold } from '../../booking/booking-units'
import { daysOf, isoDate } from '../../shared/calendar'
import type { CampaignEventRecord, CampaignRecords, Outcome, UnitOfWork } from '../campaign-records.port'
import type { CampaignStateId } from '../campaign-state'
import type { CampaignAggregate } from '../campaign.aggregate'
import { campaignOfStored, type StoredCampaign } from '../stored-campaign'
import { ANNA_ID } from '../../session/testing/account.fixture'

/** A stored draft of Anna's for the unit tests; override what a case needs. */
export const aStoredCampaign = (over: Partial<StoredCampaign> = {}): StoredCampaign => ({
  id: '22222222-2222-4222-8222-222222222222',
  individual_index: 1,
  owner_id: ANNA_ID,
  advertise_place: 'transitShelter',
  name: 'Весна',
  brand_name: null,
  state: 'draft',
  reservation_state: 'notReserved',
  payment_state: 'notPaid',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  expiration_date: null,
  calculation: {},
  spaces: [],
  periods_price: [],
  taxes_sum: 0,
  total_sum_without_taxes: 0,
  partners: [],
  is_allowed: true,
  wizard_completed: false,
  parent_prolongation: null,
  prolongation_campaign: null,
  moderation_reason: null,
  created_at: '2026-11-20T09:00:00.000Z',
  holds: 0,
  typography_order: null,
  schedules: [],
  creatives: [],
  ...over,
})

/** What the in-memory records keep: campaigns by id, the event log, and which campaign holds a unit's day. */
export interface MemoryCampaignState {
  campaigns: Map<string, StoredCampaign>
  events: (CampaignEventRecord & { at: Date })[]
  /** `unitId|day` → campaign id. */
  held: Map<string, string>
}

export const memoryCampaignState = (campaigns: readonly StoredCampaign[] = []): MemoryCampaignState => ({
  campaigns: new Map(campaigns.map((c) => [c.id, c])),
  events: [],
  held: new Map(),
})

/** The campaign records in memory (unit tests only); the database adapter is adapters/database/campaign-records.ts. */
export class MemoryCampaignRecords implements CampaignRecords {
  constructor(readonly state: MemoryCampaignState) {}

  /** Replaces a stored campaign's fields, as an adapter's update would. */
  protected patch(id: string, fields: Partial<StoredCampaign>): void {
    const found = this.state.campaigns.get(id)
    if (found) this.state.campaigns.set(id, { ...found, ...fields })
  }

  private holdsOf(campaignId: string): number {
    return [...this.state.held.values()].filter((c) => c === campaignId).length
  }

  load(id: string, _lock = false): Promise<StoredCampaign | undefined> {
    const found = this.state.campaigns.get(id)
    return Promise.resolve(found && { ...found, holds: this.holdsOf(id) })
  }

  async campaign(id: string, lock = false): Promise<CampaignAggregate | undefined> {
    const found = await this.load(id, lock)
    return found && campaignOfStored(found)
  }

  save(campaign: CampaignAggregate, _at: Date): Promise<boolean> {
    if (this.state.campaigns.get(campaign.id)?.state !== campaign.loadedState) return Promise.resolve(false)
    const { state, moderationReason, isAllowed } = campaign.facts
    this.patch(campaign.id, { state, moderation_reason: moderationReason, is_allowed: isAllowed })
    return Promise.resolve(true)
  }

  recordEvent(event: CampaignEventRecord, at: Date): Promise<void> {
    this.state.events.push({ ...event, at })
    return Promise.resolve()
  }

  moveState(id: string, from: CampaignStateId, to: CampaignStateId, _at: Date): Promise<boolean> {
    if (this.state.campaigns.get(id)?.state !== from) return Promise.resolve(false)
    this.patch(id, { state: to })
    return Promise.resolve(true)
  }

  hold(campaignId: string, holds: readonly UnitHold[]): Promise<UnitHold[]> {
    const refused = holds.filter((h) =>
      daysOf(isoDate(h.startDate), isoDate(h.endDate)).some((d) => {
        const by = this.state.held.get(`${h.unitId}|${d}`)
        return by !== undefined && by !== campaignId
      }),
    )
    if (refused.length === 0)
      for (const h of holds)
        for (const d of daysOf(isoDate(h.startDate), isoDate(h.endDate)))
          this.state.held.set(`${h.unitId}|${d}`, campaignId)
    return Promise.resolve(refused)
  }

  dropHolds(campaignId: string): Promise<void> {
    for (const [key, by] of this.state.held) if (by === campaignId) this.state.held.delete(key)
    return Promise.resolve()
  }

  async releaseHolds(campaignId: string, _at: Date): Promise<void> {
    await this.dropHolds(campaignId)
    const found = this.state.campaigns.get(campaignId)
    if (found && (found.reservation_state === 'reserved' || found.reservation_state === 'confirmed'))
      this.patch(campaignId, { reservation_state: 'canceled' })
  }
}

/**
 * Opens `Records` on which another writer's change lands just before the unit of work locks the row: `fields`
 * written over the campaign, or `null` for a campaign deleted. A use case deciding on the locked row sees it; one
 * that read the row unlocked does not. For `memoryUnitOfWork`'s `open`.
 */
export const changedBeforeLock =
  <S extends MemoryCampaignState, R extends MemoryCampaignRecords>(
    Records: new (state: S) => R,
    fields: Partial<StoredCampaign> | null,
  ) =>
  (s: S): R => {
    const records = new Records(s)
    const load = records.load.bind(records)
    records.load = (id: string, lock?: boolean) => {
      const found = s.campaigns.get(id)
      if (lock && found) {
        if (fields === null) s.campaigns.delete(id)
        else s.campaigns.set(id, { ...found, ...fields })
      }
      return load(id)
    }
    return records
  }

const copyOf = (s: MemoryCampaignState): MemoryCampaignState => ({
  campaigns: new Map(s.campaigns),
  events: [...s.events],
  held: new Map(s.held),
})

/**
 * A unit of work in memory: the work runs on the state; a refusal or a throw puts the state back as it was
 * before, as the database's rollback would.
 */
export const memoryUnitOfWork = <R>(
  state: MemoryCampaignState,
  open: (state: MemoryCampaignState) => R,
): UnitOfWork<R> => ({
  async run<T>(work: (records: R) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const before = copyOf(state)
    const restore = () => {
      state.campaigns = before.campaigns
      state.events = before.events
      state.held = before.held
    }
    try {
      const outcome = await work(open(state))
      if (!outcome.ok) restore()
      return outcome
    } catch (cause) {
      restore()
      throw cause
    }
  },
})
