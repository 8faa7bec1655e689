import { readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PreparedJson } from './compression'
import { FastLane, fastLaneOf } from './fast-lane'
import { startLoggedServer } from './testing/logged-server'

/**
 * Issue #18 part 5: a calculation asked again is answered by the fast lane (fast-lane.ts) before Fastify makes its
 * request, and its answer is the one Fastify gives: the same bytes, headers, request line and metrics. Real HTTP
 * only (app.inject never reaches the lane); a request sent in chunks, with no declared length, is Fastify's.
 */
let server: Awaited<ReturnType<typeof startLoggedServer>>
let app: FastifyInstance
let lines: Record<string, unknown>[]
let lane: FastLane
let port = 0
beforeAll(async () => {
  server = await startLoggedServer('info')
  ;({ app, lines } = server)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
  lane = fastLaneOf(app)!
})
afterAll(async () => {
  await server?.close()
})

const CALCULATE = '/api/v1/commercial-campaigns/metroMonitors/calculate'
const example = (
  JSON.parse(readFileSync(new URL('../cli/examples/metroMonitors.json', import.meta.url), 'utf8')) as {
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
 * stream would send it: the lane leaves such a request to Fastify. `parts` splits a declared body into
 * separate writes, as a slow client sends it. `to` is another server's port.
 */
const post = (
  path: string,
  body: string,
  headers: Record<string, string> = {},
  how: { chunked?: boolean; parts?: number; to?: number } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const bytes = Buffer.from(body)
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: how.to ?? port,
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

/** The lane's answer to a request and Fastify's to the same, and how many the lane gave. */
const bothWays = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const before = lane.answered
  const byLane = await post(path, body, headers)
  const lanes = lane.answered - before
  const byFastify = await post(path, body, headers, { chunked: true })
  expect(lane.answered - before - lanes, 'a chunked request is Fastify’s').toBe(0)
  return { byLane, byFastify, lanes }
}

const requestLine = (reqId: string) => lines.find((line) => line.reqId === reqId && line.msg === 'request')
const waitForLine = async (reqId: string) => {
  for (let i = 0; i < 50 && !requestLine(reqId); i++) await new Promise((r) => setTimeout(r, 20))
  return requestLine(reqId)
}

describe('the fast lane', () => {
  it('answers a calculation asked again as Fastify does, in every encoding the client takes', async () => {
    const body = JSON.stringify(example)
    for (const accept of ['gzip', 'br', 'identity', 'gzip;q=0, br;q=0']) {
      const headers = { 'accept-encoding': accept }
      // The first time it is priced (Fastify); each encoding is then made once and kept.
      const first = await post(CALCULATE, body, headers)
      expect(first.status, accept).toBe(200)
      const { byLane, byFastify, lanes } = await bothWays(CALCULATE, body, headers)
      expect(lanes, accept).toBe(1)
      expect(comparable(byLane), accept).toEqual(comparable(byFastify))
      expect(comparable(byLane), accept).toEqual(comparable(first))
      expect(byLane.headers['content-encoding'], accept).toBe(
        accept === 'gzip' ? 'gzip' : accept === 'br' ? 'br' : undefined,
      )
      expect(byLane.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    }
    // The server keeps what Fastify sets on the server it makes: idle connections live past a balancer's 60 s.
    expect(app.server.keepAliveTimeout).toBe(72_000)
    // A body that comes in several writes is answered when its last byte has come.
    const before = lane.answered
    const slow = await post(CALCULATE, body, { 'accept-encoding': 'gzip' }, { parts: 3 })
    expect(slow.status).toBe(200)
    expect(lane.answered - before).toBe(1)
  })

  it('writes the request line Fastify writes and counts the answer in the metrics', async () => {
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
    const before = lane.answered
    const viaLane = await post(CALCULATE, body, {
      'x-request-id': 'lb-lane-0001',
      'x-forwarded-for': '203.0.113.7',
    })
    const viaFastify = await post(
      CALCULATE,
      body,
      { 'x-request-id': 'lb-fastify-0001', 'x-forwarded-for': '203.0.113.7' },
      { chunked: true },
    )
    expect(lane.answered - before).toBe(1)
    expect(viaLane.headers['x-request-id']).toBe('lb-lane-0001')
    expect(viaFastify.headers['x-request-id']).toBe('lb-fastify-0001')
    expect(count(await scrape())).toBe(counted + 2)
    const laneLine = await waitForLine('lb-lane-0001')
    const fastifyLine = await waitForLine('lb-fastify-0001')
    const plain = (line: Record<string, unknown> | undefined) => ({ ...line, reqId: '', time: '', ms: 0 })
    expect(plain(laneLine)).toEqual(plain(fastifyLine))
    // The proxy on the loopback is believed: the client's address is the forwarded one.
    expect(laneLine).toMatchObject({ level: 'info', req: { ip: '203.0.113.7' }, res: { statusCode: 200 } })
    // A request id that does not look like one is replaced, as Fastify replaces it.
    const odd = await post(CALCULATE, body, { 'x-request-id': 'not an id!' })
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('hands everything it does not keep to Fastify, the body it read included, and Fastify answers it', async () => {
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
      const before = lane.answered
      const answer = await post(c.path ?? CALCULATE, c.body, c.headers ?? {})
      expect(lane.answered - before, c.name).toBe(0)
      expect(answer.status, c.name).toBe(c.status)
      if (c.message) expect(answer.body.toString(), c.name).toMatch(c.message)
    }
    // And a server that is closing leaves everything to Fastify (which then answers 503).
    lane.close()
    try {
      const before = lane.answered
      expect((await post(CALCULATE, kept)).status).toBe(200)
      expect(lane.answered - before).toBe(0)
    } finally {
      ;(lane as unknown as { closing: boolean }).closing = false
    }
  })

  it('gives any body the answer Fastify gives it (property; seed printed)', async () => {
    const seed = Number(process.env.FC_SEED ?? Date.now() % 1_000_000)
    console.log(`fast-lane property seed ${seed} (FC_SEED=${seed} replays it)`)
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
        const { byLane, byFastify, lanes } = await bothWays(CALCULATE, body, headers)
        expect(comparable(byLane)).toEqual(comparable(byFastify))
        // A calculation priced once is kept: the lane answers it; a refusal is never kept.
        expect(lanes).toBe(first?.status === 200 ? 1 : 0)
        if (lanes) kept++
      }),
      { seed, numRuns: 40 },
    )
    console.log(`${kept} of 40 calculations were kept and answered by the lane`)
  })
})

describe('the answers the fast lane gave', () => {
  // A lane in front of a stand-in framework that answers 599, with one route whose answer and conditions the test
  // sets: what the lane gives, and when, is then seen over real HTTP.
  let answerNow: PreparedJson | undefined
  let conditionsNow: object | undefined
  let asked = 0
  let small: Server
  beforeAll(async () => {
    const own = new FastLane({
      log: undefined,
      bodyLimit: 1_024,
      trustProxy: '127.0.0.1',
      requestId: () => 'id',
    })
    own.add(
      '/price/:id',
      /^\/price\/(\w+)$/,
      () => {
        asked++
        return answerNow
      },
      () => conditionsNow,
    )
    small = own.serverFactory((_request, response) => void response.writeHead(599).end('framework'), {})
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => small.close(() => resolve())))
  /** A POST to the stand-in's server: its status and its body as text. */
  const ask = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const address = small.address()
    const to = typeof address === 'object' && address ? address.port : 0
    const answer = await post(path, body, headers, { to })
    return { status: answer.status, body: answer.body.toString() }
  }

  it('gives the same bytes the answer it gave them while the conditions it was made under hold', async () => {
    const before = { under: 'the first day' }
    conditionsNow = before
    answerNow = PreparedJson.of(200, { price: 1 })
    expect(await ask('/price/a', '{"n":1}')).toEqual({ status: 200, body: '{"price":1}' })
    expect(asked).toBe(1)
    // The route would now answer otherwise, but nothing it was made under changed: the answer given stands.
    answerNow = PreparedJson.of(200, { price: 2 })
    expect(await ask('/price/a', '{"n":1}')).toEqual({ status: 200, body: '{"price":1}' })
    expect(asked).toBe(1)
    // Other bytes (the body, the address, the encodings accepted) are asked of the route.
    expect(await ask('/price/a', '{"n": 1}')).toEqual({ status: 200, body: '{"price":2}' })
    expect(await ask('/price/b', '{"n":1}')).toEqual({ status: 200, body: '{"price":2}' })
    expect(await ask('/price/a', '{"n":1}', { 'accept-encoding': 'gzip' })).toEqual({
      status: 200,
      body: '{"price":2}',
    })
    expect(asked).toBe(4)
    // New conditions (another price list, another day): the route is asked again.
    conditionsNow = { under: 'the next day' }
    expect(await ask('/price/a', '{"n":1}')).toEqual({ status: 200, body: '{"price":2}' })
    expect(asked).toBe(5)
    // No conditions (the price list not at hand): the framework answers, as it does what the route keeps not.
    conditionsNow = undefined
    expect(await ask('/price/a', '{"n":1}')).toEqual({ status: 599, body: 'framework' })
    conditionsNow = before
    answerNow = undefined
    expect(await ask('/price/c', '{"n":1}')).toEqual({ status: 599, body: 'framework' })
    expect(await ask('/price/c', '{"n":1}')).toEqual({ status: 599, body: 'framework' })
    expect(asked).toBe(7)
  })
})
