import type { FastifyInstance } from 'fastify'
import {
  decodeNotificationPage,
  mayMarkNotificationsRead,
  notificationsOwnerOf,
} from '../../../core/notifications/notification.access'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { SqlDatabase } from '../../database/sql-database'
import { sendData, sendFailure, signedIn } from '../reply'
import { isUuid } from '../../../core/shared/uuid'

const API = '/api/v1/clients/notifications'

interface NotificationRow {
  id: string
  message: string
  is_read: boolean
  campaign_id: string | null
  created_at: Date | string
}

const wire = (r: NotificationRow) => ({
  _id: r.id,
  message: r.message,
  isRead: r.is_read,
  campaignId: r.campaign_id,
  createdAt: new Date(r.created_at).toISOString(),
})

const OBSERVER_REFUSED = 'Наблюдатель не может отмечать уведомления прочитанными'

/**
 * Notifications (issue 6 part 8; rows written by the campaign_events trigger of migration 0040): the paged
 * list (newest first), read one (R-ASYNC-10) and read all (R-ASYNC-11), scoped to the owner; observers read
 * their inviter's list but may not mark it read (core/notifications/notification.access.ts).
 */
@injectable()
export class NotificationRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(SqlDatabase) private readonly db: SqlDatabase,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, db } = this

    app.get(API, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const page = decodeNotificationPage(request.query)
      if (!page.ok) return sendFailure(reply, 400, page.error.message, page.error.errors)
      const owner = notificationsOwnerOf(viewer)
      if (owner === undefined) return sendData(reply, { items: [], count: 0 })
      const rows = await db.query<NotificationRow>(
        `select id, message, is_read, campaign_id, created_at from notifications where account_id = $1
         order by created_at desc, event_id desc nulls last, id limit $2 offset $3`,
        [owner, page.value.limit, page.value.offset],
      )
      const [count] = await db.query<{ n: string }>(
        'select count(*)::text as n from notifications where account_id = $1',
        [owner],
      )
      return sendData(reply, { items: rows.map(wire), count: Number(count?.n ?? 0) })
    })

    app.post(`${API}/readAll`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      if (!mayMarkNotificationsRead(viewer))
        return sendFailure(reply, 403, OBSERVER_REFUSED, { _: 'forbidden' })
      const rows = await db.query<{ id: string }>(
        'update notifications set is_read = true where account_id = $1 and not is_read returning id',
        [viewer.id],
      )
      return sendData(reply, { marked: rows.length })
    })

    app.post<{ Params: { id: string } }>(`${API}/:id/read`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      if (!mayMarkNotificationsRead(viewer))
        return sendFailure(reply, 403, OBSERVER_REFUSED, { _: 'forbidden' })
      const id = request.params.id
      const rows = isUuid(id)
        ? await db.query<NotificationRow>(
            `update notifications set is_read = true where id = $1 and account_id = $2
             returning id, message, is_read, campaign_id, created_at`,
            [id, viewer.id],
          )
        : []
      const row = rows[0]
      if (!row) return sendFailure(reply, 404, 'Уведомление не найдено', { id: 'not found' })
      return sendData(reply, wire(row))
    })
  }
}
