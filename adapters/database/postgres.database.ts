import pg from 'pg'
import type { SqlDatabase } from './sql-database'

type Runner = Pick<pg.Pool, 'query'> | pg.PoolClient

class PostgresSession implements SqlDatabase {
  readonly kind = 'postgres' as const

  constructor(
    private readonly runner: Runner,
    private readonly pool: pg.Pool | undefined,
  ) {}

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    const result = await this.runner.query(sql, params as unknown[])
    return result.rows as R[]
  }

  async exec(sql: string): Promise<void> {
    await this.runner.query(sql)
  }

  async transaction<T>(work: (tx: SqlDatabase) => Promise<T>): Promise<T> {
    if (!this.pool) return work(this)
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(new PostgresSession(client, undefined))
      await client.query('COMMIT')
      return result
    } catch (cause) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw cause
    } finally {
      client.release()
    }
  }

  /** The pool's connections, for /metrics. */
  poolStats(): { total: number; idle: number; waiting: number } {
    const pool = this.pool
    return pool
      ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
      : { total: 1, idle: 0, waiting: 0 }
  }

  async close(): Promise<void> {
    await this.pool?.end()
  }
}

/** How long a request waits for a connection to PostgreSQL before it is told the database is away. */
const CONNECT_TIMEOUT_MS = 3_000

/**
 * SQLSTATEs and socket errors that mean the database cannot be reached now (stopped, restarting, the connection
 * cut), not that the request was wrong: class 08 (connection exception), 57P01–57P03 (admin shutdown, crash
 * shutdown, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'])
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)|Cannot use a pool after calling end/i

/** Whether an error (or one it was caused by) says the database is away for now. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/**
 * A real PostgreSQL server, reached through DATABASE_URL. While it is away (a restart), a connection is refused
 * or given up after CONNECT_TIMEOUT_MS and the requests meet a 503 (app.ts); the pool drops the connections the
 * server cut and opens new ones by itself once it is back: nothing to restart here.
 */
export const openPostgres = async (connectionString: string): Promise<SqlDatabase> => {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  // An idle connection the server cut (a restart) is an event of the pool, not a crash of the process.
  pool.on('error', () => undefined)
  // A connection in use (a transaction between two statements) that the server cuts says so by an 'error' event of
  // its client, which no one heard: the process ended (the database-restart probe, 57P01). Heard here, the next
  // statement on it fails as the database being away (503) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined))
  // Fail at start, not at the first request, when the server is unreachable.
  const client = await pool.connect()
  client.release()
  return new PostgresSession(pool, pool)
}
