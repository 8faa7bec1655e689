import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { Logger } from '../../core/ports/logger.port'

/** Where a browser reports what the policy blocked; the server logs it (a page that breaks under it says so). */
export const CSP_REPORT_PATH = '/api/v1/csp-report'
const REPORT_TYPES = ['application/csp-report', 'application/reports+json']
/** A report longer than this is cut in the log: it is a hint, not a record. */
const REPORT_LOG_CHARS = 1_000

/**
 * The security headers of every answer, pages, files and API alike (issue #18 part 2), by @fastify/helmet. The
 * Content-Security-Policy allows scripts from this origin only (no inline script: Vite's pages have none),
 * styles from this origin and the style attributes React and the virtualised tables set, images and media from
 * here or a `blob:` (the creative preview shows the visitor's own file), the map's worker from a `blob:`, no
 * plugins, no framing (frame-ancestors 'none'), forms and the base URL to this origin. HSTS is sent only when
 * the public address is https (a plain-http install would otherwise lock its users out). Referrers leave only
 * the origin for other sites.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  publicUrl: string,
  logger: Logger,
): Promise<void> => {
  await app.register(helmet, {
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
    hsts: publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
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
