import { describe, expect, it } from 'vitest'
import { CalculatorRegistry } from '../pricing/calculator-registry'
import { allCalculators } from '../pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../pricing/reference/demo-reference'
import type { AdvertiserTerms } from '../pricing/rules/discounts'
import { QuoteService } from '../quoting/quote.service'
import { anAccount } from '../session/testing/account.fixture'
import { CampaignPricer, pricingRefused } from './campaign-pricer'

const viewer = anAccount()
const stickers = { startDate: '2027-02-16', endDate: '2027-03-31', formatId: 'A3', stickerCount: 40 }

const quotesWith = (terms: AdvertiserTerms | undefined) =>
  new QuoteService({
    registry: new CalculatorRegistry(allCalculators()),
    reference: { load: async () => DEMO_REFERENCE },
    terms: { termsOf: async (id) => (id === viewer.id ? terms : undefined) },
    clock: { now: () => new Date('2026-11-22T09:00:00Z'), today: () => '2026-11-22' },
  })

const pricerWith = (terms: AdvertiserTerms | undefined) => new CampaignPricer(quotesWith(terms))

describe('CampaignPricer (issue #17: priced by the quote service, no second source)', () => {
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

describe('pricingRefused: a refused calculation as the campaign calls answer it', () => {
  const codes = (e: Parameters<typeof pricingRefused>[0]) => {
    const refused = pricingRefused(e)
    return refused.ok ? undefined : [refused.error.code, refused.error.message, refused.error.errors]
  }

  it('names each field under calculation, and keeps the place as it is', () => {
    expect(
      codes({
        code: 'invalid input',
        message: 'Проверьте поля',
        errors: { stickerCount: 'too small', place: 'unknown' },
      }),
    ).toEqual([
      'invalid input',
      'Проверьте поля',
      { 'calculation.stickerCount': 'too small', place: 'unknown' },
    ])
  })

  it('names one field when the calculator names one, and the calculation itself when it names none', () => {
    expect(codes({ code: 'wrong format', message: 'Дата', field: 'startDate' })?.[2]).toEqual({
      'calculation.startDate': 'wrong format',
    })
    expect(codes({ code: 'wrong format', message: 'Нечего считать' })?.[2]).toEqual({
      calculation: 'wrong format',
    })
  })
})
