import { CALCULATIONS, makeAccount } from '../server/testing/campaign-fixtures'
import { attachCreative } from '../server/testing/creative-fixture'
import { call, startTestServer, type TestServer } from '../server/testing/test-server'

/** One figure of the staff queue: its median beside the floor's, taken in turn. */
export interface QueueFigure {
  readonly database: 'PGlite' | 'PostgreSQL'
  readonly figure: string
  readonly valueMs: number
  readonly floorMs: number
  readonly count: number
}

const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/**
 * Clones the advertiser's one real campaign into `total` campaigns over several advertisers, in every state the
 * desk meets: on moderation, approved and invoiced, held and waiting for the manager, running, finished, drafts;
 * a third with a creative on moderation. Written in a few statements, as the campaign table's bench does.
 */
export const fillForBench = async (server: TestServer, template: string, total: number): Promise<void> => {
  const owners: string[] = []
  for (let i = 0; i < 20; i++) {
    const owner = await makeAccount(server.db)
    await server.db.query('update accounts set full_name = $2 where id = $1', [
      owner.id,
      `Рекламодатель ${i}`,
    ])
    owners.push(owner.id)
  }
  await server.db.query(
    `insert into campaigns (id, owner_id, advertise_place, name, state, reservation_state, payment_state,
       start_date, end_date, calculation, periods_price, taxes_sum, total_sum_without_taxes, created_at, updated_at)
     select gen_random_uuid(), ($3::uuid[])[1 + g % 20], c.advertise_place, c.name || ' ' || g,
       (array['moderation', 'primaryModeration', 'secondaryModeration', 'approved', 'draft', 'active', 'completed',
              'booked', 'waitingForLaunch', 'primaryRejected'])[1 + g % 10],
       (array['notReserved', 'reserved', 'confirmed'])[1 + g % 3], (array['notPaid', 'partiallyPaid', 'paid'])[1 + g % 3],
       c.start_date + (g % 300), c.end_date + (g % 300), c.calculation, c.periods_price, c.taxes_sum,
       c.total_sum_without_taxes, c.created_at - make_interval(mins => g), c.updated_at
     from (select * from campaigns where id = $1) c, generate_series(1, $2::int) g`,
    [template, total, owners],
  )
  await server.db.query(
    `insert into campaign_events (campaign_id, event, actor, from_state, to_state, at)
     select id, 'sendApplication', 'advertiser', 'draft', 'moderation', created_at from campaigns
     where state in ('moderation', 'primaryModeration', 'secondaryModeration', 'approved')`,
  )
  await server.db.query(
    `insert into invoices (id, campaign_id, owner_id, issued_on, pay_until, total_sum_without_taxes, taxes_sum, pdf,
       created_at)
     select gen_random_uuid(), id, owner_id, '2026-11-20', '2026-11-25', total_sum_without_taxes, taxes_sum,
       '\\x00', created_at from campaigns where state in ('approved', 'moderation') and payment_state <> 'paid'`,
  )
  const some = await server.db.query<{ id: string }>(
    `select id from campaigns where state in ('moderation', 'approved', 'active') order by id limit $1`,
    [Math.floor(total / 3)],
  )
  for (const { id } of some) {
    const media = await attachCreative(server.db, id)
    await server.db.query(`update media set status = 'moderation' where id = $1`, [media])
  }
  // The statistics a running database keeps (autovacuum's analyze), so the planner knows the tables' sizes.
  await server.db.query('analyze')
}

/**
 * A test server over PostgreSQL at `databaseUrl` (its public schema emptied first), or over in-memory PGlite.
 * startTestServer reads TEST_DATABASE_URL, so it is set for the start and restored after.
 */
const startOn = async (databaseUrl: string | undefined): Promise<TestServer> => {
  const before = process.env.TEST_DATABASE_URL
  process.env.TEST_DATABASE_URL = databaseUrl ?? ''
  try {
    return await startTestServer()
  } finally {
    if (before === undefined) delete process.env.TEST_DATABASE_URL
    else process.env.TEST_DATABASE_URL = before
  }
}

/**
 * Issue #48: the staff desk's queue with 10,000 campaigns, over HTTP on a real server (in-memory PGlite, or the
 * PostgreSQL of `databaseUrl`): a page as the desk asks it (the first, a filtered one, a search, the last), each
 * beside the floor of the same run, an authenticated staff call that reads one row (GET /staff/me), their samples
 * taken in turn.
 */
export const measureStaffQueue = async (
  databaseUrl: string | undefined,
  total = 10_000,
): Promise<QueueFigure[]> => {
  const server = await startOn(databaseUrl)
  try {
    const advertiser = await makeAccount(server.db)
    const staff = await makeAccount(server.db, { staffRoles: ['moderator'] })
    const created = await call(
      server.baseUrl,
      'POST',
      '/api/v1/clients/commercial-campaigns/metroMonitors',
      { name: 'Очередь', calculation: CALCULATIONS.metroMonitors },
      advertiser.token,
    )
    if (created.status !== 201) throw new Error(`bench: no campaign (${created.status})`)
    const template = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
    await fillForBench(server, template, total)
    const get = async (path: string) => {
      const t = performance.now()
      const answer = await call(server.baseUrl, 'GET', `/api/v1/staff${path}`, undefined, staff.token)
      if (answer.status !== 200) throw new Error(`bench: ${path} answered ${answer.status}`)
      const data = answer.body.data as { count?: number; items?: unknown[] }
      return { ms: performance.now() - t, count: data.count ?? 0, shown: data.items?.length ?? 0 }
    }
    // The last page that shows something: its offset from the count (an offset past the end shows nothing).
    const waiting = (await get('/queue?limit=50')).count
    const figures: QueueFigure[] = []
    const pages = [
      ['the first page (50, every wait)', '/queue?limit=50'],
      ['a page of what waits for payment', '/queue?waits=payment&limit=50'],
      ['a search by advertiser name', `/queue?q=${encodeURIComponent('Рекламодатель 7')}&limit=50`],
      ['the last page', `/queue?limit=50&offset=${Math.max(0, Math.ceil(waiting / 50) - 1) * 50}`],
    ] as const
    for (const [figure, path] of pages) {
      if ((await get(path)).shown === 0) throw new Error(`bench: ${path} showed no campaign`)
      const values: number[] = []
      const floors: number[] = []
      let count = 0
      for (let i = 0; i < 15; i++) {
        floors.push((await get('/me')).ms)
        const page = await get(path)
        values.push(page.ms)
        count = page.count
      }
      figures.push({
        database: databaseUrl ? 'PostgreSQL' : 'PGlite',
        figure,
        valueMs: median(values),
        floorMs: median(floors),
        count,
      })
    }
    return figures
  } finally {
    await server.close()
  }
}
