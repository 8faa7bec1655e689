import type { FastifyInstance } from 'fastify'
import { isAdvertiserData, OBSERVER_FORBIDDEN, observerMayCall } from '../../core/cabinet/roles/server-access'
import type { AccountService } from '../../core/session/account.service'
import { bearerToken, sendFailure } from './reply'

/**
 * The one place the server applies the core's access table (core/cabinet/roles/server-access.ts): before any
 * route runs, an observer calling a route of the advertiser's data that its screens do not show is refused
 * with 403. Only such routes look the caller up here; the routes still sign the caller in themselves. It runs
 * once the body is read (preValidation), so a refused request leaves no unread body on its connection.
 */
export const registerAccessRules = (app: FastifyInstance, accounts: AccountService): void => {
  // Whether a method and route template is one an observer may be refused: decided once for each.
  const refusable = new Map<string, boolean>()
  const mayRefuse = (method: string, route: string): boolean => {
    const key = `${method} ${route}`
    let decided = refusable.get(key)
    if (decided === undefined) {
      decided = isAdvertiserData(route) && !observerMayCall(method, route)
      refusable.set(key, decided)
    }
    return decided
  }
  app.addHook('preValidation', (request, reply, done) => {
    const route = request.routeOptions.url
    if (route === undefined || !mayRefuse(request.method, route)) return done()
    const token = bearerToken(request)
    if (token === undefined) return done()
    accounts.authenticate(token).then((account) => {
      if (account.ok && account.value.isObserver)
        sendFailure(reply, 403, OBSERVER_FORBIDDEN, { _: 'forbidden' })
      else done()
    }, done)
  })
}
