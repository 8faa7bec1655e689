import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, makePartner, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { call, startTestServer, type TestServer } from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let a: Actor
let b: Actor
let observer: Actor
let staff: Actor
let partner: string

type Who = 'anonymous' | 'A' | 'B' | 'observer of A' | 'staff'
const tokenOf = (who: Who): string | undefined =>
  ({ anonymous: undefined, A: a.token, B: b.token, 'observer of A': observer.token, staff: staff.token })[who]

const C = '/api/v1/clients/commercial-campaigns'
const S = '/api/v1/staff'
/** A state of A's campaign a call needs: a fresh draft, one sent to moderation, agreed, or rejected and changed. */
type Setup = 'draft' | 'sent' | 'approved' | 'rejected'
interface Row {
  readonly call: string
  readonly setup: Setup
  readonly request: (id: string) => [string, string, unknown?]
  /** What each asker gets: anonymous 401 always; the rest as listed. */
  readonly expect: Readonly<Record<Exclude<Who, 'anonymous'>, number>>
}
const READ = { A: 200, B: 404, 'observer of A': 200, staff: 404 } as const
const WRITE = (ok: number) => ({ A: ok, B: 404, 'observer of A': 403, staff: 404 }) as const
const STAFF = (ok: number) => ({ A: 403, B: 403, 'observer of A': 403, staff: ok }) as const
const body = () => ({ name: 'Матрица', calculation: CALCULATIONS.metroMonitors })

const ROWS: Row[] = [
  { call: 'get', setup: 'draft', request: (id) => ['GET', `${C}/${id}`], expect: READ },
  {
    call: 'create',
    setup: 'draft',
    request: () => ['POST', `${C}/metroMonitors`, body()],
    expect: { A: 201, B: 201, 'observer of A': 403, staff: 201 },
  },
  {
    call: 'update',
    setup: 'draft',
    request: (id) => ['PUT', `${C}/metroMonitors/${id}`, body()],
    expect: WRITE(200),
  },
  { call: 'delete', setup: 'draft', request: (id) => ['DELETE', `${C}/${id}`], expect: WRITE(200) },
  {
    call: 'application',
    setup: 'draft',
    request: (id) => ['POST', `${C}/metroMonitors/${id}/application`],
    expect: WRITE(200),
  },
  {
    call: 'resubmission',
    setup: 'rejected',
    request: (id) => ['POST', `${C}/metroMonitors/${id}/resubmission`],
    expect: WRITE(200),
  },
  {
    call: 'complete',
    setup: 'draft',
    request: (id) => ['POST', `${C}/metroMonitors/${id}/complete`],
    expect: WRITE(200),
  },
  {
    call: 'add partner',
    setup: 'draft',
    request: (id) => ['POST', `${C}/metroMonitors/${id}/partners`, { partnerId: partner }],
    expect: WRITE(200),
  },
  {
    call: 'remove partner',
    setup: 'draft',
    request: (id) => ['DELETE', `${C}/metroMonitors/${id}/partners/${partner}`],
    expect: WRITE(200),
  },
  {
    call: 'setAllowed',
    setup: 'draft',
    request: (id) => ['PATCH', `${C}/metroMonitors/${id}/setAllowed`],
    expect: WRITE(200),
  },
  {
    call: 'prolongation',
    setup: 'approved',
    request: (id) => ['POST', `${C}/metroMonitors/${id}/prolongation`, {}],
    expect: WRITE(201),
  },
  {
    call: 'changeScheduleDate',
    setup: 'draft',
    request: (id) => [
      'PUT',
      `${C}/metroMonitors/${id}/changeScheduleDate`,
      { startDate: '2027-02-01', endDate: '2027-02-10' },
    ],
    expect: WRITE(200),
  },
  { call: 'staff queue', setup: 'sent', request: () => ['GET', `${S}/campaigns`], expect: STAFF(200) },
  { call: 'staff get', setup: 'sent', request: (id) => ['GET', `${S}/campaigns/${id}`], expect: STAFF(200) },
  {
    call: 'staff approve',
    setup: 'sent',
    request: (id) => ['POST', `${S}/campaigns/${id}/approve`],
    expect: STAFF(200),
  },
  {
    call: 'staff reject',
    setup: 'sent',
    request: (id) => ['POST', `${S}/campaigns/${id}/reject`, { reason: 'Нет' }],
    expect: STAFF(200),
  },
  {
    call: 'staff cancel',
    setup: 'sent',
    request: (id) => ['POST', `${S}/campaigns/${id}/cancel`, {}],
    expect: STAFF(200),
  },
  {
    call: 'staff payment',
    setup: 'approved',
    request: (id) => ['POST', `${S}/campaigns/${id}/payment`, { paymentState: 'paid' }],
    expect: STAFF(200),
  },
  {
    call: 'staff confirm reservation',
    setup: 'sent',
    request: (id) => ['POST', `${S}/campaigns/${id}/confirm-reservation`],
    expect: STAFF(409),
  },
  {
    call: 'staff scheduler',
    setup: 'draft',
    request: () => ['POST', `${S}/scheduler/run`],
    expect: STAFF(200),
  },
]

const snapshot = async (): Promise<string> => {
  const [row] = await server.db.query<{ h: string }>(
    `select md5(coalesce((select string_agg(t::text, '|' order by t::text) from campaigns t), '') ||
                coalesce((select string_agg(e.event, '|' order by e.id) from campaign_events e), '')) as h`,
  )
  return row!.h
}

const prepare = async (setup: Setup): Promise<string> => {
  const created = await call(server.baseUrl, 'POST', `${C}/metroMonitors`, body(), a.token)
  const id = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  // Every campaign has the creative moderation needs (issue #47), so that sending it is the owner's to do.
  await attachCreative(server.db, id)
  if (setup !== 'draft')
    await call(server.baseUrl, 'POST', `${C}/metroMonitors/${id}/application`, undefined, a.token)
  if (setup === 'approved')
    await call(server.baseUrl, 'POST', `${S}/campaigns/${id}/approve`, undefined, staff.token)
  if (setup === 'rejected') {
    await call(server.baseUrl, 'POST', `${S}/campaigns/${id}/reject`, { reason: 'Нет' }, staff.token)
    // A new creative after the rejection (issue #48: only a changed campaign is sent again).
    await attachCreative(server.db, id)
  }
  return id
}

beforeAll(async () => {
  server = await startTestServer({ clock })
  a = await makeAccount(server.db)
  b = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: a.id })
  staff = await makeAccount(server.db, { moderator: true })
  partner = await makePartner(server.db, a.id, 'ООО Матрица')
})
afterAll(async () => {
  await server?.close()
})

describe('who may call what (cabinet §6; issue 6 authorization table)', () => {
  it.each(ROWS)('$call', async (row) => {
    const id = await prepare(row.setup)
    const seen: Record<string, number> = {}
    // The owner last: every refusal before it must change nothing, and the rightful call still finds the set-up state
    // (a staff call is refused to A whatever the state).
    for (const who of ['anonymous', 'B', 'observer of A', 'staff', 'A'] as const) {
      const rightful = who !== 'anonymous' && row.expect[who] < 400
      const before = await snapshot()
      const [method, path, payload] = row.request(id)
      const answer = await call(server.baseUrl, method, path, payload, tokenOf(who))
      seen[who] = answer.status
      if (answer.status >= 400) {
        expect(typeof answer.body.message).toBe('string')
        if (!rightful) expect(await snapshot()).toBe(before)
      }
      if (who === 'observer of A' && answer.status === 403)
        expect(answer.body.message).toBe('Недостаточно прав для этого действия')
    }
    expect(seen).toEqual({ anonymous: 401, ...row.expect })
  })

  it('an observer lists the campaigns of the advertiser who invited it; B lists none of them', async () => {
    const listed = async (token: string) =>
      (
        (await call(server.baseUrl, 'GET', C, undefined, token)).body.data as {
          advertisingCampaigns: { _id: string }[]
        }
      ).advertisingCampaigns.map((c) => c._id)
    const mine = await listed(a.token)
    expect(mine.length).toBeGreaterThan(0)
    expect(await listed(observer.token)).toEqual(mine)
    expect((await listed(b.token)).filter((id) => mine.includes(id))).toEqual([])
  })
})
