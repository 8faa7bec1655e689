import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startJobs } from '../jobs/tablo-jobs'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { seedInventory } from '../database/inventory-seed'
import { buildApp } from './app'
import { createServerContainer, type ServerRuntime } from './server.root'
import { call } from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const dir = mkdtempSync(join(tmpdir(), 'tablo-scheduler-'))
const clock = new PinnedClock('2026-11-22')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A Tablo server over a PGlite data folder, so it can be stopped and started again on the same data. */
const boot = async (): Promise<ServerRuntime & { baseUrl: string; stop: () => Promise<void> }> => {
  const runtime = await createServerContainer(
    {
      dataDir: dir,
      filesDir: join(dir, 'files'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'test@tablo.local',
      publicUrl: 'http://tablo.test',
    },
    { clock },
  )
  await seedInventory(runtime.container) // the first start seeds; a restart finds it there
  const app = await buildApp(runtime.container, { uiDir: '/nonexistent' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    ...runtime,
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close()
      await runtime.db.close()
    },
  }
}

const stateOf = async (runtime: ServerRuntime, id: string): Promise<string> =>
  (await runtime.db.query<{ state: string }>('select state from campaigns where id = $1', [id]))[0]!.state

describe('the Moscow clock survives a restart (issue 6, part 3)', () => {
  it('a server started after the dates passed catches up at once: waiting campaigns launch or complete', async () => {
    const first = await boot()
    const advertiser: Actor = await makeAccount(first.db)
    const staff: Actor = await makeAccount(first.db, { moderator: true })
    const ids: string[] = []
    const stickerSpaces = (
      await first.db.query<{ n: string }>(
        `select inventory_number as n from inventory_items where kind = 'metroSticker' order by inventory_number limit 2`,
      )
    ).map((r) => r.n)
    for (const place of ['metroMonitors', 'metroStickers'] as const) {
      const created = await call(
        first.baseUrl,
        'POST',
        `/api/v1/clients/commercial-campaigns/${place}`,
        {
          name: `Перезапуск ${place}`,
          calculation: CALCULATIONS[place],
          ...(place === 'metroStickers' ? { spaces: stickerSpaces } : {}),
        },
        advertiser.token,
      )
      const id = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
      await attachCreative(first.db, id)
      await call(
        first.baseUrl,
        'POST',
        `/api/v1/clients/commercial-campaigns/${place}/${id}/application`,
        undefined,
        advertiser.token,
      )
      await call(first.baseUrl, 'POST', `/api/v1/staff/campaigns/${id}/approve`, undefined, staff.token)
      await call(
        first.baseUrl,
        'POST',
        `/api/v1/staff/campaigns/${id}/confirm-reservation`,
        undefined,
        staff.token,
      )
      const paid = await call(
        first.baseUrl,
        'POST',
        `/api/v1/staff/campaigns/${id}/payment`,
        { paymentState: 'paid' },
        staff.token,
      )
      expect(paid.status).toBe(200)
      ids.push(id)
    }
    await first.stop()

    // While the server was down, metroMonitors (10..20 Jan) ran its whole period; metroStickers (January) is running.
    clock.set('2027-01-25')
    const second = await boot()
    expect(await Promise.all(ids.map((id) => stateOf(second, id)))).toEqual([
      'waitingForLaunch',
      'waitingForLaunch',
    ])
    const jobs = await startJobs(second.container, { databaseUrl: undefined })
    await jobs.stop() // the start ran the clock at once
    expect(await Promise.all(ids.map((id) => stateOf(second, id)))).toEqual(['completed', 'active'])
    // Started again (a second server on the same data): nothing moves twice.
    const again = await startJobs(second.container, { databaseUrl: undefined })
    await again.stop()
    const clockEvents = await second.db.query<{ n: string }>(
      `select count(*)::text as n from campaign_events where actor = 'clock'`,
    )
    expect(Number(clockEvents[0]!.n)).toBe(2)
    await second.stop()
  }, 120_000)
})
