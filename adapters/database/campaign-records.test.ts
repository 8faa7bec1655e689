import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusal } from '../../core/shared/refusal'
import { ok } from '../../core/shared/result'
import { saveCampaign } from '../../core/campaign/campaign-of'
import { SqlCampaignRecords, sqlUnitOfWork } from './campaign-records'
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

const OWNER = '11111111-1111-4111-8111-111111111111'
const ID = '33333333-3333-4333-8333-333333333333'
const AT = new Date('2026-11-25T10:00:00.000Z')

const seedOwner = () =>
  db.query(
    `insert into accounts (id, email, full_name, password_hash, status, created_at)
     values ($1, 'anna@tablo.test', 'Анна', 'x', 'active', now())`,
    [OWNER],
  )

const insertCampaign = (state: string, moderationReason: string | null) =>
  db.query(
    `insert into campaigns (id, owner_id, advertise_place, name, brand_name, state, reservation_state,
       payment_state, start_date, end_date, calculation, periods_price, taxes_sum, total_sum_without_taxes,
       moderation_reason, created_at, updated_at)
     values ($1, $2, 'metroMonitors', 'Весна', null, $3, 'notReserved', 'notPaid', '2026-12-01', '2026-12-31',
       $4, '[]', 2000, 10000, $5, $6, $6)`,
    [
      ID,
      OWNER,
      state,
      JSON.stringify({ startDate: '2026-12-01', stations: ['Арбатская'] }),
      moderationReason,
      AT,
    ],
  )

describe('the campaign aggregate over the database (issue #49 item 1)', () => {
  it('reads a row as the aggregate, camelCase, its calculation typed by its place', async () => {
    await seedOwner()
    await insertCampaign('primaryRejected', 'Нечитаемый текст')
    const c = await new SqlCampaignRecords(db).campaign(ID)
    expect(c?.facts).toMatchObject({
      id: ID,
      ownerId: OWNER,
      state: 'primaryRejected',
      startDate: '2026-12-01',
      taxesSum: 2000,
      totalSumWithoutTaxes: 10000,
      moderationReason: 'Нечитаемый текст',
      calculation: { place: 'metroMonitors', input: { startDate: '2026-12-01', stations: ['Арбатская'] } },
      items: [],
      creatives: [],
      holds: 0,
    })
    expect(await new SqlCampaignRecords(db).campaign('not-a-uuid')).toBeUndefined()
  })

  it('saves its moves guarded by the state it was loaded in, logs each, and a late writer changes nothing', async () => {
    const records = new SqlCampaignRecords(db)
    const loaded = await records.campaign(ID, true)
    const edited = loaded?.edit()
    const stopped = edited?.ok ? edited.value.setAllowed(false) : edited
    if (!stopped?.ok) return expect.unreachable('a rejected campaign is edited back to draft and stopped')
    const late = (await records.campaign(ID))?.edit()
    expect(await saveCampaign(records, stopped.value, OWNER, AT)).toMatchObject({ ok: true })
    const [row] = await db.query<{ state: string; is_allowed: boolean; moderation_reason: string | null }>(
      'select state, is_allowed, moderation_reason from campaigns where id = $1',
      [ID],
    )
    expect(row).toEqual({ state: 'draft', is_allowed: false, moderation_reason: 'Нечитаемый текст' })
    const events = await db.query(
      'select event, actor, from_state, to_state from campaign_events where campaign_id = $1',
      [ID],
    )
    expect(events).toEqual([
      { event: 'edit', actor: 'advertiser', from_state: 'primaryRejected', to_state: 'draft' },
    ])
    // the same move read before the save: the row left primaryRejected, so it is refused and nothing is written
    expect(late?.ok && (await saveCampaign(records, late.value, OWNER, AT))).toMatchObject({
      ok: false,
      error: { code: 'changed' },
    })
    expect(await db.query('select 1 from campaign_events where campaign_id = $1', [ID])).toHaveLength(1)
  })
})
