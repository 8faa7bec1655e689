import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveCabinet } from './ui-static'

/** A built cabinet as `vite build` leaves it: a hashed bundle with its .br, .gz and .map, index.html, the icon. */
let dir: string
let app: FastifyInstance
let base: string
const bundle = `console.log(${JSON.stringify('табло '.repeat(400))})`

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tablo-ui-static-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Табло</title>')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  const js = join(dir, 'assets', 'index-C94Kc_1y.js')
  writeFileSync(js, bundle)
  writeFileSync(`${js}.br`, brotliCompressSync(bundle))
  writeFileSync(`${js}.gz`, gzipSync(bundle))
  writeFileSync(`${js}.map`, '{"version":3}')
  app = Fastify()
  expect(await serveCabinet(app, dir)).toBe(true)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  await app?.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string, encoding?: string) =>
  fetch(`${base}${path}`, encoding ? { headers: { 'accept-encoding': encoding } } : {})

describe('the built cabinet as the server sends it', () => {
  it('sends a hashed bundle precompressed, brotli first, and cached for a year as immutable', async () => {
    const br = await get('/app/assets/index-C94Kc_1y.js', 'br, gzip')
    expect(br.status).toBe(200)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await br.text()).toBe(bundle) // fetch decodes it: the same bytes as the plain file
    const gz = await get('/app/assets/index-C94Kc_1y.js', 'gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(bundle.length / 4)
    const plain = await get('/app/assets/index-C94Kc_1y.js', 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(bundle)
  })

  it('keeps index.html revalidated, so a new build is seen at once, and every /app path is the page', async () => {
    const index = await get('/app/')
    expect(index.status).toBe(200)
    expect(index.headers.get('cache-control')).toBe('no-cache')
    expect(await index.text()).toContain('<title>Табло</title>')
  })

  it('does not publish source maps', async () => {
    expect((await get('/app/assets/index-C94Kc_1y.js.map')).status).toBe(404)
  })

  it('answers /favicon.ico with the cabinet icon', async () => {
    const icon = await get('/favicon.ico')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toContain('image/svg+xml')
  })
})
