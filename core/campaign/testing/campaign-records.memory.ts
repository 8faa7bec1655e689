import type { UnitHold } from '../../booking/booking-units'
import { daysOf, isoDate } from '../../shared/calendar'
import type { CampaignEventRecord, CampaignRecords, Outcome, UnitOfWork } from '../campaign-records.port'
import type { CampaignStateId } from '../campaign-state'
import type { AdvertisePlace } from '../advertise-place'
import { CampaignAggregate, type CampaignFacts } from '../campaign.aggregate'
import { placeCalculation } from '../campaign.aggregate.calculation'
import { campaignFacts } from './campaign-aggregate.fixture'

/**
 * A campaign for the in-memory records as a test writes it: its facts, with the place and its calculation apart
 * (`place`, `calculation` as the record the calculator took).
 */
export type CampaignFixture = Partial<Omit<CampaignFacts, 'calculation'>> & {
  readonly place?: AdvertisePlace
  readonly calculation?: Readonly<Record<string, unknown>>
}

/** A draft of Anna's for the unit tests, without creatives; override what a case needs. */
export const aCampaignFacts = ({
  place = 'transitShelter',
  calculation = {},
  ...over
}: CampaignFixture = {}): CampaignFacts =>
  campaignFacts({ creatives: [], ...over, calculation: placeCalculation(place, calculation) })

/** The facts with a test's changes written over them, the place and calculation too. */
export const withFixture = (
  facts: CampaignFacts,
  { place, calculation, ...over }: CampaignFixture,
): CampaignFacts => ({
  ...facts,
  ...over,
  calculation:
    place === undefined && calculation === undefined
      ? facts.calculation
      : placeCalculation(place ?? facts.calculation.place, calculation ?? facts.calculation.input),
})

/** What the in-memory records keep: campaigns by id, the event log, and which campaign holds a unit's day. */
export interface MemoryCampaignState {
  campaigns: Map<string, CampaignFacts>
  events: (CampaignEventRecord & { at: Date })[]
  /** `unitId|day` → campaign id. */
  held: Map<string, string>
}

export const memoryCampaignState = (campaigns: readonly CampaignFacts[] = []): MemoryCampaignState => ({
  campaigns: new Map(campaigns.map((c) => [c.id, c])),
  events: [],
  held: new Map(),
})

/** The campaign records in memory (unit tests only); the database adapter is adapters/database/campaign-records.ts. */
export class MemoryCampaignRecords implements CampaignRecords {
  constructor(readonly state: MemoryCampaignState) {}

  /** Replaces a stored campaign's fields, as an adapter's update would. */
  protected patch(id: string, fields: Partial<CampaignFacts>): void {
    const found = this.state.campaigns.get(id)
    if (found) this.state.campaigns.set(id, { ...found, ...fields })
  }

  private holdsOf(campaignId: string): number {
    return [...this.state.held.values()].filter((c) => c === campaignId).length
  }

  /** The campaign's facts as a read answers them: its holds counted (subclasses add what they read with it). */
  protected facts(id: string): CampaignFacts | undefined {
    const found = this.state.campaigns.get(id)
    return found && { ...found, holds: this.holdsOf(id) }
  }

  campaign(id: string, _lock = false): Promise<CampaignAggregate | undefined> {
    const found = this.facts(id)
    return Promise.resolve(found && CampaignAggregate.of(found))
  }

  save(campaign: CampaignAggregate, _at: Date): Promise<boolean> {
    if (this.state.campaigns.get(campaign.id)?.state !== campaign.loadedState) return Promise.resolve(false)
    const { state, moderationReason, isAllowed } = campaign.facts
    this.patch(campaign.id, { state, moderationReason, isAllowed })
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
    if (found && (found.reservationState === 'reserved' || found.reservationState === 'confirmed'))
      this.patch(campaignId, { reservationState: 'canceled' })
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
    fields: CampaignFixture | null,
  ) =>
  (s: S): R => {
    const records = new Records(s)
    const load = records.campaign.bind(records)
    records.campaign = (id: string, lock?: boolean) => {
      const found = s.campaigns.get(id)
      if (lock && found) {
        if (fields === null) s.campaigns.delete(id)
        else s.campaigns.set(id, withFixture(found, fields))
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
