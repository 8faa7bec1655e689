import type { CampaignStateId } from '../../core/campaign/campaign-state'
import { transition } from '../../core/campaign/campaign-state.machine'
import { ok, type Result } from '../../core/shared/result'
import { isUuid } from '../../core/shared/uuid'
import type { SqlDatabase } from '../database/sql-database'
import { refusal, type Refusal } from '../../core/shared/refusal'
import { CAMPAIGN_COLUMNS, toRow, type CampaignRow, type RawRow } from './campaign.rows'

/** Reads a campaign; `forUpdate` locks the row for the rest of the transaction. */
export const loadCampaign = async (
  db: SqlDatabase,
  id: string,
  forUpdate = false,
): Promise<CampaignRow | undefined> => {
  if (!isUuid(id)) return undefined
  const [row] = await db.query<RawRow>(
    `select ${CAMPAIGN_COLUMNS} from campaigns c where c.id = $1${forUpdate ? ' for update of c' : ''}`,
    [id],
  )
  return row && toRow(row)
}

export interface CampaignEventRecord {
  readonly campaignId: string
  readonly event: string
  readonly actor: string
  readonly actorId: string | null
  readonly from?: CampaignStateId | null
  readonly to?: CampaignStateId | null
  readonly reason?: string | null
}

/** Appends to the campaign's event log (who did what, from which state to which, and why). */
export const recordEvent = async (db: SqlDatabase, e: CampaignEventRecord, at: Date): Promise<void> => {
  await db.query(
    `insert into campaign_events (campaign_id, event, actor, actor_id, from_state, to_state, reason, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [e.campaignId, e.event, e.actor, e.actorId, e.from ?? null, e.to ?? null, e.reason ?? null, at],
  )
}

/**
 * The state an advertiser's edit leaves a campaign in: a draft stays a draft, any other editable state takes the
 * machine's 'edit' transition, logged as an event; a state the machine does not allow is refused as 'wrong state'.
 */
export const editedState = async (
  db: SqlDatabase,
  campaignId: string,
  from: CampaignStateId,
  actorId: string,
  at: Date,
): Promise<Result<CampaignStateId, Refusal>> => {
  if (from === 'draft') return ok(from)
  const edited = transition(from, 'edit', 'advertiser')
  if (!edited.ok) return refusal('wrong state', edited.error.message, { state: edited.error.code })
  await recordEvent(
    db,
    { campaignId, event: 'edit', actor: 'advertiser', actorId, from, to: edited.value },
    at,
  )
  return edited
}

/** Moves a campaign's state only if it is still the state read (a second, late writer changes nothing). */
export const moveState = async (
  db: SqlDatabase,
  id: string,
  from: CampaignStateId,
  to: CampaignStateId,
  at: Date,
): Promise<boolean> => {
  const rows = await db.query(
    'update campaigns set state = $3, updated_at = $4 where id = $1 and state = $2 returning id',
    [id, from, to, at],
  )
  return rows.length === 1
}

/** Releases every hold of a campaign and marks its reservation canceled. */
export const releaseHolds = async (db: SqlDatabase, id: string, at: Date): Promise<void> => {
  await db.query('delete from campaign_holds where campaign_id = $1', [id])
  await db.query(
    `update campaigns set reservation_state = 'canceled', updated_at = $2
      where id = $1 and reservation_state in ('reserved', 'confirmed')`,
    [id, at],
  )
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
