import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { makeLegalEntity, ordersSnapshot } from './testing/campaign-orders-fixtures'
import {
  call,
  realSides,
  realStickerSpaces,
  startTestServer,
  type RealSide,
  type TestServer,
} from './testing/test-server'
import { attachCreative } from './testing/creative-fixture'

const clock = new PinnedClock('2026-11-22')
let server: TestServer
let a: Actor
let b: Actor
let observer: Actor
let staff: Actor
let legalEntityId: string

type Who = 'anonymous' | 'A' | 'B' | 'observer of A' | 'staff'
const tokenOf = (who: Who): string | undefined =>
  ({ anonymous: undefined, A: a.token, B: b.token, 'observer of A': observer.token, staff: staff.token })[who]

const C = '/api/v1/clients/commercial-campaigns'
const S = '/api/v1/staff'
/** What a call needs of A's campaign: a draft of a place, an approved and invoiced one, or one with an order. */
type Setup = 'monitors' | 'stickers' | 'boxes' | 'shelter' | 'invoiced' | 'declared'
interface Prepared {
  readonly id: string
  readonly paymentId: string
}
interface Row {
  readonly call: string
  readonly setup: Setup
  readonly request: (p: Prepared) => [string, string, unknown?]
  /** What each asker gets: anonymous 401 always; the rest as listed. */
  readonly expect: Readonly<Record<Exclude<Who, 'anonymous'>, number>>
}
/** Money and wizard calls: the owner only; an observer is told it may not (R-ROLE-08), others see no campaign. */
const OWNER = (ok: number) => ({ A: ok, B: 404, 'observer of A': 403, staff: 404 }) as const
const STAFF = (ok: number) => ({ A: 403, B: 403, 'observer of A': 403, staff: ok }) as const
const order = (number: string) => ({ amount: 100, number, date: '2026-11-22' })
/** Real shelter sides of the seeded inventory, each handed out once so no two campaigns contend for one. */
let pool: RealSide[] = []
let stickerPool: string[] = []
const nextSticker = (): string => {
  const space = stickerPool.shift()
  if (!space) throw new Error('the pool of real sticker spaces ran out')
  return space
}
const nextStop = (): RealSide => {
  const side = pool.shift()
  if (!side) throw new Error('the pool of real shelter sides ran out')
  return side
}

const ROWS: Row[] = [
  {
    call: 'payments GET',
    setup: 'monitors',
    request: ({ id }) => ['GET', `${C}/${id}/payments`],
    expect: OWNER(200),
  },
  {
    call: 'payments POST',
    setup: 'invoiced',
    request: ({ id }) => ['POST', `${C}/${id}/payments`, order('1')],
    expect: OWNER(201),
  },
  {
    call: 'payments PUT',
    setup: 'declared',
    request: ({ id, paymentId }) => ['PUT', `${C}/${id}/payments/${paymentId}`, order('2')],
    expect: OWNER(200),
  },
  {
    call: 'staff payments GET',
    setup: 'declared',
    request: ({ id }) => ['GET', `${S}/campaigns/${id}/payments`],
    expect: STAFF(200),
  },
  {
    call: 'typography',
    setup: 'stickers',
    request: ({ id }) => ['POST', `${C}/metroStickers/${id}/typography`, { typographyId: 'independently' }],
    expect: OWNER(200),
  },
  {
    call: 'checkVacantStickers',
    setup: 'stickers',
    request: ({ id }) => ['POST', `${C}/metroStickers/${id}/checkVacantStickers`],
    expect: OWNER(200),
  },
  {
    call: 'checkVacantBoxes',
    setup: 'boxes',
    request: ({ id }) => ['POST', `${C}/lightBoxes/${id}/checkVacantBoxes`],
    expect: OWNER(200),
  },
  {
    call: 'createSchedule',
    setup: 'monitors',
    request: ({ id }) => ['PATCH', `${C}/${id}/createSchedule`, {}],
    expect: OWNER(200),
  },
  {
    call: 'transitShelter stops',
    setup: 'shelter',
    request: ({ id }) => ['PUT', `${C}/transitShelter/${id}/stops`, { stops: [nextStop()] }],
    expect: OWNER(200),
  },
]

const created = async (place: string, body: Record<string, unknown>): Promise<string> => {
  const answer = await call(server.baseUrl, 'POST', `${C}/${place}`, { name: 'Матрица', ...body }, a.token)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return (answer.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
}

const prepare = async (setup: Setup): Promise<Prepared> => {
  const none = { paymentId: '00000000-0000-4000-8000-000000000000' }
  switch (setup) {
    case 'stickers':
      return {
        id: await created('metroStickers', {
          calculation: CALCULATIONS.metroStickers,
          spaces: [nextSticker(), nextSticker()],
        }),
        ...none,
      }
    case 'boxes':
      return {
        id: await created('lightBoxes', {
          calculation: { startDate: '2027-01-15', endDate: '2027-02-14', itemIds: ['LB-004'] },
        }),
        ...none,
      }
    case 'shelter':
      return {
        id: await created('transitShelter', {
          calculation: { months: ['2027-01'], stops: [nextStop()] },
        }),
        ...none,
      }
    case 'monitors':
      return { id: await created('metroMonitors', { calculation: CALCULATIONS.metroMonitors }), ...none }
    case 'invoiced':
    case 'declared': {
      const id = await created('metroMonitors', { calculation: CALCULATIONS.metroMonitors })
      await attachCreative(server.db, id)
      await call(server.baseUrl, 'POST', `${C}/metroMonitors/${id}/application`, undefined, a.token)
      await call(server.baseUrl, 'POST', `${S}/campaigns/${id}/approve`, undefined, staff.token)
      await call(server.baseUrl, 'POST', `${C}/metroMonitors/${id}/invoice`, { legalEntityId }, a.token)
      if (setup === 'invoiced') return { id, ...none }
      const declared = await call(server.baseUrl, 'POST', `${C}/${id}/payments`, order('7'), a.token)
      expect(declared.status).toBe(201)
      return { id, paymentId: (declared.body.data as { payment: { _id: string } }).payment._id }
    }
  }
}

beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true })
  pool = await realSides(server, 200, { side: 'a', offset: 1000 })
  stickerPool = await realStickerSpaces(server, 200, 400)
  a = await makeAccount(server.db)
  b = await makeAccount(server.db)
  observer = await makeAccount(server.db, { observerOf: a.id })
  staff = await makeAccount(server.db, { moderator: true })
  legalEntityId = await makeLegalEntity(server.db, a.id)
})
afterAll(async () => {
  await server?.close()
})

describe("who may call the campaign's orders (cabinet §6; issue 6 authorization table)", () => {
  it.each(ROWS)('$call', async (row) => {
    const prepared = await prepare(row.setup)
    const seen: Record<string, number> = {}
    // The owner last: every refusal before it must change nothing, so the rightful call still finds the set-up state.
    for (const who of ['anonymous', 'B', 'observer of A', 'staff', 'A'] as const) {
      const rightful = who !== 'anonymous' && row.expect[who] < 400
      const before = await ordersSnapshot(server.db)
      const [method, path, payload] = row.request(prepared)
      const answer = await call(server.baseUrl, method, path, payload, tokenOf(who))
      seen[who] = answer.status
      if (answer.status >= 400) {
        expect(typeof answer.body.message).toBe('string')
        if (!rightful) expect(await ordersSnapshot(server.db)).toBe(before)
      }
      if (who === 'observer of A' && answer.status === 403)
        expect(answer.body.message).toBe('Недостаточно прав для этого действия')
    }
    expect(seen).toEqual({ anonymous: 401, ...row.expect })
  })
})
