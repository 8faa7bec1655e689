import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import type { AdvertiserTerms } from '../../core/pricing/rules/discounts'
import { QuoteService } from '../../core/quoting/quote.service'
import { anAccount } from '../../core/session/testing/account.fixture'
import { Container } from '../container/di'
import { CampaignPricer } from './campaign.pricer'

const viewer = anAccount()
const stickers = { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 40 }

const quotesWith = (terms: AdvertiserTerms | undefined) =>
  new QuoteService({
    registry: new CalculatorRegistry(allCalculators()),
    reference: { load: async () => DEMO_REFERENCE },
    terms: { termsOf: async (id) => (id === viewer.id ? terms : undefined) },
    clock: { now: () => new Date('2026-11-22T09:00:00Z'), today: () => '2026-11-22' },
  })

const pricerWith = (terms: AdvertiserTerms | undefined): CampaignPricer => {
  const container = new Container()
  container.bind(QuoteService).toConstantValue(quotesWith(terms))
  container.bind(CampaignPricer).toSelf()
  return container.get(CampaignPricer)
}

describe('CampaignPricer (issue #17: the quote service injected, no second source)', () => {
  it('cannot be built without the quote service, instead of pricing from the bundled demo reference', () => {
    const container = new Container()
    container.bind(CampaignPricer).toSelf()
    expect(() => container.get(CampaignPricer)).toThrow()
  })

  it('prices with the advertiser’s own terms, as the calculate call does (an agency’s 10 %, R-DISC-08)', async () => {
    const list = await pricerWith(undefined).price('metroStickers', stickers, viewer)
    const personal = await pricerWith({
      isAgency: true,
      discount: { value: 10, advertisePlaces: [] },
    }).price('metroStickers', stickers, viewer)
    if (!list.ok || !personal.ok) throw new Error('priced')
    expect(personal.value.price.totalSumWithoutTaxes).toBe(
      Math.round(list.value.price.totalSumWithoutTaxes * 0.9),
    )
  })

  it('answers the calculator’s error for a calculation it cannot price, and prices nothing', async () => {
    const priced = await pricerWith(undefined).price(
      'metroStickers',
      { ...stickers, stickerCount: 0 },
      viewer,
    )
    expect(priced.ok).toBe(false)
  })
})
