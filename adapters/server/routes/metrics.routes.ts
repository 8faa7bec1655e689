import { timingSafeEqual } from 'node:crypto'
import { BlockList, isIPv6 } from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PrometheusMetrics } from '../../metrics/prometheus.metrics'
import { inject, injectable } from '../../container/di'
import { RouteContribution, type RouteSettings } from './route-contribution'
import { bearerToken, sendFailure } from '../reply'

export const METRICS_PATH = '/metrics'

/** Prometheus scrapes from the machine or its private network (loopback, link-local, unique-local addresses). */
const INSIDE = new BlockList()
for (const [net, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  INSIDE.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  INSIDE.addSubnet(net, prefix, 'ipv6')

const inside = (ip: string): boolean => {
  const v4 = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  return isIPv6(v4) ? INSIDE.check(v4, 'ipv6') : INSIDE.check(v4, 'ipv4')
}

const sameSecret = (given: string | undefined, secret: string): boolean => {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

const mayScrape = (request: FastifyRequest, token: string | undefined): boolean =>
  token ? sameSecret(bearerToken(request), token) : inside(request.ip)

/**
 * Counts every answer (method, route template, status, time) and serves the counts at /metrics in Prometheus's
 * format. The counts say how the business goes (bookings, conflicts), so they are not public: a scraper on the
 * machine or a private network, or one with METRICS_TOKEN when it is set; others get the not-found answer.
 */
export const metricsRoutes = (
  app: FastifyInstance,
  metrics: PrometheusMetrics,
  token: string | undefined,
): void => {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    if (route !== METRICS_PATH)
      metrics.answered(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayScrape(request, token)) return sendFailure(reply, 404, 'Нет такого адреса', {})
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })
}

@injectable()
export class MetricsRoutes implements RouteContribution {
  constructor(@inject(PrometheusMetrics) private readonly metrics: PrometheusMetrics) {}

  register(app: FastifyInstance, settings: RouteSettings): void {
    metricsRoutes(app, this.metrics, settings.metricsToken)
  }
}
