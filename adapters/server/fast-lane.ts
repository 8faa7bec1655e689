import { performance } from 'node:perf_hooks'
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http'
import { Readable } from 'node:stream'
import proxyAddr from '@fastify/proxy-addr'
import { LRUCache } from 'lru-cache'
import type { FastifyInstance, FastifyServerOptions, preParsingHookHandler } from 'fastify'
import type { Logger as Pino } from 'pino'
import { unstorableTextPath } from '../../core/shared/text'
import { encodingFor, type Encoding, type PreparedJson } from './compression'
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body'
import { isInternalCall } from './rate-limits'
import { requestLineOf } from './request-log'

/**
 * A public answer the server made before and keeps, for a request the lane may answer: the route's own decision,
 * from the path's parameters and the parsed JSON body (undefined: the framework answers).
 */
export type LaneAnswer = (params: readonly string[], body: unknown) => PreparedJson | undefined

/**
 * What the route's kept answers are made under (its data in force, the day): the same value while an answer made
 * holds for the same request, another once it may not; undefined while the route answers nothing from memory.
 */
export type LaneConditions = () => object | undefined

interface LaneRoute {
  /** The address it answers, its parameters as groups; it must be one Fastify routes to `route`. */
  readonly path: RegExp
  /** Fastify's template of the route, as the request line and the metrics name it. */
  readonly route: string
  readonly answer: LaneAnswer
  readonly conditions: LaneConditions
}

/** What Fastify sets on the server it makes itself, given to a server factory as its options. */
type ServerSettings = Pick<
  FastifyServerOptions,
  'keepAliveTimeout' | 'requestTimeout' | 'connectionTimeout' | 'maxRequestsPerSocket'
> & { readonly http?: ServerOptions }

/** Told of every answer the lane sends, as Fastify's onResponse hooks are of theirs. */
export type LaneAnswered = (method: string, route: string, status: number, seconds: number) => void

/** A request's route, its parameters and its body's declared length. */
interface Matched {
  readonly route: LaneRoute
  readonly params: string[]
  readonly length: number
}

/** A kept answer ready to go: its status, the encoding chosen and the bytes (or text) in it. */
interface Kept {
  readonly status: number
  readonly encoding: Encoding | undefined
  readonly payload: string | Buffer
}

/** A body the lane read and gave back to the framework, found again by the preParsing hook. */
const READ_BODY = Symbol('tablo.laneBody')
type ReadRequest = IncomingMessage & { [READ_BODY]?: Buffer }

/** An answer the lane gave, with the conditions it was made under. */
interface Given {
  readonly under: object
  readonly kept: Kept
}

/**
 * The answers the lane remembers having given, by the request's bytes (address, accepted encodings, body): the
 * same calculation asked again comes with the same bytes, and reading and pricing it again (the body's text, its
 * checks and parse, the quote's key and lookup, the encoding's negotiation) was a sixth of its answer. Only small
 * bodies: a whole city's sides are not kept as a key.
 */
const ANSWERS_GIVEN = 1_000
const GIVEN_BODY_BYTES = 2_048

/** The JSON bodies the lane reads: the framework's JSON parser takes exactly these types. */
const JSON_TYPE = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i
/** What secure-json-parse (Fastify's JSON parser) refuses or strips; such a body goes to the framework. */
const POISON = /__proto__|constructor|^\uFEFF/

/**
 * The fast lane: a POST whose answer the server keeps (a calculation asked again) is answered as soon as its body
 * is read, before Fastify builds its request and reply and runs its hooks, which cost two-thirds of such an answer
 * (issue #18: calculate at half the bare framework's speed).
 *
 * It answers only what it can answer exactly as Fastify would: a public route's request with no credentials, not
 * the server's own call, a JSON body of a declared length within the body limit that parses as Fastify's parser
 * would and holds no unstorable text, when the route keeps an answer for it in the encoding the client takes.
 * The answer carries what Fastify's would: the request id (the proxy's or a new one), the API's security headers,
 * the encoding and Vary, the request line in the log (request-log.ts) and the metrics. Anything else, and a server
 * that is closing (Fastify answers 503), goes to Fastify as it came; a body the lane read first is handed back
 * through the preParsing hook, so the framework reads it as if from the socket.
 *
 * Only real HTTP passes here: `app.inject` calls Fastify's handler directly.
 */
export class FastLane {
  private readonly routes: LaneRoute[] = []
  private readonly listeners: LaneAnswered[] = []
  private securityHeaders: Readonly<Record<string, string>> = {}
  private closing = false
  private readonly trust: (address: string, hop: number) => boolean
  private readonly given = new LRUCache<string, Given>({ max: ANSWERS_GIVEN })
  /** Answers sent by the lane since the start (the tests read it to know which path answered). */
  answered = 0

  constructor(
    private readonly settings: {
      /** The request log (the server's log without its redaction, request-log.ts), or none. */
      readonly log: Pino | undefined
      readonly bodyLimit: number
      /** TRUST_PROXY, as Fastify is given it: the client address of the request line is the same. */
      readonly trustProxy: string
      readonly requestId: (request: IncomingMessage) => string
    },
  ) {
    this.trust = proxyAddr.compile(settings.trustProxy.split(',').map((part) => part.trim()))
  }

  /**
   * A route whose kept answers the lane gives; registered with the route itself. Only a public route without a
   * rate limit or hooks of its own belongs here: the lane runs none of the route's hooks.
   */
  add(route: string, path: RegExp, answer: LaneAnswer, conditions: LaneConditions): void {
    this.routes.push({ route, path, answer, conditions })
  }

  /** The headers every JSON answer carries (security-headers.ts gives the API's set). */
  sendHeaders(headers: Readonly<Record<string, string>>): void {
    this.securityHeaders = headers
  }

  whenAnswered(listener: LaneAnswered): void {
    this.listeners.push(listener)
  }

  /** From now on everything goes to Fastify, which answers 503 while it closes. */
  close(): void {
    this.closing = true
  }

  /** Fastify's serverFactory: its HTTP server, with the lane in front of its handler and its server settings. */
  readonly serverFactory = (handler: RequestListener, options: ServerSettings): Server => {
    const server = createServer(options.http ?? {}, (request, response) =>
      this.take(request, response, handler),
    )
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout
    server.setTimeout(options.connectionTimeout ?? 0)
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
    return server
  }

  /** Every route's preParsing: a body the lane read is read again from memory. */
  readonly bodyAgain: preParsingHookHandler = (request, _reply, payload, done) => {
    const body = (request.raw as ReadRequest)[READ_BODY]
    done(null, body ? Readable.from([body], { objectMode: false }) : payload)
  }

  private take(request: IncomingMessage, response: ServerResponse, handler: RequestListener): void {
    const route = this.closing || request.method !== 'POST' ? undefined : this.routeOf(request)
    if (!route) return void handler(request, response)
    const started = performance.now()
    const chunks: Buffer[] = []
    let received = 0
    // The body is whole when its declared length has come (the HTTP parser never gives more): answered then,
    // not a tick later at the stream's end.
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      received += chunk.length
      if (received === route.length) this.whole(request, response, handler, route, chunks, started)
    })
    // A client gone before its body arrived leaves nothing to answer (Fastify would answer no one either).
    request.on('error', () => {})
  }

  private whole(
    request: IncomingMessage,
    response: ServerResponse,
    handler: RequestListener,
    route: Matched,
    chunks: readonly Buffer[],
    started: number,
  ): void {
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
    let kept: Kept | undefined
    try {
      kept = this.kept(request, route.route, route.params, body)
    } catch {
      // Whatever failed, the framework answers it as it answers everything (its error handler, its log).
    }
    if (kept) return this.send(request, response, route.route, kept, started)
    ;(request as ReadRequest)[READ_BODY] = body
    handler(request, response)
  }

  /** The route a request may be answered by, when nothing in its headers sends it to the framework. */
  private routeOf(request: IncomingMessage): Matched | undefined {
    const headers = request.headers
    const length = Number(headers['content-length'])
    if (
      !(length > 0 && length <= this.settings.bodyLimit) ||
      headers['transfer-encoding'] !== undefined ||
      headers['content-encoding'] !== undefined ||
      headers.authorization !== undefined ||
      isInternalCall(request) ||
      !JSON_TYPE.test(headers['content-type'] ?? '')
    )
      return undefined
    const url = request.url ?? ''
    for (const route of this.routes) {
      const match = route.path.exec(url)
      if (match) return { route, params: match.slice(1), length }
    }
    return undefined
  }

  /**
   * The answer the route keeps for this request, in the encoding the client takes, if it keeps one: the one given
   * to the same bytes before, while the route's conditions are the ones it was made under.
   */
  private kept(request: IncomingMessage, route: LaneRoute, params: string[], body: Buffer): Kept | undefined {
    if (this.closing) return undefined
    const under = route.conditions()
    if (!under) return undefined
    const key =
      body.length <= GIVEN_BODY_BYTES
        ? `${request.url}\n${request.headers['accept-encoding'] ?? ''}\n${body.toString('latin1')}`
        : undefined
    const given = key === undefined ? undefined : this.given.get(key)
    if (given?.under === under) return given.kept
    const kept = this.made(request, route, params, body)
    if (kept && key !== undefined) this.given.set(key, { under, kept })
    return kept
  }

  /** The answer the route keeps for this request, read from its body. */
  private made(request: IncomingMessage, route: LaneRoute, params: string[], body: Buffer): Kept | undefined {
    const text = body.toString('utf8')
    // A body Fastify's parser refuses (poisoned, or nested too deep: json-body.ts) is Fastify's to answer.
    if (POISON.test(text) || jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return undefined
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return undefined
    }
    if (unstorableTextPath(parsed) !== undefined) return undefined
    const prepared = route.answer(params, parsed)
    if (!prepared) return undefined
    const encoding = encodingFor(request, prepared)
    const payload = encoding ? prepared.encodedNow(encoding) : prepared.json
    return payload === undefined ? undefined : { status: prepared.status, encoding, payload }
  }

  /** Sends it as Fastify would, then writes its request line and tells the metrics. */
  private send(
    request: IncomingMessage,
    response: ServerResponse,
    route: LaneRoute,
    { status, encoding, payload }: Kept,
    started: number,
  ): void {
    const id = this.settings.requestId(request)
    const headers: Record<string, string> = {
      'x-request-id': id,
      'content-type': 'application/json; charset=utf-8',
    }
    if (encoding) {
      headers['content-encoding'] = encoding
      headers.vary = 'Accept-Encoding'
    }
    Object.assign(headers, this.securityHeaders)
    headers['content-length'] = String(Buffer.byteLength(payload))
    response.writeHead(status, headers)
    response.end(payload)
    this.answered++

    const ms = performance.now() - started
    const ip = proxyAddr.all(request, this.trust).at(-1)
    const line = requestLineOf({ method: 'POST', url: request.url ?? '', ip, status, route: route.route, ms })
    this.settings.log?.info({ reqId: id, ...line }, 'request')
    for (const listener of this.listeners) listener('POST', route.route, status, ms / 1000)
  }
}

const lanes = new WeakMap<FastifyInstance, FastLane>()
/** Gives the app its lane (the composition of app.ts), where its routes put the answers they keep. */
export const laneFor = (app: FastifyInstance, lane: FastLane): void => void lanes.set(app, lane)
/** The app's fast lane, if it was made with one. */
export const fastLaneOf = (app: FastifyInstance): FastLane | undefined => lanes.get(app)
