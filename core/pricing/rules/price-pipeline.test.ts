import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { splitByMonth } from './periods'
import { assembleQuote, type DraftLine, type PricingContext, type Surcharge } from './price-pipeline'

/**
 * The price pipeline of decision 10, worked by hand on a small campaign: light boxes A (2 units) and B (1 unit)
 * from 20.03.2027 to 10.04.2027, so each has a March and an April line. Every figure below is the spec's
 * arithmetic written out, in kopecks; the reference is made up so that each step has its own number.
 */
const reference: PricingReferenceData = {
  ...DEMO_REFERENCE,
  vatRates: [{ from: '2019-01-01', rate: 0.2 }],
  seasonalCoefficients: [
    { month: 3, ratio: 1.1 },
    { month: 4, ratio: 0.9 },
  ],
  audienceRatios: [
    { month: 3, ratio: 1.2 },
    { month: 4, ratio: 0.5 },
  ],
  audienceBase: 10_287_500,
  volumeDiscounts: [
    { priceFrom: 0, priceTo: 1_000, discountSize: 0 },
    { priceFrom: 1_000, priceTo: 5_000, discountSize: 10 },
    { priceFrom: 5_000, priceTo: 1e12, discountSize: 15 },
  ],
  capacityDiscounts: [
    { place: 'lightBoxes', value: 5, range: 2, unit: 'items' },
    { place: 'lightBoxes', value: 20, range: 1000, unit: 'items' },
  ],
  globalDiscountFactors: [
    { startDate: '2027-03-01', endDate: '2027-03-31', value: 0.95 },
    { startDate: '2027-04-01', endDate: '2027-04-30', value: 0.8 },
  ],
}

const [march, april] = splitByMonth('2027-03-20', '2027-04-10')
if (!march || !april) throw new Error('the campaign spans March and April')
const periods = [march, april]

const geo: Surcharge = { code: 'geo', label: 'Геотаргетинг', share: 0.1 }
const time: Surcharge = { code: 'time', label: 'Время показа', share: 0.3 }

const line = (
  itemId: string,
  quantity: number,
  periodIndex: 0 | 1,
  unitBase: number,
  extra: Partial<DraftLine> = {},
) =>
  ({
    itemId,
    itemName: `Лайтбокс ${itemId}`,
    quantity,
    period: periods[periodIndex] ?? march,
    periodIndex,
    unitBase,
    surcharges: [],
    ...extra,
  }) satisfies DraftLine

// B's April line comes before its March line, so the last line priced is not the one with the smallest factor.
const drafts: DraftLine[] = [
  line('A', 2, 0, 1_000, { surcharges: [geo, time] }),
  line('A', 2, 1, 500),
  line('B', 1, 1, 20, { unitOts: 500, otsGivenForRange: true }),
  line('B', 1, 0, 33.333, { unitOts: 1_000 }),
]

const agency: PricingContext = {
  today: '2027-03-01',
  advertiser: { isAgency: true, discount: { value: 10, advertisePlaces: [] } },
}

const quote = (
  context: PricingContext = agency,
  options: Partial<Parameters<typeof assembleQuote>[2]> = {},
) =>
  assembleQuote(reference, context, {
    place: 'lightBoxes',
    startDate: '2027-03-20',
    endDate: '2027-04-10',
    periods,
    drafts,
    capacityQuantity: 2,
    ...options,
  })

const steps = (q: ReturnType<typeof quote>, index: number) =>
  (q.lines[index]?.steps ?? []).map((s) => [s.code, s.factor, s.amount])

describe('the price pipeline (decision 10: R-DISC-01, R-TGT-04, R-PRICE-04)', () => {
  it('a line goes base → seasonal → surcharges added up → volume → capacity → advertiser → global', () => {
    const q = quote()
    // A in March, 2 × 1 000 ₽: × 1.1 = 1 100; + 10 % and + 30 % of 1 100 (added, not compounded) = 1 540;
    // × 0.9 = 1 386; × 0.95 = 1 316.70; × 0.9 = 1 185.03; × 0.95 = 1 125.7785 → 1 125.78 ₽ a unit.
    expect(q.lines[0]).toMatchObject({
      itemId: 'A',
      quantity: 2,
      periodIndex: 0,
      base: 200_000,
      net: 225_156,
    })
    expect(q.lines[0]?.steps).toEqual([
      { kind: 'seasonal', code: 'seasonal', label: 'Сезонный коэффициент', factor: 1.1, amount: 20_000 },
      { kind: 'surcharge', code: 'geo', label: 'Геотаргетинг', factor: 0.1, amount: 22_000 },
      { kind: 'surcharge', code: 'time', label: 'Время показа', factor: 0.3, amount: 66_000 },
      { kind: 'discount', code: 'volume', label: 'Скидка за объём', factor: 0.9, amount: -30_800 },
      { kind: 'discount', code: 'capacity', label: 'Скидка за ёмкость', factor: 0.95, amount: -13_860 },
      { kind: 'discount', code: 'advertiser', label: 'Скидка рекламодателя', factor: 0.9, amount: -26_334 },
      {
        kind: 'discount',
        code: 'global',
        label: 'Глобальный коэффициент скидки',
        factor: 0.95,
        amount: -11_850,
      },
    ])
  })

  it('each step is carried on the unrounded value; the amounts are the differences of the kopeck roundings', () => {
    const q = quote()
    // A in April, 2 × 500 ₽: 450 → 405 → 384.75 → 346.275 (346.28) → 277.02.
    expect(steps(q, 1)).toEqual([
      ['seasonal', 0.9, -10_000],
      ['volume', 0.9, -9_000],
      ['capacity', 0.95, -4_050],
      ['advertiser', 0.9, -7_694],
      ['global', 0.8, -13_852],
    ])
    expect(q.lines[1]?.net).toBe(55_404)
    // B in March, 33.333 ₽ (33.33): 36.6663 → 32.99967 → 31.3496865 → 28.21471785 → 26.8039819575.
    expect(steps(q, 3)).toEqual([
      ['seasonal', 1.1, 334],
      ['volume', 0.9, -367],
      ['capacity', 0.95, -165],
      ['advertiser', 0.9, -314],
      ['global', 0.95, -141],
    ])
    expect(q.lines[3]).toMatchObject({ base: 3_333, net: 2_680 })
    // B in April, 20 ₽: 18 → 16.20 → 15.39 → 13.851 (13.85) → 11.0808 (11.08).
    expect(q.lines[2]).toMatchObject({ base: 2_000, net: 1_108 })
  })

  it('a line keeps its item, period dates and days', () => {
    expect(quote().lines[3]).toMatchObject({
      itemId: 'B',
      itemName: 'Лайтбокс B',
      quantity: 1,
      periodIndex: 0,
      startDate: '2027-03-20',
      endDate: '2027-03-31',
      days: 12,
    })
  })

  it('the discounts are chosen once for the campaign and reported', () => {
    // Volume by the total base 2 000 + 1 000 + 20 + 33.33 = 3 053.33 ₽, in the 1 000..5 000 rule.
    expect(quote().discounts).toEqual({
      volume: { percent: 10, factor: 0.9 },
      capacity: { percent: 5, factor: 0.95 },
      advertiser: { percent: 10, factor: 0.9 },
      global: { factor: 0.8, ignored: false },
    })
  })

  it('periods, items and totals are sums of the rounded lines; VAT is added to the campaign total', () => {
    const q = quote()
    expect(q.periods).toEqual([
      {
        startDate: '2027-03-20',
        endDate: '2027-03-31',
        days: 12,
        startDateFormat: '20-03-2027',
        endDateFormat: '31-03-2027',
        base: 203_333,
        total: 227_836,
        ots: 1_200,
      },
      {
        startDate: '2027-04-01',
        endDate: '2027-04-10',
        days: 10,
        startDateFormat: '01-04-2027',
        endDateFormat: '10-04-2027',
        base: 102_000,
        total: 56_512,
        ots: 500,
      },
    ])
    expect(q.items).toEqual([
      { itemId: 'A', itemName: 'Лайтбокс A', quantity: 2, totalPrice: 280_560 },
      { itemId: 'B', itemName: 'Лайтбокс B', quantity: 1, totalPrice: 3_788 },
    ])
    // Before discounts: 2 × 1 540 + 2 × 450 + 18 + 36.67 ₽.
    expect(q.totals).toEqual({
      basePrice: 305_333,
      priceBeforeDiscounts: 403_467,
      totalSumWithoutTaxes: 284_348,
      taxesSum: 56_870,
      total: 341_218,
      vatRate: 0.2,
    })
    expect([q.place, q.startDate, q.endDate]).toEqual(['lightBoxes', '2027-03-20', '2027-04-10'])
  })

  it('R-DISC-11 / R-PRICE-06: a line OTS takes its month audience ratio, unless it was given for the range', () => {
    const q = quote()
    // B in March: 1 000 × 1.2; B in April: 500 given for the range, not scaled by 0.5.
    expect([q.lines[0]?.ots, q.lines[2]?.ots, q.lines[3]?.ots]).toEqual([undefined, 500, 1_200])
    expect(q.lines[0]).not.toHaveProperty('ots')
    // R-PRICE-05: GRP = 1 700 / 10 287 500 × 100 = 0.0165… → 0.02.
    expect([q.ots, q.grp]).toEqual([1_700, 0.02])
  })

  it('the OTS of several units is the unit OTS times the quantity, then rounded', () => {
    const q = quote(agency, {
      drafts: [line('C', 3, 0, 10, { unitOts: 333.5 }), line('C', 3, 1, 10, { unitOts: 10 })],
    })
    // 333.5 × 3 × 1.2 = 1 200.6 → 1 201; 10 × 3 × 0.5 = 15.
    expect(q.lines.map((l) => l.ots)).toEqual([1_201, 15])
    expect(q.periods.map((p) => p.ots)).toEqual([1_201, 15])
  })

  it('a campaign with no known audience has no OTS or GRP, nor do its periods', () => {
    const q = quote(agency, { drafts: [line('A', 1, 0, 1_000)] })
    expect(q).not.toHaveProperty('ots')
    expect(q).not.toHaveProperty('grp')
    expect(q.periods[0]).not.toHaveProperty('ots')
  })

  it('a period with no line costs nothing and has no OTS', () => {
    const q = quote(agency, { drafts: [line('B', 1, 0, 10, { unitOts: 100 })] })
    expect(q.periods[1]).toMatchObject({ base: 0, total: 0 })
    expect(q.periods[1]).not.toHaveProperty('ots')
    expect(q.periods[0]?.ots).toBe(120)
  })

  it('a step that changes nothing is left out: no volume, capacity, advertiser or global step at factor 1', () => {
    const q = quote({ today: '2027-03-01' }, { drafts: [line('A', 1, 0, 500)], capacityQuantity: 1 })
    // 500 ₽ is under the first paid volume tier; one item is under the capacity range; no agency; in March the
    // global factor 0.95 still applies.
    expect(steps(q, 0)).toEqual([
      ['seasonal', 1.1, 5_000],
      ['global', 0.95, -2_750],
    ])
    expect(q.discounts).toEqual({
      volume: { percent: 0, factor: 1 },
      capacity: { percent: 0, factor: 1 },
      advertiser: { percent: 0, factor: 1 },
      global: { factor: 0.95, ignored: false },
    })
  })

  it('R-DISC-09: an advertiser who ignores the global factors gets none, and the quote says so', () => {
    const q = quote(
      { today: '2027-03-01', advertiser: { isAgency: false, ignoreGlobalDiscountFactors: true } },
      { drafts: [line('A', 1, 1, 500)], capacityQuantity: undefined },
    )
    expect(steps(q, 0)).toEqual([['seasonal', 0.9, -5_000]])
    expect(q.discounts.global).toEqual({ factor: 1, ignored: true })
    expect(quote({ today: '2027-03-01', advertiser: { isAgency: false } }).discounts.global.ignored).toBe(
      false,
    )
  })

  it('places whose tariff already holds the season skip the seasonal step', () => {
    const q = quote(
      { today: '2027-03-01' },
      { drafts: [line('A', 1, 1, 500)], capacityQuantity: 1, seasonal: false },
    )
    expect(steps(q, 0)).toEqual([['global', 0.8, -10_000]])
    expect(
      steps(
        quote(
          { today: '2027-03-01' },
          { drafts: [line('A', 1, 1, 500)], capacityQuantity: 1, seasonal: true },
        ),
        0,
      ),
    ).toEqual([
      ['seasonal', 0.9, -5_000],
      ['global', 0.8, -9_000],
    ])
  })

  it('R-DISC-06: without a capacity quantity there is no capacity discount, however large the campaign', () => {
    const q = quote({ today: '2027-03-01' }, { capacityQuantity: undefined })
    expect(q.discounts.capacity).toEqual({ percent: 0, factor: 1 })
    expect(q.lines.flatMap((l) => l.steps.map((s) => s.code))).not.toContain('capacity')
  })

  it('R-DISC-06: the personal discount switches the 1 000-range capacity rule off, and the quote shows it', () => {
    expect(quote(agency, { capacityQuantity: 1_000 }).discounts.capacity).toEqual({
      percent: 5,
      factor: 0.95,
      switchedOff: { percent: 20, range: 1_000 },
    })
    expect(quote({ today: '2027-03-01' }, { capacityQuantity: 1_000 }).discounts.capacity).toEqual({
      percent: 20,
      factor: 0.8,
    })
  })

  it('details and notes are passed through, empty when not given', () => {
    expect([quote().details, quote().notes]).toEqual([{}, []])
    const q = quote(agency, { details: { tariff: 3 }, notes: ['по тарифу 3'] })
    expect([q.details, q.notes]).toEqual([{ tariff: 3 }, ['по тарифу 3']])
  })

  it('a line that refers to a period the campaign does not have is a broken invariant', () => {
    const stray = { ...line('A', 1, 0, 10), periodIndex: 2 }
    expect(() => quote(agency, { drafts: [stray] })).toThrow('line refers to a missing period 2')
  })
})
