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

  /** Several statements without parameters; the rows of the last one. */
  async execRows(sql: string): Promise<unknown[]> {
    const results = await this.db.exec(sql)
    return results.at(-1)?.rows ?? []
  }

  async close(): Promise<void> {
    await this.root?.close()
  }

  async image(): Promise<Blob | undefined> {
    return this.root?.dumpDataDir('none')
  }
}

/**
 * Embedded PostgreSQL (PGlite) in a data folder, or in memory when none is given. An in-memory database may start
 * from an image of another (`pgliteImage`): loading one takes a fraction of a fresh cluster's initdb.
 */
export const openPglite = async (dataDir: string | undefined, image?: Blob): Promise<SqlDatabase> => {
  const db = dataDir ? new PGlite(dataDir) : new PGlite(image ? { loadDataDir: image } : {})
  await db.waitReady
  return new PgliteSession(db, db)
}

/**
 * A driver-level executor over the embedded database for a library that brings its own SQL (the job queue):
 * text without parameters may hold several statements (answered with the last one's rows). Undefined for
 * PostgreSQL, where such a library opens its own connections.
 */
export const pgliteExecutor = (
  db: SqlDatabase,
): ((text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>) | undefined => {
  if (!(db instanceof PgliteSession)) return undefined
  return async (text, values) => {
    if (values && values.length > 0) return { rows: await db.query(text, values) }
    return { rows: await db.execRows(text) }
  }
}

/** The whole cluster of a PGlite database as an image `openPglite` can start from; undefined for PostgreSQL. */
export const pgliteImage = async (db: SqlDatabase): Promise<Blob | undefined> =>
  db instanceof PgliteSession ? db.image() : undefined
