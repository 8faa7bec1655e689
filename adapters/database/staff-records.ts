import type { CampaignListQuery } from '../../core/campaign/campaign.contract'
import type { PaymentStateId, ReservationStateId } from '../../core/campaign/campaign-state'
import type { StaffRecords } from '../../core/campaign/staff-desk'
import type { StoredCampaign } from '../../core/campaign/stored-campaign'
import type { IsoDate } from '../../core/ports/clock.port'
import { SqlCampaignRecords } from './campaign-records'
import { CAMPAIGN_COLUMNS, toStored, type RawRow } from './campaign-rows'

/** The back office's campaign records over one connection or one transaction of PGlite or PostgreSQL. */
export class SqlStaffRecords extends SqlCampaignRecords implements StaffRecords {
  async page(q: CampaignListQuery): Promise<{ items: StoredCampaign[]; count: number }> {
    const order = q.sort === '-startDate' ? 'c.start_date desc, c.id desc' : 'c.start_date, c.id'
    const rows = await this.db.query<RawRow>(
      `select ${CAMPAIGN_COLUMNS} from campaigns c where c.state = any($1::text[]) order by ${order} limit $2 offset $3`,
      [q.states, q.limit, q.offset],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from campaigns where state = any($1::text[])',
      [q.states],
    )
    return { items: rows.map(toStored), count: Number(count?.n ?? 0) }
  }

  async lapsingHolds(today: IsoDate): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `select id from campaigns where reservation_state = 'reserved' and expiration_date < $1::date
         and state not in ('waitingForLaunch', 'active', 'completed')`,
      [today],
    )
    return rows.map((r) => r.id)
  }

  async dueByClock(today: IsoDate): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `select id from campaigns
        where (state = 'waitingForLaunch' and start_date <= $1::date) or (state = 'active' and end_date < $1::date)`,
      [today],
    )
    return rows.map((r) => r.id)
  }

  async setReservationState(id: string, state: ReservationStateId, at: Date): Promise<void> {
    await this.db.query('update campaigns set reservation_state = $2, updated_at = $3 where id = $1', [
      id,
      state,
      at,
    ])
  }

  async setPaymentState(id: string, state: PaymentStateId, at: Date): Promise<void> {
    await this.db.query('update campaigns set payment_state = $2, updated_at = $3 where id = $1', [
      id,
      state,
      at,
    ])
  }

  async setModerationReason(id: string, reason: string | null): Promise<void> {
    await this.db.query('update campaigns set moderation_reason = $2 where id = $1', [id, reason])
  }

  async lapseHold(id: string, at: Date): Promise<boolean> {
    const updated = await this.db.query<{ id: string }>(
      `update campaigns set reservation_state = 'canceled', updated_at = $2
        where id = $1 and reservation_state = 'reserved' returning id`,
      [id, at],
    )
    return updated.length === 1
  }
}
