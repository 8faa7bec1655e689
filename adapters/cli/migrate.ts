import { mkdirSync } from 'node:fs'
import { migrate } from '../database/migrate'
import { openPglite } from '../database/pglite.database'
import { openPostgres } from '../database/postgres.database'
import { readServerConfig } from '../server/config'

/**
 * `npm run migrate` (issue #18 part 6): brings the database of the environment (DATABASE_URL, or PGlite in
 * DATA_DIR) up to this build's schema without starting a server — what a deployment runs once before it starts
 * its servers. Each migration is applied once, in its own transaction, under an advisory lock; running it again
 * changes nothing.
 */
const main = async (): Promise<void> => {
  const config = readServerConfig(process.env)
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true })
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir)
  try {
    const applied = await migrate(db)
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite в ${config.dataDir}`
    console.log(
      applied.length === 0
        ? `Схема базы уже актуальна: ${where}`
        : `Применено миграций: ${applied.length} (${applied.join(', ')}) — ${where}`,
    )
  } finally {
    await db.close()
  }
}

main().catch((cause: unknown) => {
  console.error('Миграции не применены:', cause instanceof Error ? cause.message : cause)
  process.exit(1)
})
