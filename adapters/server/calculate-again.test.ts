import { readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXAMPLE_FILES } from '../cli/example-files'
import { startLoggedServer } from './testing/logged-server'

/**
 * Issue #18 part 5, issue 51: a calculation asked again is answered from the kept quote and its prepared answer,
 * inside Fastify's handler (the hand-made HTTP server that stood in front of Fastify is gone): the same bytes and
 * headers as the first answer, in every encoding, with its request line and metrics as any answer's. Real HTTP.
 */
let server: Awaited<ReturnType<typeof startLoggedServer>>
let app: FastifyInstance
let lines: Record<string, unknown>[]
let port = 0
beforeAll(async () => {
  server = await startLoggedServer('info')
  ;({ app, lines } = server)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})
afterAll(async () => {
  await server?.close()
})

const CALCULATE = '/api/v1/commercial-campaigns/metroMonitors/calculate'
const example = (
  JSON.parse(readFileSync(new URL(`../../${EXAMPLE_FILES.metroMonitors}`, import.meta.url), 'utf8')) as {
    input: Record<string, unknown>
  }
).input

interface Answer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  /** Header names in the order they were sent. */
  readonly names: readonly string[]
  readonly body: Buffer
}

/**
 * A POST over a new connection. With `chunked` the body goes without a declared length, in two chunks, as a
 * stream would send it. `parts` splits a declared body into separate writes, as a slow client sends it.
 */
const post = (
  path: string,
  body: string,
  headers: Record<string, string> = {},
  how: { chunked?: boolean; parts?: number } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const bytes = Buffer.from(body)
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(how.chunked ? {} : { 'content-length': String(bytes.length) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            names: response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()),
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    request.on('error', reject)
    const parts = how.chunked ? 2 : (how.parts ?? 1)
    const size = Math.ceil(bytes.length / parts)
    const write = (from: number) => {
      if (from >= bytes.length) return void request.end()
      request.write(bytes.subarray(from, from + size))
      setTimeout(() => write(from + size), parts > 1 ? 5 : 0)
    }
    write(0)
  })

/** An answer with what differs between any two answers (the request id, the date) left out. */
const comparable = (answer: Answer) => {
  const headers: Record<string, unknown> = { ...answer.headers }
  delete headers['x-request-id']
  delete headers.date
  return { status: answer.status, headers, names: answer.names, body: answer.body.toString('base64') }
}

/** A request asked again, with a declared length and in chunks: both answers. */
const bothWays = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const again = await post(path, body, headers)
  const chunked = await post(path, body, headers, { chunked: true })
  return { again, chunked }
}

const requestLine = (reqId: string) => lines.find((line) => line.reqId === reqId && line.msg === 'request')
const waitForLine = async (reqId: string) => {
  for (let i = 0; i < 50 && !requestLine(reqId); i++) await new Promise((r) => setTimeout(r, 20))
  return requestLine(reqId)
}

describe('a calculation asked again', () => {
  it("is answered with the first answer's bytes and headers, in every encoding the client takes", async () => {
    const body = JSON.stringify(example)
    for (const accept of ['gzip', 'br', 'identity', 'gzip;q=0, br;q=0']) {
      const headers = { 'accept-encoding': accept }
      // The first time it is priced (Fastify); each encoding is then made once and kept.
      const first = await post(CALCULATE, body, headers)
      expect(first.status, accept).toBe(200)
      const { again, chunked } = await bothWays(CALCULATE, body, headers)
      expect(comparable(again), accept).toEqual(comparable(chunked))
      expect(comparable(again), accept).toEqual(comparable(first))
      expect(again.headers['content-encoding'], accept).toBe(
        accept === 'gzip' ? 'gzip' : accept === 'br' ? 'br' : undefined,
      )
      expect(again.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    }
    // Fastify's own server: idle connections live past a balancer's 60 s.
    expect(app.server.keepAliveTimeout).toBe(72_000)
    // A body that comes in several writes is answered when its last byte has come.
    const slow = await post(CALCULATE, body, { 'accept-encoding': 'gzip' }, { parts: 3 })
    expect(slow.status).toBe(200)
  })

  it("writes its request line and counts the answer in the metrics, as a new one's", async () => {
    const body = JSON.stringify(example)
    await post(CALCULATE, body)
    const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body
    const metric =
      'tablo_http_requests_total{method="POST",route="/api/v1/commercial-campaigns/:place/calculate",status="200"}'
    const count = (text: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${metric} `))
          ?.split(' ')[1],
      )
    const counted = count(await scrape())
    const again = await post(CALCULATE, body, {
      'x-request-id': 'lb-again-0001',
      'x-forwarded-for': '203.0.113.7',
    })
    const fresh = await post(CALCULATE, JSON.stringify({ ...example, presentationCount: 230_000 }), {
      'x-request-id': 'lb-fresh-0001',
      'x-forwarded-for': '203.0.113.7',
    })
    expect(again.headers['x-request-id']).toBe('lb-again-0001')
    expect(fresh.headers['x-request-id']).toBe('lb-fresh-0001')
    expect(count(await scrape())).toBe(counted + 2)
    const againLine = await waitForLine('lb-again-0001')
    const freshLine = await waitForLine('lb-fresh-0001')
    const plain = (line: Record<string, unknown> | undefined) => ({ ...line, reqId: '', time: '', ms: 0 })
    expect(plain(againLine)).toEqual(plain(freshLine))
    // The proxy on the loopback is believed: the client's address is the forwarded one.
    expect(againLine).toMatchObject({ level: 'info', req: { ip: '203.0.113.7' }, res: { statusCode: 200 } })
    // A request id that does not look like one is replaced, as Fastify replaces it.
    const odd = await post(CALCULATE, body, { 'x-request-id': 'not an id!' })
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('is never what answers a refusal, a token holder, another place or a new calculation', async () => {
    const kept = JSON.stringify(example)
    await post(CALCULATE, kept)
    const cases: readonly {
      name: string
      path?: string
      body: string
      headers?: Record<string, string>
      status: number
      message?: RegExp
    }[] = [
      { name: 'not JSON', body: '{"places": ', status: 400, message: /некорректный JSON/ },
      { name: 'a prototype key', body: '{"__proto__": {"x": 1}}', status: 400 },
      {
        name: 'a NUL in a field',
        body: JSON.stringify({ ...example, mode: 'vi\u0000deo' }),
        status: 400,
        message: /mode/,
      },
      {
        name: 'an unknown place',
        path: '/api/v1/commercial-campaigns/nowhere/calculate',
        body: kept,
        status: 404,
      },
      { name: 'a token', body: kept, headers: { authorization: 'Bearer not-a-token' }, status: 401 },
      {
        name: 'a new calculation',
        body: JSON.stringify({ ...example, presentationCount: 210_000 }),
        status: 200,
      },
      {
        name: 'too large a body',
        body: JSON.stringify({ ...example, pad: 'x'.repeat(300_000) }),
        status: 413,
      },
    ]
    for (const c of cases) {
      const answer = await post(c.path ?? CALCULATE, c.body, c.headers ?? {})
      expect(answer.status, c.name).toBe(c.status)
      if (c.message) expect(answer.body.toString(), c.name).toMatch(c.message)
    }
  })

  it('gives any body asked again the answer it gave it first (property; seed printed)', async () => {
    const seed = Number(process.env.FC_SEED ?? Date.now() % 1_000_000)
    console.log(`calculate-again property seed ${seed} (FC_SEED=${seed} replays it)`)
    const variant = fc.record({
      presentationCount: fc.integer({ min: 1, max: 20 }).map((n) => n * 10_000),
      clipDuration: fc.constantFrom(5, 10),
      dayParts: fc.constantFrom([2, 3], [1, 2, 3, 4], [3]),
      extra: fc.option(
        fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
        { freq: 6 },
      ),
      drop: fc.option(fc.constantFrom(...Object.keys(example)), { freq: 6 }),
      asked: fc.integer({ min: 1, max: 2 }),
      accept: fc.constantFrom('gzip', 'br', 'identity'),
    })
    let kept = 0
    await fc.assert(
      fc.asyncProperty(variant, async ({ extra, drop, asked, accept, ...changed }) => {
        const input: Record<string, unknown> = { ...example, ...changed, ...(extra ?? {}) }
        if (drop) delete input[drop]
        const body = JSON.stringify(input)
        const headers = { 'accept-encoding': accept }
        let first: Answer | undefined
        for (let i = 0; i < asked; i++) first = await post(CALCULATE, body, headers)
        const { again, chunked } = await bothWays(CALCULATE, body, headers)
        expect(comparable(again)).toEqual(comparable(chunked))
        expect(comparable(again)).toEqual(comparable(first!))
        if (first?.status === 200) kept++
      }),
      { seed, numRuns: 40 },
    )
    console.log(`${kept} of 40 calculations were priced and then answered again`)
  })
})
