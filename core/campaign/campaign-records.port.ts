import type { UnitHold } from '../booking/booking-units'
import type { Refusal } from '../shared/refusal'
import type { Result } from '../shared/result'
import type { CampaignAggregate } from './campaign.aggregate'
import type { CampaignStateId } from './campaign-state'

/** An answer of a campaign use case: the value, or why it was refused (core/shared/refusal.ts). */
export type Outcome<T> = Result<T, Refusal>

/** One line of a campaign's event log: who did what, from which state to which, and why. */
export interface CampaignEventRecord {
  readonly campaignId: string
  readonly event: string
  readonly actor: string
  readonly actorId: string | null
  readonly from?: CampaignStateId | null
  readonly to?: CampaignStateId | null
  readonly reason?: string | null
}

/**
 * The campaigns as one unit of work sees them (port; adapters/database/campaign-records.ts over PGlite and
 * PostgreSQL). The use cases of each family extend it with what they alone read and write.
 */
export interface CampaignRecords {
  /**
   * Reads a campaign as its aggregate (campaign.aggregate.ts); `lock` holds its row until the unit of work ends,
   * so two changes of it queue up.
   */
  campaign(id: string, lock?: boolean): Promise<CampaignAggregate | undefined>
  /**
   * Saves what the campaign's commands changed (issue #49 item 1): its state, only if the campaign is still in the
   * state it was loaded in (a second, late writer changes nothing), and the facts its commands change (whether it
   * runs, the moderators' reason); answers whether it saved. Its moves are logged apart (saveCampaign).
   */
  save(campaign: CampaignAggregate, at: Date): Promise<boolean>
  /** Appends to the campaign's event log. */
  recordEvent(event: CampaignEventRecord, at: Date): Promise<void>
  /**
   * Writes a state the machine decided, only if the campaign is still in `from` (a second, late writer changes
   * nothing); answers whether it moved. The only way a use case changes a campaign's state.
   */
  moveState(id: string, from: CampaignStateId, to: CampaignStateId, at: Date): Promise<boolean>
  /**
   * Holds every unit for every day of its period; answers the holds another campaign has taken (the caller
   * refuses, and the unit of work rolls the rest back).
   */
  hold(campaignId: string, holds: readonly UnitHold[]): Promise<UnitHold[]>
  /** Lets go of every hold of the campaign, leaving its reservation as it is. */
  dropHolds(campaignId: string): Promise<void>
  /** Lets go of every hold and marks a held reservation canceled. */
  releaseHolds(campaignId: string, at: Date): Promise<void>
}

/**
 * One transaction (port): the work gets the records of that transaction; a refusal or a throw rolls all of it
 * back, so a refused call changes nothing (a deadlock or a serialisation failure is tried again by the adapter).
 */
export interface UnitOfWork<R> {
  run<T>(work: (records: R) => Promise<Outcome<T>>): Promise<Outcome<T>>
}

/** The unit of work over the records every campaign use case shares. */
export const CampaignUnitOfWork = Symbol.for('tablo.CampaignUnitOfWork')
