import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import {
  bestPrice,
  fastMetroInput,
  MetroMonitorsCalculator,
  type MetroMonitorsInput,
} from './metro-monitors.calculator'

/**
 * Metro monitors as the price panel and the server show them (R-METRO-*, R-PRICE-02/03, R-TGT-05): prices to the
 * kopeck, the notes a person reads, and the refusals at the field they concern. The reference has no seasonal
 * coefficient nor discount, so each figure is the spec's arithmetic: presentations × clip × price per second.
 */
const calculator = new MetroMonitorsCalculator('Мониторы в метро')
const flat = { ...DEMO_REFERENCE, seasonalCoefficients: [], volumeDiscounts: [], globalDiscountFactors: [] }
const video = {
  mode: 'video',
  startDate: '2027-02-01',
  endDate: '2027-02-10',
  clipDuration: 5,
  frequency: 1,
} as const satisfies MetroMonitorsInput
const price = (input: MetroMonitorsInput) => calculator.price(input, flat, { today: '2026-11-22' })
const priced = (input: MetroMonitorsInput) => {
  const r = price(input)
  if (!r.ok) throw new Error(`${r.error.field}: ${r.error.message}`)
  return r.value
}
const refusal = (input: MetroMonitorsInput) => {
  const r = price(input)
  return r.ok ? 'priced' : `${r.error.field}: ${r.error.message}`
}
/** Figures are grouped by thousands with a no-break space, as the panel shows them. */
const nb = (text: string) => text.replace(/(\d) (\d)/g, '$1\u00a0$2')

describe('metro monitors priced by the number of presentations (R-PRICE-02)', () => {
  it('100 000 presentations of 5 s at 0,04896 ₽ cost 24 480 ₽, VAT on top, with the note and audience', () => {
    const q = priced({ ...video, presentationCount: 100_000 })
    expect(q.totals).toMatchObject({
      basePrice: 2_448_000,
      priceBeforeDiscounts: 2_448_000,
      total: 2_986_560,
    })
    expect(q.lines).toHaveLength(1)
    expect(q.lines[0]).toMatchObject({
      itemId: 'metroMonitors-video',
      itemName: 'Видеокампания в метро',
      base: 2_448_000,
      ots: 1_123_200,
    })
    expect(q.details).toEqual({
      presentationCount: 100_000,
      pricePerSecond: 0.04896,
      fillFactor: 0.5,
      stopValue: 20_000_000,
    })
    expect(q.notes).toEqual([nb('База: 100 000 показов × 5 с × 0,04896 ₽ за секунду')])
  })

  it('R-METRO-19: without an end date the campaign lasts 3 days, and the period holds 3 days of shows', () => {
    const { endDate: _, ...open } = video
    const q = priced({ ...open, presentationCount: 100_000 })
    expect(q.endDate).toBe('2027-02-03')
    expect(q.details['stopValue']).toBe(6_000_000)
  })

  it('spreads the presentations over the months by days, each month its share of the price', () => {
    const q = priced({ ...video, startDate: '2027-01-30', endDate: '2027-02-02', presentationCount: 100_000 })
    expect(q.lines.map((l) => [l.startDate, l.endDate, l.base])).toEqual([
      ['2027-01-30', '2027-01-31', 1_224_000],
      ['2027-02-01', '2027-02-02', 1_224_000],
    ])
    expect(q.totals.basePrice).toBe(2_448_000)
  })

  it('the mode of frequent shows has its own price, name and no fill factor (R-METRO-16)', () => {
    const q = priced({ ...video, mode: 'budget', frequency: 10, fillFactor: 2, presentationCount: 20_000 })
    expect(q.lines[0]).toMatchObject({ itemId: 'metroMonitors-budget', itemName: 'Показы в метро' })
    expect(q.totals.basePrice).toBe(2_848_000)
    expect(q.details).toMatchObject({ fillFactor: 1, pricePerSecond: 0.2848, stopValue: 40_000_000 })
    const half = priced({
      ...video,
      mode: 'budget',
      frequency: 10,
      fillFactor: 0.5,
      presentationCount: 20_000,
    })
    expect(half.details).toMatchObject({ fillFactor: 1, stopValue: 40_000_000 })
  })

  it('the fill factor narrows how many shows the period holds (R-METRO-11/16)', () => {
    expect(priced({ ...video, fillFactor: 0.2, presentationCount: 100_000 }).details).toMatchObject({
      fillFactor: 0.2,
      stopValue: 8_000_000,
    })
    expect(priced({ ...video, clipDuration: 30, presentationCount: 100_000 }).details['stopValue']).toBe(
      10_000_000,
    )
  })
})

describe('R-PRICE-03: price2 above a million presentations', () => {
  it('a million exactly is at the price, one step more at price2', () => {
    const million = priced({ ...video, presentationCount: 1_000_000 })
    expect(million.totals.basePrice).toBe(24_480_000)
    expect(million.details['pricePerSecond']).toBe(0.04896)
    const more = priced({ ...video, presentationCount: 1_010_000 })
    expect(more.totals.basePrice).toBe(22_270_500)
    expect(more.notes).toEqual([nb('База: 1 010 000 показов × 5 с × 0,0441 ₽ за секунду')])
  })
})

describe('R-TGT-05: surcharges, each the option’s coefficient minus 1, added', () => {
  const before = (extra: Partial<MetroMonitorsInput>) =>
    priced({ ...video, presentationCount: 100_000, ...extra }).totals.priceBeforeDiscounts
  it('narrowed time, days, a frequency above the lowest and the longest clip each add their share', () => {
    expect(before({})).toBe(2_448_000)
    expect(before({ frequency: 2 })).toBe(2_815_200) // +15 %
    expect(before({ dayParts: [2] })).toBe(3_182_400) // prime time +30 %
    expect(before({ dayParts: [4, 4] })).toBe(3_182_400)
    expect(before({ dayParts: [1, 3] })).toBe(2_692_800) // any time +10 %
    expect(before({ dayParts: [5] })).toBe(2_692_800)
    expect(before({ dayParts: [1, 2, 3, 4, 5] })).toBe(2_448_000) // the whole day is no narrowing
    expect(before({ dayParts: [] })).toBe(2_448_000)
    expect(before({ days: 'weekend' })).toBe(2_570_400) // +5 %
    expect(before({ days: 'workday' })).toBe(2_570_400)
    expect(before({ days: 'all' })).toBe(2_448_000)
    expect(before({ clipDuration: 25 })).toBe(12_240_000)
    expect(before({ clipDuration: 30 })).toBe(16_156_800) // the mode's longest clip +10 %
  })
  it('names each surcharge on the line, in the panel’s order', () => {
    const q = priced({
      ...video,
      presentationCount: 100_000,
      frequency: 2,
      dayParts: [4, 1],
      days: 'workday',
      clipDuration: 30,
    })
    expect(q.lines[0]?.steps.map((s) => [s.code, s.label, s.factor, s.amount])).toEqual([
      ['seasonal', 'Сезонный коэффициент', 1, 0],
      ['time', 'Прайм-тайм', 0.3, 4_406_400],
      ['days', 'Дни недели', 0.05, 734_400],
      ['frequency', 'Частота', 0.15, 2_203_200],
      ['clip', 'Максимальный хронометраж', 0.1, 1_468_800],
    ])
    const any = priced({ ...video, presentationCount: 100_000, dayParts: [3] })
    expect(any.lines[0]?.steps.map((s) => [s.code, s.label])).toEqual([
      ['seasonal', 'Сезонный коэффициент'],
      ['time', 'Время показа'],
    ])
    expect(q.lines[0]?.net).toBe(23_500_800)
  })
  it('a coefficient the option lacks adds nothing (R-TGT-07)', () => {
    const q = priced({ ...video, mode: 'budget', frequency: 20, days: 'weekend', presentationCount: 20_000 })
    expect(q.totals.priceBeforeDiscounts).toBe(2_848_000)
    expect(q.lines[0]?.steps.map((s) => s.code)).toEqual(['seasonal'])
    expect(bestPrice({ price: 2 }, 2_000_000)).toBe(2)
  })
})

describe('R-METRO-10: a budget buys presentations', () => {
  it('10 000 ₽ buys 40 000 shows of 5 s, rounded down to the step, and says so at the budget', () => {
    const q = priced({ ...video, budget: 10_000 })
    expect(q.details).toMatchObject({
      presentationCount: 40_000,
      fieldNotes: { budget: nb('Бюджета хватает на 40 000 показов') },
    })
    expect(q.totals.basePrice).toBe(979_200)
  })
  it('in the mode of frequent shows, by its step of 1 000', () => {
    const q = priced({ ...video, mode: 'budget', frequency: 10, budget: 20_000 })
    expect(q.details['presentationCount']).toBe(14_000)
    expect(q.totals.basePrice).toBe(1_993_600)
  })
  it('a budget typed with spaces: read in the mode of frequent shows, digits only for a video (R-METRO-05)', () => {
    expect(
      priced({ ...video, mode: 'budget', frequency: 10, budget: '20 000' }).details['presentationCount'],
    ).toBe(14_000)
    expect(refusal({ ...video, budget: '10 000' })).toBe('budget: Введите сумму цифрами')
  })
  it('R-PRICE-03: at price2 when what it buys there exceeds a million, else at the price', () => {
    const large = priced({ ...video, budget: 300_000 })
    expect(large.details).toMatchObject({ presentationCount: 1_360_000, pricePerSecond: 0.0441 })
    expect(large.totals.basePrice).toBe(29_988_000)
    // 220 501 ₽ buys exactly a million at price2, which is not above a million: priced at the price.
    expect(priced({ ...video, budget: 220_501 }).details['presentationCount']).toBe(900_000)
    const middle = priced({ ...video, budget: 220_000 })
    expect(middle.details).toMatchObject({ presentationCount: 890_000, pricePerSecond: 0.04896 })
    expect(middle.totals.basePrice).toBe(21_787_200)
  })
  it('surcharges make the budget buy fewer shows, the price before discounts within the budget', () => {
    const q = priced({ ...video, budget: 10_000, frequency: 3, dayParts: [2] })
    expect(q.details['presentationCount']).toBe(20_000)
    expect(q.totals.priceBeforeDiscounts).toBeLessThanOrEqual(1_000_000)
  })
  it('R-METRO-07/08: a budget the period cannot spend asks for a later end, or for more money when the end is kept', () => {
    const short = { ...video, endDate: '2027-02-01', fillFactor: 0.001, budget: 100_000 }
    expect(refusal(short)).toBe('endDate: Нужно увеличить дату окончания')
    expect(refusal({ ...short, endDateLocked: false })).toBe('endDate: Нужно увеличить дату окончания')
    expect(refusal({ ...short, endDateLocked: true })).toBe('budget: Нужно увеличить бюджет')
  })
})

describe('refusals at the field they concern', () => {
  it('a clip, frequency, fill factor, count or budget outside its mode', () => {
    expect(refusal({ ...video, clipDuration: 35, presentationCount: 100_000 })).toBe(
      'clipDuration: Не больше 30',
    )
    expect(refusal({ ...video, frequency: 10, presentationCount: 100_000 })).toBe(
      'frequency: Выберите одно из значений: 1, 2, 3',
    )
    expect(refusal({ ...video, fillFactor: 2, presentationCount: 100_000 })).toBe('fillFactor: Не больше 1')
    expect(refusal({ ...video, fillFactor: 0.0015, presentationCount: 100_000 })).toBe(
      'fillFactor: С шагом 0,001: ближайшие 0,001 и 0,002',
    )
    expect(refusal({ ...video, presentationCount: 5_000 })).toBe(nb('presentationCount: Не меньше 10 000'))
    expect(refusal({ ...video, budget: 1 })).toBe(nb('budget: Минимальный бюджет: 2 450 ₽'))
    expect(refusal({ ...video, endDate: '2027-01-01', presentationCount: 100_000 })).toBe(
      'endDate: Дата окончания раньше даты начала',
    )
  })
  it('a refusal is a wrong format, the field named', () => {
    const r = price({ ...video, clipDuration: 35, presentationCount: 100_000 })
    expect(r.ok ? undefined : r.error).toEqual({
      code: 'wrong format',
      message: 'Не больше 30',
      field: 'clipDuration',
    })
  })
  it('neither a budget nor a count: asks for one', () => {
    const r = price({ ...video })
    expect(r.ok ? undefined : r.error).toEqual({
      code: 'required',
      message: 'Укажите бюджет или число показов',
      field: 'presentationCount',
    })
  })
  it('R-METRO-11: more than the period holds is priced at what it holds, and said; below the minimum, refused', () => {
    const q = priced({ ...video, endDate: '2027-02-01', presentationCount: 100_000_000 })
    expect(q.details).toMatchObject({
      presentationCount: 2_000_000,
      stopValue: 2_000_000,
      fieldNotes: {
        presentationCount: nb('Период вмещает не больше 2 000 000: цена посчитана для 2 000 000'),
      },
    })
    expect(q.totals.basePrice).toBe(44_100_000)
    expect(priced({ ...video, presentationCount: 100_000 }).details).not.toHaveProperty('fieldNotes')
    expect(refusal({ ...video, endDate: '2027-02-01', fillFactor: 0.001, presentationCount: 20_000 })).toBe(
      nb('presentationCount: За этот период мониторы покажут не больше 4 000: удлините период'),
    )
  })
})

describe('the fast path of the decoder takes the common input, and leaves the rest to the schema (issue 51)', () => {
  const full = {
    ...video,
    presentationCount: 10_000,
    budget: '100',
    fillFactor: 0.5,
    dayParts: [1, 5],
    days: 'workday',
    endDateLocked: true,
  } as const
  it('takes every field a form sends, in each of its values', () => {
    expect(fastMetroInput(full)).toEqual(full)
    for (const days of ['all', 'workday', 'weekend'] as const)
      expect(fastMetroInput({ ...full, days })).toMatchObject({ days })
    expect(fastMetroInput({ ...full, budget: 2_450 })).toMatchObject({ budget: 2_450 })
    expect(fastMetroInput({ ...full, mode: 'budget' })).toMatchObject({ mode: 'budget' })
    const { clipDuration: _, ...noClip } = video
    expect(fastMetroInput(noClip)).toMatchObject({ clipDuration: 5 })
  })
  it('declines what the schema must judge: a wrong type or value, an unknown or empty field, not a plain object', () => {
    const declined: unknown[] = [
      null,
      'video',
      [full],
      new Map(),
      { ...full, extra: 1 },
      { ...full, budget: undefined },
      { ...full, mode: 'audio' },
      { ...full, startDate: '2027-02-30' },
      { ...full, startDate: 20270201 },
      { ...full, endDate: '01.02.2027' },
      { ...full, frequency: '2' },
      { ...full, frequency: 1.5 },
      { ...full, clipDuration: 5.5 },
      { ...full, presentationCount: 10_000.5 },
      { ...full, presentationCount: '10000' },
      { ...full, budget: Number.NaN },
      { ...full, budget: Number.POSITIVE_INFINITY },
      { ...full, budget: {} },
      { ...full, fillFactor: 2 },
      { ...full, dayParts: 1 },
      { ...full, dayParts: { length: 0 } },
      { ...full, dayParts: [0] },
      { ...full, dayParts: [6] },
      { ...full, dayParts: [1.5] },
      { ...full, days: 'sometimes' },
      { ...full, endDateLocked: 'yes' },
    ]
    for (const input of declined) expect(fastMetroInput(input)).toBeUndefined()
  })
})
