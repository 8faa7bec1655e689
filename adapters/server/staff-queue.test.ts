import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { CAMPAIGN_STATES, PAYMENT_STATES, RESERVATION_STATES } from '../../core/campaign/campaign-state'
import { isCampaignState } from '../../core/campaign/campaign-state.labels'
import type { MediaStatus } from '../../core/campaign/media-status'
import { queueFilterOf, waitsOf } from '../../core/staff/desk-queue'
import { WAITS } from '../../core/staff/staff-desk.contract'
import type { SqlDatabase } from '../database/sql-database'
import { SqlStaffRecords } from '../database/staff-records'
import { startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
/** The creative a campaign of the grid has: none, or one in this status. */
const CREATIVES = ['none', 'moderation', 'primaryModeration', 'approved', 'rejected'] as const

beforeAll(async () => {
  server = await startTestServer()
  const owner = randomUUID()
  await server.db.query(
    `insert into accounts (id, email, full_name, password_hash, status, created_at)
     values ($1, 'grid@example.ru', 'Сетка', 'x', 'active', now())`,
    [owner],
  )
  // Every state × reservation × payment × creative × invoiced, one campaign each, named by its facts.
  await server.db.query(
    `insert into campaigns (id, owner_id, advertise_place, name, state, reservation_state, payment_state, start_date,
       end_date, calculation, periods_price, taxes_sum, total_sum_without_taxes, created_at, updated_at)
     select gen_random_uuid(), $1, 'lightBoxes', concat_ws('|', s, r, p, m, i), s, r, p, '2027-01-01', '2027-01-31',
       '{}', '[]', 0, 0, now(), now()
     from unnest($2::text[]) s, unnest($3::text[]) r, unnest($4::text[]) p, unnest($5::text[]) m,
       unnest(array['invoiced', 'not']) i`,
    [owner, CAMPAIGN_STATES, RESERVATION_STATES, PAYMENT_STATES, CREATIVES],
  )
  await server.db.query(
    `with made as (
       insert into media (id, owner_id, kind, name, status, storage_key, mime_type, size_bytes, hash, created_at,
         updated_at)
       select gen_random_uuid(), $1, 'image', c.id::text, split_part(c.name, '|', 4), 'grid/' || c.id, 'image/png',
         1, c.id::text, now(), now()
       from campaigns c where split_part(c.name, '|', 4) <> 'none' returning id, name)
     insert into media_attachments (campaign_id, schedule_id, media_id, attached_at)
     select made.name::uuid, 'main', made.id, now() from made`,
    [owner],
  )
  await server.db.query(
    `insert into invoices (id, campaign_id, owner_id, issued_on, pay_until, total_sum_without_taxes, taxes_sum, pdf,
       created_at)
     select gen_random_uuid(), c.id, c.owner_id, '2026-11-20', '2026-11-25', 0, 0, '\\x00', now()
     from campaigns c where split_part(c.name, '|', 5) = 'invoiced'`,
  )
})
afterAll(async () => {
  await server?.close()
})

describe(`the queue's SQL waits for what the core says waits (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('every campaign of the grid: listed exactly when waitsOf finds a wait, with the same waits', async () => {
    const rows = await server.db.query<{ id: string; name: string }>('select id, name from campaigns')
    const expected = new Map(
      rows.map((r) => {
        const [state, reservation, payment, creative, invoiced] = r.name.split('|')
        if (!isCampaignState(state)) throw new Error(`grid: ${r.name}`)
        const waits = waitsOf({
          state,
          reservationState: reservation as never,
          paymentState: payment as never,
          creativeStatuses: creative === 'none' ? [] : [creative as MediaStatus],
          invoiced: invoiced === 'invoiced',
        })
        return [r.id, waits]
      }),
    )
    const records = new SqlStaffRecords(server.db)
    const all = await records.queue({ ...queueFilterOf({ limit: 5000, offset: 0 }) })
    const listed = new Map(all.items.map((i) => [i.campaignId, [...i.waits]]))
    const waiting = [...expected].filter(([, w]) => w.length > 0)
    expect(waiting.length).toBeGreaterThan(100)
    expect(listed).toEqual(new Map(waiting))
    expect(all.count).toBe(waiting.length)
    for (const wait of WAITS) {
      const only = await records.queue(queueFilterOf({ waits: [wait], limit: 5000, offset: 0 }))
      expect([wait, only.count]).toEqual([wait, waiting.filter(([, w]) => w.includes(wait)).length])
      expect(only.items.every((i) => i.waits.includes(wait))).toBe(true)
    }
  })
  it('pages put together are the whole queue in its order, each counting it all; a page past the end too', async () => {
    const records = new SqlStaffRecords(server.db)
    const all = await records.queue(queueFilterOf({ limit: 5000, offset: 0 }))
    const limit = Math.ceil(all.count / 4) + 1
    const paged: string[] = []
    for (let offset = 0; offset < all.count; offset += limit) {
      const page = await records.queue(queueFilterOf({ limit, offset }))
      expect([offset, page.count]).toEqual([offset, all.count])
      paged.push(...page.items.map((i) => i.campaignId))
    }
    expect(paged).toEqual(all.items.map((i) => i.campaignId))
    const past = await records.queue(queueFilterOf({ limit, offset: all.count + limit }))
    expect([past.items.length, past.count]).toEqual([0, all.count])
    const none = await records.queue(queueFilterOf({ q: 'нет такого рекламодателя', limit, offset: 0 }))
    expect([none.items.length, none.count]).toEqual([0, 0])
  })

  // The queue's plan is costed past jit_above_cost: compiled, a page took seconds (adapters/bench/staff-queue.ts).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL the queue is read with JIT off',
    async () => {
      const settings: string[] = []
      const watched = (db: SqlDatabase): SqlDatabase => ({
        kind: db.kind,
        query: async <R>(sql: string, params?: readonly unknown[]): Promise<R[]> => {
          if (sql.includes('w_campaign')) {
            const [row] = await db.query<{ jit: string }>(`select current_setting('jit') as jit`)
            settings.push(row?.jit ?? '')
          }
          return db.query<R>(sql, params)
        },
        exec: (sql) => db.exec(sql),
        transaction: (work) => db.transaction((tx) => work(watched(tx))),
        close: () => db.close(),
      })
      const page = await new SqlStaffRecords(watched(server.db)).queue(queueFilterOf({ limit: 5, offset: 0 }))
      expect(page.items).toHaveLength(5)
      expect(settings).toEqual(['off'])
      const [after] = await server.db.query<{ jit: string }>(`select current_setting('jit') as jit`)
      expect(after?.jit).toBe('on')
    },
  )
})
