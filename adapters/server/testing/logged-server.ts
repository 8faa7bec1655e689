import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { LevelWithSilent } from 'pino'
import { seedInventory } from '../../database/inventory-seed'
import { createPino } from '../../logging/pino.logger'
import { keptLines } from '../../logging/testing/kept-lines'
import { buildApp } from '../app'
import { createServerContainer } from '../server.root'

/**
 * A real server over an in-memory PGlite with the inventory, writing its JSON log (at `level`) where the test
 * reads it: the lines as written and parsed. Not listening: a test that needs real HTTP listens itself.
 */
export const startLoggedServer = async (level: LevelWithSilent) => {
  const log = keptLines()
  const filesDir = mkdtempSync(join(tmpdir(), 'tablo-test-files-'))
  const runtime = await createServerContainer(
    {
      dataDir: undefined,
      filesDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'test@tablo.local',
      publicUrl: 'http://tablo.test',
    },
    { log: createPino(level, log.stream), captchaWork: 1000 },
  )
  // The inventory in the price list, as a running server has it: a calculation asked again is then answered at
  // once (pricing.routes.ts).
  await seedInventory(runtime.container)
  const app: FastifyInstance = await buildApp(runtime.container, { uiDir: '/nonexistent' })
  return {
    app,
    db: runtime.db,
    lines: log.lines,
    raw: log.raw,
    close: async () => {
      try {
        await app.close()
        await runtime.db.close()
      } finally {
        rmSync(filesDir, { recursive: true, force: true })
      }
    },
  }
}
