import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signUp, startTestServer, type TestServer } from './testing/test-server'

let server: TestServer
let token: string
const get = (path: string, auth?: string) => call(server.baseUrl, 'GET', `/api/v1${path}`, undefined, auth)

beforeAll(async () => {
  server = await startTestServer({ inventory: true })
  token = await signUp(server, 'routes@example.ru')
})
afterAll(async () => {
  await server?.close()
})

describe('ground-transport routes with termini and stops (issue #50 item 4)', () => {
  it('lists the real routes by their termini, gives one route’s stops in order, and prices it', async () => {
    const buses = await get('/public/ground-routes?kind=bus')
    expect(buses.status).toBe(200)
    const list = buses.body.data as { id: string; kind: string; title: string }[]
    expect(list.length).toBeGreaterThan(500)
    expect(list.every((r) => r.kind === 'bus')).toBe(true)
    const route13 = list.find((r) => r.id === 'А13')!
    expect(route13.title).toMatch(/^Маршрут 13: «.+» — «.+»$/)
    const trams = (await get('/public/ground-routes?kind=tram')).body.data as { kind: string }[]
    expect(trams.length).toBeGreaterThan(10)
    expect(trams.every((r) => r.kind === 'tram')).toBe(true)

    const one = await get(`/public/ground-routes/${encodeURIComponent('А13')}`)
    expect(one.status).toBe(200)
    const line = one.body.data as { title: string; termini: string[]; stops: { name: string }[] }
    expect(line.title).toBe(route13.title)
    expect(line.stops.length).toBeGreaterThan(5)
    expect(line.termini).toEqual([line.stops[0]!.name, line.stops.at(-1)!.name])
    expect(route13.title).toBe(`Маршрут 13: «${line.termini[0]}» — «${line.termini[1]}»`)

    // The route is in the price list: priced as a geotargeted route, an unknown one refused.
    const input = {
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      videoDuration: 5,
      transportRouteIds: ['А13'],
      weekPartBaseName: 'all',
      numberOfImpressions: 100_000,
      runsPerHour: 4,
      timeIntervalIds: [],
    }
    const priced = await call(
      server.baseUrl,
      'POST',
      '/api/v1/commercial-campaigns/groundTransportation/calculate',
      input,
      token,
    )
    expect(priced.status, JSON.stringify(priced.body).slice(0, 300)).toBe(200)
    const unknown = await call(
      server.baseUrl,
      'POST',
      '/api/v1/commercial-campaigns/groundTransportation/calculate',
      { ...input, transportRouteIds: ['А-нет'] },
      token,
    )
    expect(unknown.status).toBe(400)
  })

  it('says in Russian what is wrong with the ask', async () => {
    const wrong = await get('/public/ground-routes?kind=plane')
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/^Вид транспорта/)
    const missing = await get('/public/ground-routes/nothing')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Такого маршрута нет')
  })
})
