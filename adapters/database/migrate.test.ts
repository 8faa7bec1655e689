import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from './migrate'
import { openPglite } from './pglite.database'
import { openPostgres } from './postgres.database'
import type { SqlDatabase } from './sql-database'

let db: SqlDatabase
beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL
  db = url ? await openPostgres(url) : await openPglite(undefined)
  if (url) await db.exec('drop schema if exists public cascade; create schema public')
})
afterAll(async () => {
  await db?.close()
})

describe('migrations', () => {
  it('apply once, in order, and a second run applies nothing', async () => {
    const first = await migrate(db)
    expect(first[0]).toBe('0001_accounts.sql')
    expect([...first].sort()).toEqual(first)
    expect(await migrate(db)).toEqual([])
    const recorded = await db.query<{ id: string }>('select id from schema_migrations order by id')
    expect(recorded.map((r) => r.id)).toEqual(first)
  })

  it('a failing statement rolls its transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into mail_outbox (to_address, subject, body) values ('a@b.ru', 's', 'b')")
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await db.query('select * from mail_outbox')).toEqual([])
  })

  it('the e-mail is unique whatever its case', async () => {
    const insert = (id: string, email: string) =>
      db.query(
        `insert into accounts (id, email, full_name, password_hash, status, created_at)
         values ($1, $2, 'X', 'h', 'active', now()) on conflict do nothing returning id`,
        [id, email],
      )
    expect(await insert('00000000-0000-4000-8000-000000000001', 'Case@Example.ru')).toHaveLength(1)
    expect(await insert('00000000-0000-4000-8000-000000000002', 'case@example.RU')).toHaveLength(0)
  })
})
