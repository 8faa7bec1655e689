import type { IsoDate } from '../../core/ports/clock.port'
import type { Play } from '../../core/statistics/plays.contract'
import type { CountedDay, PlayRecords, ReportedCampaign } from '../../core/statistics/statistics.service'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import { isUuid } from '../../core/shared/uuid'
import { campaignById } from './campaign-records'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'
import { countedByDay, insertPlays, screenOfKey, unknownCampaigns } from './plays.store'

/** Screens, plays and their day counts over PGlite or PostgreSQL (plays.store.ts holds the statements). */
@injectable()
export class SqlPlayRecords implements PlayRecords {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  screenOfKey(key: string): Promise<string | undefined> {
    return screenOfKey(this.db, key)
  }

  unknownCampaigns(plays: readonly Play[]): Promise<string[]> {
    return unknownCampaigns(this.db, plays)
  }

  insert(screenId: string, plays: readonly Play[], at: Date): Promise<number> {
    return insertPlays(this.db, screenId, plays, at)
  }

  async countedByDay(campaignIds: readonly string[], from: IsoDate, to: IsoDate): Promise<CountedDay[]> {
    const rows = await countedByDay(this.db, campaignIds, from, to)
    return rows.map((r) => ({ campaignId: r.campaign_id, day: r.day, plays: r.plays, ots: r.ots }))
  }

  async campaign(id: string) {
    const found = isUuid(id) ? await campaignById(this.db, id) : undefined
    if (!found) return undefined
    const c = found.facts
    return {
      id: c.id,
      ownerId: c.ownerId,
      number: c.individualIndex,
      place: found.place,
      startDate: c.startDate,
      endDate: c.endDate,
      periodsPrice: c.periodsPrice,
    }
  }

  async ownCampaigns(ownerId: string, ids: readonly string[]): Promise<ReportedCampaign[]> {
    const rows = await this.db.query<{
      id: string
      number: string
      name: string
      place: string
      state: CampaignStateId
      start_date: string
      end_date: string
      net: string
    }>(
      `select id::text as id, individual_index::text as number, name, advertise_place as place, state,
         start_date::text as start_date, end_date::text as end_date, total_sum_without_taxes::text as net
       from campaigns where owner_id = $1 and (cardinality($2::uuid[]) = 0 or id = any($2::uuid[]))
       order by individual_index`,
      [ownerId, ids],
    )
    return rows.map((r) => ({
      id: r.id,
      number: Number(r.number),
      name: r.name,
      place: r.place,
      state: r.state,
      startDate: r.start_date,
      endDate: r.end_date,
      net: Number(r.net),
    }))
  }
}
