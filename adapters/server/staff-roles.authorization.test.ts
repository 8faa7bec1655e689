import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeBankStatement } from '../../core/payments/bank-statement'
import { aStatement } from '../../core/payments/testing/bank-payments'
import { STAFF_ROLES, staffMay, type StaffCapability, type StaffRole } from '../../core/staff/staff-roles'
import { png, upload } from '../files/testing/media-fixtures'
import { CALCULATIONS, makeAccount, PinnedClock, type Actor } from './testing/campaign-fixtures'
import { attachCreative } from './testing/creative-fixture'
import { call, startTestServer, type TestServer } from './testing/test-server'

/**
 * The staff role table on the server (issue #48; core/staff/staff-roles.ts): every staff route tried by every staff
 * role and by an advertiser, an agency and an observer — allowed exactly where the table allows (the route's own
 * answer), 403 elsewhere, 401 without a session — and a refusal changes nothing. The expected cells are read from
 * the core's table, so the table and the server cannot drift apart.
 */
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const STAFF = '/api/v1/staff'
const CC = '/api/v1/clients/commercial-campaigns'
type Principal = StaffRole | 'advertiser' | 'agency' | 'observer' | 'anonymous'
const PRINCIPALS: readonly Principal[] = [...STAFF_ROLES, 'advertiser', 'agency', 'observer', 'anonymous']

let server: TestServer
let advertiser: Actor
const tokens = new Map<Principal, string | undefined>()
/** A campaign made through the API, cloned into fresh campaigns in the states a row needs. */
let template = ''
/** Read-only targets every principal tries. */
const shared = { campaign: '', media: '' }

/** A fresh campaign of the advertiser in the given state, cloned from the template (the API cannot reach every state). */
const campaignIn = async (
  state: string,
  over: { reservation?: string; payment?: string; creative?: string } = {},
): Promise<{ id: string; creative: string }> => {
  const id = randomUUID()
  await server.db.query(
    `insert into campaigns (id, owner_id, advertise_place, name, brand_name, state, reservation_state, payment_state,
       start_date, end_date, expiration_date, calculation, spaces, periods_price, taxes_sum, total_sum_without_taxes,
       partners, created_at, updated_at)
     select $2, owner_id, advertise_place, name, brand_name, $3, $4, $5, start_date, end_date, expiration_date,
       calculation, spaces, periods_price, taxes_sum, total_sum_without_taxes, partners, created_at, updated_at
     from campaigns where id = $1`,
    [template, id, state, over.reservation ?? 'notReserved', over.payment ?? 'notPaid'],
  )
  const creative = await attachCreative(server.db, id)
  if (over.creative)
    await server.db.query('update media set status = $2 where id = $1', [creative, over.creative])
  return { id, creative }
}
/** A creative of the advertiser on moderation with a loaded document. */
const creativeWithDocument = async (): Promise<{ media: string; document: string }> => {
  const { creative } = await campaignIn('moderation', { creative: 'moderation' })
  const document = randomUUID()
  await server.db.query(
    `insert into media (id, owner_id, kind, name, storage_key, mime_type, size_bytes, hash, created_at, updated_at)
     values ($1, $2, 'document', 'Договор.pdf', $3, 'application/pdf', 1, $4, now(), now())`,
    [document, advertiser.id, `test-document/${document}`, document],
  )
  await server.db.query(
    `insert into media_documents (media_id, document_id, type_id, status, updated_at)
     values ($1, $2, 'contract', 'loaded', now())`,
    [creative, document],
  )
  return { media: creative, document }
}
/** A fresh agency with a personal discount, for the calls that set or remove one. */
const agencyWithTerms = async (): Promise<string> => {
  const { id } = await makeAccount(server.db)
  await server.db.query('update accounts set is_agency = true where id = $1', [id])
  await server.db.query(
    `insert into advertiser_terms (account_id, discount_percent, advertise_places) values ($1, 10, '{}')`,
    [id],
  )
  return id
}

/** Every table a staff decision may write, as one fingerprint. */
const snapshot = async (): Promise<string> => {
  const [row] = await server.db.query<{ h: string }>(
    `select md5(concat_ws('|',
       (select string_agg(concat_ws(',', id, state, reservation_state, payment_state, moderation_reason), ';' order by id) from campaigns),
       (select string_agg(concat_ws(',', campaign_id, unit_id, day), ';' order by campaign_id, unit_id, day) from campaign_holds),
       (select count(*)::text from campaign_events),
       (select string_agg(concat_ws(',', id, status, moderation_reason), ';' order by id) from media),
       (select count(*)::text from media_events),
       (select string_agg(concat_ws(',', media_id, document_id, status), ';' order by media_id, document_id) from media_documents),
       (select count(*)::text from notifications),
       (select count(*)::text from bank_payments),
       (select string_agg(concat_ws(',', account_id, discount_percent, advertise_places, expiration_date,
          ignore_global_discount_factors), ';' order by account_id) from advertiser_terms))) as h`,
  )
  return row!.h
}

interface Row {
  readonly call: string
  /** The capability of the role table the call needs (for the approval and rejection: at that stage). */
  readonly needs: StaffCapability
  /** Makes what the call acts on, fresh for each principal, and answers the request. */
  readonly request: () => Promise<{ method: string; path: string; body?: unknown; file?: Uint8Array }>
  /** The answer of an allowed principal. */
  readonly ok: number
}

const post = (path: string, body: unknown = {}) => ({ method: 'POST', path, body })
const put = (path: string, body: unknown) => ({ method: 'PUT', path, body })
const get = (path: string) => ({ method: 'GET', path })

const ROWS: readonly Row[] = [
  { call: 'GET /staff/me', needs: 'readQueue', ok: 200, request: async () => get('/me') },
  {
    call: 'GET /staff/queue',
    needs: 'readQueue',
    ok: 200,
    request: async () => get('/queue?waits=campaign'),
  },
  { call: 'GET /staff/campaigns', needs: 'readQueue', ok: 200, request: async () => get('/campaigns') },
  {
    call: 'GET /staff/campaigns/:id',
    needs: 'readQueue',
    ok: 200,
    request: async () => get(`/campaigns/${shared.campaign}`),
  },
  {
    call: 'GET /staff/campaigns/:id/review',
    needs: 'readQueue',
    ok: 200,
    request: async () => get(`/campaigns/${shared.campaign}/review`),
  },
  {
    call: 'GET /staff/campaigns/:id/payments',
    needs: 'readQueue',
    ok: 200,
    request: async () => get(`/campaigns/${shared.campaign}/payments`),
  },
  { call: 'GET /staff/media', needs: 'readQueue', ok: 200, request: async () => get('/media') },
  {
    call: 'GET /staff/media/:id',
    needs: 'readQueue',
    ok: 200,
    request: async () => get(`/media/${shared.media}`),
  },
  {
    call: 'GET /staff/media/:id/file',
    needs: 'readQueue',
    ok: 200,
    request: async () => ({ method: 'FILE', path: `/media/${shared.media}/file` }),
  },
  { call: 'GET /staff/documents', needs: 'readQueue', ok: 200, request: async () => get('/documents') },
  {
    call: 'POST approve, first stage (moderation)',
    needs: 'decidePrimary',
    ok: 200,
    request: async () => post(`/campaigns/${(await campaignIn('moderation')).id}/approve`),
  },
  {
    call: 'POST approve, final stage (secondaryModeration)',
    needs: 'decideSecondary',
    ok: 200,
    request: async () => post(`/campaigns/${(await campaignIn('secondaryModeration')).id}/approve`),
  },
  {
    call: 'POST reject, first stage (primaryModeration)',
    needs: 'decidePrimary',
    ok: 200,
    request: async () =>
      post(`/campaigns/${(await campaignIn('primaryModeration')).id}/reject`, { reason: 'Нет erid' }),
  },
  {
    call: 'POST reject, final stage (secondaryModeration)',
    needs: 'decideSecondary',
    ok: 200,
    request: async () =>
      post(`/campaigns/${(await campaignIn('secondaryModeration')).id}/reject`, { reason: 'Нет erid' }),
  },
  {
    call: 'POST creatives/:id/approve',
    needs: 'decidePrimary',
    ok: 200,
    request: async () => {
      const { id, creative } = await campaignIn('moderation', { creative: 'moderation' })
      return post(`/campaigns/${id}/creatives/${creative}/approve`)
    },
  },
  {
    call: 'POST creatives/:id/reject',
    needs: 'decidePrimary',
    ok: 200,
    request: async () => {
      const { id, creative } = await campaignIn('moderation', { creative: 'moderation' })
      return post(`/campaigns/${id}/creatives/${creative}/reject`, { reason: 'Мелкий текст' })
    },
  },
  {
    call: 'POST confirm-reservation',
    needs: 'decideReservation',
    ok: 200,
    request: async () =>
      post(`/campaigns/${(await campaignIn('booked', { reservation: 'reserved' })).id}/confirm-reservation`),
  },
  {
    call: 'POST release-reservation',
    needs: 'decideReservation',
    ok: 200,
    request: async () =>
      post(`/campaigns/${(await campaignIn('booked', { reservation: 'reserved' })).id}/release-reservation`, {
        reason: 'Ремонт',
      }),
  },
  {
    call: 'POST payment',
    needs: 'decidePayment',
    ok: 200,
    request: async () =>
      post(`/campaigns/${(await campaignIn('approved')).id}/payment`, { paymentState: 'paid' }),
  },
  {
    call: 'POST cancel',
    needs: 'decideCancellation',
    ok: 200,
    request: async () => post(`/campaigns/${(await campaignIn('active')).id}/cancel`, { reason: 'Дубль' }),
  },
  { call: 'POST scheduler/run', needs: 'runClock', ok: 200, request: async () => post('/scheduler/run') },
  {
    call: 'POST bank-statements',
    needs: 'decidePayment',
    ok: 200,
    request: async () => ({
      method: 'UPLOAD',
      path: '/bank-statements',
      file: new TextEncoder().encode(writeBankStatement(aStatement())),
    }),
  },
  {
    call: 'POST media/:id/approve',
    needs: 'decidePrimary',
    ok: 200,
    request: async () =>
      post(`/media/${(await campaignIn('moderation', { creative: 'moderation' })).creative}/approve`),
  },
  {
    call: 'POST media/:id/reject',
    needs: 'decidePrimary',
    ok: 200,
    request: async () =>
      post(`/media/${(await campaignIn('moderation', { creative: 'moderation' })).creative}/reject`, {
        reason: 'Шум',
      }),
  },
  {
    call: 'POST media/:id/documents/:id/approve',
    needs: 'decidePrimary',
    ok: 200,
    request: async () => {
      const { media, document } = await creativeWithDocument()
      return post(`/media/${media}/documents/${document}/approve`)
    },
  },
  {
    call: 'POST media/:id/documents/:id/reject',
    needs: 'decidePrimary',
    ok: 200,
    request: async () => {
      const { media, document } = await creativeWithDocument()
      return post(`/media/${media}/documents/${document}/reject`, { reason: 'Нет подписи' })
    },
  },
  { call: 'GET /staff/agencies', needs: 'manageAgencies', ok: 200, request: async () => get('/agencies') },
  {
    call: 'PUT /staff/agencies/:id/terms',
    needs: 'manageAgencies',
    ok: 200,
    request: async () => put(`/agencies/${await agencyWithTerms()}/terms`, { discountPercent: 15 }),
  },
  {
    call: 'DELETE /staff/agencies/:id/terms',
    needs: 'manageAgencies',
    ok: 200,
    request: async () => ({ method: 'DELETE', path: `/agencies/${await agencyWithTerms()}/terms` }),
  },
]

/** A file's answer: its status, and the message of a refusal (files are not JSON). */
const fileOf = async (path: string, token: string | undefined) => {
  const response = await fetch(
    `${server.baseUrl}${path}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  )
  const text = await response.text()
  return {
    status: response.status,
    body: (response.headers.get('content-type') ?? '').includes('json')
      ? (JSON.parse(text) as { message?: string })
      : {},
  }
}

const expectedOf = (row: Row, who: Principal): number =>
  who === 'anonymous'
    ? 401
    : (STAFF_ROLES as readonly string[]).includes(who) && staffMay([who as StaffRole], row.needs)
      ? row.ok
      : 403

beforeAll(async () => {
  server = await startTestServer({ clock: new PinnedClock('2026-11-22'), rateLimitScale: 100 })
  advertiser = await makeAccount(server.db)
  for (const role of STAFF_ROLES)
    tokens.set(role, (await makeAccount(server.db, { staffRoles: [role] })).token)
  tokens.set('advertiser', advertiser.token)
  const agency = await makeAccount(server.db)
  await server.db.query('update accounts set is_agency = true where id = $1', [agency.id])
  tokens.set('agency', agency.token)
  tokens.set('observer', (await makeAccount(server.db, { observerOf: advertiser.id })).token)
  tokens.set('anonymous', undefined)
  const created = await call(
    server.baseUrl,
    'POST',
    `${CC}/metroMonitors`,
    { name: 'Матрица ролей', calculation: CALCULATIONS.metroMonitors },
    advertiser.token,
  )
  template = (created.body.data as { advertisingCampaign: { _id: string } }).advertisingCampaign._id
  shared.campaign = (await campaignIn('moderation')).id
  const uploaded = await upload(
    server.baseUrl,
    'POST',
    '/api/v1/clients/media-library/image',
    advertiser.token,
    {
      bytes: await png(400, 300),
      name: 'Макет.png',
      type: 'image/png',
    },
  )
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
  shared.media =
    (uploaded.body.data as { _id?: string; media?: { _id: string } }).media?._id ??
    (uploaded.body.data as { _id: string })._id
})
afterAll(async () => {
  await server?.close()
})

describe(`the staff role table on every staff route (issue #48) on ${DB}`, () => {
  it.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_name, row) => {
    const seen: Record<string, number> = {}
    const wanted: Record<string, number> = {}
    for (const who of PRINCIPALS) {
      const { method, path, body, file } = await row.request()
      const before = await snapshot()
      const answer =
        method === 'FILE'
          ? await fileOf(`${STAFF}${path}`, tokens.get(who))
          : method === 'UPLOAD'
            ? await upload(server.baseUrl, 'POST', `${STAFF}${path}`, tokens.get(who), {
                bytes: file ?? new Uint8Array(),
                name: 'kl_to_1c.txt',
                type: 'text/plain',
              })
            : await call(server.baseUrl, method, `${STAFF}${path}`, body, tokens.get(who))
      seen[who] = answer.status
      wanted[who] = expectedOf(row, who)
      if (answer.status === 403)
        expect([
          'Недостаточно прав для этого действия',
          'Это решение принимает сотрудник с другой ролью',
        ]).toContain(answer.body.message)
      if (answer.status === 401 || answer.status === 403)
        expect(await snapshot(), `${who} changed something`).toBe(before)
    }
    expect(seen).toEqual(wanted)
  })
})
