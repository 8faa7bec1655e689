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

/** A real PostgreSQL server, reached through DATABASE_URL. */
export const openPostgres = async (connectionString: string): Promise<SqlDatabase> => {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // Fail at start, not at the first request, when the server is unreachable.
  const client = await pool.connect()
  client.release()
  return new PostgresSession(pool, pool)
}
