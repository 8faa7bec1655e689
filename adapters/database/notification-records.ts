import type { NotificationPage } from '../../core/notifications/notification.access'
import type { NotificationItem, NotificationRecords } from '../../core/notifications/notifications.service'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface NotificationRow {
  id: string
  message: string
  is_read: boolean
  campaign_id: string | null
  created_at: Date | string
}

const itemOf = (r: NotificationRow): NotificationItem => ({
  _id: r.id,
  message: r.message,
  isRead: r.is_read,
  campaignId: r.campaign_id,
  createdAt: new Date(r.created_at).toISOString(),
})

/** The notifications table (rows written by the campaign_events trigger of migration 0040). */
@injectable()
export class SqlNotificationRecords implements NotificationRecords {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async page(
    accountId: string,
    page: NotificationPage,
  ): Promise<{ items: NotificationItem[]; count: number }> {
    const rows = await this.db.query<NotificationRow>(
      `select id, message, is_read, campaign_id, created_at from notifications where account_id = $1
       order by created_at desc, event_id desc nulls last, id limit $2 offset $3`,
      [accountId, page.limit, page.offset],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from notifications where account_id = $1',
      [accountId],
    )
    return { items: rows.map(itemOf), count: Number(count?.n ?? 0) }
  }

  async markAllRead(accountId: string): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'update notifications set is_read = true where account_id = $1 and not is_read returning id',
      [accountId],
    )
    return rows.length
  }

  async markRead(accountId: string, id: string): Promise<NotificationItem | undefined> {
    const [row] = await this.db.query<NotificationRow>(
      `update notifications set is_read = true where id = $1 and account_id = $2
       returning id, message, is_read, campaign_id, created_at`,
      [id, accountId],
    )
    return row ? itemOf(row) : undefined
  }
}
