import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { SqlDatabase } from './sql-database'
import { MigrationStatus } from '../../core/ports/migration-status.port'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
/** Any fixed number: serialises concurrent starts against one PostgreSQL. */
const MIGRATION_LOCK = 727_271

/** This build's migrations, read once: a load balancer asks for readiness every few seconds. */
let listed: Promise<string[]> | undefined
const migrationFiles = (): Promise<string[]> =>
  (listed ??= readdir(MIGRATIONS_DIR).then(
    (names) => names.filter((f) => f.endsWith('.sql')).sort(),
    (cause: unknown) => {
      listed = undefined
      throw cause
    },
  ))

/** The migrations of this build the database has not applied yet (none on a server that finished starting). */
export const pendingMigrations = async (db: SqlDatabase): Promise<string[]> => {
  const done = new Set((await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id))
  return (await migrationFiles()).filter((file) => !done.has(file))
}

export { MigrationStatus }

/** The migration status of an opened database. */
export const migrationStatusOf = (db: SqlDatabase): MigrationStatus => ({
  pending: () => pendingMigrations(db),
})

/**
 * Applies the SQL files of migrations/ in name order, each once and in its own transaction, recording them in
 * schema_migrations. The same files serve PGlite and PostgreSQL.
 */
export const migrate = async (db: SqlDatabase): Promise<string[]> => {
  await db.exec(
    'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
  )
  const files = await migrationFiles()
  const applied: string[] = []
  await db.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
  try {
    const done = new Set(
      (await db.query<{ id: string }>('select id from schema_migrations')).map((r) => r.id),
    )
    for (const file of files) {
      if (done.has(file)) continue
      const sql = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8')
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query('insert into schema_migrations (id) values ($1)', [file])
      })
      applied.push(file)
    }
  } finally {
    await db.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
  }
  return applied
}
