import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { placeCalculators } from '..'

/**
 * Buses and trams (R-GROUND-01/02/10, R-TGT-03/06) as the panel and the server show them: base = impressions ×
 * seconds × price per second × the impression factor (0,95 buses, 0,7 trams), to the kopeck; out-of-bounds numbers
 * priced at the bound and said at their field; refusals name their field. No seasonal coefficient nor discount.
 */
const flat = { ...DEMO_REFERENCE, seasonalCoefficients: [], volumeDiscounts: [], globalDiscountFactors: [] }
const calculators = new Map(placeCalculators().map((c) => [c.place, c]))
const march = { startDate: '2027-03-01', endDate: '2027-03-31' }
const price = (place: string, input: unknown) => {
  const calculator = calculators.get(place)!
  const decoded = calculator.decode(input)
  if (!decoded.ok) return decoded
  return calculator.price(decoded.value, flat, { today: '2026-11-22' })
}
const priced = (place: string, input: unknown) => {
  const r = price(place, input)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const refusal = (place: string, input: unknown) => {
  const r = price(place, input)
  if (r.ok) return 'priced'
  return 'field' in r.error ? `${r.error.field}: ${r.error.message}` : JSON.stringify(r.error.errors)
}
const nb = (text: string) => text.replace(/(\d) (\d)/g, '$1\u00a0$2')
const surcharges = (q: ReturnType<typeof priced>) =>
  q.lines[0]!.steps.filter((s) => s.kind === 'surcharge').map((s) => [s.label, s.factor])

describe('ground transport priced by impressions (R-GROUND-10, R-TGT-06)', () => {
  it('10 000 impressions of 5 s at 0,06 ₽: 2 850 ₽ on buses (× 0,95), 2 100 ₽ on trams (× 0,7)', () => {
    const bus = priced('groundTransportation', march)
    expect(bus.lines.map((l) => [l.itemId, l.itemName, l.base])).toEqual([
      ['groundTransportation', 'Автобусные маршруты', 285_000],
    ])
    // 10 000 impressions × the OTS of one impression × March's audience ratio (decision 11); no targeting
    // chosen, no surcharge (R-TGT-06).
    const marchAudience = flat.audienceRatios.find((r) => r.month === 3)!.ratio
    expect(bus.lines[0]!.ots).toBe(
      Math.round(10_000 * flat.tariffs.groundTransportation.otsPerImpression * marchAudience),
    )
    expect(flat.tariffs.groundTransportation.otsPerImpression).toBeGreaterThan(1)
    expect(surcharges(bus)).toEqual([])
    expect(bus.details).toEqual({ numberOfImpressions: 10_000, runsPerHour: 9, videoDuration: 5 })
    expect(bus.notes).toEqual(['База: показы × 5 с × 0,06 ₽ × коэффициент показа 0,95'])
    const tram = priced('groundTransportationTram', march)
    expect(tram.lines.map((l) => [l.itemId, l.itemName, l.base])).toEqual([
      ['groundTransportationTram', 'Трамвайные маршруты', 210_000],
    ])
    expect(tram.notes).toEqual(['База: показы × 5 с × 0,06 ₽ × коэффициент показа 0,7'])
    expect(tram.lines[0]!.ots).toBe(bus.lines[0]!.ots)
  })

  it('the impressions and the clip scale the price; the impressions spread over the months by days', () => {
    const q = priced('groundTransportation', { ...march, numberOfImpressions: 20_000, videoDuration: 10 })
    expect(q.totals.basePrice).toBe(1_140_000)
    expect(q.details).toMatchObject({ numberOfImpressions: 20_000, videoDuration: 10 })
    expect(q.notes).toEqual(['База: показы × 10 с × 0,06 ₽ × коэффициент показа 0,95'])
    const two = priced('groundTransportation', {
      startDate: '2027-03-20',
      endDate: '2027-04-10',
      numberOfImpressions: 22_000,
    })
    expect(two.lines.map((l) => [l.startDate, l.base])).toEqual([
      ['2027-03-20', 342_000],
      ['2027-04-01', 285_000],
    ])
  })
})

describe('R-GROUND-01/02: bounds clamped and said at their field', () => {
  it('impressions below, above or negative are priced at the bound, with the note', () => {
    for (const [asked, at, note] of [
      [500, 10_000, 'Не меньше 10 000: цена посчитана для 10 000'],
      [-5, 10_000, 'Не меньше 10 000: цена посчитана для 10 000'],
      [1e9, 100_000_000, 'Не больше 100 000 000: цена посчитана для 100 000 000'],
    ] as const) {
      const q = priced('groundTransportation', { ...march, numberOfImpressions: asked })
      expect(q.details['numberOfImpressions']).toBe(at)
      expect(q.details['fieldNotes']).toEqual({ numberOfImpressions: nb(note) })
      expect(q.notes[1]).toBe(nb(note))
    }
  })
  it('impressions off the step are refused, naming the nearest', () => {
    expect(refusal('groundTransportation', { ...march, numberOfImpressions: 15_001 })).toBe(
      nb('numberOfImpressions: С шагом 1 000: ближайшие 15 000 и 16 000'),
    )
    const off = price('groundTransportation', { ...march, numberOfImpressions: 15_001 })
    expect(!off.ok && 'code' in off.error && off.error.code).toBe('wrong format')
    expect(refusal('groundTransportation', { ...march, numberOfImpressions: 'много' })).toContain(
      'numberOfImpressions',
    )
  })
  it('runs an hour: rounded to tenths on buses (said), kept as typed on trams, clamped on both', () => {
    const bus = priced('groundTransportation', { ...march, runsPerHour: 12.34 })
    expect(bus.details).toMatchObject({
      runsPerHour: 12.3,
      fieldNotes: { runsPerHour: 'Округлено до десятых: цена посчитана для 12,3' },
    })
    const tram = priced('groundTransportationTram', { ...march, runsPerHour: 12.34 })
    expect(tram.details['runsPerHour']).toBe(12.34)
    expect(tram.details).not.toHaveProperty('fieldNotes')
    expect(tram.notes).toHaveLength(1)
    for (const [asked, at, note] of [
      [30, 24, 'Не больше 24: цена посчитана для 24'],
      [0, 1, 'Не меньше 1: цена посчитана для 1'],
    ] as const) {
      const q = priced('groundTransportationTram', { ...march, runsPerHour: asked })
      expect(q.details).toMatchObject({ runsPerHour: at, fieldNotes: { runsPerHour: note } })
    }
  })
})

describe('R-TGT-03: surcharges', () => {
  it('runs other than 9, chosen routes, a week part and time intervals each add theirs', () => {
    const plain = priced('groundTransportation', { ...march, runsPerHour: 9 })
    expect(surcharges(plain)).toEqual([])
    expect(plain.totals.priceBeforeDiscounts).toBe(285_000)
    const runs = priced('groundTransportation', { ...march, runsPerHour: 12 })
    expect(surcharges(runs)).toEqual([['Частота', 0.1]])
    expect(runs.totals.priceBeforeDiscounts).toBe(313_500)
    const routes = priced('groundTransportationTram', { ...march, transportRouteIds: ['t1'] })
    expect(surcharges(routes)).toEqual([['Геотаргетинг', 0.1]])
    expect(routes.totals.priceBeforeDiscounts).toBe(231_000)
    const noRoutes = priced('groundTransportationTram', { ...march, transportRouteIds: [] })
    expect(surcharges(noRoutes)).toEqual([])
    const week = priced('groundTransportation', {
      ...march,
      weekPartBaseName: 'weekend',
      timeIntervalIds: [2],
    })
    expect(surcharges(week)).toEqual([
      ['Дни недели', 0.1],
      ['Время показа', 0.3],
    ])
    expect(week.totals.priceBeforeDiscounts).toBe(399_000)
  })
  it('a route of another vehicle or unknown is refused at the routes', () => {
    expect(refusal('groundTransportation', { ...march, transportRouteIds: ['a1', 'zz'] })).toBe(
      'transportRouteIds: Нет такого объекта в справочнике: zz',
    )
    expect(refusal('groundTransportation', { ...march, transportRouteIds: ['a1'] })).toBe('priced')
  })
})
