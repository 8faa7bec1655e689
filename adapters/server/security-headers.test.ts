import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from '../../core/ports/logger.port'
import { CSP_REPORT_PATH, registerSecurityHeaders } from './security-headers'
import { startTestServer, type TestServer } from './testing/test-server'

/** Issue #18 part 2: the headers every answer carries, on the real server. */
const warnings: string[] = []
const logger: Logger = {
  info: () => undefined,
  warn: (message, details) => warnings.push(`${message} ${JSON.stringify(details)}`),
  error: () => undefined,
}
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ logger })
})
afterAll(async () => {
  await server?.close()
})

describe('security headers', () => {
  it('a page or a file carries the page policy: scripts from here only, no framing, no sniffing', async () => {
    for (const path of ['/robots.txt', '/app/nowhere', '/app/assets/gone.js']) {
      const response = await fetch(`${server.baseUrl}${path}`)
      expect(response.headers.get('content-type'), path).not.toMatch(/json/)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy, path).toContain("script-src 'self';")
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(policy, path).toContain("frame-ancestors 'none'")
      expect(policy, path).toContain("object-src 'none'")
      expect(policy, path).toContain("worker-src 'self' blob:")
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      // The public address here is plain http: no HSTS, or a plain install would lock its users out.
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
    }
  })

  it('a JSON answer, data or refusal, loads nothing and may be framed by nobody (the API set)', async () => {
    const asked = [
      fetch(`${server.baseUrl}/healthz`),
      fetch(`${server.baseUrl}/api/v1/public/news`),
      fetch(`${server.baseUrl}/api/v1/nowhere`),
      fetch(`${server.baseUrl}/api/v1/clients/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      }),
    ]
    const statuses: number[] = []
    for (const response of await Promise.all(asked)) {
      statuses.push(response.status)
      const path = response.url
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/)
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none';frame-ancestors 'none'",
      )
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
      // What speaks only to a page is not sent with data.
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'])
        expect(response.headers.get(pageOnly), `${path} ${pageOnly}`).toBeNull()
    }
    expect(statuses).toEqual([200, 200, 404, 400])
  })

  it('a browser’s report of a blocked resource is logged, cut short, and answered with no content', async () => {
    const report = {
      'csp-report': { 'blocked-uri': 'https://evil.example/x.js', 'violated-directive': 'script-src' },
    }
    const response = await fetch(`${server.baseUrl}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify(report) + ' '.repeat(5000),
    })
    expect(response.status).toBe(204)
    expect(warnings.filter((w) => w.startsWith('csp violation'))).toHaveLength(1)
    expect(warnings[0]).toContain('evil.example')
    expect(warnings[0]!.length).toBeLessThan(1200)
  })

  it('HSTS is sent when the public address is https', async () => {
    const app = Fastify()
    await registerSecurityHeaders(app, 'https://tablo.example', logger)
    app.get('/x', async () => 'x')
    app.get('/json', async () => ({ data: 'x' }))
    for (const url of ['/x', '/json']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains')
    }
    await app.close()
  })
})
