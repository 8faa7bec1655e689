import type { UnitHold } from '../../core/booking/booking-units'
import type { CampaignAggregate } from '../../core/campaign/campaign.aggregate'
import type {
  CampaignEventRecord,
  CampaignRecords,
  Outcome,
  UnitOfWork,
} from '../../core/campaign/campaign-records.port'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import { isUuid } from '../../core/shared/uuid'
import { insertHolds } from './campaign-holds'
import { CAMPAIGN_COLUMNS, campaignOfRow, changedColumnsOf, type RawRow } from './campaign-rows'
import type { SqlDatabase } from './sql-database'

/** Reads a campaign's row; `forUpdate` locks it for the rest of the transaction. */
const campaignRow = async (db: SqlDatabase, id: string, forUpdate: boolean): Promise<RawRow | undefined> => {
  if (!isUuid(id)) return undefined
  const [row] = await db.query<RawRow>(
    `select ${CAMPAIGN_COLUMNS} from campaigns c where c.id = $1${forUpdate ? ' for update of c' : ''}`,
    [id],
  )
  return row
}

/** Reads a campaign as its aggregate; `forUpdate` locks the row for the rest of the transaction. */
export const campaignById = async (
  db: SqlDatabase,
  id: string,
  forUpdate = false,
): Promise<CampaignAggregate | undefined> => {
  const row = await campaignRow(db, id, forUpdate)
  return row && campaignOfRow(row)
}

/** The campaign records over one connection or one transaction of PGlite or PostgreSQL. */
export class SqlCampaignRecords implements CampaignRecords {
  constructor(protected readonly db: SqlDatabase) {}

  campaign(id: string, lock = false): Promise<CampaignAggregate | undefined> {
    return campaignById(this.db, id, lock)
  }

  async save(campaign: CampaignAggregate, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      `update campaigns set state = $3, moderation_reason = $4, is_allowed = $5, updated_at = $6
        where id = $1 and state = $2 returning id`,
      [campaign.id, campaign.loadedState, ...changedColumnsOf(campaign), at],
    )
    return rows.length === 1
  }

  async recordEvent(e: CampaignEventRecord, at: Date): Promise<void> {
    await this.db.query(
      `insert into campaign_events (campaign_id, event, actor, actor_id, from_state, to_state, reason, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [e.campaignId, e.event, e.actor, e.actorId, e.from ?? null, e.to ?? null, e.reason ?? null, at],
    )
  }

  async moveState(id: string, from: CampaignStateId, to: CampaignStateId, at: Date): Promise<boolean> {
    const rows = await this.db.query(
      'update campaigns set state = $3, updated_at = $4 where id = $1 and state = $2 returning id',
      [id, from, to, at],
    )
    return rows.length === 1
  }

  hold(campaignId: string, holds: readonly UnitHold[]): Promise<UnitHold[]> {
    return insertHolds(this.db, campaignId, holds)
  }

  async dropHolds(campaignId: string): Promise<void> {
    await this.db.query('delete from campaign_holds where campaign_id = $1', [campaignId])
  }

  async releaseHolds(campaignId: string, at: Date): Promise<void> {
    await this.dropHolds(campaignId)
    await this.db.query(
      `update campaigns set reservation_state = 'canceled', updated_at = $2
        where id = $1 and reservation_state in ('reserved', 'confirmed')`,
      [campaignId, at],
    )
  }
}

const RETRYABLE = new Set(['40P01', '40001'])
/** Runs a transaction, again on a deadlock or serialisation failure (PostgreSQL may pick us as the victim). */
export const inTransaction = async <T>(
  db: SqlDatabase,
  work: (tx: SqlDatabase) => Promise<T>,
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work)
    } catch (cause) {
      const code = (cause as { code?: string } | null)?.code
      if (attempt >= 5 || code === undefined || !RETRYABLE.has(code)) throw cause
    }
  }
}

/** Carries a refusal out of the transaction, which its throw rolls back. */
class Refused {
  constructor(readonly outcome: Outcome<never>) {}
}

/**
 * The unit of work over a database: the work gets records opened on the transaction; a refusal rolls the
 * transaction back and is answered as it was.
 */
export const sqlUnitOfWork = <R>(db: SqlDatabase, open: (tx: SqlDatabase) => R): UnitOfWork<R> => ({
  async run<T>(work: (records: R) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    try {
      return await inTransaction(db, async (tx) => {
        const outcome = await work(open(tx))
        if (!outcome.ok) throw new Refused(outcome)
        return outcome
      })
    } catch (cause) {
      if (cause instanceof Refused) return cause.outcome
      throw cause
    }
  },
})
