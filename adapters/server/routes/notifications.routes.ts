import type { FastifyInstance } from 'fastify'
import { Notifications } from '../../../core/notifications/notifications.service'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { sendData, sendDomainError, sendResult, signedIn } from '../reply'
import { notificationsWire, notificationWire } from '../wire/notifications.wire'
import { RouteContribution } from './route-contribution'

const API = '/api/v1/clients/notifications'

/** Notifications (issue 6 part 8): the routes of the core's Notifications use case (notifications.service.ts). */
@injectable()
export class NotificationRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(Notifications) private readonly notifications: Notifications,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, notifications } = this

    app.get(API, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const listed = await notifications.list(viewer, request.query)
      return listed.ok
        ? sendData(reply, notificationsWire(listed.value))
        : sendDomainError(reply, listed.error)
    })

    app.post(`${API}/readAll`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      return sendResult(reply, await notifications.readAll(viewer))
    })

    app.post<{ Params: { id: string } }>(`${API}/:id/read`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const read = await notifications.read(viewer, request.params.id)
      return read.ok ? sendData(reply, notificationWire(read.value)) : sendDomainError(reply, read.error)
    })
  }
}
