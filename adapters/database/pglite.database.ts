import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
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

/** WAL segments of a new cluster (initdb's --wal-segsize, in MB): 1 MB, not 16. */
const NEW_WAL_SEGMENT_MB = 1

/**
 * The size of an existing cluster's WAL segments in MB (any file in pg_wal has it), fixed by its initdb; undefined
 * for a new cluster.
 */
const walSegmentMbOf = (dataDir: string | undefined): number | undefined => {
  if (!dataDir) return undefined
  try {
    const wal = join(dataDir, 'pg_wal')
    const segment = readdirSync(wal).find((name) => /^[0-9A-F]{24}$/.test(name))
    return segment ? statSync(join(wal, segment)).size / 2 ** 20 : undefined
  } catch {
    return undefined
  }
}

/**
 * Issue 51 item 3: postgres inside PGlite sized for one embedded process, not for a database server. PGlite keeps
 * an in-memory cluster's files in JavaScript memory and postgres's shared memory in its WebAssembly memory, which
 * grows and never shrinks: with the defaults (128 MB of shared buffers, 16 MB WAL segments, 64 MB for index builds)
 * the server held ~930 MB after start. Here a buffer is a copy of a page the file system already holds in memory (or
 * the OS caches), so a small pool costs a copy, not a disk read; the WAL keeps a few 1 MB segments after a checkpoint
 * (single-user postgres never checkpoints by itself: `settlePglite` asks after start-up's writes). min_wal_size must
 * be at least two segments, so an existing cluster's own segment size (16 MB before this) sets the WAL sizes.
 */
export const pgliteStartParams = (walSegmentMb: number = NEW_WAL_SEGMENT_MB): string[] => [
  ...PGlite.defaultStartParams,
  ...[
    'shared_buffers=16MB',
    'wal_buffers=1MB',
    'maintenance_work_mem=16MB',
    `min_wal_size=${2 * walSegmentMb}MB`,
    `max_wal_size=${4 * walSegmentMb}MB`,
  ].flatMap((setting) => ['-c', setting]),
]

/**
 * Embedded PostgreSQL (PGlite) in a data folder, or in memory when none is given. An in-memory database may start
 * from an image of another (`pgliteImage`): loading one takes a fraction of a fresh cluster's initdb.
 */
export const openPglite = async (dataDir: string | undefined, image?: Blob): Promise<SqlDatabase> => {
  const options = {
    startParams: pgliteStartParams(walSegmentMbOf(dataDir)),
    initDbStartParams: [`--wal-segsize=${NEW_WAL_SEGMENT_MB}`],
  }
  const db = dataDir
    ? new PGlite(dataDir, options)
    : new PGlite(image ? { ...options, loadDataDir: image } : options)
  await db.waitReady
  return new PgliteSession(db, db)
}

/**
 * After start-up's writes (migrations, the seed, the demo cabinet) on PGlite: a checkpoint, so that the WAL they
 * wrote is recycled down to min_wal_size (an in-memory cluster holds every segment in memory); nothing on PostgreSQL.
 */
export const settlePglite = async (db: SqlDatabase): Promise<void> => {
  if (db instanceof PgliteSession) await db.exec('CHECKPOINT')
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
