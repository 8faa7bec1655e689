import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { campaignPriceOf } from '../../campaign/campaign-price'
import { sumMoney } from '../../shared/money'
import { CalculatorRegistry } from '../calculator-registry'
import { allCalculators } from '../calculators/all-calculators'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import {
  ADDRESS_PROGRAM_MAX_STOPS,
  decodeAddressProgramRequest,
  pricedPeriods,
  stopPrices,
  tariffRegionOfOkrug,
} from './address-program'

const registry = new CalculatorRegistry(allCalculators())
const REGIONS = Object.keys(DEMO_REFERENCE.tariffs.transitShelter.byRegion)

const priced = (stops: { inventoryNumber: string; side: 'a' | 'b'; region: string }[], months: string[]) => {
  const quote = registry.price('transitShelter', { months, stops }, DEMO_REFERENCE, { today: '2026-11-22' })
  if (!quote.ok) throw new Error(quote.error.message)
  return campaignPriceOf(quote.value)
}

const selection = fc
  .uniqueArray(
    fc.record({
      inventoryNumber: fc.integer({ min: 1, max: 99_999 }).map((n) => `ОСТ-${String(n).padStart(6, '0')}`),
      side: fc.constantFrom('a' as const, 'b' as const),
      region: fc.constantFrom(...REGIONS, 'нет такого'),
    }),
    { minLength: 1, maxLength: 40, selector: (s) => `${s.inventoryNumber}:${s.side}` },
  )
  .chain((stops) =>
    fc
      .uniqueArray(fc.constantFrom('2027-01', '2027-02', '2027-03', '2027-07', '2027-12'), {
        minLength: 1,
        maxLength: 3,
      })
      .map((months) => ({ stops, months })),
  )

describe('address program prices (R-STOP-20)', () => {
  it('each side costs its tariff line’s net / amount and the sides add up to each period and the total', () => {
    fc.assert(
      fc.property(selection, ({ stops, months }) => {
        const price = priced(stops, months)
        const prices = stopPrices(price.periodsPrice, stops, DEMO_REFERENCE)
        const periods = pricedPeriods(price.periodsPrice)
        expect(periods).toHaveLength(months.length)
        expect(sumMoney(prices.flat())).toBe(price.totalSumWithoutTaxes)
        // Two sides of one tariff cost the same in every month.
        stops.forEach((s, i) =>
          stops.forEach((t, j) => {
            const sameTariff =
              (DEMO_REFERENCE.tariffs.transitShelter.byRegion[s.region] ?? 0) ===
              (DEMO_REFERENCE.tariffs.transitShelter.byRegion[t.region] ?? 0)
            if (sameTariff) expect(prices[i]).toEqual(prices[j])
          }),
        )
      }),
      { numRuns: 60 },
    )
  })

  it('when the tariffs changed since the price was saved, the saved totals are spread by tariff, exactly', () => {
    fc.assert(
      fc.property(selection, fc.integer({ min: 1, max: 9 }), ({ stops, months }, bump) => {
        const price = priced(stops, months)
        const changed = {
          ...DEMO_REFERENCE,
          tariffs: {
            ...DEMO_REFERENCE.tariffs,
            transitShelter: {
              ...DEMO_REFERENCE.tariffs.transitShelter,
              monthlyPrice: DEMO_REFERENCE.tariffs.transitShelter.monthlyPrice + bump,
              byRegion: Object.fromEntries(
                Object.entries(DEMO_REFERENCE.tariffs.transitShelter.byRegion).map(([k, v]) => [k, v + bump]),
              ),
            },
          },
        }
        const prices = stopPrices(price.periodsPrice, stops, changed)
        const periods = pricedPeriods(price.periodsPrice)
        expect(sumMoney(prices.flat())).toBe(price.totalSumWithoutTaxes)
        periods.forEach((p, i) => {
          const saved = price.periodsPrice
            .flatMap((e) => e.periods)
            .filter((x) => x.startDate === p.startDate)
            .reduce((s, x) => s + Math.round((x.netPrice ?? 0) * 100), 0)
          expect(sumMoney(prices.map((row) => row[i]!))).toBe(saved)
        })
      }),
      { numRuns: 40 },
    )
  })

  it('maps the okrugs the boundary data names in full to the tariff keys', () => {
    expect(tariffRegionOfOkrug('Троицкий')).toBe('ТАО')
    expect(tariffRegionOfOkrug('Новомосковский')).toBe('НАО')
    expect(tariffRegionOfOkrug('ЦАО')).toBe('ЦАО')
  })
})

describe('the address program request', () => {
  const today = '2026-11-22'
  it('takes a selection: months sorted and distinct, numbers trimmed in capitals, duplicates and booked stops out', () => {
    expect(
      decodeAddressProgramRequest(
        {
          months: ['2027-02', '2026-11', '2027-02'],
          stops: [
            ' ост-000007-a ',
            { inventoryNumber: 'ОСТ-000007-A', side: 'a', region: 'ЮАО' },
            { inventoryNumber: 'ОСТ-000011-B', bookingError: true },
            { inventoryNumber: '7-B', side: 'b' },
          ],
        },
        today,
      ),
    ).toEqual({
      ok: true,
      value: {
        kind: 'stops',
        months: ['2026-11', '2027-02'],
        stops: [{ inventoryNumber: 'ОСТ-000007-A' }, { inventoryNumber: '7-B', side: 'b' }],
      },
    })
  })

  it('takes a campaign id', () => {
    const id = '0b7e6f0e-3f4a-4c1e-9a55-7a1f0c2d3e4f'
    expect(decodeAddressProgramRequest({ advertisingCampaignId: id }, today)).toEqual({
      ok: true,
      value: { kind: 'campaign', advertisingCampaignId: id },
    })
  })

  it.each([
    [{ months: ['2026-10'], stops: ['7-A'] }, { months: 'in the past' }],
    [{ months: ['2027-00'], stops: ['7-A'] }, { 'months.0': 'wrong format' }],
    [
      { months: ['2027-01'], stops: [{ inventoryNumber: '' }] },
      { 'stops.0.inventoryNumber': 'wrong format' },
    ],
    [
      { months: ['2027-01'], stops: [{ inventoryNumber: '7-A', side: 'c' }] },
      { 'stops.0.side': expect.any(String) },
    ],
    [{ months: ['2027-01'], stops: [{ inventoryNumber: '7-A', bookingError: true }] }, { stops: 'required' }],
    [
      {
        months: ['2027-01'],
        stops: Array.from({ length: ADDRESS_PROGRAM_MAX_STOPS + 1 }, (_, i) => `${i}-A`),
      },
      { stops: 'too many' },
    ],
    [{ months: ['2027-01'] }, { stops: 'required' }],
    [{ advertisingCampaignId: 7 }, { advertisingCampaignId: 'wrong format' }],
    ['7-A', { _: 'wrong format' }],
  ])('refuses %j with a Russian message', (body, errors) => {
    const decoded = decodeAddressProgramRequest(body, today)
    expect(decoded.ok).toBe(false)
    if (decoded.ok) return
    expect(decoded.error.errors).toEqual(errors)
    expect(decoded.error.message).toMatch(/[А-Яа-яЁё]/)
  })
})
