import type { FastifyInstance } from 'fastify'
import type { TakenUnitsService } from '../../../core/booking/taken-units'
import type { AccountService } from '../../../core/session/account.service'
import { bearerToken, sendData, sendFailure, sendRefusal } from '../reply'

export const TAKEN_UNITS_PATH = '/api/v1/commercial-campaigns/:place/taken'

/**
 * Issue #47 item 3, "taken is taken": the units of a place another campaign holds on a day of a period, for the
 * calculator's list to show them taken and not let them be chosen. Public like the calculators (a visitor's
 * place page lists the same units); a signed-in owner naming its campaign (campaignId) gets its own holds back
 * as free. Query: startDate, endDate (ГГГГ-ММ-ДД), campaignId (optional).
 */
export const takenUnitsRoutes = (
  app: FastifyInstance,
  accounts: AccountService,
  service: TakenUnitsService,
): void => {
  app.get<{ Params: { place: string }; Querystring: Record<string, unknown> }>(
    TAKEN_UNITS_PATH,
    async (request, reply) => {
      const token = bearerToken(request)
      const actor = token ? await accounts.authenticate(token) : undefined
      if (actor && !actor.ok) return sendFailure(reply, 401, 'Token verification error')
      const taken = await service.taken(
        { ...request.query, place: request.params.place },
        actor?.ok ? actor.value : undefined,
      )
      return taken.ok ? sendData(reply, taken.value) : sendRefusal(reply, taken.error)
    },
  )
}
