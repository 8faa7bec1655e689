import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startPgCluster, type PgCluster } from '../load/pg-cluster'
import { DEMO_PASSWORD } from './seed'
import { stopChild } from './testing/product-process'
import { serverEnv, startServerProcess, type ServerProcess } from './testing/server-process'

/**
 * The server's half of a database restart (issue #53 item 3): a PostgreSQL cluster of the test's own (its port, its
 * folder, started and stopped with pg_ctl, removed after) is stopped for ~6 s under a small steady load of sign-in
 * reads, partner writes and readiness checks. Meanwhile requests get a clear 503 in Russian quickly (never a hang
 * past 5 s, never a 500), `/readyz` says 503; once the cluster is back the pool reconnects by itself, `/readyz`
 * answers 200 again, the server's job queue still runs, and every write it acknowledged is there. The rolling
 * restart and the longer probe behind a proxy are the zero-downtime probes' (zero-downtime.probe.test.ts).
 *
 * PostgreSQL only: PGlite lives inside the server's process and cannot be restarted under it.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
// Made only where the test runs: on PGlite the suite is skipped and its hooks with it, so a folder made here
// would be left behind.
const root = onPostgres ? mkdtempSync(join(tmpdir(), 'tablo-dbrestart-')) : ''
const servers: ServerProcess[] = []
let cluster: PgCluster | undefined

afterAll(async () => {
  await Promise.all(servers.map((s) => stopChild(s.child)))
  cluster?.remove()
  if (root) rmSync(root, { recursive: true, force: true })
})

interface Met {
  readonly at: number
  readonly what: string
  readonly status: number | string
  readonly ms: number
  readonly message?: string
}

describe.skipIf(!onPostgres)(
  'a PostgreSQL restart under load (PostgreSQL only: PGlite runs in the process)',
  () => {
    it('503 in Russian quickly while it is down, back by itself after, no acknowledged write lost', async () => {
      cluster = await startPgCluster()
      const server = await startServerProcess(
        serverEnv(root, {
          DATABASE_URL: cluster.url,
          SEED_INVENTORY: 'false',
          RATE_LIMIT_SCALE: '0',
          JOB_POLL_SECONDS: '1',
        }),
      )
      servers.push(server)
      const base = server.baseUrl
      const signIn = await fetch(`${base}/api/v1/clients/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@tablo.local', password: DEMO_PASSWORD }),
      })
      const token = ((await signIn.json()) as { data: { token: string } }).data.token

      const met: Met[] = []
      const acknowledged: string[] = []
      const call = async (what: string, path: string, body?: unknown): Promise<void> => {
        const started = Date.now()
        try {
          const response = await fetch(`${base}${path}`, {
            method: body ? 'POST' : 'GET',
            headers: {
              authorization: `Bearer ${token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            body: body ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(15_000),
          })
          const text = await response.text()
          const message = text.startsWith('{')
            ? (JSON.parse(text) as { message?: string }).message
            : undefined
          met.push({ at: started, what, status: response.status, ms: Date.now() - started, message })
          if (what === 'write' && response.status === 201) acknowledged.push((body as { name: string }).name)
        } catch (cause) {
          met.push({ at: started, what, status: String(cause), ms: Date.now() - started })
        }
      }
      let n = 0
      let loading = true
      const load = (async () => {
        while (loading) {
          n++
          await Promise.all([
            call('write', '/api/v1/clients/partners', {
              name: `ООО «Перезапуск ${n}»`,
              brand: `Перезапуск ${n}`,
            }),
            call('read', '/api/v1/clients/partners'),
            call('ready', '/readyz'),
          ])
          await new Promise((r) => setTimeout(r, 100))
        }
      })()

      await new Promise((r) => setTimeout(r, 2_000))
      const stoppedAt = Date.now()
      cluster.stop()
      await new Promise((r) => setTimeout(r, 6_000))
      cluster.start()
      const startedAt = Date.now()
      // Recovered: a readiness check and a write both succeed, on the server's own (no restart of it).
      let recoveredAt = 0
      while (!recoveredAt && Date.now() - startedAt < 30_000) {
        await new Promise((r) => setTimeout(r, 100))
        const last = met.filter((m) => m.at >= startedAt)
        if (
          last.some((m) => m.what === 'ready' && m.status === 200) &&
          last.some((m) => m.what === 'write' && m.status === 201)
        )
          recoveredAt = Date.now()
      }
      await new Promise((r) => setTimeout(r, 3_000))
      loading = false
      await load

      const down = met.filter((m) => m.at >= stoppedAt + 500 && m.at < startedAt)
      const failures = met.filter((m) => typeof m.status !== 'number' || m.status >= 500)
      const faults = failures.filter((m) => m.status !== 503)
      const slow = met.filter((m) => m.ms > 5_000)
      const unclear = failures.filter((m) => m.what !== 'ready' && !/[а-яё]/i.test(m.message ?? ''))
      // Every acknowledged write is there after the restart.
      const listed = await fetch(`${base}/api/v1/clients/partners`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const names = new Set(((await listed.json()) as { data: { name: string }[] }).data.map((p) => p.name))
      const lost = acknowledged.filter((name) => !names.has(name))
      const readyz = (await (await fetch(`${base}/readyz`)).json()) as { checks: { queue?: string } }
      console.log(
        `database restart: ${met.length} requests, ${met.length - failures.length} answered 2xx/4xx, ` +
          `${failures.length - faults.length} × 503, ${faults.length} other failures, slowest ${Math.max(...met.map((m) => m.ms))} ms; ` +
          `down ${startedAt - stoppedAt} ms, recovered ${recoveredAt - startedAt} ms after the start; ` +
          `${acknowledged.length} writes acknowledged, ${lost.length} lost`,
      )
      expect(faults.map((m) => `${m.what} ${m.status}`)).toEqual([])
      expect(slow.map((m) => `${m.what} ${m.ms} ms`)).toEqual([])
      expect(unclear.map((m) => `${m.what} ${m.status} ${m.message}`)).toEqual([])
      // While it was down, the readiness check said so and the writes were refused, not hung.
      expect(down.filter((m) => m.what === 'ready').every((m) => m.status === 503)).toBe(true)
      expect(down.some((m) => m.what === 'write' && m.status === 503)).toBe(true)
      expect(recoveredAt).toBeGreaterThan(0)
      expect(lost).toEqual([])
      expect(readyz.checks.queue).toBe('ok')
      expect(server.child.exitCode).toBeNull()
    }, 300_000)
  },
)
