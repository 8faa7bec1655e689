import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount } from './testing/campaign-fixtures'
import { openDatabase } from '../database/open-database'
import type { SqlDatabase } from '../database/sql-database'
import { stopChild } from './testing/product-process'
import { serverEnv, startServerProcess, type ServerProcess } from './testing/server-process'
import { call, resetPostgres } from './testing/test-server'

/**
 * Issue #18 part 1: several stateless servers on one PostgreSQL. Two real server processes share a database and
 * its job queue: a mail job whose server is killed mid-way is finished by the other, exactly once; bookings
 * sent to both at once hold each stop-period once; the Moscow clock settles each campaign once per tick.
 * PostgreSQL only (PGlite is one process by nature): CI runs it on its throwaway cluster.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL
const CC = '/api/v1/clients/commercial-campaigns'
let dataRoot = ''
const servers: ServerProcess[] = []
/** The mails the SMTP server took (DATA finished), and the attempts it held forever to play a stuck server. */
const delivered: string[] = []
const held: string[] = []
let smtp: SMTPServer
let env: NodeJS.ProcessEnv
let db: SqlDatabase

const start = async (): Promise<ServerProcess> => {
  const server = await startServerProcess(env, { detached: false })
  servers.push(server)
  return server
}

describe.skipIf(!DATABASE_URL)('two servers on one PostgreSQL', () => {
  beforeAll(async () => {
    // Made here, not at load: on PGlite this file is skipped and must leave no folder.
    dataRoot = mkdtempSync(join(tmpdir(), 'tablo-two-servers-'))
    await resetPostgres(DATABASE_URL!)
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',')
        // The first attempt to mail stuck@ never ends: the server sending it hangs there until it is killed.
        if (to === 'stuck@example.ru' && held.length === 0) {
          held.push(to)
          stream.resume()
          return
        }
        stream.on('data', () => undefined)
        stream.on('end', () => {
          delivered.push(to)
          done()
        })
      },
    })
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()))
    env = serverEnv(dataRoot, {
      SEED_DEMO: 'true',
      SEED_INVENTORY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
      JOB_POLL_SECONDS: '0.5',
      JOB_MAINTENANCE_SECONDS: '2',
      // One address plays many advertisers here.
      RATE_LIMIT_SCALE: '100',
    })
    db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: undefined })
  }, 60_000)
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopChild(s.child)))
    await db?.close()
    await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()))
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true })
  })

  it('a mail job whose server dies mid-way is finished by the other server, once', async () => {
    const a = await start()
    const registered = await call(a.baseUrl, 'POST', '/api/v1/clients/register', {
      email: 'stuck@example.ru',
      password: 'secret-pass-1',
      fullName: 'Степан Застрявший',
    })
    expect(registered.status).toBe(201)
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1)
    const b = await start()
    process.kill(a.child.pid!, 'SIGKILL')
    await a.exited
    // The job expires on the dead server (30 s), the living one takes it over and the mail goes.
    await expect
      .poll(() => delivered.filter((to) => to === 'stuck@example.ru').length, { timeout: 120_000 })
      .toBe(1)
    // The SMTP server has the message before the sender hears its answer and marks the row sent: polled.
    const sent = async () =>
      (
        await db.query<{ sent: boolean }>(
          `select sent_at is not null as sent from mail_outbox where to_address = 'stuck@example.ru'`,
        )
      )[0]?.sent
    await expect.poll(sent, { timeout: 15_000 }).toBe(true)
    // Nothing sends it again.
    await new Promise((r) => setTimeout(r, 3000))
    expect(delivered.filter((to) => to === 'stuck@example.ru')).toHaveLength(1)
    expect(b.child.exitCode).toBeNull()
    // What the operators see on the server that did it.
    const metrics = await (await fetch(`${b.baseUrl}/metrics`)).text()
    expect(metrics).toMatch(/^tablo_job_runs_total\{job="mail"\} [1-9]/m)
    expect(metrics).toMatch(/^tablo_job_runs_total\{job="campaign-clock"\} [1-9]/m)
    expect(metrics).toMatch(/^tablo_mail_queue_depth 0$/m)
  }, 240_000)

  it('bookings sent to both servers at once hold each stop-period once; the clock settles each once a tick', async () => {
    const [a, b] = [await start(), servers.at(-2)!].reverse() as [ServerProcess, ServerProcess]
    const sides = await db.query<{ inventory_number: string; abbrev: string }>(
      `select s.inventory_number, o.abbrev from transit_shelter_spaces s join regions o on o.code = s.okrug_code
        where s.side = 'a' order by s.inventory_number limit 10 offset 700`,
    )
    const contenders = 4
    const requests = await Promise.all(
      Array.from({ length: sides.length * contenders }, async (_, i) => {
        const side = sides[i % sides.length]!
        const actor = await makeAccount(db)
        return { side, server: i % 2 === 0 ? a : b, token: actor.token }
      }),
    )
    const answers = await Promise.all(
      requests.map((r, i) =>
        call(
          r.server.baseUrl,
          'POST',
          `${CC}/transitShelter`,
          {
            name: `Два сервера ${i}`,
            calculation: {
              months: ['2027-03'],
              stops: [{ inventoryNumber: r.side.inventory_number, side: 'a', region: r.side.abbrev }],
            },
          },
          r.token,
        ),
      ),
    )
    const won = answers.filter((x) => x.status === 201)
    expect(won).toHaveLength(sides.length)
    expect(answers.filter((x) => x.status === 409)).toHaveLength(sides.length * (contenders - 1))
    const winners = new Set(
      answers.flatMap((x, i) => (x.status === 201 ? [requests[i]!.side.inventory_number] : [])),
    )
    expect(winners.size).toBe(sides.length)
    // Both servers took part in the winning.
    expect(
      new Set(answers.flatMap((x, i) => (x.status === 201 ? [requests[i]!.server.baseUrl] : []))).size,
    ).toBe(2)

    // Three won campaigns are due for the clock: one to launch, one to complete, one whose hold lapsed.
    const ids = won.map(
      (x) => (x.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id,
    )
    const [launch, complete, lapse] = ids as [string, string, string]
    const today = `(now() at time zone 'Europe/Moscow')::date`
    await db.query(
      `update campaigns set state = 'waitingForLaunch', start_date = ${today} - 1, end_date = ${today} + 30 where id = $1`,
      [launch],
    )
    await db.query(
      `update campaigns set state = 'active', start_date = ${today} - 30, end_date = ${today} - 1 where id = $1`,
      [complete],
    )
    await db.query(`update campaigns set expiration_date = ${today} - 2 where id = $1`, [lapse])
    const events = async () =>
      db.query<{ campaign_id: string; n: number }>(
        `select campaign_id, count(*)::int as n from campaign_events where actor = 'clock' and campaign_id = any($1)
          group by campaign_id order by campaign_id`,
        [[launch, complete, lapse]],
      )
    // The next tick (a minute at most, both servers watching the schedule) settles all three.
    await expect.poll(async () => (await events()).length, { timeout: 150_000, interval: 1000 }).toBe(3)
    // A further tick finds nothing to do: each campaign moved once, one notification each.
    const tickedAt = (
      await db.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'campaign-clock'`)
    )[0]!.n
    await expect
      .poll(
        async () =>
          (
            await db.query<{ n: number }>(
              `select count(*)::int as n from pgboss.job where name = 'campaign-clock'`,
            )
          )[0]!.n,
        { timeout: 150_000, interval: 2000 },
      )
      .toBeGreaterThan(tickedAt)
    expect((await events()).map((e) => e.n)).toEqual([1, 1, 1])
    const notifications = await db.query<{ campaign_id: string; n: number }>(
      `select e.campaign_id, count(*)::int as n from notifications n join campaign_events e on e.id = n.event_id
        where e.actor = 'clock' and e.campaign_id = any($1) group by e.campaign_id`,
      [[launch, complete, lapse]],
    )
    expect(notifications.map((n) => n.n)).toEqual([1, 1, 1])
    // One tick a minute, whichever server's cron fired it: pg-boss records each tick as one send of the clock job
    // per minute slot, and each tick queued at most one clock run (none while one still waited). The runs' own
    // creation times are not the measure: a tick sent late in its minute may be queued early in the next.
    const ticks = await db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job
        where name = '__pgboss__send-it' and data->>'name' = 'campaign-clock' group by singleton_on`,
    )
    expect(ticks.length).toBeGreaterThan(0)
    expect(ticks.every((m) => m.n === 1)).toBe(true)
    const [runs] = await db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'campaign-clock'`,
    )
    expect(runs!.n).toBeLessThanOrEqual(ticks.length)
    const states = await db.query<{ id: string; state: string; reservation_state: string }>(
      'select id, state, reservation_state from campaigns where id = any($1)',
      [[launch, complete, lapse]],
    )
    const byId = Object.fromEntries(states.map((s) => [s.id, s]))
    expect(byId[launch]!.state).toBe('active')
    expect(byId[complete]!.state).toBe('completed')
    expect(byId[lapse]!.reservation_state).toBe('canceled')
  }, 420_000)
})
