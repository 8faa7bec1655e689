import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  decodeCancelRequest,
  decodeEmptyRequest,
  decodeListQuery,
  decodePaymentRequest,
  decodeRejectRequest,
} from '../../../core/campaign/campaign.contract'
import { StaffDesk } from '../../../core/campaign/staff-desk'
import { AccountService } from '../../../core/session/account.service'
import type { StaffCapability } from '../../../core/staff/staff-roles'
import { staffMe } from '../../../core/staff/staff-viewer'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { decodeBody, invalidInputMessage, sendData, sendFailure } from '../reply'
import { params, sendCampaign } from './campaign.reply'
import { staffCaller } from './staff-access'

const STAFF = '/api/v1/staff'

/**
 * The moderation back office (issue 6, part 3; the staff desk of issue #48): the spec shows no moderator screens,
 * so staff get this API, the desk and the admin CLI over it. Every call is allowed by the staff role table
 * (core/staff/staff-roles.ts) and refused 403 otherwise, before anything is read or changed.
 */
@injectable()
export class StaffRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(StaffDesk) private readonly staff: StaffDesk,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, staff } = this

    /** The staff member whose roles allow one of the capabilities, or undefined once refused. */
    const staffWith = async (
      request: FastifyRequest,
      reply: FastifyReply,
      ...capabilities: StaffCapability[]
    ): Promise<{ id: string } | undefined> =>
      (await staffCaller(accounts, request, reply, ...capabilities))?.account

    app.get(`${STAFF}/me`, async (request, reply) => {
      const caller = await staffCaller(accounts, request, reply, 'readQueue')
      return caller ? sendData(reply, staffMe(caller.account, caller.viewer)) : reply
    })

    app.get(`${STAFF}/campaigns`, async (request, reply) => {
      if (!(await staffWith(request, reply, 'readQueue'))) return reply
      const query = decodeListQuery(request.query)
      if (!query.ok)
        return sendFailure(reply, 400, invalidInputMessage(query.error.errors), query.error.errors)
      const page = await staff.list(query.value)
      return sendData(reply, { advertisingCampaigns: page.items, count: page.count })
    })

    app.get(`${STAFF}/campaigns/:id`, async (request, reply) => {
      if (!(await staffWith(request, reply, 'readQueue'))) return reply
      return sendCampaign(reply, await staff.get(params(request)['id'] ?? ''))
    })

    app.post(`${STAFF}/campaigns/:id/approve`, async (request, reply) => {
      const who = await staffWith(request, reply, 'decidePrimary', 'decideSecondary')
      if (!who || decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
      return sendCampaign(reply, await staff.act(who.id, params(request)['id'] ?? '', 'approve', null))
    })

    app.post(`${STAFF}/campaigns/:id/reject`, async (request, reply) => {
      const who = await staffWith(request, reply, 'decidePrimary', 'decideSecondary')
      if (!who) return reply
      const body = decodeBody(request, reply, decodeRejectRequest)
      if (body === undefined) return reply
      return sendCampaign(
        reply,
        await staff.act(who.id, params(request)['id'] ?? '', 'reject', body.reason.trim()),
      )
    })

    app.post(`${STAFF}/campaigns/:id/cancel`, async (request, reply) => {
      const who = await staffWith(request, reply, 'decideCancellation')
      if (!who) return reply
      const body = decodeBody(request, reply, decodeCancelRequest)
      if (body === undefined) return reply
      return sendCampaign(
        reply,
        await staff.act(who.id, params(request)['id'] ?? '', 'cancel', body.reason ?? null),
      )
    })

    app.post(`${STAFF}/campaigns/:id/confirm-reservation`, async (request, reply) => {
      const who = await staffWith(request, reply, 'decideReservation')
      if (!who || decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
      return sendCampaign(reply, await staff.confirmReservation(who.id, params(request)['id'] ?? ''))
    })

    app.post(`${STAFF}/campaigns/:id/payment`, async (request, reply) => {
      const who = await staffWith(request, reply, 'decidePayment')
      if (!who) return reply
      const body = decodeBody(request, reply, decodePaymentRequest)
      if (body === undefined) return reply
      return sendCampaign(
        reply,
        await staff.markPayment(who.id, params(request)['id'] ?? '', body.paymentState),
      )
    })

    /** Runs the Moscow clock's job now (it also runs every minute); answers what it moved. */
    app.post(`${STAFF}/scheduler/run`, async (request, reply) => {
      if (
        !(await staffWith(request, reply, 'runClock')) ||
        decodeBody(request, reply, decodeEmptyRequest) === undefined
      )
        return reply
      return sendData(reply, await staff.settle())
    })
  }
}
