import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tariffRegionOfOkrug } from '../../../core/pricing/selection/address-program'
import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../../core/ports/clock.port'
import type { Logger } from '../../../core/ports/logger.port'

/** Tests read the outbox table, not the log; warnings and errors still show. */
const quietLogger: Logger = {
  info: () => undefined,
  warn: (message, details) => console.warn(message, details ?? ''),
  error: (message, details) => console.error(message, details ?? ''),
}
import type { Container } from '../../container/di'
import { pgliteImage } from '../../database/pglite.database'
import type { SqlDatabase } from '../../database/sql-database'
import type { OAuthSettings } from '../../oauth/oauth2.provider'
import { seedInventory } from '../../database/inventory-seed'
import { buildApp } from '../app'
import { seedDemoAccounts } from '../seed'
import { createServerContainer } from '../server.root'

export interface TestServer {
  readonly baseUrl: string
  readonly db: SqlDatabase
  readonly app: FastifyInstance
  /** The server's own container, for tests that look behind the API (e.g. the stored bytes of a file). */
  readonly container: Container
  /** Where this server keeps uploaded files (removed when it closes). */
  readonly filesDir: string
  /** The links mailed to an address, newest last. */
  mailedLinks(to: string): Promise<string[]>
  close(): Promise<void>
}

/** The proof of work the test servers ask for: a hundredth of the product's, checked the same way. */
const TEST_CAPTCHA_WORK = 1_000

/**
 * A real Tablo server on a free loopback port over a real database: an in-memory PGlite, or the PostgreSQL
 * of TEST_DATABASE_URL (CI's throwaway cluster; its public schema is emptied first).
 */
export const startTestServer = async (
  options: {
    clock?: Clock
    logger?: Logger
    inventory?: boolean
    demoAccounts?: boolean
    oauth?: OAuthSettings
    /** The built cabinet to serve (the bench's browser figures); none by default. */
    uiDir?: string
    /** Multiplies the per-address limits; the product's (1) by default. */
    rateLimitScale?: number
  } = {},
): Promise<TestServer> => {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined
  if (databaseUrl) await resetPostgres(databaseUrl)
  // The uploaded files of this server: removed when it closes, so a run leaves no folder behind.
  const filesDir = mkdtempSync(join(tmpdir(), 'tablo-test-files-'))
  const imageFile = databaseUrl ? undefined : imageFileOf(options.inventory ?? false)
  const image = imageFile && existsSync(imageFile) ? new Blob([readFileSync(imageFile)]) : undefined
  const { container, db } = await createServerContainer(
    {
      dataDir: undefined,
      ...(image ? { pgliteImage: image } : {}),
      filesDir,
      databaseUrl,
      smtpUrl: undefined,
      mailFrom: 'test@tablo.local',
      publicUrl: 'http://tablo.test',
      oauth: options.oauth ?? {},
    },
    {
      ...(options.clock ? { clock: options.clock } : {}),
      logger: options.logger ?? quietLogger,
      captchaWork: TEST_CAPTCHA_WORK,
    },
  )
  if (options.inventory && !image) await seedInventory(container)
  if (imageFile && !image) await keepImage(db, imageFile)
  if (options.demoAccounts) await seedDemoAccounts(container)
  const app = await buildApp(container, {
    uiDir: options.uiDir ?? '/nonexistent',
    rateLimits: { scale: options.rateLimitScale ?? 1 },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    app,
    container,
    filesDir,
    mailedLinks: async (to) =>
      (
        await db.query<{ link: string }>('select link from mail_outbox where to_address = $1 order by id', [
          to,
        ])
      ).map((r) => r.link),
    close: async () => {
      try {
        await app.close()
        await db.close()
      } finally {
        rmSync(filesDir, { recursive: true, force: true })
      }
    },
  }
}

/**
 * Where the server suite keeps the image of a migrated PGlite (with or without the inventory), made by the first
 * server of the run that needs it and loaded by the rest: a fresh cluster's initdb and the inventory's seeding cost
 * seconds a server, loading the image a fraction of one. The folder is the suite's (database-images.setup.ts);
 * without it every server starts from scratch.
 */
const imageFileOf = (inventory: boolean): string | undefined => {
  const dir = process.env.TABLO_TEST_IMAGES
  return dir && existsSync(dir) ? join(dir, inventory ? 'migrated-inventory.tar' : 'migrated.tar') : undefined
}

const keepImage = async (db: SqlDatabase, file: string): Promise<void> => {
  const image = await pgliteImage(db)
  if (!image) return
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()))
  renameSync(partial, file)
}

/**
 * Empties CI's PostgreSQL for the next server: the tables, and the job queue's own schema, so a job left behind by an
 * earlier file's server (one the crash test killed while it ran holds its stately queue for expireInSeconds) does
 * not stall this file's queue.
 */
export const resetPostgres = async (url: string): Promise<void> => {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(
    'drop schema if exists pgboss cascade; drop schema if exists public cascade; create schema public',
  )
  await client.end()
}

/** Calls the API with JSON and answers status and parsed body. */
export const call = async (
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{
  status: number
  body: { data?: unknown; message?: string; errors?: Record<string, string> }
}> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : {} }
}

/** Registers, confirms by the mailed link and signs in; answers the bearer token. */
export const signUp = async (
  server: TestServer,
  email: string,
  fullName = 'Иван Петров',
  password = 'secret-pass-1',
): Promise<string> => {
  const api = (path: string, body: unknown) => call(server.baseUrl, 'POST', `/api/v1/clients${path}`, body)
  const registered = await api('/register', { email, password, fullName })
  if (registered.status !== 201) throw new Error(`signUp ${email}: ${JSON.stringify(registered.body)}`)
  const link = (await server.mailedLinks(email)).at(-1)!
  await api('/register/confirm', { token: new URL(link).pathname.split('/').pop() })
  const login = await api('/auth', { email, password })
  return (login.body.data as { token: string }).token
}

/** Signs in an existing account (the demo ones use DEMO_PASSWORD). */
export const signIn = async (server: TestServer, email: string, password: string): Promise<string> => {
  const login = await call(server.baseUrl, 'POST', '/api/v1/clients/auth', { email, password })
  if (login.status !== 200) throw new Error(`signIn ${email}: ${JSON.stringify(login.body)}`)
  return (login.body.data as { token: string }).token
}

/** A real transit-shelter side of the seeded inventory, as the stops calculator names it. */
export interface RealSide {
  readonly inventoryNumber: string
  readonly side: 'a' | 'b'
  readonly region: string
}

/**
 * The first `count` sides of the seeded shelter inventory (a server started with `inventory: true`), in
 * inventory-number order, skipping `offset`; `side` keeps one side only. Region is the okrug's tariff key.
 */
export const realSides = async (
  server: TestServer,
  count: number,
  options: { offset?: number; side?: 'a' | 'b' } = {},
): Promise<RealSide[]> => {
  const rows = await server.db.query<{ inventory_number: string; side: 'a' | 'b'; abbrev: string }>(
    `select s.inventory_number, s.side, o.abbrev from transit_shelter_spaces s join regions o on o.code = s.okrug_code
     where $3::text is null or s.side = $3 order by s.inventory_number limit $1 offset $2`,
    [count, options.offset ?? 0, options.side ?? null],
  )
  if (rows.length < count) throw new Error(`realSides: ${rows.length} of ${count} (is the inventory seeded?)`)
  return rows.map((r) => ({
    inventoryNumber: r.inventory_number,
    side: r.side,
    region: tariffRegionOfOkrug(r.abbrev),
  }))
}

/** The first `count` sticker spaces of the seeded inventory (a server started with `inventory: true`). */
export const realStickerSpaces = async (server: TestServer, count: number, offset = 0): Promise<string[]> => {
  const rows = await server.db.query<{ n: string }>(
    `select inventory_number as n from inventory_items where kind = 'metroSticker' order by inventory_number limit $1 offset $2`,
    [count, offset],
  )
  if (rows.length < count)
    throw new Error(`realStickerSpaces: ${rows.length} of ${count} (is the inventory seeded?)`)
  return rows.map((r) => r.n)
}

/**
 * Hands out the items of a pool once each under a name: the same name gives the same item, a new name the next
 * one (so a test can write 'В-1', 'В-2' and book real, distinct units).
 */
export const namedFrom = <T>(pool: () => T[]): ((name: string) => T) => {
  const named = new Map<string, T>()
  return (name) => {
    const known = named.get(name)
    if (known !== undefined) return known
    const next = pool().shift()
    if (next === undefined) throw new Error(`the pool ran out at ${name}`)
    named.set(name, next)
    return next
  }
}
