import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLoggedServer } from './testing/logged-server'

/** Issue #18 part 3: the request log, as the real server writes it (JSON lines on the log it is given). */
let server: Awaited<ReturnType<typeof startLoggedServer>>
let app: FastifyInstance
let lines: Record<string, unknown>[]
let raw: string[]
beforeAll(async () => {
  server = await startLoggedServer('debug')
  ;({ app, lines, raw } = server)
})
afterAll(async () => {
  await server?.close()
})

const requestLines = (reqId: string) => lines.filter((l) => l.reqId === reqId)

describe('the request log', () => {
  it('one line per answer with its id, route, status and time; the id goes back to the client', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/public/news',
      headers: { 'x-request-id': 'lb-7f3a-0001' },
    })
    expect(answer.headers['x-request-id']).toBe('lb-7f3a-0001')
    const [line] = requestLines('lb-7f3a-0001')
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      route: '/api/v1/public/news',
      req: { method: 'GET', url: '/api/v1/public/news', ip: '127.0.0.1' },
      res: { statusCode: 200 },
    })
    expect(typeof line!.ms).toBe('number')
    // The id once per line, though both Fastify's request logger and the request context know it.
    for (const text of raw.filter((r) => r.includes('lb-7f3a-0001')))
      expect(text.match(/"reqId"/g)).toHaveLength(1)
  })

  it('an id that does not look like one is replaced by a new one', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/public/news',
      headers: { 'x-request-id': 'x'.repeat(65) },
    })
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('what the use cases log while serving a request carries the request’s id', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/clients/register',
      headers: { 'x-request-id': 'register-1' },
      payload: { email: 'logged@example.ru', password: 'secret-pass-1', fullName: 'Иван Петров' },
    })
    expect(answer.statusCode).toBe(201)
    const mail = requestLines('register-1').find((l) => String(l.msg).startsWith('mail to logged@example.ru'))
    expect(mail).toBeDefined()
    expect(requestLines('register-1').some((l) => l.msg === 'request')).toBe(true)
  })

  it('no password, token or credential header in any line', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/clients/auth',
      headers: { 'x-request-id': 'sign-in-1', authorization: 'Bearer very-secret-token', cookie: 's=secret' },
      payload: { email: 'logged@example.ru', password: 'wrong-password-123' },
    })
    const text = JSON.stringify(lines)
    expect(requestLines('sign-in-1')).not.toHaveLength(0)
    for (const secret of ['wrong-password-123', 'secret-pass-1', 'very-secret-token', 's=secret'])
      expect(text).not.toContain(secret)
  })

  it('a load balancer’s health checks are logged only at debug level', async () => {
    await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'health-1' } })
    expect(requestLines('health-1').map((l) => l.level)).toEqual(['debug'])
  })

  it('an answer sent at once (a calculation asked again) is logged once, like any other, and warns of nothing', async () => {
    const calculation = { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 40 }
    for (const id of ['calc-1', 'calc-2', 'calc-3']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/commercial-campaigns/metroStickers/calculate',
        headers: { 'x-request-id': id, 'accept-encoding': 'gzip' },
        payload: calculation,
      })
      expect(answer.statusCode).toBe(200)
      expect(
        requestLines(id).map((l) => [l.level, l.msg, (l.res as { statusCode?: number }).statusCode]),
      ).toEqual([['info', 'request', 200]])
    }
    expect(lines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([])
  })
})
