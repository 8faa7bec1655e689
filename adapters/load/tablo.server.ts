import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedInventory } from '../database/inventory-seed'
import { buildApp } from '../server/app'
import { logLevelOf } from '../server/config'
import { seedDemoAccounts } from '../server/seed'
import { createServerContainer } from '../server/server.root'
import { releaseStartupMemory } from '../server/startup-memory'
import { resetPostgres } from '../server/testing/test-server'

/**
 * The real Tablo server with the demo inventory, in its own process: over an in-memory PGlite, or the PostgreSQL
 * of BENCH_DATABASE_URL (its public schema is emptied first).
 */
const filesDir = mkdtempSync(join(tmpdir(), 'tablo-bench-files-'))
const removeFiles = () => rmSync(filesDir, { recursive: true, force: true })
process.once('exit', removeFiles)
process.once('SIGTERM', () => process.exit(0))
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined
if (databaseUrl) await resetPostgres(databaseUrl)
const { container, db } = await createServerContainer({
  dataDir: undefined,
  filesDir,
  databaseUrl,
  smtpUrl: undefined,
  mailFrom: 'bench@tablo.local',
  publicUrl: 'http://bench',
  // The server's own log as it runs in production (the bench sets info), written to the bench's pipe.
  logLevel: logLevelOf(process.env.LOG_LEVEL),
})
await seedDemoAccounts(container)
await seedInventory(container)
// The load test is one address doing the work of thousands: the limiter still counts every call (its cost is in
// the figures), it just never refuses.
const app = await buildApp(container, { uiDir: '/nonexistent', rateLimits: { scale: 1_000_000 } })
// As main.ts does before it listens (issue 51 item 3).
await releaseStartupMemory(db)
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)
