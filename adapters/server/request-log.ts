import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { isInternalCall } from './rate-limits'

/** Asked every few seconds by a load balancer or Prometheus: logged only at debug level. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics'])
/** The cabinet's hashed files: many per page, never interesting once they load. */
const ASSET = /^\/app\/assets\/|^\/favicon\.ico$/

/** What the request line says of an answer: plain fields, which its serialisers and redaction look at alone. */
export const requestLineOf = (answer: {
  readonly method: string
  readonly url: string
  readonly ip: string | undefined
  readonly status: number
  readonly route: string | undefined
  readonly ms: number
}) => ({
  req: { method: answer.method, url: answer.url, ip: answer.ip },
  res: { statusCode: answer.status },
  route: answer.route,
  ms: Math.round(answer.ms),
})

/**
 * Fastify's request log, one JSON line per answer instead of two: method, address (secrets redacted), client
 * address, route, status and time, with the request's id. Health checks, scrapes, static files and the server's
 * own calls (the demo cabinet's first start) go at debug level; a request that failed at error level.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' })
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const route = request.routeOptions.url
    // The id named here: the request's logger is the server's own, not a child bound to it (app.ts).
    const line = {
      reqId: request.id,
      ...requestLineOf({
        method: request.method,
        url: request.url,
        ip: request.ip,
        status: reply.statusCode,
        route,
        ms: reply.elapsedTime,
      }),
      ...(error ? { err: error } : {}),
    }
    if (error) return reply.log.error(line, 'request')
    const quiet =
      (route !== undefined && QUIET_ROUTES.has(route)) || ASSET.test(request.url) || isInternalCall(request)
    if (quiet) reply.log.debug(line, 'request')
    else reply.log.info(line, 'request')
  }
}
