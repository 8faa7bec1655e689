import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../core/ports/clock.port'
import type { PeriodPriceEntry } from '../../core/pricing/periods-price'
import type { QuoteLine } from '../../core/pricing/quote'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { GRAPHQL_PATH } from './graphql/graphql.route'
import { DEMO_PASSWORD } from './seed'
import { call, signIn, startTestServer, type TestServer } from './testing/test-server'

/**
 * Issue 19 item 3: one price for a unit. What a list shows for a unit and a period (a shelter side's month in
 * the inventory, a light box's month or a sticker's half-month in the price list) is the base the calculator
 * charges for it, and the period entry of the priced answer walks from that base to the net step by step.
 */
const TODAY = '2026-11-22'
const clock: Clock = { now: () => new Date(`${TODAY}T09:00:00Z`), today: () => TODAY }
const MONTH = '2027-03' // March: a seasonal ratio of 1,0574, so base and net differ

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ clock, inventory: true, demoAccounts: true })
  token = await signIn(server, 'demo@tablo.local', DEMO_PASSWORD)
})
afterAll(async () => {
  await server?.close()
})

interface Priced {
  quote: { lines: QuoteLine[] }
  periodsPrice: PeriodPriceEntry[]
}
const priced = async (place: string, input: unknown): Promise<Priced> => {
  const answer = await call(server.baseUrl, 'POST', `/api/v1/commercial-campaigns/${place}/calculate`, input)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data as Priced
}

/** The period entry reconciles: base + every step = net, and the seasonal step makes basePriceWithSeasonal. */
const expectReconciled = (entry: PeriodPriceEntry) => {
  expect(entry.basePrice + entry.steps.reduce((n, s) => n + s.amount, 0)).toBe(entry.netPrice)
  const seasonal = entry.steps.filter((s) => s.kind === 'seasonal').reduce((n, s) => n + s.amount, 0)
  expect(entry.basePriceWithSeasonal).toBe(entry.basePrice + seasonal)
}

describe('the listed price is the priced base (issue 19 item 3)', () => {
  it('transit shelters: a side’s listed basePrice is the month the calculator charges, in every okrug', async () => {
    const answer = await call(
      server.baseUrl,
      'POST',
      GRAPHQL_PATH,
      {
        query: `{ getTransitShelterSpacesByPeriod(period: { startDate: "${MONTH}-01", endDate: "${MONTH}-31" },
        limit: 24000) { nodes { inventoryNumber side basePrice advertisingPlatform { region { parent { code } } } } } }`,
      },
      token,
    )
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
    type Node = {
      inventoryNumber: string
      side: 'a' | 'b'
      basePrice: number
      advertisingPlatform: { region: { parent: { code: string } } }
    }
    const nodes = (answer.body.data as { getTransitShelterSpacesByPeriod: { nodes: Node[] } })
      .getTransitShelterSpacesByPeriod.nodes
    // A sample: the first side of every okrug, and every 997th side of the city.
    const byOkrug = new Map<string, Node>()
    for (const n of nodes)
      if (!byOkrug.has(n.advertisingPlatform.region.parent.code))
        byOkrug.set(n.advertisingPlatform.region.parent.code, n)
    const sample = [...byOkrug.values(), ...nodes.filter((_, i) => i % 997 === 0)]
    expect(byOkrug.size).toBeGreaterThanOrEqual(12)
    expect(new Set(sample.map((n) => n.basePrice)).size).toBeGreaterThan(3)
    for (const side of sample) {
      const data = await priced('transitShelter', {
        months: [MONTH],
        stops: [{ inventoryNumber: side.inventoryNumber, side: side.side, region: 'ЦАО' }],
      })
      const entry = data.periodsPrice[0]!
      expect(entry.basePrice, side.inventoryNumber).toBe(side.basePrice * 100)
      expect(data.quote.lines[0]!.base).toBe(side.basePrice * 100)
      expectReconciled(entry)
    }
  })

  it('light boxes, crystal light and turn tiles: an item’s monthly price is a whole month’s base', async () => {
    const reference = (await call(server.baseUrl, 'GET', '/api/v1/pricing/reference')).body
      .data as PricingReferenceData
    for (const place of ['lightBoxes', 'cristalLight', 'turnsTiles'] as const) {
      const tariff = reference.tariffs[place]
      const items = tariff.items.filter((_, i) => i % Math.max(1, Math.floor(tariff.items.length / 5)) === 0)
      expect(items.length, place).toBeGreaterThan(0)
      for (const item of items) {
        const data = await priced(place, {
          startDate: `${MONTH}-01`,
          endDate: `${MONTH}-31`,
          itemIds: [item.id],
        })
        expect(data.periodsPrice[0]!.basePrice, `${place} ${item.id}`).toBe(
          Math.round((item.monthlyPrice ?? tariff.monthlyPrice) * 100),
        )
        expectReconciled(data.periodsPrice[0]!)
      }
    }
  })

  it('metro stickers: a format’s half-month price is a half-month’s base', async () => {
    const reference = (await call(server.baseUrl, 'GET', '/api/v1/pricing/reference')).body
      .data as PricingReferenceData
    for (const format of reference.tariffs.metroStickers.formats) {
      const data = await priced('metroStickers', {
        startDate: `${MONTH}-01`,
        endDate: `${MONTH}-15`,
        formatId: format.id,
      })
      expect(data.periodsPrice[0]!.basePrice, format.id).toBe(Math.round(format.pricePerHalfMonth * 100))
      expectReconciled(data.periodsPrice[0]!)
    }
  })
})
