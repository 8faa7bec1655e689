import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { NO_SUCH_PLACE, referenceOfPlace } from './routes/place-reference.routes'
import { startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers })

describe('one place’s price list (issue #51 item 2)', () => {
  it('answers the shared parts and that place’s tariffs only, a fraction of the whole', async () => {
    const whole = await (await get('/api/v1/pricing/reference')).text()
    const answer = await get('/api/v1/pricing/reference/metroMonitors')
    expect(answer.status).toBe(200)
    const text = await answer.text()
    const { data } = JSON.parse(text) as { data: typeof DEMO_REFERENCE }
    const full = (JSON.parse(whole) as { data: typeof DEMO_REFERENCE }).data
    expect(Object.keys(data.tariffs)).toEqual(['metroMonitors'])
    expect(data.tariffs.metroMonitors).toEqual(full.tariffs.metroMonitors)
    const { tariffs: _mine, ...shared } = data
    const { tariffs: _all, ...wholeShared } = full
    expect(shared).toEqual(wholeShared)
    // Without the inventory's unit lists here; with the whole of Moscow the cut is ~1/60 of the whole (the bench).
    expect(text.length).toBeLessThan(whole.length)
  })

  it('is checked again by its ETag: the same price list answers 304 with no body', async () => {
    const first = await get('/api/v1/pricing/reference/lightBoxes')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    const again = await get('/api/v1/pricing/reference/lightBoxes', { 'if-none-match': etag! })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    // Another place's cut is another answer.
    expect((await get('/api/v1/pricing/reference/cristalLight')).headers.get('etag')).not.toBe(etag)
  })

  it('refuses a place the price list does not have, in Russian', async () => {
    const answer = await get('/api/v1/pricing/reference/nowhere')
    expect(answer.status).toBe(404)
    expect(((await answer.json()) as { message: string }).message).toBe(NO_SUCH_PLACE)
    expect(referenceOfPlace(DEMO_REFERENCE, 'toString')).toBeUndefined()
  })
})
