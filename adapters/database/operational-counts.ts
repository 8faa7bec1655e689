import type { SqlDatabase } from './sql-database'

/** The database's connection pool as PostgreSQL's adapter reports it (PGlite has one connection and none). */
export interface PoolStats {
  readonly total: number
  readonly idle: number
  readonly waiting: number
}
export interface PooledDatabase {
  poolStats?(): PoolStats
}

/** Background jobs of one name in one state, as the queue holds them. */
export interface QueuedJobs {
  readonly name: string
  readonly state: string
  readonly count: number
}

/** What the people who run the product watch in the database: the pool, the job queue, the unsent mails. */
export interface OperationalCounts {
  pool(): PoolStats | undefined
  /** Jobs waiting, to be retried or running (the pg-boss queue); none on a server that works no queue. */
  queuedJobs(): Promise<QueuedJobs[]>
  unsentMails(): Promise<number>
}

export const operationalCountsOf = (db: SqlDatabase & PooledDatabase): OperationalCounts => ({
  pool: () => db.poolStats?.(),
  queuedJobs: async () => {
    // No queue schema yet (a server that works no queue): nothing to report.
    const rows = await db
      .query<{ name: string; state: string; n: number }>(
        `select name, state::text as state, count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active') and name not like '\\_\\_%' group by name, state`,
      )
      .catch(() => [])
    return rows.map((r) => ({ name: r.name, state: r.state, count: r.n }))
  },
  unsentMails: async () => {
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from mail_outbox where sent_at is null',
    )
    return row?.n ?? 0
  },
})
