import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { ShelterSideFact } from '../../core/ports/shelter-sides.port'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import type { PricingError } from '../../core/pricing/place-calculator'
import type { Quote } from '../../core/pricing/quote'
import { BundledPricingReference } from '../../core/pricing/reference/bundled-pricing-reference'
import { QuoteService } from '../../core/quoting/quote.service'
import type { Result } from '../../core/shared/result'
import type { TabloWorld } from '../support/world'
import { money } from './pricing-actor'

/** The server's calculate use case over an inventory the scenario lists. */
class StopsInventoryActor {
  facts: ShelterSideFact[] = []
  answer: Result<{ quote: Quote; input: unknown }, PricingError> | undefined
  readonly service = new QuoteService({
    registry: new CalculatorRegistry(allCalculators()),
    reference: new BundledPricingReference(),
    terms: { termsOf: async () => undefined },
    clock: { now: () => new Date('2026-11-22T09:00:00Z'), today: () => '2026-11-22' },
    shelters: {
      byNumbers: async (numbers) =>
        this.facts.filter(
          (f) => numbers.includes(f.inventoryNumber) || numbers.includes(f.oldInventoryNumber),
        ),
    },
  })

  async price(month: string, stops: object[]): Promise<void> {
    const [mm, yyyy] = month.split('.')
    this.answer = await this.service.calculateCanonical(
      'transitShelter',
      { months: [`${yyyy}-${mm}`], stops },
      undefined,
    )
  }

  priced(): { quote: Quote; input: { stops: { inventoryNumber: string }[] } } {
    if (!this.answer?.ok) throw new Error(`pricing failed: ${JSON.stringify(this.answer)}`)
    return this.answer.value as { quote: Quote; input: { stops: { inventoryNumber: string }[] } }
  }
}
const actor = (world: TabloWorld) => world.slot('stopsInventory', () => new StopsInventoryActor())

Given("the marketplace's shelter inventory holds:", function (this: TabloWorld, table: DataTable) {
  actor(this).facts = table.hashes().map((r) => ({
    inventoryNumber: r['inventory number']!,
    oldInventoryNumber: r['old number']!,
    side: r['side'] as 'a' | 'b',
    okrugAbbrev: r['okrug']!,
  }))
})

When(
  'an advertiser prices side {string} for {word} saying its okrug is {string}',
  async function (this: TabloWorld, number: string, month: string, region: string) {
    const side = number.endsWith('B') ? 'b' : 'a'
    await actor(this).price(month, [{ inventoryNumber: number, side, region }])
  },
)

When(
  'an advertiser prices side {string} as side {word} for {word}',
  async function (this: TabloWorld, number: string, side: string, month: string) {
    await actor(this).price(month, [{ inventoryNumber: number, side, region: 'ЮАО' }])
  },
)

When(
  'an advertiser prices sides {string} and {string} for {word}',
  async function (this: TabloWorld, first: string, second: string, month: string) {
    await actor(this).price(month, [
      { inventoryNumber: first, side: 'b', region: 'ЦАО' },
      { inventoryNumber: second, side: 'b', region: 'ЦАО' },
    ])
  },
)

Then(
  'the side is priced at the {string} tariff of {string} a month',
  function (this: TabloWorld, region: string, tariff: string) {
    const { quote, input } = actor(this).priced()
    assert.equal((input.stops[0] as { region?: string }).region, region)
    const line = quote.lines[0]
    assert.ok(line, 'a priced line')
    assert.equal(line.quantity, 1)
    assert.equal(money(line.base), tariff)
  },
)

Then('{int} side is priced, as {string}', function (this: TabloWorld, count: number, number: string) {
  const { quote, input } = actor(this).priced()
  assert.deepEqual(
    input.stops.map((s) => s.inventoryNumber),
    [number],
  )
  assert.equal(quote.lines[0]?.quantity, count)
})

Then('the pricing is refused with {string}', function (this: TabloWorld, message: string) {
  const answer = actor(this).answer
  assert.ok(answer && !answer.ok, 'expected a refusal')
  assert.equal(answer.error.message, message)
})
