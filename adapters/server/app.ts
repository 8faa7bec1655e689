import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify'
import type { Logger as Pino } from 'pino'
import { ServerLog } from '../logging/module'
import { requestLogger } from '../logging/pino.logger'
import { requestContext } from '../logging/request-context'
import { Logger } from '../../core/ports/logger.port'
import { AccountService } from '../../core/session/account.service'
import type { Container } from '../container/di'
import { unstorableTextPath } from '../../core/shared/text'
import { registerAccessRules } from './access-rules'
import { sendFailure } from './reply'
import { serveCabinet } from './ui-static'
import { calculatorPreviewsOf, listedPage, notFoundPage } from './routes/site-index.routes'
import { RouteContribution } from './routes/route-contribution'
import { AccountSettings } from '../../core/session/account.service'
import { SqlDatabase } from '../database/sql-database'
import { isDatabaseUnavailable } from '../database/postgres.database'
import { registerSecurityHeaders } from './security-headers'
import { registerCompression } from './compression'
import { RequestLog } from './request-log'
import { registerRateLimits, type RateLimitSettings, TooManyRequests } from './rate-limits'
import { ConnectionDrain } from './drain'
import { registerMultipartGuard } from './multipart-guard'
import { JSON_TOO_DEEP, JSON_TOO_DEEP_MESSAGE, registerJsonBodies } from './json-body'

export interface AppOptions {
  /** The built UI; when missing, /app says how to build it. */
  readonly uiDir: string
  /** RATE_LIMIT_SCALE: the product's limits by default. */
  readonly rateLimits?: RateLimitSettings
  /**
   * Whose X-Forwarded-For is believed (TRUST_PROXY: addresses, CIDRs or proxy-addr's names, comma-separated): by
   * default only a proxy on this machine (loopback). A client that connects directly, from the internet or from a
   * private network, cannot pose as another address: it would dodge the per-address limits (issue #53 item 5).
   */
  readonly trustProxy?: string
  /** METRICS_TOKEN: when set, /metrics asks for it; otherwise it answers the machine and private networks. */
  readonly metricsToken?: string
}

/** A proxy's X-Request-Id is kept when it looks like one; otherwise the server makes one. */
const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID()
}

/**
 * The proxies believed unless TRUST_PROXY names others: this machine only. A private network is not trusted as a
 * whole (any machine on it could rotate the header and never meet a limit); the compose file names its proxy.
 */
export const DEFAULT_TRUST_PROXY = 'loopback'

/** A JSON API body larger than this is refused (413) before it is parsed. */
export const API_BODY_LIMIT = 256 * 1024

/** Russian messages for the framework's own refusals of bad input (never a 5xx for input). */
const FRAMEWORK_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Тело запроса — некорректный JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Пустое тело запроса' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Слишком большой запрос' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Неподдерживаемый тип содержимого' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Неверная длина тела запроса' },
  [JSON_TOO_DEEP]: { status: 400, message: JSON_TOO_DEEP_MESSAGE },
}

/** What a request meets while the database is away. */
export const DATABASE_AWAY = 'База данных временно недоступна. Повторите попытку через несколько секунд'

/** A multipart body the parser (busboy) could not read is the client's mistake, not the server's. */
const BROKEN_FORM = 'Повреждённые данные формы: отправьте файл ещё раз'
const MULTIPART_PARSE_ERROR =
  /boundary not found|unexpected end of (multipart data|form)|malformed part header|part terminated early/i
const isBrokenMultipart = (contentType: string | undefined, error: FastifyError): boolean =>
  /^multipart\//i.test(contentType ?? '') &&
  error.statusCode === undefined &&
  MULTIPART_PARSE_ERROR.test(error.message)

const drains = new WeakMap<FastifyInstance, ConnectionDrain>()
/** The app's connections, drained on a stop (main.ts; drain.ts). */
export const drainOf = (app: FastifyInstance): ConnectionDrain | undefined => drains.get(app)

/** What the readiness checks answer while the server stops: the proxy takes it out at once (issue #53). */
const STOPPING_READYZ = { status: 'not ready', checks: { server: 'stopping' } }
const STOPPING_HEALTH = {
  data: { status: 'unavailable', checks: { server: 'stopping' } },
  message: 'Сервер останавливается: запрос примет другой сервер',
}

export interface AppRoute {
  readonly method: string
  readonly url: string
}
const registeredRoutes = new WeakMap<FastifyInstance, readonly AppRoute[]>()

/** The routes a built app registered (method and Fastify template), in registration order. */
export const appRoutes = (app: FastifyInstance): readonly AppRoute[] => registeredRoutes.get(app) ?? []

/** The Tablo server: the API under /api/v1 and the built cabinet under /app on one port. */
export const buildApp = async (container: Container, options: AppOptions): Promise<FastifyInstance> => {
  const logger = container.get<Logger>(Logger)
  const serverLog = container.isBound(ServerLog) ? container.get<Pino>(ServerLog) : undefined
  const requestLog = serverLog && requestLogger(serverLog)
  const trustProxy = options.trustProxy ?? DEFAULT_TRUST_PROXY
  const app = Fastify({
    ...(requestLog
      ? {
          loggerInstance: requestLog as FastifyBaseLogger,
          // No logger of its own per request (issue 51: a pino child a request, made and thrown away, was a tenth
          // of a fresh calculation's cost): the request line names its id itself (request-log.ts), and any other
          // line written while a request is served carries it from the request context (pino.logger.ts, mixin).
          childLoggerFactory: (logger: FastifyBaseLogger) => logger,
        }
      : { logger: false }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    logController: new RequestLog(),
    bodyLimit: API_BODY_LIMIT,
    trustProxy,
  })
  // Every JSON body is checked for its depth before it is parsed (json-body.ts): never a 5xx for deep input.
  registerJsonBodies(app)
  // An upload declared larger than its route takes is refused before it is read (multipart-guard.ts).
  registerMultipartGuard(app)
  // Every route the server registers, as tests and the fuzz walk them (appRoutes).
  const routes: AppRoute[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url })
  })
  registeredRoutes.set(app, routes)

  // Every request has an id (the proxy's or a new one), sent back and carried by every log line written while it
  // is served, down in the use cases (the request context); one JSON line per answer (request-log.ts).
  // A stopping server is not ready from the signal on (main.ts), whatever its database says.
  const drain = new ConnectionDrain(app.server)
  drains.set(app, drain)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    if (drain.isDraining && request.method === 'GET') {
      const route = request.routeOptions.url
      if (route === '/readyz' || route === '/api/v1/health')
        return void reply
          .code(503)
          .header('cache-control', 'no-store')
          .send(route === '/readyz' ? STOPPING_READYZ : STOPPING_HEALTH)
    }
    // Kept (issue 51, measured): Node 20's promise hooks it turns on were ~1 % of a fresh calculation's profile, and
    // 118 against 124 µs of server CPU per answer with and without it in two runs on a quiet machine: noise.
    requestContext.run({ reqId: request.id }, done)
  })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyRequests) return sendFailure(reply, 429, error.message, {})
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined
    if (known) return sendFailure(reply, known.status, known.message, { _: 'wrong format' })
    if (isBrokenMultipart(request.headers['content-type'], error))
      return sendFailure(reply, 400, BROKEN_FORM, { _: 'wrong format' })
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(reply, error.statusCode, 'Некорректный запрос', { _: 'wrong format' })
    }
    // The database is away (a restart): a clear 503 the client may retry, not a 500 (issue #53 item 3).
    if (isDatabaseUnavailable(error)) {
      logger.warn('database unavailable', { method: request.method, url: request.url, error: error.message })
      return sendFailure(reply.header('retry-after', '5'), 503, DATABASE_AWAY)
    }
    logger.error('request failed', { method: request.method, url: request.url, error: error.message })
    return sendFailure(reply, 500, 'Внутренняя ошибка сервера. Повторите попытку позже')
  })

  // A NUL character or an unpaired surrogate is never part of a name, a number or an id; PostgreSQL cannot store
  // the one and JSON columns refuse the other (core/shared/text.ts). A request that carries either anywhere
  // (body, query, path) is refused here, naming the field, before any route reads it, and nothing is altered.
  // (Callback hooks, here and in the hooks every request passes: an async one costs every request a promise.)
  app.addHook('preValidation', (request, reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = unstorableTextPath(part)
      if (path === undefined) continue
      const field = path === '' ? '_' : path
      sendFailure(
        reply,
        400,
        path === '' ? 'Недопустимый символ в запросе' : `Недопустимый символ в поле ${path}`,
        { [field]: 'wrong format' },
      )
      return
    }
    done()
  })

  const publicUrl = container.get<AccountSettings>(AccountSettings).publicUrl
  registerSecurityHeaders(app, publicUrl, logger)
  await registerCompression(app)
  await registerRateLimits(app, container.get<SqlDatabase>(SqlDatabase), options.rateLimits ?? { scale: 1 })
  registerAccessRules(app, container.get(AccountService))

  // Every family of routes, injected with what it calls (routes/module.ts binds them in order).
  for (const routes of container.getAll(RouteContribution)) await routes.register(app, options)

  const uiBuilt = await serveCabinet(app, options.uiDir)
  // The public calculators with their defaults and price in the page's HTML (issue #51 item 2).
  const calculators = calculatorPreviewsOf(container)
  // The public landing at the site's root (R-SCREEN-72): the built app's page, listed like the public pages.
  app.get('/', async (_request, reply) => {
    const landing = uiBuilt ? await listedPage(options.uiDir, '/', publicUrl, calculators) : undefined
    return landing ? reply.type('text/html; charset=utf-8').send(landing) : reply.redirect('/app/')
  })

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    // A file that is not there (an old build's chunk, a mistyped asset) is a 404, not the cabinet's page.
    if (
      path.startsWith('/app/assets/') ||
      /^\/(?!api\/).*\.(js|mjs|css|map|png|jpe?g|svg|ico|woff2?|json|txt|webmanifest)$/i.test(path)
    )
      return reply.code(404).type('text/plain; charset=utf-8').send('Нет такого файла')
    if (path === '/app' || path.startsWith('/app/')) {
      if (!uiBuilt)
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('Интерфейс не собран: выполните npm run build')
      // The cabinet routes on the client (wouter): every /app path is the same page. A public page's own title,
      // description, canonical address and link card are in the HTML the server sends (issue #16).
      const listed = await listedPage(options.uiDir, path.replace(/\/$/, ''), publicUrl, calculators)
      if (listed) return reply.type('text/html; charset=utf-8').send(listed)
      return reply.type('text/html; charset=utf-8').sendFile('index.html')
    }
    // A page the site does not have is the site's 404 page, with its header and the ways on (issue #47); the API
    // and any call but a page's (a POST, a HEAD of a script) keep the JSON refusal.
    if (uiBuilt && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api')
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(await notFoundPage(options.uiDir))
    return sendFailure(reply, 404, 'Нет такого адреса', {})
  })

  return app
}
