import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Planning } from '../../../core/planning/planning.service'
import { AccountService } from '../../../core/session/account.service'
import { inject, injectable } from '../../container/di'
import { RouteContribution } from './route-contribution'
import { bearerToken, sendDomainError, sendResult, signedIn } from '../reply'

const API = '/api/v1'

/**
 * The planning reads of pricing §7: average daily metro monitors (R-API-19), the sticker schedule (R-API-36) and
 * the inventory planner (R-API-38). Their rules are the Planning use case's (core/planning); the routes only
 * authenticate, hand over the query or body, and reply.
 */
@injectable()
export class PlanningRoutes implements RouteContribution {
  constructor(
    @inject(AccountService) private readonly accounts: AccountService,
    @inject(Planning) private readonly planning: Planning,
  ) {}

  register(app: FastifyInstance): void {
    const { accounts, planning } = this

    /** Public calls still refuse a token that does not verify (as calculate does). */
    const tokenAccepted = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const token = bearerToken(request)
      if (!token) return true
      const result = await accounts.authenticate(token)
      if (result.ok) return true
      void sendDomainError(reply, result.error)
      return false
    }

    app.get(
      `${API}/advertisers/advertising-campaigns/metroMonitors/average-daily-monitors`,
      async (request, reply) => {
        const actor = await signedIn(accounts, request, reply)
        if (!actor) return reply
        return sendResult(reply, await planning.averageDailyMonitors(actor, request.query ?? {}))
      },
    )

    app.post(`${API}/commercial-campaigns/metroStickers/schedule`, async (request, reply) => {
      if (!(await tokenAccepted(request, reply))) return reply
      return sendResult(reply, await planning.stickerSchedule(request.body ?? {}))
    })

    // The path is the spec's, outside /api/v1, with its slash.
    app.post('/mediaplan-api/advice/inventory/', async (request, reply) => {
      if (!(await tokenAccepted(request, reply))) return reply
      return sendResult(reply, await planning.adviseInventory(request.body ?? {}))
    })
  }
}
