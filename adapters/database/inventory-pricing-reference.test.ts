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
    // The clock stands still while the list is read: a busy machine may take longer to read it than the copy
    // is trusted for, and that is not what this test is about.
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now)
    const loaded = await reference.load()
    expect(loaded).not.toBe(empty)
    expect(reference.current?.()).toBe(loaded)
    // The stored copy is trusted for a few seconds (another server may publish a new version): after that,
    // only load() can say which version is in force.
    clock.mockReturnValue(now + 60_000)
    expect(reference.current?.()).toBeUndefined()
    expect(container.get(SqlPricingReference).current()).toBeUndefined()
  })

  it('once old, a check that finds the same version keeps the same list: what was built on it stays', async () => {
    const reference = container.get<PricingReference>(PricingReference)
    const stored = container.get(SqlPricingReference)
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now)
    const loaded = await reference.load()
    const storedBefore = stored.current()
    expect(storedBefore).toBeDefined()
    const queries = vi.spyOn(db, 'query')
    clock.mockReturnValue(now + 120_000)
    expect(reference.current?.()).toBeUndefined()
    // Reads that come together while the copy is old wait for one check, which asks for the newest id alone.
    const [first, second, storedAgain] = await Promise.all([
      reference.load(),
      reference.load(),
      stored.load(),
    ])
    expect(first).toBe(loaded)
    expect(second).toBe(loaded)
    expect(storedAgain).toBe(storedBefore)
    expect(queries.mock.calls.map(([sql]) => sql)).toEqual([
      'select id from pricing_reference order by id desc limit 1',
    ])
    expect(reference.current?.()).toBe(loaded)
    queries.mockRestore()
  })

  it('a version another server stores is read whole and in force once the copy is old', async () => {
    const reference = container.get<PricingReference>(PricingReference)
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now)
    const loaded = await reference.load()
    const [row] = await db.query<{ data: unknown }>(
      'select data from pricing_reference order by id desc limit 1',
    )
    const data = typeof row?.data === 'string' ? (JSON.parse(row.data) as object) : (row?.data as object)
    await db.query('insert into pricing_reference (version, data) values ($1, $2)', [
      'другой-сервер',
      JSON.stringify({ ...data, version: 'другой-сервер' }),
    ])
    // Within the time the server trusts its copy, the list at hand is still the one it read.
    expect(await reference.load()).toBe(loaded)
    clock.mockReturnValue(now + 240_000)
    const newer = await reference.load()
    expect(newer).not.toBe(loaded)
    expect(newer.version).toBe('другой-сервер')
    expect(reference.current?.()).toBe(newer)
  })
})
