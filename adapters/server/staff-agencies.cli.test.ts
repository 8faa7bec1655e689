import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdmin } from './testing/admin-cli'
import { DEMO_PASSWORD } from './seed'
import { call, signIn, startTestServer, type TestServer } from './testing/test-server'
import { PinnedClock } from './testing/campaign-fixtures'

/** `npm run admin -- agencies | set-discount | remove-discount` over the staff API, as a superuser and as anyone else. */
let server: TestServer
let agencyId = ''
const as = (email: string, ...args: string[]) =>
  runAdmin({ baseUrl: server.baseUrl, email, password: DEMO_PASSWORD }, ...args)
const admin = (...args: string[]) => as('admin@tablo.local', ...args)
const discountOfAgency = async () =>
  (
    await call(
      server.baseUrl,
      'GET',
      '/api/v1/discounts',
      undefined,
      await signIn(server, 'agency@tablo.local', DEMO_PASSWORD),
    )
  ).body.data

beforeAll(async () => {
  server = await startTestServer({
    clock: new PinnedClock('2026-11-22'),
    demoAccounts: true,
    rateLimitScale: 100,
  })
  agencyId = (
    await server.db.query<{ id: string }>(`select id from accounts where email = 'agency@tablo.local'`)
  )[0]!.id
})
afterAll(async () => {
  await server?.close()
})

describe("the admin CLI sets an agency's personal discount (npm run admin)", () => {
  it('lists the agencies, sets a discount the agency then reads, and removes it', async () => {
    const listed = await admin('agencies')
    expect(listed.code, listed.err).toBe(0)
    expect(listed.out).toContain(agencyId)
    expect(listed.out).toMatch(/10 %\s+все места\s+до 2027-12-31/)
    expect(listed.out).toContain('Агентство «Светофор»')

    const set = await admin(
      'set-discount',
      agencyId,
      '--percent',
      '12.5',
      '--places',
      'metroMonitors,metroStickers',
      '--until',
      '2027-06-30',
      '--ignore-global-factors',
    )
    expect(set.code, set.err).toBe(0)
    expect(set.out).toMatch(/12,5 %\s+metroMonitors,metroStickers\s+до 2027-06-30\s+без общих/)
    expect(await discountOfAgency()).toEqual({
      isAgency: true,
      discount: {
        value: 12.5,
        advertisePlaces: ['metroMonitors', 'metroStickers'],
        expirationDate: '2027-06-30',
      },
      ignoreGlobalDiscountFactors: true,
    })

    const removed = await admin('remove-discount', agencyId, '--json')
    expect(removed.code, removed.err).toBe(0)
    expect(JSON.parse(removed.out)).toMatchObject({ _id: agencyId, terms: null })
  })

  it('prints the server’s Russian refusal of a bad discount (exit 1), a usage error (exit 2), a moderator’s 403 (exit 2)', async () => {
    const tooMuch = await admin('set-discount', agencyId, '--percent', '95')
    expect(tooMuch.code).toBe(1)
    expect(tooMuch.err).toContain('Отказ (400): Скидка — от 0,01 до 90 % [discountPercent: out of range]')
    const noPercent = await admin('set-discount', agencyId)
    expect(noPercent.code).toBe(2)
    expect(noPercent.err).toContain('set-discount needs --percent N')
    const moderator = await as('moderator@tablo.local', 'agencies')
    expect(moderator.code).toBe(2)
    expect(moderator.err).toContain('Отказ (403): Недостаточно прав для этого действия')
  })
})
