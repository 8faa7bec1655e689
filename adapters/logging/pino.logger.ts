import { hostname } from 'node:os'
import pino, { type DestinationStream, type Logger as Pino, type LevelWithSilent } from 'pino'
import SonicBoom from 'sonic-boom'
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

/**
 * The logger of Fastify's request lines: the server's log without its redaction. A request line is built of the
 * method, the address (its secret query values replaced), the client address, the route, the status and the
 * time, and the `req` and `res` serialisers below keep only those, so no header can reach it; the redaction,
 * which walks every top-level field of a line for its wildcard paths, stays on every other line. Made once: a
 * child's redaction is compiled when it is made, and each request's logger is a child of this one.
 */
export const requestLogger = (log: Pino): Pino => log.child({}, { redact: { paths: [] } })

/** Query parameters whose values are secrets (signed links, confirmation tokens): their values are replaced. */
const SECRET_QUERY = /([?&](?:token|signature|sig|expires|code|key)=)[^&]*/gi
/** An address without a query has no secret in it: the pattern is not run on it (every request line passes here). */
export const redactUrl = (url: string): string =>
  url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url

/** Lines wait in memory until there are this many characters or a tenth of a second has passed. */
export const LOG_BUFFER_CHARS = 16_384
const LOG_FLUSH_MS = 100

/**
 * Lines gathered in memory and handed to the writer together, some 4 KB at a time. sonic-boom batches as well
 * (minLength), but it measures its whole pending text again for every line it is given, which under load cost more
 * than formatting the line; here a line costs a push, and the writer sees one string a batch.
 */
export class LineBatches implements DestinationStream {
  private lines: string[] = []
  private chars = 0
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly out: { write(text: string): unknown },
    private readonly batchChars = LOG_BUFFER_CHARS,
    private readonly waitMs = LOG_FLUSH_MS,
  ) {}

  write(line: string): void {
    this.lines.push(line)
    this.chars += line.length
    if (this.chars >= this.batchChars) this.release()
    else this.timer ??= setTimeout(() => this.release(), this.waitMs).unref()
  }

  /** Hands what waits to the writer now. */
  release(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    if (this.lines.length === 0) return
    const text = this.lines.join('')
    this.lines = []
    this.chars = 0
    this.out.write(text)
  }
}

let stdout: LineBatches | undefined

/**
 * What the log may hold in memory while nobody reads its output (a stalled log collector, a stopped pipe): some
 * 50,000 request lines. Beyond it lines are dropped and counted, as Docker's non-blocking log mode drops them,
 * rather than the server's memory growing by every line until it fails: with a reader that never read, 117,000
 * calculate calls grew the server's heap by 59 MB.
 */
export const LOG_BACKLOG_BYTES = 16 * 1024 * 1024

/** The line that says what the log lost, written as soon as the output takes lines again. */
export const droppedLinesNote = (dropped: number, at = new Date()): string =>
  `${JSON.stringify({
    level: 'warn',
    time: at.toISOString(),
    pid: process.pid,
    hostname: hostname(),
    msg: 'log lines dropped: the log output was not read',
    dropped,
  })}\n`

const linesIn = (text: string): number => {
  let lines = 0
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++
  return lines
}

/**
 * A bounded writer (sonic-boom with maxLength) whose dropped batches are counted by their lines; the next batch
 * it takes is preceded by the line that says how many were lost, so the log records its own gap.
 */
export const droppingCounted = (out: {
  write(text: string): unknown
  on(event: 'drop', listener: (text: string) => void): unknown
}): { write(text: string): void; noteDropped(): void; droppedInAll(): number } => {
  // Every line lost since the start, and how many of them a note has said.
  let droppedInAll = 0
  let said = 0
  let noting = false
  let noteLost = false
  out.on('drop', (text: string) => {
    if (noting) noteLost = true
    else droppedInAll += linesIn(text)
  })
  const note = (): void => {
    const unsaid = droppedInAll - said
    if (unsaid === 0) return
    noting = true
    noteLost = false
    out.write(droppedLinesNote(unsaid))
    noting = false
    // Still no room: the note went nowhere either, and the count goes on.
    if (!noteLost) said = droppedInAll
  }
  return {
    write(text: string): void {
      note()
      out.write(text)
    },
    /** Writes the count of what was lost now, if any was (at exit, once the output has taken what waited). */
    noteDropped: note,
    /** Every line lost since the start (the notes themselves not counted). */
    droppedInAll: () => droppedInAll,
  }
}

let droppedLines = (): number => 0
/** The log lines standard output has dropped since the process started (0 while nothing writes to it). */
export const droppedLogLines = (): number => droppedLines()

/**
 * Standard output, written in batches: lines wait in memory and go out together, some 4 KB in one write. Writing
 * each line on its own was, after the socket, the largest cost of a small answer under load. A line waits a
 * tenth of a second at most, and whatever waits is written out when the process exits, normally or after a crash;
 * only a killed process (SIGKILL) can lose its last tenth of a second. At most LOG_BACKLOG_BYTES wait for a reader
 * that does not read: beyond it lines are dropped, and the log says how many. The writes stay asynchronous: standard
 * output is a non-blocking pipe once Node has touched it, and a synchronous write to a full pipe makes sonic-boom
 * sleep a tenth of a second with the whole server stopped, where an asynchronous one waits without stopping
 * anything. One per process, as standard output is: every logger of the process writes through it.
 */
export const batchedStdout = (): DestinationStream => {
  if (stdout) return stdout
  const out = new SonicBoom({ fd: 1, sync: false, maxLength: LOG_BACKLOG_BYTES })
  // A reader gone (EPIPE) ends the log, as pino's own destination does; any other failure is the process's.
  out.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
    out.write = () => true
    out.flushSync = () => undefined
  })
  const counted = droppingCounted(out)
  droppedLines = counted.droppedInAll
  const batches = new LineBatches(counted)
  // At exit, normal or after an uncaught error, what waits is written synchronously: no loop is left to wait on.
  // The writer turns synchronous first: an asynchronous write started now would be handed to a libuv thread that
  // the ending process may not wait for, and flushSync skips the text of a write in flight. Under load one run in
  // sixty lost its last lines that way.
  process.on('exit', () => {
    ;(out as unknown as { sync: boolean }).sync = true
    batches.release()
    try {
      out.flushSync()
      // What the log lost, said last, once the output has taken everything that waited.
      counted.noteDropped()
      out.flushSync()
    } catch {
      // The reader is gone (a closed pipe): there is nobody left to write the last lines to.
    }
  })
  stdout = batches
  return batches
}

/**
 * pino's ISO time, written out once a millisecond: a busy server writes tens of lines in one, and formatting the
 * date was a fifth of a line's cost.
 */
let stampedAt = 0
let stamp = ''
const isoTime = (): string => {
  const now = Date.now()
  if (now !== stampedAt) {
    stampedAt = now
    stamp = `,"time":"${new Date(now).toISOString()}"`
  }
  return stamp
}

/** Whether a logger's own bindings name the request id, read without parsing them (pino.bindings() does). */
const bindsRequestId = (logger: Pino): boolean =>
  String((logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym] ?? '').includes('"reqId":')

/** The server's JSON log: one line per event, ISO times, the request id on every line written for a request. */
export const createPino = (level: LevelWithSilent, destination: DestinationStream = batchedStdout()): Pino =>
  pino(
    {
      level,
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // A line written while serving a request carries its id, unless the line names it already.
      mixin: (line, _level, logger) => {
        if ('reqId' in line || bindsRequestId(logger)) return {}
        const context = requestContext.getStore()
        return context ? { reqId: context.reqId } : {}
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
