import type { FastifyInstance } from 'fastify'
import {
  decodeCampaignRequest,
  decodeEmptyRequest,
  decodeListQuery,
  decodePartnerRequest,
  decodeProlongationRequest,
  decodeScheduleDateRequest,
  decodeSetAllowedRequest,
} from '../../../core/campaign/campaign.contract'
import { AccountService } from '../../../core/session/account.service'
import { AdvertiserCampaigns } from '../../../core/campaign/advertiser-campaigns'
import { CampaignActions } from '../../../core/campaign/campaign-actions'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { decodeBody, invalidInputMessage, sendData, sendFailure, sendRefusal } from '../reply'
import { params, sendCampaign, sendCampaignPage, sendCampaignRead, signedIn } from './campaign.reply'
import { campaignRemovedWire } from '../wire/campaign-removed.wire'

const API = '/api/v1/clients/commercial-campaigns'

/** Campaign lifecycle calls (cabinet §7 "Campaigns") and the staff API. */
@injectable()
export class CampaignRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(AdvertiserCampaigns) private readonly campaigns: AdvertiserCampaigns,
    @inject(CampaignActions) private readonly actions: CampaignActions,
  ) {}

  async register(app: FastifyInstance): Promise<void> {
    const { accounts, campaigns, actions } = this

    app.get(API, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const query = decodeListQuery(request.query)
      if (!query.ok || query.value.states.length > 0) {
        const errors = query.ok ? { state: 'unknown field' } : query.error.errors
        return sendFailure(reply, 400, invalidInputMessage(errors), errors)
      }
      return sendCampaignPage(reply, await campaigns.list(viewer, query.value))
    })

    app.get(`${API}/:id`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      // With what resubmission needs (issue #48 item 7): when it was rejected and changed since.
      return sendCampaignRead(reply, await actions.read(viewer, params(request)['id'] ?? ''))
    })

    app.post(`${API}/:place`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodeCampaignRequest)
      if (body === undefined) return reply
      return sendCampaign(
        reply,
        await campaigns.create(viewer, { ...body, place: params(request)['place'] ?? '' }),
        201,
      )
    })

    app.put(`${API}/:place/:id`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodeCampaignRequest)
      if (body === undefined) return reply
      const { place = '', id = '' } = params(request)
      return sendCampaign(reply, await campaigns.update(viewer, id, { ...body, place }))
    })

    app.delete(`${API}/:id`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      if (decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
      const removed = await actions.remove(viewer, params(request)['id'] ?? '')
      return removed.ok
        ? sendData(reply, campaignRemovedWire(removed.value))
        : sendRefusal(reply, removed.error)
    })

    /** Calls on one campaign of a place that carry no payload. */
    const bare = (path: string, method: 'post' | 'patch', run: typeof actions.complete): void => {
      app[method](`${API}/:place/:id/${path}`, async (request, reply) => {
        const viewer = await signedIn(accounts, request, reply)
        if (!viewer) return reply
        if (decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
        const { place = '', id = '' } = params(request)
        return sendCampaign(reply, await run(viewer, place, id))
      })
    }
    bare('application', 'post', (viewer, place, id) => actions.sendApplication(viewer, place, id))
    // Issue #48 item 7 (our path; the spec names none): a rejected campaign, changed since, sent to moderation again.
    bare('resubmission', 'post', (viewer, place, id) => actions.resubmit(viewer, place, id))
    bare('complete', 'post', (viewer, place, id) => actions.complete(viewer, place, id))

    // R-ASYNC-08: the cabinet's store sends PATCH {id}/setAllowed (core API.setAllowed); {place}/{id} works too.
    for (const path of [`${API}/:place/:id/setAllowed`, `${API}/:id/setAllowed`]) {
      app.patch(path, async (request, reply) => {
        const viewer = await signedIn(accounts, request, reply)
        if (!viewer) return reply
        const body = decodeBody(request, reply, decodeSetAllowedRequest)
        if (body === undefined) return reply
        const { place, id = '' } = params(request)
        return sendCampaign(reply, await actions.setAllowed(viewer, place, id, body.isAllowed))
      })
    }

    app.post(`${API}/:place/:id/partners`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodePartnerRequest)
      if (body === undefined) return reply
      const { place = '', id = '' } = params(request)
      return sendCampaign(reply, await actions.addPartner(viewer, place, id, body.partnerId))
    })

    app.delete(`${API}/:place/:id/partners/:partnerId`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      if (decodeBody(request, reply, decodeEmptyRequest) === undefined) return reply
      const { place = '', id = '', partnerId = '' } = params(request)
      return sendCampaign(reply, await actions.removePartner(viewer, place, id, partnerId))
    })

    app.post(`${API}/:place/:id/prolongation`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodeProlongationRequest)
      if (body === undefined) return reply
      const { place = '', id = '' } = params(request)
      return sendCampaign(reply, await actions.prolong(viewer, place, id, body), 201)
    })

    app.put(`${API}/metroMonitors/:id/changeScheduleDate`, async (request, reply) => {
      const viewer = await signedIn(accounts, request, reply)
      if (!viewer) return reply
      const body = decodeBody(request, reply, decodeScheduleDateRequest)
      if (body === undefined) return reply
      return sendCampaign(reply, await actions.changeScheduleDate(viewer, params(request)['id'] ?? '', body))
    })
  }
}
