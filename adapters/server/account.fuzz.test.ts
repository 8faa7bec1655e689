import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let token: string
let tried = 0
beforeAll(async () => {
  server = await startTestServer()
  token = await signUp(server, 'fuzz-owner@example.ru')
})
afterAll(async () => {
  console.log(`fuzzing the account and advertiser calls: ${tried} requests tried`)
  await server?.close()
})

/** Failed sign-ins are recorded on purpose (throttling), so that table is left out of the snapshot. */
const TABLES = [
  'accounts',
  'sessions',
  'link_tokens',
  'mail_outbox',
  'legal_entities',
  'partners',
  'leads',
  'feedback',
]
const snapshot = async (): Promise<string> => {
  const counts: string[] = []
  for (const table of TABLES) {
    const [row] = await server.db.query<{ n: string; h: string | null }>(
      `select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as h from ${table} t`,
    )
    counts.push(`${table}:${row?.n}:${row?.h}`)
  }
  return counts.join(' ')
}

const CALLS: [string, string, boolean][] = [
  ['POST', '/api/v1/clients/register', false],
  ['POST', '/api/v1/clients/register/validate', false],
  ['POST', '/api/v1/clients/register/confirm', false],
  ['POST', '/api/v1/clients/auth', false],
  ['POST', '/api/v1/clients/recover', false],
  ['POST', '/api/v1/clients/recover/confirm', false],
  ['POST', '/api/v1/clients/logout', false],
  ['PUT', '/api/v1/clients/profile', true],
  ['POST', '/api/v1/clients/legal-entities', true],
  ['PUT', '/api/v1/clients/legal-entities/00000000-0000-4000-8000-000000000000', true],
  ['POST', '/api/v1/clients/partners', true],
  ['PUT', '/api/v1/clients/partners/x', true],
  ['POST', '/api/v1/clients/observers', true],
  ['POST', '/api/v1/clients/feedback', true],
  ['POST', '/api/v1/clients/profile/fastOrder', true],
  ['POST', '/api/v1/applications', false],
  ['POST', '/api/v1/public/feedback/file', false],
  ['POST', '/api/v1/public/register/simpleRegistration', false],
  ['POST', '/api/v1/public/register/checkConfirm', false],
  ['POST', '/api/v1/clients/auth/externalAuthorization', false],
]

const nasty = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table accounts; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    'я'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constantFrom('2026-02-30', '31.12.1899', 'not-a-date'),
)
const FIELDS = [
  'email',
  'password',
  'fullName',
  'phone',
  'token',
  'name',
  'brand',
  'inn',
  'kpp',
  'basisId',
  'formOfBusiness',
  'message',
  'advertisePlaceId',
  'gRecaptchaResponse',
  'service',
  'code',
  'isAgency',
  'extra',
]
const body = fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 8 }))

/** Bad input never makes the server fail (no 5xx) and a refused request changes nothing in the database. */
describe('fuzzing the account and advertiser calls', () => {
  it('answers every random body with a 2xx or a 4xx with a message; a 4xx leaves the database as it was', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), body, async ([method, path, auth], payload) => {
        const before = await snapshot()
        const answer = await call(
          server.baseUrl,
          method,
          path,
          JSON.stringify(payload),
          auth ? token : undefined,
        )
        tried++
        expect(answer.status).toBeLessThan(500)
        if (answer.status >= 400) {
          expect(typeof answer.body.message).toBe('string')
          expect(await snapshot()).toBe(before)
        }
      }),
      { numRuns: 300 },
    )
  })
})
