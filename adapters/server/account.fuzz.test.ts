import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const PATHS = [
  '/register',
  '/register/validate',
  '/register/confirm',
  '/auth',
  '/recover',
  '/recover/confirm',
  '/logout',
]

/** Bad input never makes the server fail (no 5xx) and never creates an account by accident. */
describe('fuzzing the account calls', () => {
  it('answers every random JSON body with a 2xx or a 4xx that carries a message', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
    )
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        { email: field, password: field, fullName: field, phone: field, token: field },
        { requiredKeys: [] },
      ),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), body, async (path, payload) => {
        const answer = await call(server.baseUrl, 'POST', `/api/v1/clients${path}`, JSON.stringify(payload))
        expect(answer.status).toBeLessThan(500)
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string')
      }),
      { numRuns: 150 },
    )
    const [{ n }] = (await server.db.query<{ n: string }>(
      "select count(*) as n from accounts where status = 'active'",
    )) as [{ n: string }]
    expect(Number(n)).toBe(0)
  })
})
