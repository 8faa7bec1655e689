import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { decodeEmptyRequest, decodeListQuery } from '../../../core/campaign/campaign.contract'
import type { Outcome } from '../../../core/campaign/campaign-records.port'
import { StaffDesk } from '../../../core/campaign/staff-desk'
import type { CampaignAggregate } from '../../../core/campaign/campaign.aggregate'
import { AccountService } from '../../../core/session/account.service'
import type { Decoder } from '../../../core/shared/decoder'
import { decodeQueueQuery, queueFilterOf } from '../../../core/staff/desk-queue'
import { decodePaymentBody, decodeReasonBody } from '../../../core/staff/desk-requests'
import { StaffReview } from '../../../core/staff/desk-review'
import type { StaffCapability } from '../../../core/staff/staff-roles'
import type { StaffViewer } from '../../../core/staff/staff-viewer'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { invalidInputMessage, sendData, sendFailure, sendRefusal } from '../reply'
import { campaignWire } from '../wire/campaign.wire'
import { reviewWire } from '../wire/staff-review.wire'
import { queueItemWire, staffMeWire } from '../wire/staff.wire'
import { SignedStaffLinks } from '../../campaigns/staff-links'
import { params, sendCampaign, sendCampaignPage } from './campaign.reply'
import { staffCaller } from './staff-access'

const STAFF = '/api/v1/staff'

/**
 * The staff desk's API (issue 6 part 3; issue #48, core/staff/staff-desk.contract.ts): the spec shows no staff
 * screens, so staff get this API, the desk in the browser and the admin CLI over it. Every call is allowed by the
 * staff role table (core/staff/staff-roles.ts) and refused 403 otherwise, before anything is read or changed;
 * every decision is the core's use case (StaffDesk) and answers the review as it is after it, with the campaign
 * as the advertiser's calls carry it (`advertisingCampaign`, which the CLI prints).
 */
@injectable()
export class StaffRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(StaffDesk) private readonly staff: StaffDesk,
    @inject(StaffReview) private readonly review: StaffReview,
    @inject(SignedStaffLinks) private readonly links: SignedStaffLinks,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, staff, review, links } = this

    /** The staff member whose roles allow one of the capabilities, or undefined once refused. */
    const staffWith = async (
      request: FastifyRequest,
      reply: FastifyReply,
      ...capabilities: StaffCapability[]
    ): Promise<StaffViewer | undefined> =>
      (await staffCaller(accounts, request, reply, ...capabilities))?.viewer

    /** The body a decoder accepts, or undefined once the 400 with its Russian sentence is sent. */
    const bodyOf = <A>(request: FastifyRequest, reply: FastifyReply, decode: Decoder<A>): A | undefined => {
      const decoded = decode(request.body ?? {})
      if (decoded.ok) return decoded.value
      void sendFailure(reply, 400, decoded.error.message, decoded.error.errors)
      return undefined
    }

    /** An approval's empty body, or a rejection's reason (required). */
    const verdictBody = (request: FastifyRequest, reply: FastifyReply, verdict: 'approve' | 'reject') =>
      verdict === 'approve'
        ? bodyOf(request, reply, decodeEmptyRequest) && { reason: null }
        : bodyOf(request, reply, (b) => decodeReasonBody(b, true))

    /** A decision's answer: the review after it, and the campaign. */
    const decided = async (
      reply: FastifyReply,
      viewer: StaffViewer,
      id: string,
      done: Outcome<CampaignAggregate>,
    ): Promise<FastifyReply> => {
      if (!done.ok) return sendRefusal(reply, done.error)
      const after = await review.of(viewer, id)
      return after.ok
        ? sendData(reply, {
            ...reviewWire(after.value, links),
            advertisingCampaign: campaignWire(done.value),
          })
        : sendRefusal(reply, after.error)
    }

    app.get(`${STAFF}/me`, async (request, reply) => {
      const caller = await staffCaller(accounts, request, reply, 'readQueue')
      return caller ? sendData(reply, staffMeWire(caller.account, caller.viewer)) : reply
    })

    app.get(`${STAFF}/queue`, async (request, reply) => {
      if (!(await staffWith(request, reply, 'readQueue'))) return reply
      const query = decodeQueueQuery(request.query)
      if (!query.ok)
        return sendFailure(reply, 400, invalidInputMessage(query.error.errors), query.error.errors)
      const page = await staff.queue(queueFilterOf(query.value))
      return sendData(reply, { items: page.items.map(queueItemWire), count: page.count })
    })

    app.get(`${STAFF}/campaigns`, async (request, reply) => {
      if (!(await staffWith(request, reply, 'readQueue'))) return reply
      const query = decodeListQuery(request.query)
      if (!query.ok)
        return sendFailure(reply, 400, invalidInputMessage(query.error.errors), query.error.errors)
      return sendCampaignPage(reply, await staff.list(query.value))
    })

    app.get(`${STAFF}/campaigns/:id`, async (request, reply) => {
      if (!(await staffWith(request, reply, 'readQueue'))) return reply
      return sendCampaign(reply, await staff.get(params(request)['id'] ?? ''))
    })

    app.get(`${STAFF}/campaigns/:id/review`, async (request, reply) => {
      const viewer = await staffWith(request, reply, 'readQueue')
      if (!viewer) return reply
      const found = await review.of(viewer, params(request)['id'] ?? '')
      return found.ok ? sendData(reply, reviewWire(found.value, links)) : sendRefusal(reply, found.error)
    })

    // The campaign at its stage: the roles that decide a stage (the core cuts the move to the viewer's stage).
    for (const action of ['approve', 'reject'] as const)
      app.post(`${STAFF}/campaigns/:id/${action}`, async (request, reply) => {
        const viewer = await staffWith(request, reply, 'decidePrimary', 'decideSecondary')
        const body = viewer && verdictBody(request, reply, action)
        if (!viewer || !body) return reply
        const id = params(request)['id'] ?? ''
        return decided(reply, viewer, id, await staff.act(viewer, id, action, body.reason))
      })

    for (const verdict of ['approve', 'reject'] as const)
      app.post(`${STAFF}/campaigns/:id/creatives/:creativeId/${verdict}`, async (request, reply) => {
        const viewer = await staffWith(request, reply, 'decidePrimary')
        const body = viewer && verdictBody(request, reply, verdict)
        if (!viewer || !body) return reply
        const { id = '', creativeId = '' } = params(request)
        return decided(
          reply,
          viewer,
          id,
          await staff.decideCreative(viewer, id, creativeId, verdict, body.reason),
        )
      })

    app.post(`${STAFF}/campaigns/:id/cancel`, async (request, reply) => {
      const viewer = await staffWith(request, reply, 'decideCancellation')
      const body = viewer && bodyOf(request, reply, (b) => decodeReasonBody(b, false))
      if (!viewer || !body) return reply
      const id = params(request)['id'] ?? ''
      return decided(reply, viewer, id, await staff.act(viewer, id, 'cancel', body.reason))
    })

    app.post(`${STAFF}/campaigns/:id/confirm-reservation`, async (request, reply) => {
      const viewer = await staffWith(request, reply, 'decideReservation')
      if (!viewer || bodyOf(request, reply, decodeEmptyRequest) === undefined) return reply
      const id = params(request)['id'] ?? ''
      return decided(reply, viewer, id, await staff.confirmReservation(viewer, id))
    })

    app.post(`${STAFF}/campaigns/:id/release-reservation`, async (request, reply) => {
      const viewer = await staffWith(request, reply, 'decideReservation')
      const body = viewer && bodyOf(request, reply, (b) => decodeReasonBody(b, false))
      if (!viewer || !body) return reply
      const id = params(request)['id'] ?? ''
      return decided(reply, viewer, id, await staff.releaseReservation(viewer, id, body.reason))
    })

    app.post(`${STAFF}/campaigns/:id/payment`, async (request, reply) => {
      const viewer = await staffWith(request, reply, 'decidePayment')
      const body = viewer && bodyOf(request, reply, decodePaymentBody)
      if (!viewer || !body) return reply
      const id = params(request)['id'] ?? ''
      return decided(reply, viewer, id, await staff.markPayment(viewer, id, body.paymentState))
    })

    /** Runs the Moscow clock's job now (it also runs every minute); answers what it moved. */
    app.post(`${STAFF}/scheduler/run`, async (request, reply) => {
      if (
        !(await staffWith(request, reply, 'runClock')) ||
        bodyOf(request, reply, decodeEmptyRequest) === undefined
      )
        return reply
      return sendData(reply, await staff.settle())
    })
  }
}
