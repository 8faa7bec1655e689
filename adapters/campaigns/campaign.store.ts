// Transitional: the old store functions over the new records, while the services move into core (issue 17).
import type { CampaignEventRecord } from '../../core/campaign/campaign-records.port'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import { editedState as editedStateOf } from '../../core/campaign/campaign-of'
import { SqlCampaignRecords } from '../database/campaign-records'
import type { SqlDatabase } from '../database/sql-database'

export { inTransaction, loadCampaign } from '../database/campaign-records'

export const recordEvent = (db: SqlDatabase, e: CampaignEventRecord, at: Date) =>
  new SqlCampaignRecords(db).recordEvent(e, at)
export const moveState = (
  db: SqlDatabase,
  id: string,
  from: CampaignStateId,
  to: CampaignStateId,
  at: Date,
) => new SqlCampaignRecords(db).moveState(id, from, to, at)
export const releaseHolds = (db: SqlDatabase, id: string, at: Date) =>
  new SqlCampaignRecords(db).releaseHolds(id, at)
export const editedState = (db: SqlDatabase, id: string, from: CampaignStateId, actorId: string, at: Date) =>
  editedStateOf(new SqlCampaignRecords(db), id, from, actorId, at)
