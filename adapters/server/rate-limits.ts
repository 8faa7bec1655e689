import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { databaseHitCounter, type HitCounter } from '../database/rate-limit-hits'
import type { SqlDatabase } from '../database/sql-database'

/** A limited group of calls: at most `max` requests per client address in `windowMinutes`. */
export interface LimitedGroup {
  readonly max: number
  readonly windowMinutes: number
  /** The calls it covers: method and path (Fastify's template), counted together. */
  readonly routes: readonly string[]
}

/**
 * Per client address, generous for a person (an office behind one address included), tight for a script: one
 * address cannot try a password against every account, register accounts in bulk, fill the sales team's
 * inbox or the disk. Sign-in is also throttled per e-mail (a captcha after five misses, R-AUTH).
 */
export const RATE_LIMITS = {
  signIn: {
    max: 20,
    windowMinutes: 1,
    routes: ['POST /api/v1/clients/auth', 'POST /api/v1/clients/auth/externalAuthorization'],
  },
  registration: {
    max: 20,
    windowMinutes: 10,
    routes: ['POST /api/v1/clients/register', 'POST /api/v1/public/register/simpleRegistration'],
  },
  /**
   * The registration form checks each field as it is left and the e-mail as it is typed, and a mailed link is
   * confirmed once (its token cannot be guessed): a person's pace, not an attack's.
   */
  checks: {
    max: 120,
    windowMinutes: 10,
    routes: [
      'POST /api/v1/clients/register/validate',
      'POST /api/v1/clients/register/confirm',
      'GET /api/v1/public/register/checkEmail',
      'POST /api/v1/public/register/checkConfirm',
    ],
  },
  restore: {
    max: 10,
    windowMinutes: 10,
    routes: ['POST /api/v1/clients/recover', 'POST /api/v1/clients/recover/confirm'],
  },
  forms: {
    max: 10,
    windowMinutes: 10,
    routes: [
      'POST /api/v1/applications',
      'POST /api/v1/clients/profile/fastOrder',
      'POST /api/v1/clients/feedback',
      'POST /api/v1/public/feedback/file',
    ],
  },
  /** Every file upload (a multipart request) outside the groups above: media library, creatives, documents. */
  uploads: { max: 60, windowMinutes: 10, routes: [] },
  graphql: { max: 300, windowMinutes: 1, routes: ['POST /api/graphql', 'GET /api/graphql'] },
} as const satisfies Record<string, LimitedGroup>
export type LimitedGroupName = keyof typeof RATE_LIMITS

export interface RateLimitSettings {
  /**
   * Multiplies every limit (RATE_LIMIT_SCALE): 1 in production; a load test or a browser suite that is one
   * address doing the work of many raises it; 0 turns the limits off (a proxy in front limits instead).
   */
  readonly scale: number
}

/** The counts in the process, on one node (PGlite); shared PostgreSQL keeps them in the database instead. */
const memoryCounter = (): HitCounter => {
  const windows = new Map<string, { hits: number; endsAt: number }>()
  return {
    hit: async (key, windowMs) => {
      const now = Date.now()
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k)
      const current = windows.get(key)
      const window =
        current && current.endsAt > now
          ? { hits: current.hits + 1, endsAt: current.endsAt }
          : { hits: 1, endsAt: now + windowMs }
      windows.set(key, window)
      return { hits: window.hits, ttlMs: window.endsAt - now }
    },
  }
}

/** @fastify/rate-limit's store over one counter: every route of a group shares its count (the key names the group). */
const storeOver = (counter: HitCounter) =>
  class GroupStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(key, timeWindow).then(
        (r) => done(null, { current: r.hits, ttl: r.ttlMs }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      )
    }
    child(): GroupStore {
      return this
    }
  }

/**
 * The server calling itself (the demo cabinet lives its 45 days through the API at first start) is not a client:
 * its calls carry this process's random secret and are not counted. Nobody outside the process can know it.
 */
const INTERNAL_SECRET = randomUUID()
const INTERNAL_HEADER = 'x-tablo-internal-call'
export const internalCallHeaders = (): Readonly<Record<string, string>> => ({
  [INTERNAL_HEADER]: INTERNAL_SECRET,
})
export const isInternalCall = (request: { readonly headers: IncomingHttpHeaders }): boolean =>
  request.headers[INTERNAL_HEADER] === INTERNAL_SECRET

/** The Russian refusal, with the wait rounded up to what a person reads. */
export const tooManyRequestsMessage = (ttlMs: number): string => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000))
  const wait = seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`
  return `Слишком много запросов с вашего адреса. Повторите через ${wait}`
}

/** The error the limiter throws; the error handler answers it as 429 with this message. */
export class TooManyRequests extends Error {
  readonly statusCode = 429
  readonly code = 'TABLO_RATE_LIMITED'
}

const groupOf = (method: string, url: string): LimitedGroupName | undefined => {
  const route = `${method} ${url}`
  return (Object.keys(RATE_LIMITS) as LimitedGroupName[]).find((name) =>
    (RATE_LIMITS[name].routes as readonly string[]).includes(route),
  )
}

/**
 * Limits each group per client address (request.ip: the proxy's X-Forwarded-For only from a trusted proxy,
 * see TRUST_PROXY): 429 with Retry-After and a Russian message. Counts in memory on PGlite (one node) and in
 * PostgreSQL otherwise, so several servers share them. Registered before the routes it limits.
 */
export const registerRateLimits = async (
  app: FastifyInstance,
  db: SqlDatabase,
  settings: RateLimitSettings,
): Promise<void> => {
  if (settings.scale <= 0) return
  // Uploads are known by their body, not their address: any multipart request of a route without a group. Only a
  // route whose scope reads multipart forms can take one (elsewhere it is refused as an unknown type, unread), so
  // only those routes carry the check.
  // The limiter is made once the plugin is registered, after the routes' hook below is set up.
  const uploads: { limit?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> } = {}
  const limitUploads: onRequestHookHandler = (request, reply, done) => {
    if (!uploads.limit || !/^multipart\//i.test(request.headers['content-type'] ?? '')) return done()
    uploads.limit(request, reply).then(() => done(), done)
  }
  // Before the plugin's own hook: give each limited route its group's settings.
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const method = [route.method].flat().find((m) => m !== 'HEAD' && m !== 'OPTIONS')
    if (!method) return
    const name = groupOf(method, route.url)
    if (!name) {
      if (this.hasContentTypeParser('multipart/form-data'))
        route.onRequest = [...[route.onRequest ?? []].flat(), limitUploads]
      return
    }
    const group = RATE_LIMITS[name]
    const rateLimit: RateLimitOptions & { groupId: string } = { ...limitOf(group, settings), groupId: name }
    route.config = { ...(route.config ?? {}), rateLimit }
  })
  await app.register(fastifyRateLimit, {
    global: false,
    store: storeOver(db.kind === 'postgres' ? databaseHitCounter(db) : memoryCounter()),
    keyGenerator: (request: FastifyRequest) => request.ip,
    allowList: isInternalCall,
    // A counter that cannot be read never locks people out of signing in.
    skipOnError: true,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) => new TooManyRequests(tooManyRequestsMessage(context.ttl)),
  })
  const limit = app.rateLimit({
    ...limitOf(RATE_LIMITS.uploads, settings),
    keyGenerator: (request: FastifyRequest) => `${request.ip}uploads`,
  })
  uploads.limit = (request, reply) => limit.call(app, request, reply)
}

const limitOf = (group: LimitedGroup, settings: RateLimitSettings) => ({
  max: Math.max(1, Math.round(group.max * settings.scale)),
  timeWindow: group.windowMinutes * 60_000,
})
