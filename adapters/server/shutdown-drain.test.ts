import { Agent, request as httpRequest } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from './seed'
import { stopChild } from './testing/product-process'
import { serverEnv, startServerProcess, type ServerProcess } from './testing/server-process'
import { resetPostgres } from './testing/test-server'

/**
 * A stop that drains (issue #53 item 1), as a black box: the real server, 50 concurrent mixed requests (creates,
 * partners, whole-city reads) on keep-alive connections, SIGTERM 100–150 ms after they were fired. Before, 17–48
 * of the 50 met a reset connection and the stop then waited ~61 s for the keep-alive connections. Now every request
 * is answered (2xx/4xx, or a clean 503 before it is processed) and the process exits well within its bound.
 * PGlite on disk by default; the PostgreSQL of TEST_DATABASE_URL when set.
 */
const BOUND_MS = 15_000
const dataRoot = mkdtempSync(join(tmpdir(), 'tablo-drain-'))
const servers: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(servers.map((s) => stopChild(s.child)))
  rmSync(dataRoot, { recursive: true, force: true })
})

interface Outcome {
  readonly status?: number
  readonly connection?: string
  readonly error?: string
}

/** One request on the agent's connections; a reset or a hang-up is an outcome, not a failure of the test. */
const send = (
  agent: Agent,
  port: number,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Outcome> =>
  new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
    const req = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.on('data', () => undefined)
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }))
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    req.end(payload)
  })

const start = async (extra: Record<string, string>): Promise<{ server: ServerProcess; port: number }> => {
  const server = await startServerProcess(
    serverEnv(join(dataRoot, String(servers.length)), { SHUTDOWN_TIMEOUT_MS: String(BOUND_MS), ...extra }),
  )
  servers.push(server)
  return { server, port: Number(new URL(server.baseUrl).port) }
}

const signIn = async (agent: Agent, port: number): Promise<string> =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify({ email: 'demo@tablo.local', password: DEMO_PASSWORD }))
    const req = httpRequest(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/clients/auth',
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
        res.on('end', () => resolve((JSON.parse(text) as { data: { token: string } }).data.token))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })

const WHOLE_CITY = { query: '{ transitShelterSpaces(limit: 100000) { inventoryNumber side } }' }

describe('a stop that drains', () => {
  it('SIGTERM 100–150 ms after 50 concurrent requests: every one answered, none reset, exit within the bound', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL
    if (databaseUrl) await resetPostgres(databaseUrl)
    const { server, port } = await start({})
    // Keep-alive connections that the client never closes itself: the server must close them.
    const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
    const token = await signIn(agent, port)
    // A first round warms the connections (they stay open, idle, in the agent) and the whole city's answer.
    await Promise.all([
      send(agent, port, 'GET', '/api/v1/clients/partners', undefined, token),
      send(agent, port, 'POST', '/api/graphql', WHOLE_CITY, token),
    ])
    const seed = Date.now()
    const fired: Promise<Outcome>[] = []
    for (let i = 0; i < 50; i++) {
      const kind = i % 5
      fired.push(
        kind === 0 || kind === 3
          ? send(
              agent,
              port,
              'POST',
              '/api/v1/clients/partners',
              { name: `ООО «Сток ${seed}-${i}»`, brand: `Сток ${i}` },
              token,
            )
          : kind === 1
            ? send(agent, port, 'GET', '/api/v1/clients/partners', undefined, token)
            : kind === 2
              ? send(agent, port, 'POST', '/api/graphql', WHOLE_CITY, token)
              : send(agent, port, 'GET', '/api/v1/pricing/reference'),
      )
    }
    const delay = 100 + Math.floor(Math.random() * 50)
    await new Promise((r) => setTimeout(r, delay))
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const outcomes = await Promise.all(fired)
    const how = await server.exited
    const exitMs = Date.now() - signalled
    agent.destroy()

    const answered = outcomes.filter((o) => o.status !== undefined)
    const refused = answered.filter((o) => o.status === 503)
    const failed = outcomes.filter((o) => o.error !== undefined)
    const fault = answered.filter((o) => o.status !== undefined && o.status >= 500 && o.status !== 503)
    console.log(
      `drain (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, SIGTERM after ${delay} ms): sent 50, answered ${answered.length} ` +
        `(${refused.length} × 503), reset ${failed.length} [${failed.map((o) => o.error).join(', ')}], ` +
        `exit ${how} in ${exitMs} ms`,
    )
    if (failed.length > 0 || how !== 0)
      console.log(
        server
          .log()
          .split('\n')
          .filter((l) => !l.startsWith('{"level":30'))
          .join('\n'),
      )
    expect(failed).toEqual([])
    expect(fault).toEqual([])
    expect(how).toBe(0)
    expect(exitMs).toBeLessThan(BOUND_MS)
    expect(server.log()).toContain('Табло остановлено')
  }, 400_000)

  it('with a grace: not ready at once, still serving new connections with Connection: close, idle ones closed', async () => {
    const { server, port } = await start({ SHUTDOWN_GRACE_MS: '1500', SEED_INVENTORY: 'false' })
    const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
    // An idle keep-alive connection, served before the signal: it must not hold the stop for the keep-alive timeout.
    const before = await send(agent, port, 'GET', '/readyz')
    expect(before).toMatchObject({ status: 200, connection: 'keep-alive' })
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    // A new connection during the grace (the proxy has not noticed yet) is served, and told to close.
    const fresh = new Agent({ keepAlive: false })
    const ready = await send(fresh, port, 'GET', '/readyz')
    expect(ready).toMatchObject({ status: 503, connection: 'close' })
    const served = await send(fresh, port, 'GET', '/api/v1/pricing/reference')
    expect(served).toMatchObject({ status: 200, connection: 'close' })
    const how = await server.exited
    const exitMs = Date.now() - signalled
    agent.destroy()
    console.log(
      `drain with a grace of 1500 ms and an idle keep-alive connection: exit ${how} in ${exitMs} ms`,
    )
    expect(how).toBe(0)
    expect(exitMs).toBeGreaterThanOrEqual(1_500)
    expect(exitMs).toBeLessThan(BOUND_MS)
  }, 400_000)
})
