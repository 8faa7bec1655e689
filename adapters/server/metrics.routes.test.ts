import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startJobs } from '../jobs/tablo-jobs'
import { buildApp } from './app'
import { startTestServer, type TestServer } from './testing/test-server'

/** Issue #18 part 3: /metrics in Prometheus's format, for the machine's own scraper only. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const scrape = async (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers })
/** The value of one sample line (name with its labels), or undefined. */
const sample = (text: string, line: string): number | undefined => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `))
  return found === undefined ? undefined : Number(found.slice(line.length + 1))
}

describe('metrics', () => {
  it('counts each answer by route template and status, with its latency', async () => {
    const before = (await scrape()).body
    const line = 'tablo_http_requests_total{method="GET",route="/api/v1/public/news",status="200"}'
    for (let i = 0; i < 3; i++) await server.app.inject({ method: 'GET', url: '/api/v1/public/news' })
    await server.app.inject({ method: 'GET', url: '/api/v1/clients/campaigns/not-a-uuid' })
    const after = await scrape()
    expect(after.statusCode).toBe(200)
    expect(after.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(sample(after.body, line)).toBe((sample(before, line) ?? 0) + 3)
    expect(
      sample(
        after.body,
        'tablo_http_request_duration_seconds_count{method="GET",route="/api/v1/public/news"}',
      ),
    ).toBeGreaterThanOrEqual(3)
    // An id in the address is not a label of its own: the route's template is.
    expect(after.body).not.toContain('not-a-uuid')
    // The process and the database pool are there too.
    expect(sample(after.body, 'tablo_process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
    expect(after.body).toMatch(/^tablo_db_pool_connections \d+$/m)
    expect(after.body).toContain('tablo_booking_conflicts_total 0')
    expect(after.body).toContain('# TYPE tablo_log_lines_dropped_total counter')
    expect(after.body).toMatch(/^tablo_log_lines_dropped_total 0$/m)
  })

  it('counts the background jobs: the clock’s run at start, and what waits in the queue', async () => {
    const jobs = await startJobs(server.container, {
      databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    })
    try {
      const text = (await scrape()).body
      expect(sample(text, 'tablo_job_runs_total{job="campaign-clock"}')).toBeGreaterThanOrEqual(1)
      expect(text).toContain('# TYPE tablo_job_queue_depth gauge')
      expect(text).not.toMatch(/tablo_job_failures_total\{job="campaign-clock"\} [1-9]/)
    } finally {
      await jobs.stop()
    }
  })

  it('is not public: a client from outside gets the not-found answer', async () => {
    const outside = await scrape('203.0.113.7')
    expect(outside.statusCode).toBe(404)
    expect(outside.body).not.toContain('tablo_')
    // Behind a trusted proxy (this machine's, by default), the client's own address decides, not the proxy's.
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404)
    expect((await scrape('10.0.0.2')).statusCode).toBe(200)
    expect((await scrape('::1')).statusCode).toBe(200)
  })

  it('with METRICS_TOKEN set, only its bearer may scrape, from anywhere', async () => {
    const app = await buildApp(server.container, { uiDir: '/nonexistent', metricsToken: 'scrape-secret' })
    try {
      const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress })
      expect((await get({})).statusCode).toBe(404)
      expect((await get({ authorization: 'Bearer wrong-secret' })).statusCode).toBe(404)
      const scraped = await get({ authorization: 'Bearer scrape-secret' }, '203.0.113.7')
      expect(scraped.statusCode).toBe(200)
      expect(scraped.body).toContain('tablo_http_requests_total')
    } finally {
      await app.close()
    }
  })
})
