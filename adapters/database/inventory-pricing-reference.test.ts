import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PricingReference } from '../../core/ports/pricing-reference.port'
import type { Container } from '../container/di'
import { createServerContainer } from '../server/server.root'
import { resetPostgres } from '../server/testing/test-server'
import { seedInventory } from './inventory-seed'
import { SqlPricingReference } from './pricing-reference.repository'
import type { SqlDatabase } from './sql-database'

/**
 * Issue #18: the server's calculate call asks the price list in force without waiting (current()) and only
 * then reads it (load()). What it gets at once must be what load() gives: the stored version with the
 * inventory's units, never a list without them, never one older than the time the server trusts its copy.
 */
const filesDir = mkdtempSync(join(tmpdir(), 'tablo-test-files-'))
let container: Container
let db: SqlDatabase
beforeAll(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined
  if (databaseUrl) await resetPostgres(databaseUrl)
  const runtime = await createServerContainer({
    dataDir: undefined,
    filesDir,
    databaseUrl,
    smtpUrl: undefined,
    mailFrom: 'test@tablo.local',
    publicUrl: 'http://tablo.test',
  })
  container = runtime.container
  db = runtime.db
})
afterAll(async () => {
  vi.restoreAllMocks()
  await db?.close()
  rmSync(filesDir, { recursive: true, force: true })
})

describe('the price list in force, at hand', () => {
  it('is at hand only once read with the inventory in it, as load() gives it, and not once it is old', async () => {
    const reference = container.get<PricingReference>(PricingReference)
    expect(reference.current?.()).toBeUndefined()
    // Before the inventory is seeded, the list read has no units: never kept as the one at hand.
    const empty = await reference.load()
    expect(reference.current?.()).toBeUndefined()
    await seedInventory(container)
    const loaded = await reference.load()
    expect(loaded).not.toBe(empty)
    expect(reference.current?.()).toBe(loaded)
    // The stored copy is trusted for a few seconds (another server may publish a new version): after that,
    // only load() can say which version is in force.
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000)
    expect(reference.current?.()).toBeUndefined()
    expect(container.get(SqlPricingReference).current()).toBeUndefined()
  })
})
