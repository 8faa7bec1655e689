import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusal } from '../../core/shared/refusal'
import { ok } from '../../core/shared/result'
import { sqlUnitOfWork } from './campaign-records'
import { migrate } from './migrate'
import { openPglite } from './pglite.database'
import { openPostgres } from './postgres.database'
import type { SqlDatabase } from './sql-database'

let db: SqlDatabase
beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL
  db = url ? await openPostgres(url) : await openPglite(undefined)
  if (url) await db.exec('drop schema if exists public cascade; create schema public')
  await migrate(db)
})
afterAll(async () => {
  await db?.close()
})

const mail = (tx: SqlDatabase, to: string) =>
  tx.query("insert into mail_outbox (to_address, subject, body) values ($1, 's', 'b')", [to])
const sent = async () =>
  (await db.query<{ to_address: string }>('select to_address from mail_outbox order by to_address')).map(
    (r) => r.to_address,
  )

describe('the unit of work over the database', () => {
  const uow = () => sqlUnitOfWork(db, (tx) => ({ mail: (to: string) => mail(tx, to) }))

  it('keeps what an accepted work wrote', async () => {
    const outcome = await uow().run(async (records) => {
      await records.mail('kept@tablo.test')
      return ok('done')
    })
    expect(outcome).toEqual(ok('done'))
    expect(await sent()).toContain('kept@tablo.test')
  })

  it('rolls back all a refused work wrote and answers the refusal as it was', async () => {
    const outcome = await uow().run(async (records) => {
      await records.mail('refused@tablo.test')
      return refusal('wrong state', 'Нельзя', { state: 'illegalTransition' })
    })
    expect(outcome).toEqual(refusal('wrong state', 'Нельзя', { state: 'illegalTransition' }))
    expect(await sent()).not.toContain('refused@tablo.test')
  })

  it('rolls back a work that throws and passes the throw on', async () => {
    await expect(
      uow().run(async (records) => {
        await records.mail('thrown@tablo.test')
        throw new Error('broken')
      }),
    ).rejects.toThrow('broken')
    expect(await sent()).not.toContain('thrown@tablo.test')
  })
})
