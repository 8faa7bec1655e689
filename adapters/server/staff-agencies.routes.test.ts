import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decoderOf } from '../../core/shared/decoder'
import { AGENCY_NOT_FOUND } from '../../core/staff/agency-desk'
import {
  AGENCIES_PATH,
  AGENCY_TERMS_MESSAGES as M,
  AgencyListWire,
  AgencyWire,
  agencyTermsPath,
} from '../../core/staff/agency-terms'
import { DEMO_PASSWORD } from './seed'
import { CALCULATIONS, PinnedClock } from './testing/campaign-fixtures'
import { call, signIn, startTestServer, type TestServer } from './testing/test-server'
import { seededAgency } from '../../core/staff/testing/agency.fixture'

/**
 * The staff desk's «Агентства» over real HTTP (core/staff/agency-terms.ts): the superuser lists the agencies and
 * sets or removes an agency's personal discount, which the agency's next calculation prices with; a body that does
 * not hold is 400 in Russian and changes nothing; anyone else is refused before anything is read.
 */
const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
const TODAY = '2026-11-22'
const AGENCY_NAME = 'Агентство «Светофор»'

let server: TestServer
const tokens = { admin: '', moderator: '', advertiser: '', agency: '' }
const ids = { agency: '', advertiser: '' }

const decodeList = decoderOf(AgencyListWire)
const decodeAgency = decoderOf(AgencyWire)
const api = (method: string, path: string, body?: unknown, token: string | undefined = tokens.admin) =>
  call(server.baseUrl, method, path, body, token)

/** The list as the superuser reads it, checked against the contract. */
const agencies = async (): Promise<AgencyWire[]> => {
  const answer = await api('GET', AGENCIES_PATH)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const decoded = decodeList(answer.body.data)
  if (!decoded.ok) throw new Error(JSON.stringify(decoded.error))
  return [...decoded.value.agencies]
}
const theAgency = async (): Promise<AgencyWire | undefined> =>
  (await agencies()).find((a) => a._id === ids.agency)
/** An answer's agency, checked against the contract. */
const agencyOf = (answer: Awaited<ReturnType<typeof call>>): AgencyWire => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const decoded = decodeAgency(answer.body.data)
  if (!decoded.ok) throw new Error(JSON.stringify(decoded.error))
  return decoded.value
}
/** The total the caller is charged for the same metro-monitors campaign, and its personal discount. */
const quoteFor = async (token: string): Promise<{ total: number; personal: number }> => {
  const answer = await call(
    server.baseUrl,
    'POST',
    '/api/v1/commercial-campaigns/metroMonitors/calculate',
    CALCULATIONS.metroMonitors,
    token,
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const data = answer.body.data as {
    total: number
    quote: { discounts: { advertiser: { percent: number } } }
  }
  return { total: data.total, personal: data.quote.discounts.advertiser.percent }
}
const idOf = async (email: string): Promise<string> =>
  (await server.db.query<{ id: string }>('select id from accounts where email = $1', [email]))[0]!.id

beforeAll(async () => {
  server = await startTestServer({ clock: new PinnedClock(TODAY), demoAccounts: true, rateLimitScale: 100 })
  tokens.admin = await signIn(server, 'admin@tablo.local', DEMO_PASSWORD)
  tokens.moderator = await signIn(server, 'moderator@tablo.local', DEMO_PASSWORD)
  tokens.advertiser = await signIn(server, 'demo@tablo.local', DEMO_PASSWORD)
  tokens.agency = await signIn(server, 'agency@tablo.local', DEMO_PASSWORD)
  ids.agency = await idOf('agency@tablo.local')
  ids.advertiser = await idOf('demo@tablo.local')
})
afterAll(async () => {
  await server?.close()
})

describe(`the staff desk's agencies and their personal discount on ${DB}`, () => {
  it('the superuser lists the agencies with their terms; a direct advertiser is not among them', async () => {
    const listed = await agencies()
    expect(listed).toContainEqual(seededAgency(ids.agency))
    expect(listed.map((a) => a._id)).not.toContain(ids.advertiser)
    expect(listed.map((a) => a.email)).not.toContain('demo@tablo.local')
  })

  it('lists by name in Russian order: case and ё aside, Cyrillic before Latin', async () => {
    const more = [
      ['ёлка@example.ru', 'ёлка'],
      ['bravo@example.ru', 'Bravo'],
      ['ягода@example.ru', 'Ягода'],
      ['елена@example.ru', 'Елена'],
    ]
    for (const [email, name] of more)
      await server.db.query(
        `insert into accounts (id, email, full_name, password_hash, status, is_agency, created_at)
         values (gen_random_uuid(), $1, $2, 'x', 'active', true, now())`,
        [email, name],
      )
    try {
      const names = (await agencies()).map((a) => a.name)
      expect(names).toEqual([AGENCY_NAME, 'Елена', 'ёлка', 'Ягода', 'Bravo'])
    } finally {
      await server.db.query('delete from accounts where email = any($1::text[])', [more.map(([e]) => e)])
    }
  })

  it('sets a discount that the agency reads and prices with, and removes it: the agency pays as anyone', async () => {
    const direct = await quoteFor(tokens.advertiser)
    expect(direct.personal).toBe(0)
    const set = agencyOf(
      await api('PUT', agencyTermsPath(ids.agency), {
        discountPercent: 15,
        advertisePlaces: ['metroMonitors'],
        expirationDate: '2027-06-30',
        ignoreGlobalDiscountFactors: true,
      }),
    )
    const terms = {
      discountPercent: 15,
      advertisePlaces: ['metroMonitors'],
      expirationDate: '2027-06-30',
      ignoreGlobalDiscountFactors: true,
    }
    expect(set).toEqual({ _id: ids.agency, name: AGENCY_NAME, email: 'agency@tablo.local', terms })
    expect((await theAgency())?.terms).toEqual(terms)

    const own = await call(server.baseUrl, 'GET', '/api/v1/discounts', undefined, tokens.agency)
    expect(own.body.data).toEqual({
      isAgency: true,
      discount: { value: 15, advertisePlaces: ['metroMonitors'], expirationDate: '2027-06-30' },
      ignoreGlobalDiscountFactors: true,
    })
    const discounted = await quoteFor(tokens.agency)
    expect(discounted.personal).toBe(15)
    expect(discounted.total).toBeLessThan(direct.total)

    const removed = agencyOf(await api('DELETE', agencyTermsPath(ids.agency)))
    expect(removed).toEqual({ _id: ids.agency, name: AGENCY_NAME, email: 'agency@tablo.local', terms: null })
    expect((await theAgency())?.terms).toBeNull()
    expect(
      (await call(server.baseUrl, 'GET', '/api/v1/discounts', undefined, tokens.agency)).body.data,
    ).toEqual({ isAgency: true, discount: null, ignoreGlobalDiscountFactors: false })
    expect(await quoteFor(tokens.agency)).toEqual(direct)
    // Removing what is not there is no fault: the agency is answered as it is.
    expect(agencyOf(await api('DELETE', agencyTermsPath(ids.agency))).terms).toBeNull()
  })

  it('a discount without places or a last day is every place, for good; the percent is kept to the kopeck', async () => {
    const set = agencyOf(await api('PUT', agencyTermsPath(ids.agency), { discountPercent: 12.35 }))
    expect(set.terms).toEqual({
      discountPercent: 12.35,
      advertisePlaces: [],
      expirationDate: null,
      ignoreGlobalDiscountFactors: false,
    })
    expect((await theAgency())?.terms).toEqual(set.terms)
  })

  it.each([
    ['no discountPercent', {}, M.percentRequired, { discountPercent: 'required' }],
    ['discountPercent 0', { discountPercent: 0 }, M.percentRange, { discountPercent: 'out of range' }],
    ['discountPercent 90.5', { discountPercent: 90.5 }, M.percentRange, { discountPercent: 'out of range' }],
    [
      'discountPercent 12.345',
      { discountPercent: 12.345 },
      M.percentStep,
      { discountPercent: 'wrong format' },
    ],
    ['discountPercent "10"', { discountPercent: '10' }, M.malformed, { discountPercent: 'wrong format' }],
    [
      'an unknown place',
      { discountPercent: 10, advertisePlaces: ['metroMonitors', 'moon'] },
      M.unknownPlace,
      { advertisePlaces: 'unknown place' },
    ],
    [
      'a date in the past',
      { discountPercent: 10, expirationDate: '2026-11-21' },
      M.datePast,
      { expirationDate: 'in the past' },
    ],
    [
      'a day that is not (2027-02-30)',
      { discountPercent: 10, expirationDate: '2027-02-30' },
      M.dateFormat,
      { expirationDate: 'wrong format' },
    ],
    ['an unknown field', { discountPercent: 10, agencyFee: 5 }, M.malformed, { agencyFee: 'unknown field' }],
    ['an array for a body', '[10]', M.malformed, { _: 'wrong format' }],
    ['a number for a body', '10', M.malformed, { _: 'wrong format' }],
  ] as const)(
    '%s: 400 in Russian with its field code, nothing changed',
    async (_name, body, message, errors) => {
      const before = await agencies()
      const answer = await api('PUT', agencyTermsPath(ids.agency), body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      expect(answer.body).toEqual({ message, errors })
      expect(await agencies()).toEqual(before)
    },
  )

  it('says its refusals in Russian', () => {
    expect(M.percentRange).toBe('Скидка — от 0,01 до 90 %')
    expect(AGENCY_NOT_FOUND).toBe('Агентство не найдено')
  })

  it('refuses a moderator and an advertiser 403 and a caller without a session 401, changing nothing', async () => {
    const before = await agencies()
    const calls = [
      ['GET', AGENCIES_PATH, undefined],
      ['PUT', agencyTermsPath(ids.agency), { discountPercent: 50 }],
      ['DELETE', agencyTermsPath(ids.agency), undefined],
    ] as const
    for (const [method, path, body] of calls) {
      for (const token of [tokens.moderator, tokens.advertiser, tokens.agency]) {
        const answer = await api(method, path, body, token)
        expect(answer.status, `${method} ${path}`).toBe(403)
        expect(answer.body.message).toBe('Недостаточно прав для этого действия')
      }
      expect((await call(server.baseUrl, method, path, body)).status, `${method} ${path}`).toBe(401)
    }
    expect(await agencies()).toEqual(before)
  })

  it.each([
    ['an unknown UUID', '7c9e6679-7425-40de-944b-e07fc1f90ae7'],
    ['an id that is not a UUID', 'not-a-uuid'],
    ["a direct advertiser's id", ''],
  ])('answers %s 404 in Russian, and writes nothing', async (_name, given) => {
    const id = given || ids.advertiser
    const terms = async () => await server.db.query('select * from advertiser_terms order by account_id')
    const before = await terms()
    for (const [method, body] of [
      ['PUT', { discountPercent: 20 }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await api(method, agencyTermsPath(id), body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(404)
      expect(answer.body).toEqual({ message: AGENCY_NOT_FOUND, errors: { agencyId: 'not found' } })
    }
    expect(await terms()).toEqual(before)
  })
})
