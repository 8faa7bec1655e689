import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { FORBIDDEN_MESSAGE } from '../../../core/campaign/campaign-access'
import {
  decodeCancelRequest,
  decodeEmptyRequest,
  decodeListQuery,
  decodePaymentRequest,
  decodeRejectRequest,
} from '../../../core/campaign/campaign.contract'
import { StaffDesk } from '../../../core/campaign/staff-desk'
import type { Account } from '../../../core/session/account'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { decodeBody, invalidInputMessage, sendData, sendFailure } from '../reply'
import { params, sendCampaign, signedIn } from './campaign.reply'

const STAFF = '/api/v1/staff'

/**
 * The moderation back office (issue 6, part 3): the spec shows no moderator screens, so staff
 * (accounts.is_moderator) get this API and the admin CLI over it.
 */
@injectable()
export class StaffRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(StaffDesk) private readonly staff: StaffDesk,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, staff } = this

    const moderator = async (request: FastifyRequest, reply: FastifyReply): Promise<Account | undefined> => {
      const who = await signedIn(accounts, request, reply)
      if (!who) return undefined
      if (who.isModerator) return who
      void sendFailure(reply, 403, FORBIDDEN_MESSAGE)
      return undefined
    }

    app.get(`${STAFF}/campaigns`, async (request, reply) => {
      if (!(await moderator(request, reply))) return reply
      const query = decodeListQuery(request.query)
      if (!query.ok)
        return sendFailure(reply, 400, invalidInputMessage(query.error.errors), query.error.errors)
      const page = await staff.list(query.value)
      return sendData(reply, { advertisingCampaigns: page.items, count: page.count })
    })

    app.get(`${STAFF}/campaigns/:id`, async (request, reply) => {
      if (!(await moderator(request, reply))) return reply
      return sendCampaign(reply, await staff.get(params(request)['id'] ?? ''))
    })

    app.post(`${STAFF}/campaigns/:id/approve`, async (request, reply) => {
      const who = await moderator(request, reply)
      if (!who || decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
      return sendCampaign(reply, await staff.act(who.id, params(request)['id'] ?? '', 'approve', null))
    })

    app.post(`${STAFF}/campaigns/:id/reject`, async (request, reply) => {
      const who = await moderator(request, reply)
      if (!who) return reply
      const body = decodeBody(request, reply, decodeRejectRequest)
      if (body === undefined) return reply
      return sendCampaign(
        reply,
        await staff.act(who.id, params(request)['id'] ?? '', 'reject', body.reason.trim()),
      )
    })

    app.post(`${STAFF}/campaigns/:id/cancel`, async (request, reply) => {
      const who = await moderator(request, reply)
      if (!who) return reply
      const body = decodeBody(request, reply, decodeCancelRequest)
      if (body === undefined) return reply
      return sendCampaign(
        reply,
        await staff.act(who.id, params(request)['id'] ?? '', 'cancel', body.reason ?? null),
      )
    })

    app.post(`${STAFF}/campaigns/:id/confirm-reservation`, async (request, reply) => {
      const who = await moderator(request, reply)
      if (!who || decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
      return sendCampaign(reply, await staff.confirmReservation(who.id, params(request)['id'] ?? ''))
    })

    app.post(`${STAFF}/campaigns/:id/payment`, async (request, reply) => {
      const who = await moderator(request, reply)
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
      if (!(await moderator(request, reply)) || decodeBody(request, reply, decodeEmptyRequest) === undefined)
        return reply
      return sendData(reply, await staff.settle())
    })
  }
}
