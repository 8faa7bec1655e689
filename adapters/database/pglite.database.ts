import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { SqlDatabase } from './sql-database'

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction

class PgliteSession implements SqlDatabase {
  readonly kind = 'pglite' as const

  constructor(
    private readonly db: Queryable,
    private readonly root: PGlite | undefined,
  ) {}

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    const result = await this.db.query<R>(sql, params as unknown[])
    return result.rows
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql)
  }

  async transaction<T>(work: (tx: SqlDatabase) => Promise<T>): Promise<T> {
    if (!this.root) return work(this)
    return this.root.transaction((tx) => work(new PgliteSession(tx, undefined)))
  }

  async close(): Promise<void> {
    await this.root?.close()
  }
}

/** Embedded PostgreSQL (PGlite) in a data folder, or in memory when none is given. */
export const openPglite = async (dataDir: string | undefined): Promise<SqlDatabase> => {
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  return new PgliteSession(db, db)
}
