import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Schema } from 'effect'
import { firstValueFrom } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../../core/ports/storage.port'
import { ApiFailure } from '../../core/shared/api-failure'
import { decoderOf } from '../../core/shared/decoder'
import { AuthTokenStore } from '../../core/session/auth-token'
import { FetchHttpClient, timedOut } from './fetch-http.client'

/** A real HTTP server answering fixed bodies per path, and recording what it was sent. */
const answers: Record<string, [number, string]> = {
  '/ok': [200, JSON.stringify({ data: { name: 'Анна', age: 30 } })],
  '/malformed': [200, '{"data": {'],
  '/wrong-shape': [200, JSON.stringify({ data: { name: 5 } })],
  '/errors-field': [
    200,
    JSON.stringify({ message: 'invalid schedule', errors: { schedule: 'wrong format' } }),
  ],
  '/unauthorized': [401, JSON.stringify({ message: 'Unauthorized', errors: {} })],
  '/html-500': [500, '<html>Bad Gateway</html>'],
}
/** Paths the server reads and never answers: a stalled connection. */
const stalled = new Set(['/stall'])
let seen: { url: string; auth: string | undefined; type: string | undefined; body: string }[] = []
let server: Server
let client: FetchHttpClient
const storage = new Map<string, string>()
const kv: KeyValueStorage = {
  get: (area, key) => storage.get(`${area}:${key}`) ?? null,
  set: (area, key, value) => void storage.set(`${area}:${key}`, value),
  remove: (area, key) => void storage.delete(`${area}:${key}`),
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      if (stalled.has(req.url ?? '')) return
      seen.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        body,
      })
      const [status, text] = answers[(req.url ?? '').split('?')[0]!] ?? [
        404,
        '{"message":"nope","errors":{}}',
      ]
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(text)
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  client = new FetchHttpClient({ baseUrl: `http://127.0.0.1:${port}` }, new AuthTokenStore(kv))
})
afterAll(
  () =>
    new Promise<void>((r) => {
      server.closeAllConnections()
      server.close(() => r())
    }),
)

const Person = decoderOf(Schema.Struct({ name: Schema.String, age: Schema.Number }), { allowUnknown: true })
const get = (path: string, extra: object = {}) =>
  firstValueFrom(client.json({ method: 'GET', path, ...extra }, Person))
const failureOf = async (promise: Promise<unknown>): Promise<ApiFailure> => {
  try {
    await promise
  } catch (cause) {
    if (cause instanceof ApiFailure) return cause
    throw cause
  }
  throw new Error('expected a failure')
}

describe('FetchHttpClient over real HTTP (R-API-01..04)', () => {
  it('unwraps and decodes data, sending the token and the query', async () => {
    seen = []
    new AuthTokenStore(kv).save('tok-1', false)
    expect(await get('/ok', { query: { limit: 100, offset: 0, skip: undefined } })).toEqual({
      name: 'Анна',
      age: 30,
    })
    expect(seen[0]).toMatchObject({ url: '/ok?limit=100&offset=0', auth: 'Bearer tok-1' })
  })

  it('sends no token on calls marked unauthenticated, and JSON bodies as JSON (R-API-02)', async () => {
    seen = []
    await firstValueFrom(
      client.json({ method: 'POST', path: '/ok', body: { a: 1 }, authenticated: false }, Person),
    )
    expect(seen[0]).toMatchObject({ auth: undefined, type: 'application/json', body: '{"a":1}' })
    // A call without a body says no type: there is nothing to read.
    await get('/ok')
    expect(seen[1]).toMatchObject({ type: undefined, body: '' })
  })

  it('turns a malformed body, a wrong shape and an HTML error page into readable failures', async () => {
    expect(await failureOf(get('/malformed'))).toMatchObject({
      status: 200,
      message: 'Некорректный ответ сервера',
    })
    const shape = await failureOf(get('/wrong-shape'))
    expect(shape.message).toBe('Некорректный ответ сервера')
    expect(shape.errors).toEqual({ name: 'wrong format', age: 'required' })
    expect(await failureOf(get('/html-500'))).toMatchObject({ status: 500, message: 'Ошибка сервера (500)' })
  })

  it('an errors field fails the call even with status 200, carrying message and errors', async () => {
    const failure = await failureOf(get('/errors-field'))
    expect(failure).toMatchObject({
      status: 200,
      message: 'invalid schedule',
      errors: { schedule: 'wrong format' },
    })
  })

  it('announces Unauthorized so the session can sign out', async () => {
    let told = 0
    const sub = client.unauthorized$.subscribe(() => told++)
    expect((await failureOf(get('/unauthorized'))).message).toBe('Unauthorized')
    expect(told).toBe(1)
    sub.unsubscribe()
  })

  it('a server that cannot be reached is status 0', async () => {
    const offline = new FetchHttpClient({ baseUrl: 'http://127.0.0.1:1' }, new AuthTokenStore(kv))
    const failure = await failureOf(firstValueFrom(offline.json({ method: 'GET', path: '/ok' }, Person)))
    expect(failure).toMatchObject({ status: 0, message: 'Сервер недоступен' })
  })

  it('a call left unanswered fails after the timeout with what to do, instead of loading for ever', async () => {
    const { port } = server.address() as AddressInfo
    const impatient = new FetchHttpClient(
      { baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 150 },
      new AuthTokenStore(kv),
    )
    const failure = await failureOf(firstValueFrom(impatient.json({ method: 'GET', path: '/stall' }, Person)))
    expect(failure).toMatchObject({
      status: 0,
      message: 'Сервер не ответил за 1 с. Проверьте соединение и попробуйте ещё раз.',
    })
    expect(timedOut(30_000).message).toBe(
      'Сервер не ответил за 30 с. Проверьте соединение и попробуйте ещё раз.',
    )
    // An answer within the timeout is read as always, and its timer does not outlive it.
    expect(await firstValueFrom(impatient.json({ method: 'GET', path: '/ok' }, Person))).toEqual({
      name: 'Анна',
      age: 30,
    })
  })
})
