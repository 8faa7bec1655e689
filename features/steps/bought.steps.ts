import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { AdvertisePlace } from '../../core/campaign/advertise-place'
import { boughtSourceOf, CampaignPurchases, describeBought } from '../../core/campaign/campaign-purchase'
import type { PurchaseWire } from '../../core/contract/purchase.answer'
import { purchaseWire } from '../../adapters/server/wire/purchase.wire'
import type { CampaignStateId } from '../../core/campaign/campaign-state'
import { campaignPriceOf } from '../../core/campaign/campaign-price'
import { aCampaignFacts } from '../../core/campaign/testing/campaign-records.memory'
import { CampaignAggregate, type CampaignFacts } from '../../core/campaign/campaign.aggregate'
import { purchaseRows, type PurchaseRow } from '../../core/cabinet/view/campaign-detail-items.view-model'
import { historyRows, invoiceRows } from '../../core/cabinet/view/campaign-detail-records.view-model'
import {
  countRange,
  statisticsSummary,
  type SummaryTile,
} from '../../core/cabinet/view/statistics.view-model'
import { displayPeriod } from '../../core/format/display-date'
import { campaignMediaPlan, PLAN_HEADER, type MediaPlanSheet } from '../../core/documents/media-plan.document'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { withInventoryItems } from '../../core/pricing/reference/inventory-catalogue'
import type { PricingReferenceData } from '../../core/pricing/reference/pricing-reference.schema'
import { grpOf } from '../../core/pricing/rules/coefficients'
import { anAccount } from '../../core/session/testing/account.fixture'
import type { Kopecks } from '../../core/shared/money'
import { orderedFigures } from '../../core/statistics/ordered-figures'
import type { TabloWorld } from '../support/world'
import type { InventoryFacts } from '../../core/campaign/bought-catalogue.port'

const TODAY = '2026-11-22'
const OBSERVER = anAccount({ id: '44444444-4444-4444-8444-444444444444', isObserver: true })
const registry = new CalculatorRegistry(allCalculators())

/** Per-scenario state of these steps (world slot 'bought'). */
class BoughtScene {
  facts = new Map<string, InventoryFacts>()
  reference: PricingReferenceData = DEMO_REFERENCE
  campaign: CampaignFacts | undefined
  invoiced = false
  events: { event: string; from: string | null; to: string | null; reason: string | null }[] = []
  purchase: PurchaseWire | undefined
  rows: PurchaseRow[] = []
  plan: MediaPlanSheet[] = []
  tiles: readonly SummaryTile[] = []
  range: readonly [number, number] = [0, 0]
}
const scene = (world: TabloWorld): BoughtScene => world.slot('bought', () => new BoughtScene())

/** 20.01.2027 as the calculators take it. */
const iso = (day: string): string => day.split('.').reverse().join('-')
const plain = (text: string): string => text.replace(/\u00a0/g, ' ')

/** A campaign the core calculator prices and the server would store, the owner's. */
const booked = (
  s: BoughtScene,
  place: AdvertisePlace,
  calculation: Record<string, unknown>,
): CampaignFacts => {
  const quote = registry.price(place, calculation, s.reference, { today: TODAY })
  if (!quote.ok) throw new Error(`${place} does not price: ${quote.error.message}`)
  const price = campaignPriceOf(quote.value)
  return aCampaignFacts({
    place: place,
    startDate: price.startDate,
    endDate: price.endDate,
    calculation,
    periodsPrice: [...price.periodsPrice],
    totalSumWithoutTaxes: price.totalSumWithoutTaxes,
    taxesSum: price.taxesSum,
  })
}

/** The scenario's inventory and price list, as the purchase is described from them. */
const catalogues = (s: BoughtScene) => ({
  catalogue: { facts: async () => s.facts },
  reference: { load: async () => s.reference },
})

/** The campaign page's purchase, as the server's use case answers the viewer. */
const open = async (s: BoughtScene, viewer = anAccount()) => {
  const campaign = s.campaign
  if (!campaign) throw new Error('no campaign booked')
  const purchases = new CampaignPurchases({
    reads: { campaign: async (id) => (id === campaign.id ? CampaignAggregate.of(campaign) : undefined) },
    ...catalogues(s),
    records: {
      invoices: async () =>
        s.invoiced
          ? [
              {
                id: 'i-1',
                number: '17',
                issuedOn: TODAY,
                payUntil: '2026-11-27',
                net: campaign.totalSumWithoutTaxes as Kopecks,
                taxes: campaign.taxesSum as Kopecks,
              },
            ]
          : [],
      history: async () => [
        { event: 'create', from: null, to: 'draft', reason: null, at: '2026-11-20T09:00:00.000Z' },
        ...s.events.map((e, i) => ({
          ...e,
          from: e.from as CampaignStateId | null,
          to: e.to as CampaignStateId | null,
          at: `2026-11-2${i + 1}T09:00:00.000Z`,
        })),
      ],
    },
  })
  const answer = await purchases.of(viewer, campaign.id)
  if (!answer.ok) throw new Error(answer.error.message)
  s.purchase = purchaseWire(answer.value)
  s.rows = purchaseRows(s.purchase, { money: !viewer.isObserver })
}

Given('the inventory has these light boxes:', function (this: TabloWorld, table: DataTable) {
  const s = scene(this)
  const boxes = table.hashes()
  for (const b of boxes)
    s.facts.set(b['number'] ?? '', {
      inventoryNumber: b['number'] ?? null,
      name: b['name'] ?? null,
      station: b['station'] ?? null,
      line: b['station']?.match(/\((.+)\)/)?.[1] ?? null,
      address: null,
      side: null,
      formatId: 'lightBoxes',
    })
  s.reference = withInventoryItems(
    DEMO_REFERENCE,
    boxes.map((b) => ({ kind: 'lightBox', id: b['number'] ?? '', name: b['name'] ?? '', ots: 12_000 })),
  )
})

Given(
  'an advertiser booked the light boxes {word} and {word} from {word} to {word}',
  function (this: TabloWorld, a: string, b: string, from: string, to: string) {
    const s = scene(this)
    s.campaign = booked(s, 'lightBoxes', { startDate: iso(from), endDate: iso(to), itemIds: [a, b] })
  },
)

Given('the campaign was invoiced', function (this: TabloWorld) {
  scene(this).invoiced = true
})

Given('the campaign went through these events:', function (this: TabloWorld, table: DataTable) {
  scene(this).events = table.hashes().map((r) => ({
    event: r['event'] ?? '',
    from: r['from'] || null,
    to: r['to'] || null,
    reason: r['reason'] || null,
  }))
})

When('the advertiser opens the page of that campaign', async function (this: TabloWorld) {
  await open(scene(this))
})

When("the advertiser's observer opens the page of that campaign", async function (this: TabloWorld) {
  const s = scene(this)
  await open(s, { ...OBSERVER, observerOf: s.campaign?.ownerId })
})

Then('«Что куплено» lists these items:', function (this: TabloWorld, table: DataTable) {
  const items = scene(this).rows.filter((r) => r.kind === 'item')
  assert.deepEqual(
    items.map((r) => [r.name, plain(r.detail), r.where, plain(displayPeriod(r.startDate, r.endDate))]),
    table.rows(),
  )
})

Then('each item has {int} periods under it, each naming its item', function (this: TabloWorld, n: number) {
  const rows = scene(this).rows
  for (const item of rows.filter((r) => r.kind === 'item')) {
    const under = rows.filter((r) => r.kind === 'period' && r.id.startsWith(`${item.id}#`))
    assert.equal(under.length, n)
    assert.ok(under.every((p, i) => p.name === `Период ${i + 1} из ${n}` && p.detail === item.name))
  }
})

Then('no two lines of «Что куплено» read alike', function (this: TabloWorld) {
  const read = scene(this).rows.map((r) => [r.name, r.detail, r.where, r.startDate, r.endDate].join('|'))
  assert.equal(new Set(read).size, read.length)
})

Then("the items add up to the campaign's price without VAT", function (this: TabloWorld) {
  const s = scene(this)
  const items = s.rows.filter((r) => r.kind === 'item')
  assert.equal(
    items.reduce((sum, r) => sum + (r.price ?? 0), 0),
    s.campaign?.totalSumWithoutTaxes,
  )
})

Then('«Что куплено» lists {int} items without prices', function (this: TabloWorld, n: number) {
  const items = scene(this).rows.filter((r) => r.kind === 'item')
  assert.equal(items.length, n)
  assert.ok(scene(this).rows.every((r) => r.price === undefined))
})

Then('the page shows no invoice', function (this: TabloWorld) {
  assert.deepEqual(invoiceRows(scene(this).purchase ?? { invoices: [] }), [])
})

Then('the history reads:', function (this: TabloWorld, table: DataTable) {
  const rows = historyRows(scene(this).purchase ?? { history: [] })
  assert.deepEqual(
    rows.map((r) => [r.text, r.reason ?? '']),
    table.raw(),
  )
})

/** The campaign's media plan, drawn from the same description of what it bought. */
const downloadPlan = async (s: BoughtScene) => {
  const c = s.campaign
  if (!c) throw new Error('no campaign booked')
  const facts = CampaignAggregate.of(c).facts
  const { items } = await describeBought(boughtSourceOf(facts), catalogues(s))
  s.plan = campaignMediaPlan({
    ...boughtSourceOf(facts),
    calculation: facts.calculation.input,
    id: c.id,
    number: c.individualIndex,
    name: c.name,
    taxes: c.taxesSum as Kopecks,
    items,
  })
}

When('the advertiser downloads its media plan', async function (this: TabloWorld) {
  await downloadPlan(scene(this))
})

const planColumn = (name: string): number => PLAN_HEADER.indexOf(name as (typeof PLAN_HEADER)[number])

Then("the plan's rows are:", function (this: TabloWorld, table: DataTable) {
  const [header = [], ...expected] = table.raw()
  const rows = (scene(this).plan[0]?.rows ?? []).filter((r) => r[1] === scene(this).campaign?.name)
  assert.deepEqual(
    rows.map((r) => header.map((h) => String(r[planColumn(h)]))),
    expected,
  )
})

Then('the plan writes its start and end columns as dates', function (this: TabloWorld) {
  assert.deepEqual(scene(this).plan[0]?.dateColumns, [planColumn('Начало'), planColumn('Окончание')])
})

Then("the plan's rows add up to the campaign's price without VAT", function (this: TabloWorld) {
  const s = scene(this)
  const rows = (s.plan[0]?.rows ?? []).filter((r) => r[1] === s.campaign?.name)
  const sum = rows.reduce((k, r) => k + Math.round(Number(r[planColumn('Стоимость без НДС, ₽')]) * 100), 0)
  assert.equal(sum, s.campaign?.totalSumWithoutTaxes)
})

Then("its light-box summary names each box's station, format and number", function (this: TabloWorld) {
  const boxes = scene(this).plan.find((sheet) => sheet.title === 'Лайтбоксы')
  assert.deepEqual(
    boxes?.rows.map((r) => [r[0], r[2], r[3]]),
    [...scene(this).facts.values()].map((f) => [f.station, 'Лайтбокс 1200×1800', f.inventoryNumber]),
  )
})

Given(
  'a metro campaign ordered {int} shows from {word} to {word}',
  function (this: TabloWorld, count: number, from: string, to: string) {
    const s = scene(this)
    s.campaign = booked(s, 'metroMonitors', {
      mode: 'video',
      startDate: iso(from),
      endDate: iso(to),
      clipDuration: 10,
      frequency: 2,
      presentationCount: count,
    })
  },
)

/** The statistics' totals of what was delivered, set against the campaign's order. */
const deliver = (s: BoughtScene, plays: number, ots: number, today: string) => {
  const c = s.campaign
  if (!c) throw new Error('no campaign booked')
  const ordered = orderedFigures(
    { place: c.calculation.place, startDate: c.startDate, endDate: c.endDate, periodsPrice: c.periodsPrice },
    s.reference,
  )
  s.tiles = statisticsSummary({ plays, ots, grp: grpOf(ots, s.reference.audienceBase) }, { ordered, today })
}

When(
  '{int} plays with {int} OTS have been delivered and today is {word}',
  function (this: TabloWorld, plays: number, ots: number, today: string) {
    deliver(scene(this), plays, ots, iso(today))
  },
)

Then('the totals read, against the order:', function (this: TabloWorld, table: DataTable) {
  assert.deepEqual(
    scene(this).tiles.map((t) => [t.label, plain(t.value), plain(t.note ?? '')]),
    table.raw(),
  )
})

When('the largest day of the chart counts {int}', function (this: TabloWorld, largest: number) {
  scene(this).range = countRange([0, largest])
})

Then('its axis runs from {int} to {int}', function (this: TabloWorld, from: number, to: number) {
  assert.deepEqual(scene(this).range, [from, to])
})
