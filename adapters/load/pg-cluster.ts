import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, chownSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A throwaway PostgreSQL cluster of its own (as .ci/pg.sh makes one): its folder /tmp/tablo-pg-<port> (the name
 * .ci/leftovers.mjs looks for), its own port on 127.0.0.1, trust authentication, fsync off. The probes stop and
 * start it under load, which they must not do to the cluster the other server tests share.
 */
export interface PgCluster {
  readonly url: string
  readonly port: number
  /** `pg_ctl stop -m fast`: the server ends every session and stops. */
  stop(): void
  start(): void
  /** Stops the cluster if it runs and removes its folder. */
  remove(): void
}

const binaries = (): string => {
  const root = '/usr/lib/postgresql'
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined
  if (!version) throw new Error('PostgreSQL binaries not found in /usr/lib/postgresql/*/bin')
  return join(root, version, 'bin')
}

/** A port no one listens on now, on 127.0.0.1. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })

/** Runs a PostgreSQL binary as the cluster's owner: postgres when this process is root (initdb refuses root). */
const asOwner = (bin: string, args: readonly string[]): void => {
  const asRoot = process.getuid?.() === 0
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, [...args]]
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 })
}

export const startPgCluster = async (): Promise<PgCluster> => {
  const bin = binaries()
  const port = await freePort()
  const dir = join(tmpdir(), `tablo-pg-${port}`)
  const data = join(dir, 'data')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  if (process.getuid?.() === 0) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(dir, Number(ids), Number(group))
  }
  const ctl = (...args: string[]) => asOwner(join(bin, 'pg_ctl'), ['-D', data, ...args])
  let running = false
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/tablo`,
    port,
    start: () => {
      ctl(
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-o',
        `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      )
      running = true
    },
    stop: () => {
      ctl('-m', 'fast', '-w', 'stop')
      running = false
    },
    remove: () => {
      if (running) {
        try {
          cluster.stop()
        } catch {
          // Already gone: the folder is removed all the same.
        }
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    asOwner(join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ])
    cluster.start()
    asOwner(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'tablo'])
  } catch (cause) {
    cluster.remove()
    throw cause
  }
  return cluster
}
