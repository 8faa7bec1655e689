import { migrate } from './migrate'
import { openPglite } from './pglite.database'
import { openPostgres } from './postgres.database'
import type { SqlDatabase } from './sql-database'

export interface DatabaseSettings {
  /** postgres://… switches to a real PostgreSQL; otherwise the embedded PGlite. */
  readonly databaseUrl: string | undefined
  /** PGlite's data folder; undefined keeps the database in memory (tests). */
  readonly dataDir: string | undefined
  /** An image of a PGlite cluster for an in-memory database to start from (the server tests' migrated one). */
  readonly pgliteImage?: Blob
}

/** Opens the configured database and brings its schema up to date. */
export const openDatabase = async (settings: DatabaseSettings): Promise<SqlDatabase> => {
  const db = settings.databaseUrl
    ? await openPostgres(settings.databaseUrl)
    : await openPglite(settings.dataDir, settings.pgliteImage)
  await migrate(db)
  return db
}
