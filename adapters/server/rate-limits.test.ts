import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { internalCallHeaders, RATE_LIMITS, tooManyRequestsMessage } from './rate-limits'
import { DEMO_PASSWORD } from './seed'
import { startTestServer, type TestServer } from './testing/test-server'

/** Issue #18 part 2: per-address limits, 429 with Retry-After and a Russian message, nothing done. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ demoAccounts: true })
})
afterAll(async () => {
  await server?.close()
})

const signIn = (from: string, email: string, password = 'not-the-password', forwardedFor?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/clients/auth',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password },
  })

describe('rate limits per client address', () => {
  it('one address cannot try a password against every account: the 21st sign-in in a minute is refused', async () => {
    const from = '203.0.113.10'
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) {
      const answer = await signIn(from, `nobody-${i}@example.ru`)
      expect(answer.statusCode, `attempt ${i + 1}`).toBe(401)
    }
    // Even the right password: the address is over its limit, so nothing is checked and no session is made.
    const sessions = await server.db.query<{ n: number }>('select count(*)::int as n from sessions')
    const refused = await signIn(from, 'demo@tablo.local', DEMO_PASSWORD)
    expect(refused.statusCode).toBe(429)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(refused.json()).toEqual({
      message: expect.stringMatching(
        /^Слишком много запросов с вашего адреса\. Повторите через \d+ (с|мин)$/,
      ),
      errors: {},
    })
    expect(await server.db.query<{ n: number }>('select count(*)::int as n from sessions')).toEqual(sessions)
    // Another address is not held back by this one.
    expect((await signIn('203.0.113.11', 'nobody@example.ru')).statusCode).toBe(401)
  })

  it('only the proxies the operator names say whose request it is: loopback by default (TRUST_PROXY)', async () => {
    const rotating = async (from: string, prefix: string, app = server.app) => {
      const statuses: number[] = []
      for (let i = 0; i < RATE_LIMITS.signIn.max + 1; i++) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/v1/clients/auth',
          remoteAddress: from,
          headers: { 'x-forwarded-for': `${prefix}.${i + 1}` },
          payload: { email: `rotating-${prefix}-${from}-${i}@example.ru`, password: 'x' },
        })
        statuses.push(answer.statusCode)
      }
      return statuses
    }
    const refusedLast = [...Array<number>(RATE_LIMITS.signIn.max).fill(401), 429]
    const countedEach = Array<number>(RATE_LIMITS.signIn.max + 1).fill(401)
    // A client on the internet rotating the header is counted by its own address.
    expect(await rotating('203.0.113.20', '198.51.100')).toEqual(refusedLast)
    // Issue #53 item 5: so is one on a private network (it used to be believed, and never met the limit).
    expect(await rotating('10.0.0.7', '198.51.100')).toEqual(refusedLast)
    expect(await rotating('192.168.1.7', '198.51.100')).toEqual(refusedLast)
    // A proxy on this machine is believed: each client behind it is counted by its own address.
    expect(await rotating('127.0.0.1', '192.0.2')).toEqual(countedEach)
    // The proxies the operator names (addresses or networks) are believed, and only they.
    const named = await buildApp(server.container, {
      uiDir: '/nonexistent',
      trustProxy: '10.0.0.5, 10.9.0.0/24',
    })
    try {
      expect(await rotating('10.0.0.5', '198.18.0', named)).toEqual(countedEach)
      expect(await rotating('10.9.0.20', '198.18.1', named)).toEqual(countedEach)
      expect(await rotating('10.0.0.6', '198.18.2', named)).toEqual(refusedLast)
      expect(await rotating('127.0.0.1', '198.18.3', named)).toEqual(refusedLast)
    } finally {
      await named.close()
    }
  })

  it('a group’s calls count together: the quick sign-up and the full one share one budget', async () => {
    const from = '203.0.113.30'
    for (let i = 0; i < RATE_LIMITS.registration.max; i++) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/v1/public/register/simpleRegistration',
        remoteAddress: from,
        payload: { email: `quick-${i}@example.ru` },
      })
      expect(answer.statusCode).not.toBe(429)
    }
    const register = await server.app.inject({
      method: 'POST',
      url: '/api/v1/clients/register',
      remoteAddress: from,
      payload: { email: 'bulk@example.ru', password: 'secret-pass-1', fullName: 'Иван Петров' },
    })
    expect(register.statusCode).toBe(429)
    const accounts = await server.db.query('select 1 from accounts where email = $1', ['bulk@example.ru'])
    expect(accounts).toHaveLength(0)
    // The form's field checks have their own, larger budget: a person leaving fields is not held back.
    const check = await server.app.inject({
      method: 'GET',
      url: '/api/v1/public/register/checkEmail?email=bulk@example.ru',
      remoteAddress: from,
    })
    expect(check.statusCode).toBe(200)
  })

  it('uploads are counted by their body: the 61st file in ten minutes is refused before it is read', async () => {
    const from = '203.0.113.40'
    const upload = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/clients/media-library/video',
        remoteAddress: from,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\nabc\r\n--x--\r\n',
      })
    for (let i = 0; i < RATE_LIMITS.uploads.max; i++) expect((await upload()).statusCode).not.toBe(429)
    expect((await upload()).statusCode).toBe(429)
    // The budget is the address's across every route that takes a form: a campaign's creative as well.
    const emptyForm = (url: string) =>
      server.app.inject({
        method: 'POST',
        url,
        remoteAddress: from,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      })
    const creative = await emptyForm(
      '/api/v1/clients/commercial-campaigns/metroMonitors/000000000000000000000000/images',
    )
    expect(creative.statusCode).toBe(429)
    // A route that takes no form refuses one as an unknown type, unread: it is not an upload to count.
    const calculate = await emptyForm('/api/v1/commercial-campaigns/metroMonitors/calculate')
    expect(calculate.statusCode).toBe(415)
    // A plain JSON call of the same address is not an upload.
    const list = await server.app.inject({ method: 'GET', url: '/api/v1/public/news', remoteAddress: from })
    expect(list.statusCode).toBe(200)
  })

  it('on PostgreSQL two servers share the count; on PGlite (one node) it is the process’s', async () => {
    const second = await buildApp(server.container, { uiDir: '/nonexistent' })
    try {
      const from = '203.0.113.50'
      for (let i = 0; i < RATE_LIMITS.signIn.max; i++) await signIn(from, `both-${i}@example.ru`)
      const there = await second.inject({
        method: 'POST',
        url: '/api/v1/clients/auth',
        remoteAddress: from,
        payload: { email: 'both@example.ru', password: 'x' },
      })
      expect(there.statusCode).toBe(server.db.kind === 'postgres' ? 429 : 401)
    } finally {
      await second.close()
    }
  })

  it('the server calling itself (the demo cabinet’s first start) is not counted; a guessed secret is', async () => {
    const from = '203.0.113.60'
    const [[header, secret]] = Object.entries(internalCallHeaders()) as [[string, string]]
    let n = 0
    const call = (value: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/clients/auth',
        remoteAddress: from,
        headers: { [header]: value },
        payload: { email: `self-${n++}@example.ru`, password: 'x' },
      })
    for (let i = 0; i < RATE_LIMITS.signIn.max * 2; i++) expect((await call(secret)).statusCode).toBe(401)
    for (let i = 0; i < RATE_LIMITS.signIn.max; i++) expect((await call('guess')).statusCode).toBe(401)
    expect((await call('guess')).statusCode).toBe(429)
  })

  it('the wait is said as a person reads it', () => {
    expect(tooManyRequestsMessage(400)).toBe('Слишком много запросов с вашего адреса. Повторите через 1 с')
    expect(tooManyRequestsMessage(59_001)).toBe(
      'Слишком много запросов с вашего адреса. Повторите через 1 мин',
    )
    expect(tooManyRequestsMessage(61_000)).toBe(
      'Слишком много запросов с вашего адреса. Повторите через 2 мин',
    )
  })
})
