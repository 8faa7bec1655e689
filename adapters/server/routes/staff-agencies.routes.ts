import type { FastifyInstance } from 'fastify'
import { AccountService } from '../../../core/session/account.service'
import { AgencyDesk } from '../../../core/staff/agency-desk'
import { AGENCIES_PATH } from '../../../core/staff/agency-terms'
import { inject, injectable } from '../../container/di'
import { sendData, sendRefusal } from '../reply'
import { agencyWire } from '../wire/agencies.wire'
import { params } from './campaign.reply'
import { RouteContribution } from './route-contribution'
import { staffCaller } from './staff-access'

/**
 * The staff desk's «Агентства» (core/staff/agency-terms.ts): the agencies, and an agency's personal discount set
 * or removed. Only a role granting `manageAgencies` gets past staffCaller (401 without a session, 403 otherwise,
 * before anything is read); the rest is the core's AgencyDesk: a body that does not hold is 400 with its Russian
 * sentence and changes nothing, an id that is no agency's (a direct advertiser's, an unknown one, one that is not
 * even a UUID) is 404.
 */
@injectable()
export class StaffAgencyRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(AgencyDesk) private readonly desk: AgencyDesk,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, desk } = this
    const terms = `${AGENCIES_PATH}/:id/terms`

    app.get(AGENCIES_PATH, async (request, reply) => {
      const caller = await staffCaller(accounts, request, reply, 'manageAgencies')
      if (!caller) return reply
      const listed = await desk.list(caller.viewer)
      return listed.ok
        ? sendData(reply, { agencies: listed.value.map(agencyWire) })
        : sendRefusal(reply, listed.error)
    })

    // No body at all reads as an empty one, so the answer names the missing discount rather than the format.
    app.put(terms, async (request, reply) => {
      const caller = await staffCaller(accounts, request, reply, 'manageAgencies')
      if (!caller) return reply
      const set = await desk.setTerms(caller.viewer, params(request)['id'] ?? '', request.body ?? {})
      return set.ok ? sendData(reply, agencyWire(set.value)) : sendRefusal(reply, set.error)
    })

    app.delete(terms, async (request, reply) => {
      const caller = await staffCaller(accounts, request, reply, 'manageAgencies')
      if (!caller) return reply
      const removed = await desk.removeTerms(caller.viewer, params(request)['id'] ?? '')
      return removed.ok ? sendData(reply, agencyWire(removed.value)) : sendRefusal(reply, removed.error)
    })
  }
}
