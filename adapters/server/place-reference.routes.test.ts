import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { NO_SUCH_PLACE, referenceOfPlace } from './routes/place-reference.routes'
import { startTestServer, type TestServer } from './testing/test-server'
import type { Clock } from '../../core/ports/clock.port'
import { MemoryStorage } from '../../core/cabinet/testing/fake-ports'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { initialInput } from '../../core/pricing/selection/calculator-form'
import { LiveQuoteStore, REFERENCE_MISSING } from '../../core/pricing/selection/live-quote.store'
import { AuthTokenStore } from '../../core/session/auth-token'
import { ConsoleLogger } from '../console-logger/console-logger'
import { FetchHttpClient } from '../http-fetch/fetch-http.client'

let server: TestServer
const TODAY = '2026-11-22'
const clock: Clock = { now: () => new Date(`${TODAY}T09:00:00Z`), today: () => TODAY }
beforeAll(async () => {
  server = await startTestServer({ clock })
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

describe('a visitor’s calculator on one place’s price list (issue #51 item 2)', () => {
  it('prices its place as the server does, and no other until that one’s list is read', async () => {
    const http = new FetchHttpClient({ baseUrl: server.baseUrl }, new AuthTokenStore(new MemoryStorage()))
    const live = new LiveQuoteStore(
      http,
      clock,
      new CalculatorRegistry(allCalculators()),
      new ConsoleLogger(),
    )
    await live.load('visitor', 'metroMonitors')
    expect(live.getSnapshot()).toMatchObject({ status: 'ready', caller: 'visitor', place: 'metroMonitors' })
    expect(Object.keys(live.getSnapshot().reference!.tariffs)).toEqual(['metroMonitors'])
    const reference = live.getSnapshot().reference!
    const input = initialInput('metroMonitors', reference, TODAY)
    const browser = live.price('metroMonitors', input)
    const answer = await fetch(`${server.baseUrl}/api/v1/commercial-campaigns/metroMonitors/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    })
    const server_ = (await answer.json()) as { data: { quote: { totals: { total: number } } } }
    expect(browser.ok && browser.value.totals.total).toBe(server_.data.quote.totals.total)
    // Another place is not priced on this cut: it says the price list is not read, it does not guess.
    const other = live.price('busMonitors', {})
    expect(other.ok ? undefined : other.error.message).toBe(REFERENCE_MISSING)
    // That place's page reads its own cut; the whole list, once read, serves every place.
    await live.load('visitor', 'busMonitors')
    expect(live.getSnapshot().place).toBe('busMonitors')
    await live.load('visitor')
    expect(live.getSnapshot().place).toBeUndefined()
    expect(Object.keys(live.getSnapshot().reference!.tariffs).length).toBeGreaterThan(10)
    await live.load('visitor', 'metroMonitors')
    expect(live.getSnapshot().place).toBeUndefined()
    const whole = live.getSnapshot().reference!
    expect(live.price('busMonitors', initialInput('busMonitors', whole, TODAY)).ok).toBe(true)
  })
})
