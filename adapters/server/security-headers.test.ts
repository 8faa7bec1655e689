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
  it('every answer carries a strict policy: scripts from here only, no framing, no sniffing', async () => {
    for (const path of ['/healthz', '/api/v1/public/news', '/robots.txt', '/app/nowhere']) {
      const response = await fetch(`${server.baseUrl}${path}`)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy, path).toContain("script-src 'self';")
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(policy, path).toContain("frame-ancestors 'none'")
      expect(policy, path).toContain("object-src 'none'")
      expect(policy, path).toContain("worker-src 'self' blob:")
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      // The public address here is plain http: no HSTS, or a plain install would lock its users out.
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
    }
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
    const response = await app.inject({ method: 'GET', url: '/x' })
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    await app.close()
  })
})
