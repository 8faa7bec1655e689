import type { NotificationPage } from '../../core/notifications/notification.access'
import type {
  NotificationCampaign,
  NotificationItem,
  NotificationRecords,
} from '../../core/notifications/notifications.service'
import { inject, injectable } from '../container/di'
import { SqlDatabase } from './sql-database'

interface NotificationRow {
  id: string
  message: string
  is_read: boolean
  campaign_id: string | null
  created_at: Date | string
  /** The campaign's columns, null when it is gone (or none was named). */
  advertise_place: string | null
  state: string | null
  payment_state: string | null
  reservation_state: string | null
  partners: string[] | null
  brand_name: string | null
  parent_prolongation: string | null
  typography: boolean | null
  uploaded: boolean | null
}

const campaignOf = (r: NotificationRow): NotificationCampaign | null =>
  r.advertise_place === null || r.state === null
    ? null
    : {
        advertisePlace: r.advertise_place,
        state: r.state,
        paymentState: r.payment_state ?? 'notPaid',
        reservationStatus: r.reservation_state ?? 'notReserved',
        partners: r.partners ?? [],
        brandName: r.brand_name,
        parentProlongation: r.parent_prolongation,
        gotTypographyOrder: r.typography === true,
        isUploaded: r.uploaded === true,
      }

const itemOf = (r: NotificationRow): NotificationItem => ({
  id: r.id,
  message: r.message,
  isRead: r.is_read,
  campaignId: r.campaign_id,
  createdAt: new Date(r.created_at).toISOString(),
  campaign: campaignOf(r),
})

/**
 * The notifications of `n` (a table or a statement's rows) with what their campaign's link depends on now
 * (issue #48 item 7; core/cabinet/routing/campaign.link.ts): its place, states, partners, brand, and whether it has a
 * print order and a print upload.
 */
const WITH_CAMPAIGN = `select n.id, n.message, n.is_read, n.campaign_id, n.created_at, c.advertise_place, c.state,
    c.payment_state, c.reservation_state, c.partners, c.brand_name, c.parent_prolongation,
    exists (select 1 from campaign_typography_orders t where t.campaign_id = c.id) as typography,
    exists (select 1 from media_attachments a join media m on m.id = a.media_id
             where a.campaign_id = c.id and m.kind = 'image') as uploaded
  from n left join campaigns c on c.id = n.campaign_id`

/** The notifications table (rows written by the campaign_events trigger of migration 0040). */
@injectable()
export class SqlNotificationRecords implements NotificationRecords {
  constructor(@inject(SqlDatabase) private readonly db: SqlDatabase) {}

  async page(
    accountId: string,
    page: NotificationPage,
  ): Promise<{ items: NotificationItem[]; count: number }> {
    const rows = await this.db.query<NotificationRow>(
      `with n as (select * from notifications where account_id = $1
         order by created_at desc, event_id desc nulls last, id limit $2 offset $3)
       ${WITH_CAMPAIGN} order by n.created_at desc, n.event_id desc nulls last, n.id`,
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
      `with n as (update notifications set is_read = true where id = $1 and account_id = $2 returning *)
       ${WITH_CAMPAIGN}`,
      [id, accountId],
    )
    return row ? itemOf(row) : undefined
  }
}
