import type { FastifyInstance, FastifyReply } from 'fastify'
import type { VacancyCheck } from '../../../core/booking/vacancy'
import { FORBIDDEN_MESSAGE } from '../../../core/campaign/campaign-access'
import { decodeEmptyRequest } from '../../../core/campaign/campaign.contract'
import {
  decodePaymentOrderRequest,
  decodeScheduleItemRequest,
  decodeStopsRequest,
  decodeTypographyRequest,
} from '../../../core/campaign/campaign-orders.contract'
import type { Result } from '../../../core/shared/result'
import { AccountService } from '../../../core/session/account.service'
import type { Refusal } from '../../../core/shared/refusal'
import { CampaignOrders } from '../../../core/campaign/campaign-orders.service'
import { CampaignPayments } from '../../../core/campaign/campaign-payments.service'
import { PrintOrders } from '../../../core/documents/print-orders'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { decodeBody, sendData, sendFailure, sendRefusal } from '../reply'
import { params, sendCampaign, signedIn } from './campaign.reply'
import { paymentSavedWire, paymentsWire } from '../wire/payments.wire'

const API = '/api/v1/clients/commercial-campaigns'
const STAFF = '/api/v1/staff'

const sendOutcome = <T>(reply: FastifyReply, result: Result<T, Refusal>, status = 200): FastifyReply =>
  result.ok ? sendData(reply, result.value, status) : sendRefusal(reply, result.error)

/** A use case's answer written on the wire by its mapper (adapters/server/wire), or its refusal. */
const sendWire = <T, W>(
  reply: FastifyReply,
  result: Result<T, Refusal>,
  wire: (value: T) => W,
  status = 200,
): FastifyReply =>
  result.ok ? sendData(reply, wire(result.value), status) : sendRefusal(reply, result.error)

/**
 * The campaign's orders (cabinet §7 "Campaigns"): payments GET/POST/PUT, typography, the vacancy checks of
 * stickers and light boxes, createSchedule, and the transit-shelter stops. Paths:
 *   GET, POST  /clients/commercial-campaigns/{id}/payments; PUT .../{id}/payments/{paymentId}
 *   GET        /staff/campaigns/{id}/payments (staff: the declared orders, before marking the payment)
 *   POST       /clients/commercial-campaigns/{place}/{id}/typography | checkVacantStickers | checkVacantBoxes
 *   PATCH      /clients/commercial-campaigns/{campaignId}/createSchedule
 *   PUT        /clients/commercial-campaigns/transitShelter/{id}/stops (PUT transitShelter/{id} is the update)
 */
@injectable()
export class CampaignOrderRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(CampaignPayments) private readonly payments: CampaignPayments,
    @inject(CampaignOrders) private readonly orders: CampaignOrders,
    @inject(PrintOrders) private readonly prints: PrintOrders,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, payments, orders, prints } = this

    app.get(`${API}/:id/payments`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      return sendWire(reply, await payments.list(viewer, params(request)['id'] ?? ''), paymentsWire)
    })

    app.post(`${API}/:id/payments`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodePaymentOrderRequest)
      if (body === undefined) return reply
      return sendWire(
        reply,
        await payments.save(viewer, params(request)['id'] ?? '', body),
        paymentSavedWire,
        201,
      )
    })

    app.put(`${API}/:id/payments/:paymentId`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodePaymentOrderRequest)
      if (body === undefined) return reply
      const { id = '', paymentId = '' } = params(request)
      return sendWire(reply, await payments.save(viewer, id, body, paymentId), paymentSavedWire)
    })

    app.get(`${STAFF}/campaigns/:id/payments`, async (request, reply) => {
      const who = await signedIn(accounts, request, reply)
      if (!who) return reply
      if (!who.isModerator) return sendFailure(reply, 403, FORBIDDEN_MESSAGE)
      return sendWire(reply, await payments.staffList(params(request)['id'] ?? ''), paymentsWire)
    })

    app.post(`${API}/:place/:id/typography`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodeTypographyRequest)
      if (body === undefined) return reply
      const { place = '', id = '' } = params(request)
      return sendCampaign(reply, await prints.order(viewer, place, id, body.typographyId.trim()))
    })

    for (const check of [
      'checkVacantStickers',
      'checkVacantBoxes',
    ] as const satisfies readonly VacancyCheck[]) {
      app.post(`${API}/:place/:id/${check}`, async (request, reply) => {
        const viewer = await signedIn(accounts, request, reply)
        if (!viewer) return reply
        if (decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
        const { place = '', id = '' } = params(request)
        return sendOutcome(reply, await orders.vacancy(viewer, place, id, check))
      })
    }

    app.patch(`${API}/:campaignId/createSchedule`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodeScheduleItemRequest)
      if (body === undefined) return reply
      return sendCampaign(
        reply,
        await orders.createSchedule(viewer, params(request)['campaignId'] ?? '', body),
      )
    })

    app.put(`${API}/transitShelter/:id/stops`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodeStopsRequest)
      if (body === undefined) return reply
      return sendCampaign(reply, await orders.replaceStops(viewer, params(request)['id'] ?? '', body))
    })
  }
}
