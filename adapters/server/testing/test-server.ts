import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../../core/ports/clock.port'
import type { SqlDatabase } from '../../database/sql-database'
import { seedInventory } from '../../inventory/seed'
import { buildApp } from '../app'
import { seedDemoAccounts } from '../seed'
import { createServerContainer } from '../server.root'

export interface TestServer {
  readonly baseUrl: string
  readonly db: SqlDatabase
  readonly app: FastifyInstance
  /** The links mailed to an address, newest last. */
  mailedLinks(to: string): Promise<string[]>
  close(): Promise<void>
}

/**
 * A real Tablo server on a free loopback port over a real database: an in-memory PGlite, or the PostgreSQL
 * of TEST_DATABASE_URL (CI's throwaway cluster; its public schema is emptied first).
 */
export const startTestServer = async (
  options: { clock?: Clock; inventory?: boolean; demoAccounts?: boolean } = {},
): Promise<TestServer> => {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined
  if (databaseUrl) await resetPostgres(databaseUrl)
  const { container, db } = await createServerContainer(
    {
      dataDir: undefined,
      databaseUrl,
      smtpUrl: undefined,
      mailFrom: 'test@tablo.local',
      publicUrl: 'http://tablo.test',
    },
    options,
  )
  if (options.demoAccounts) await seedDemoAccounts(container)
  if (options.inventory) await seedInventory(container)
  const app = await buildApp(container, { uiDir: '/nonexistent' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    app,
    mailedLinks: async (to) =>
      (
        await db.query<{ link: string }>('select link from mail_outbox where to_address = $1 order by id', [
          to,
        ])
      ).map((r) => r.link),
    close: async () => {
      await app.close()
      await db.close()
    },
  }
}

const resetPostgres = async (url: string): Promise<void> => {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('drop schema if exists public cascade; create schema public')
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
