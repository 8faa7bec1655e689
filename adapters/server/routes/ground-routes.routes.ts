import type { FastifyInstance } from 'fastify'
import { inject, injectable } from '../../container/di'
import { GroundRouteLines } from '../../inventory/ground-route-lines'
import { sendData, sendFailure } from '../reply'
import type { RouteContribution } from './route-contribution'

const API = '/api/v1'

/**
 * The ground-transport routes with their termini and stops (issue #50 item 4), public as the metro lines are:
 * GET /public/ground-routes[?kind=bus|tram] lists each route's id and name ('Маршрут 13: «…» — «…»'), and
 * GET /public/ground-routes/:id gives one route's stops in order with a schematic drawing's points.
 */
@injectable()
export class GroundRouteRoutes implements RouteContribution {
  constructor(@inject(GroundRouteLines) private readonly routes: GroundRouteLines) {}

  register(app: FastifyInstance): void {
    app.get<{ Querystring: { kind?: string } }>(`${API}/public/ground-routes`, async (request, reply) => {
      const kind = request.query.kind
      if (kind !== undefined && kind !== 'bus' && kind !== 'tram')
        return sendFailure(reply, 400, 'Вид транспорта: bus (автобус) или tram (трамвай)', {
          kind: 'bus or tram',
        })
      return sendData(reply, await this.routes.titles(kind))
    })
    app.get<{ Params: { id: string } }>(`${API}/public/ground-routes/:id`, async (request, reply) => {
      const line = await this.routes.line(request.params.id)
      return line
        ? sendData(reply, line)
        : sendFailure(reply, 404, 'Такого маршрута нет', { id: 'not found' })
    })
  }
}
