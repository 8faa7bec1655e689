import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { Logger } from '../../core/ports/logger.port'

/** Where a browser reports what the policy blocked; the server logs it (a page that breaks under it says so). */
export const CSP_REPORT_PATH = '/api/v1/csp-report'
const REPORT_TYPES = ['application/csp-report', 'application/reports+json']
/** A report longer than this is cut in the log: it is a hint, not a record. */
const REPORT_LOG_CHARS = 1_000

/**
 * The headers helmet sets for these options, computed once. The policy holds no per-request part (no nonce: the
 * built pages have no inline script), so every answer carries the same headers; @fastify/helmet rebuilt and
 * re-parsed them on every request, a tenth of a small answer's cost.
 */
export const helmetHeaders = (options: Readonly<HelmetOptions>): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure))
  return headers
}

/** A JSON answer: the API's, the health checks', the errors'. */
const JSON_ANSWER = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i

/**
 * The security headers of every answer (issue #18 part 2), by helmet, in two sets chosen by what the answer is.
 *
 * Pages, scripts, styles, images and files get the document set. Its Content-Security-Policy allows scripts
 * from this origin only (no inline script: Vite's pages have none), styles from this origin and the style
 * attributes React and the virtualised tables set, images and media from here or a `blob:` (the creative
 * preview shows the visitor's own file), the map's worker from a `blob:`, no plugins, no framing
 * (frame-ancestors 'none'), forms and the base URL to this origin.
 *
 * JSON answers get the API set (OWASP's REST Security Cheat Sheet; GitHub's API sends the same): a policy that
 * loads nothing and may be framed by nobody (`default-src 'none'; frame-ancestors 'none'`), nosniff,
 * X-Frame-Options DENY, the same referrer policy, same-origin resource policy and HSTS. A JSON answer is never
 * rendered as a page, so the headers that only speak to a page (opener policy, agent cluster, DNS prefetch, old
 * IE's download and XSS filters, Flash's cross-domain files) would only add bytes and time to every call.
 *
 * HSTS is sent only when the public address is https (a plain-http install would otherwise lock its users out).
 * Referrers leave only the origin for other sites.
 */
export const registerSecurityHeaders = (app: FastifyInstance, publicUrl: string, logger: Logger): void => {
  const hsts = publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false
  const referrerPolicy = { policy: 'strict-origin-when-cross-origin' } as const
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'child-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'report-uri': [CSP_REPORT_PATH],
      },
    },
    hsts,
    referrerPolicy,
    crossOriginEmbedderPolicy: false,
  })
  const apiHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    hsts,
    referrerPolicy,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
  // Chosen when the answer is known (its type set), just before it is written: every answer passes here.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type')
    reply.headers(typeof type === 'string' && JSON_ANSWER.test(type) ? apiHeaders : documentHeaders)
    done(null, payload)
  })

  app.register(async (scope) => {
    for (const type of REPORT_TYPES)
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) =>
        done(null, body),
      )
    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null)
      logger.warn('csp violation', { report: text.slice(0, REPORT_LOG_CHARS) })
      return reply.code(204).send()
    })
  })
}
