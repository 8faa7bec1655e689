import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { stopChild } from '../server/testing/product-process'
import { serverEnv, startServerProcess, type ServerProcess } from '../server/testing/server-process'
import { startBalancer, type Balancer, type Upstream } from './balancer'
import { freePort, startPgCluster, type PgCluster } from './pg-cluster'

/**
 * compose.yaml's deployment on this machine, without a container daemon: one PostgreSQL 15 cluster of its own,
 * two real servers (node on dist/server/main.js, what the image's `.ci/image.sh start` runs; startServerProcess) each
 * on a port of its own that it keeps across restarts (as app1:8080 and app2:8080 do), and the Caddyfile's proxy
 * in front (balancer.ts). Everything lives under one /tmp/tablo-* folder and the cluster's /tmp/tablo-pg-<port>;
 * close() removes both and stops every process it started.
 */
export interface Slot {
  readonly name: string
  readonly port: number
  readonly url: string
  process: ServerProcess | undefined
}

export interface Deployment {
  readonly cluster: PgCluster
  readonly balancer: Balancer
  readonly slots: readonly Slot[]
  /** Starts the slot's server on its port and waits until it listens. */
  start(slot: Slot): Promise<ServerProcess>
  /** One statement on a connection of its own (no pool that a stopped database would leave broken). */
  sql<R>(text: string, params?: readonly unknown[]): Promise<R[]>
  upstreamOf(slot: Slot): Upstream
  close(): Promise<void>
}

export const startDeployment = async (env: Readonly<Record<string, string>>): Promise<Deployment> => {
  const root = mkdtempSync(join(tmpdir(), 'tablo-probe-'))
  let cluster: PgCluster | undefined
  let balancer: Balancer | undefined
  const slots: Slot[] = []
  const close = async () => {
    await balancer?.close()
    await Promise.all(slots.map((s) => (s.process ? stopChild(s.process.child) : undefined)))
    cluster?.remove()
    rmSync(root, { recursive: true, force: true })
  }
  try {
    cluster = await startPgCluster()
    const url = cluster.url
    for (const name of ['app1', 'app2']) {
      const port = await freePort()
      slots.push({ name, port, url: `http://127.0.0.1:${port}`, process: undefined })
    }
    const start = async (slot: Slot): Promise<ServerProcess> => {
      const server = await startServerProcess(
        serverEnv(join(root, slot.name), { ...env, DATABASE_URL: url, PORT: String(slot.port) }),
      )
      slot.process = server
      return server
    }
    // One after the other: the first migrates and seeds, the second finds it done (as compose's restarts do).
    for (const slot of slots) await start(slot)
    balancer = await startBalancer({ upstreams: slots.map((s) => s.url) })
    const running = balancer
    return {
      cluster,
      balancer,
      slots,
      start,
      sql: async <R>(text: string, params: readonly unknown[] = []) => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          return (await client.query(text, [...params])).rows as R[]
        } finally {
          await client.end()
        }
      },
      upstreamOf: (slot) => running.upstreams.find((u) => u.url === slot.url)!,
      close,
    }
  } catch (cause) {
    await close()
    throw cause
  }
}

/** Polls `check` every 50 ms until it holds; answers the milliseconds it took, or throws after `timeoutMs`. */
export const until = async (
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<number> => {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return Date.now() - started
}

/** A server's own readiness, asked directly (not through the proxy): its status, 0 when it does not answer. */
export const readiness = async (slot: Slot): Promise<number> => {
  try {
    const response = await fetch(`${slot.url}/readyz`, { signal: AbortSignal.timeout(3_000) })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}
