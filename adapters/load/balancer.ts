import { randomUUID } from 'node:crypto'
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The proxy of compose.yaml, for the probes on a machine without Caddy: the Caddyfile's `reverse_proxy` over
 * node:http, no dependency. No npm proxy is installed here (no http-proxy, http-proxy-3, @fastify/http-proxy or
 * undici package), and what the probes need of Caddy is small and has to behave as Caddy does, so it is written
 * out and each part names the Caddy setting it mirrors:
 * - `lb_policy least_conn`: the available upstream with the fewest requests in flight, a random one among equals;
 * - `health_uri /readyz`, `health_interval 5s` (health_timeout 5 s, health_fails/health_passes 1, Caddy's
 *   defaults): a GET every interval; 2xx marks the upstream available, anything else or no answer takes it out;
 * - `lb_try_duration` / `lb_try_interval` (250 ms, Caddy's default): a request that could not reach an upstream
 *   (the connection was refused or failed before it was made) is tried again, on whichever upstream the policy
 *   picks, until the duration is spent; nothing was sent, so this is safe for every method. A request whose
 *   connection was made and then failed is tried again only when it is a GET (`lb_retry_match`'s default);
 * - no passive health checks (the Caddyfile sets no fail_duration), kept-alive connections to the upstreams
 *   (Caddy's transport keeps them), `header_up X-Request-Id {http.request.uuid}` and X-Forwarded-For/-Proto/-Host;
 * - no upstream available until the try duration is spent: 503, as Caddy answers; the proxy's own 502 and 503 carry
 *   the Caddyfile's `handle_errors` answer: a JSON `message` in Russian and Retry-After.
 * It reads a request's whole body before sending it (the probes' bodies are small) so that a retry can send it
 * again; Caddy streams it, which changes nothing for a request that never reached an upstream.
 */
export interface BalancerOptions {
  readonly upstreams: readonly string[]
  readonly healthUri?: string
  readonly healthIntervalMs?: number
  readonly healthTimeoutMs?: number
  readonly tryDurationMs?: number
  readonly tryIntervalMs?: number
}

export interface Upstream {
  readonly url: string
  healthy: boolean
  inFlight: number
  /** Requests answered through this upstream. */
  served: number
}

export interface Balancer {
  readonly url: string
  readonly upstreams: readonly Upstream[]
  /** Requests tried again on an upstream after one could not be reached, and requests answered by the proxy itself. */
  readonly stats: { retried: number; unavailable: number; failed: number }
  /** Checks every upstream now, as the next interval would. */
  checkHealth(): Promise<void>
  close(): Promise<void>
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
])

/** The Caddyfile's settings: health every 5 s on /readyz, retries for 5 s every 250 ms. */
export const CADDYFILE = {
  healthUri: '/readyz',
  healthIntervalMs: 5_000,
  healthTimeoutMs: 5_000,
  tryDurationMs: 5_000,
  tryIntervalMs: 250,
} as const

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

/** The Caddyfile's handle_errors: what a client reads when the proxy itself answers. */
export const PROXY_MESSAGE = 'Сервис временно недоступен. Повторите через несколько секунд'

const proxyError = (response: ServerResponse, status: 502 | 503): void => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' })
  response.end(JSON.stringify({ message: PROXY_MESSAGE }))
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Attempt =
  | { readonly kind: 'answered' }
  /** The connection was never made: nothing reached the upstream. */
  | { readonly kind: 'unreachable'; readonly error: Error }
  /** The connection was made (or reused) and failed before an answer came. */
  | { readonly kind: 'failed'; readonly error: Error }

export const startBalancer = async (options: BalancerOptions): Promise<Balancer> => {
  const settings = { ...CADDYFILE, ...options }
  const upstreams: Upstream[] = settings.upstreams.map((url) => ({
    url,
    healthy: true,
    inFlight: 0,
    served: 0,
  }))
  const agent = new Agent({ keepAlive: true })
  const stats = { retried: 0, unavailable: 0, failed: 0 }

  const pick = (): Upstream | undefined => {
    const available = upstreams.filter((u) => u.healthy)
    if (available.length === 0) return undefined
    const least = Math.min(...available.map((u) => u.inFlight))
    const fewest = available.filter((u) => u.inFlight === least)
    return fewest[Math.floor(Math.random() * fewest.length)]
  }

  const attempt = (
    upstream: Upstream,
    request: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
    requestId: string,
  ): Promise<Attempt> =>
    new Promise((resolve) => {
      const target = new URL(request.url ?? '/', upstream.url)
      const headers: Record<string, string | string[]> = {}
      for (const [name, value] of Object.entries(request.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
      const client = request.socket.remoteAddress ?? ''
      const forwarded = request.headers['x-forwarded-for']
      headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${client}` : client
      headers['x-forwarded-proto'] = 'http'
      headers['x-forwarded-host'] = request.headers.host ?? ''
      headers['x-request-id'] = requestId
      headers['content-length'] = String(body.length)
      let connected = false
      let settled = false
      const settle = (outcome: Attempt) => {
        if (settled) return
        settled = true
        upstream.inFlight--
        resolve(outcome)
      }
      upstream.inFlight++
      const outgoing = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: target.pathname + target.search,
          headers,
          agent,
        },
        (answer) => {
          response.writeHead(
            answer.statusCode ?? 502,
            Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name))),
          )
          answer.pipe(response)
          answer.on('error', () => undefined)
          answer.on('close', () => {
            if (answer.complete) upstream.served++
            else {
              // The answer broke off half-way: the client cannot be given a whole one; its connection is cut, as
              // Caddy cuts it.
              stats.failed++
              response.destroy()
            }
            settle({ kind: 'answered' })
          })
        },
      )
      outgoing.on('socket', (socket) => {
        if (outgoing.reusedSocket) connected = true
        else socket.once('connect', () => (connected = true))
      })
      outgoing.on('error', (error) =>
        settle(connected ? { kind: 'failed', error } : { kind: 'unreachable', error }),
      )
      outgoing.end(body)
    })

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const body = await readBody(request)
    const requestId = randomUUID()
    const deadline = Date.now() + settings.tryDurationMs
    for (let tries = 0; ; tries++) {
      const upstream = pick()
      if (upstream) {
        if (tries > 0) stats.retried++
        const outcome = await attempt(upstream, request, body, response, requestId)
        if (outcome.kind === 'answered') return
        const retryable = outcome.kind === 'unreachable' || request.method === 'GET'
        if (!retryable || Date.now() >= deadline) {
          stats.failed++
          proxyError(response, 502)
          return
        }
      } else if (Date.now() >= deadline) {
        stats.unavailable++
        proxyError(response, 503)
        return
      }
      await sleep(settings.tryIntervalMs)
    }
  }

  const checkOne = (upstream: Upstream): Promise<void> =>
    new Promise((resolve) => {
      const target = new URL(settings.healthUri, upstream.url)
      const done = (healthy: boolean) => {
        upstream.healthy = healthy
        resolve()
      }
      const probe = httpRequest(
        { host: target.hostname, port: target.port, path: target.pathname, method: 'GET', agent: false },
        (answer) => {
          answer.resume()
          answer.on('end', () => done((answer.statusCode ?? 0) >= 200 && (answer.statusCode ?? 0) < 300))
          answer.on('error', () => done(false))
        },
      )
      probe.setTimeout(settings.healthTimeoutMs, () => probe.destroy(new Error('health check timed out')))
      probe.on('error', () => done(false))
      probe.end()
    })
  const checkHealth = async () => {
    await Promise.all(upstreams.map(checkOne))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (response.headersSent) response.destroy()
      else proxyError(response, 502)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  await checkHealth()
  let checking = Promise.resolve()
  const timer = setInterval(() => {
    checking = checkHealth()
  }, settings.healthIntervalMs)

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    stats,
    checkHealth,
    close: async () => {
      clearInterval(timer)
      await checking
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}
