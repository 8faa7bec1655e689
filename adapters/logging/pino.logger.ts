import pino, { type DestinationStream, type Logger as Pino, type LevelWithSilent } from 'pino'
import type { Logger } from '../../core/ports/logger.port'
import { requestContext } from './request-context'

/**
 * What never reaches the log: credentials wherever they sit in the details a line carries, and the headers that
 * hold them. Personal data is kept out by what is logged (ids and routes, not names and bodies); the e-mail
 * outbox without SMTP is the exception by design, since the log is where its mails go.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-tablo-internal-call"]',
  'res.headers["set-cookie"]',
  'password',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  '*.password',
  '*.token',
  '*.secret',
]

/** Query parameters whose values are secrets (signed links, confirmation tokens): their values are replaced. */
const SECRET_QUERY = /([?&](?:token|signature|sig|expires|code|key)=)[^&]*/gi
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[redacted]')

/** The server's JSON log: one line per event, ISO times, the request id on every line written for a request. */
export const createPino = (level: LevelWithSilent, destination?: DestinationStream): Pino =>
  pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // A line written while serving a request carries its id, unless the line names it already.
      mixin: (line, _level, logger) => {
        const context = requestContext.getStore()
        if (!context || 'reqId' in line || 'reqId' in logger.bindings()) return {}
        return { reqId: context.reqId }
      },
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          ip: req.ip,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
    destination,
  )

/** The Logger port over pino: the message and its details as one JSON line. */
export class PinoLogger implements Logger {
  constructor(private readonly pino: Pino) {}

  info(message: string, details?: Readonly<Record<string, unknown>>): void {
    this.pino.info(details ?? {}, message)
  }

  warn(message: string, details?: Readonly<Record<string, unknown>>): void {
    this.pino.warn(details ?? {}, message)
  }

  error(message: string, details?: Readonly<Record<string, unknown>>): void {
    this.pino.error(details ?? {}, message)
  }
}
