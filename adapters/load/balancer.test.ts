import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { PROXY_MESSAGE, startBalancer, type Balancer } from './balancer'

/**
 * The probes' stand-in for Caddy does what the Caddyfile says (balancer.ts): it takes a server whose /readyz fails
 * out, tries an unreachable one's request on the other, never sends a POST twice, and answers in Russian when no
 * server can take a request.
 */
const opened: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()))
})

/** A server answering its name, with a readiness that can be switched, counting what it was asked. */
const upstream = async (name: string, port = 0) => {
  const state = { ready: true, asked: [] as string[] }
  const server: Server = createServer((request, response) => {
    if (request.url === '/readyz') {
      response.writeHead(state.ready ? 200 : 503).end()
      return
    }
    state.asked.push(`${request.method} ${request.url}`)
    // A POST to /die is received and then the connection is cut, before any answer.
    if (request.url === '/die') {
      request.socket.destroy()
      return
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end(name)
  })
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r))
  const close = () =>
    new Promise<void>((r) => {
      server.closeAllConnections()
      server.close(() => r())
    })
  opened.push({ close: async () => (server.listening ? close() : undefined) })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state, close }
}

const proxy = async (upstreams: string[], tryDurationMs = 1_000): Promise<Balancer> => {
  const balancer = await startBalancer({
    upstreams,
    healthIntervalMs: 60_000,
    tryDurationMs,
    tryIntervalMs: 50,
  })
  opened.push(balancer)
  return balancer
}

describe('the Caddyfile stand-in', () => {
  it('sends nothing to a server whose /readyz fails; spreads over the ready ones', async () => {
    const [a, b] = [await upstream('a'), await upstream('b')]
    const balancer = await proxy([a.url, b.url])
    const names = await Promise.all(
      Array.from({ length: 20 }, async () => (await fetch(`${balancer.url}/x`)).text()),
    )
    expect(new Set(names)).toEqual(new Set(['a', 'b']))
    b.state.ready = false
    await balancer.checkHealth()
    const after = await Promise.all(
      Array.from({ length: 10 }, async () => (await fetch(`${balancer.url}/x`)).text()),
    )
    expect(new Set(after)).toEqual(new Set(['a']))
  })

  it('a request that reaches no server is tried on the other (lb_try_duration), a POST too', async () => {
    const [a, gone] = [await upstream('a'), await upstream('gone')]
    const balancer = await proxy([gone.url, a.url])
    // Stopped after the last health check said it was ready: the proxy still picks it until the next one.
    await gone.close()
    expect(balancer.upstreams.map((u) => u.healthy)).toEqual([true, true])
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await fetch(`${balancer.url}/x`, { method: 'POST', body: '{}' })).text(),
      ),
    )
    expect(answers).toEqual(Array(10).fill('a'))
    expect(a.state.asked).toHaveLength(10)
    expect(balancer.stats.retried).toBeGreaterThan(0)
  })

  it('a POST whose connection broke after it was sent is not sent again: 502, in Russian', async () => {
    const [a, b] = [await upstream('a'), await upstream('b')]
    const balancer = await proxy([a.url, b.url])
    const answer = await fetch(`${balancer.url}/die`, { method: 'POST', body: '{}' })
    expect(answer.status).toBe(502)
    expect(((await answer.json()) as { message: string }).message).toBe(PROXY_MESSAGE)
    expect([...a.state.asked, ...b.state.asked]).toEqual(['POST /die'])
  })

  it('no server ready for the try duration: 503 with Retry-After, in Russian', async () => {
    const a = await upstream('a')
    a.state.ready = false
    const balancer = await proxy([a.url], 300)
    const started = Date.now()
    const answer = await fetch(`${balancer.url}/x`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(((await answer.json()) as { message: string }).message).toMatch(/^Сервис временно недоступен/)
    expect(a.state.asked).toEqual([])
  })
})
