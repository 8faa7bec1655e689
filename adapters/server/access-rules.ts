import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import { isAdvertiserData, OBSERVER_FORBIDDEN, observerMayCall } from '../../core/cabinet/roles/server-access'
import type { AccountService } from '../../core/session/account.service'
import { bearerToken, sendFailure } from './reply'

/**
 * The one place the server applies the core's access table (core/cabinet/roles/server-access.ts): before any
 * route runs, an observer calling a route of the advertiser's data that its screens do not show is refused
 * with 403. Only such routes look the caller up here; the routes still sign the caller in themselves. It runs
 * once the body is read (preValidation), so a refused request leaves no unread body on its connection.
 *
 * Whether a route may refuse an observer is known from its method and template, so it is decided once, when the
 * route is registered, and the check is a hook of those routes alone: answers on nobody's data (public pages, the
 * inventory and references, GraphQL) do not pass through it.
 */
export const registerAccessRules = (app: FastifyInstance, accounts: AccountService): void => {
  const refuseObserver: preValidationHookHandler = (request, reply, done) => {
    const token = bearerToken(request)
    if (token === undefined) return done()
    accounts.authenticate(token).then((account) => {
      if (account.ok && account.value.isObserver)
        sendFailure(reply, 403, OBSERVER_FORBIDDEN, { _: 'forbidden' })
      else done()
    }, done)
  }
  app.addHook('onRoute', (route) => {
    if (!isAdvertiserData(route.url)) return
    const refused = new Set([route.method].flat().filter((method) => !observerMayCall(method, route.url)))
    if (refused.size === 0) return
    const hook: preValidationHookHandler = function (request, reply, done) {
      if (!refused.has(request.method)) return done()
      refuseObserver.call(this, request, reply, done)
    }
    route.preValidation = [...[route.preValidation ?? []].flat(), hook]
  })
}
