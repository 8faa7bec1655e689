import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE } from '../../pricing/reference/demo-reference'
import { CityFormatGroupCalculator } from './city-format-group.calculator'

/**
 * Maxima, the city-format groups (R-MAXIMA-*, R-PRICE-03) as the panel and the server show them: a group's base is
 * its hits × the video timing × its price per second of a hit, to the kopeck; refusals name their field. The
 * reference has no seasonal coefficient nor discount, so each figure is that arithmetic.
 */
const calculator = new CityFormatGroupCalculator('Максима')
const flat = { ...DEMO_REFERENCE, seasonalCoefficients: [], volumeDiscounts: [], globalDiscountFactors: [] }
const price = (input: unknown) => {
  const decoded = calculator.decode(input)
  if (!decoded.ok) return decoded
  return calculator.price(decoded.value, flat, { today: '2026-11-22' })
}
const priced = (input: unknown) => {
  const r = price(input)
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}
const refusal = (input: unknown) => {
  const r = price(input)
  return r.ok ? 'priced' : `${'field' in r.error ? r.error.field : ''}: ${r.error.message}`
}
/** A schedule of n days from the first of January 2027, each with the same hits. */
const days = (n: number, numberOfHits: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    numberOfHits,
  }))

describe('Maxima priced by the hit (R-MAXIMA-01/03)', () => {
  it('350 hits and a day at the default 700, of 5 s at 2 ₽ a second: 10 500 ₽, with the note', () => {
    const q = priced({
      numberOfHitsSchedule: [{ date: '2027-03-02' }, { date: '2027-03-01', numberOfHits: 350 }],
      advertisingSpaceGroupIds: ['maxima-center'],
    })
    expect([q.startDate, q.endDate]).toEqual(['2027-03-01', '2027-03-02'])
    expect(q.totals).toMatchObject({ basePrice: 1_050_000, total: 1_281_000 })
    expect(q.lines.map((l) => [l.itemId, l.itemName, l.base])).toEqual([
      ['maxima-center', 'Максима: центр', 1_050_000],
    ])
    // OTS: hits × the OTS of one hit × March's audience ratio (decision 11).
    const { otsPerHit } = flat.tariffs.cityFormatGroup
    expect(otsPerHit).toBeGreaterThan(1)
    const marchAudience = flat.audienceRatios.find((r) => r.month === 3)!.ratio
    expect(q.lines[0]?.ots).toBe(Math.round(1_050 * otsPerHit * marchAudience))
    expect(q.details).toEqual({ totalHits: 1_050, videoTiming: 5 })
    expect(q.notes).toEqual(['База группы: выходы × 5 с × цена секунды выхода'])
  })

  it('each group at its own price, each month its own hits; a group chosen twice is priced once', () => {
    const q = priced({
      videoTiming: 10,
      numberOfHitsSchedule: [
        { date: '2027-04-01', numberOfHits: 350 },
        { date: '2027-03-31', numberOfHits: 175 },
      ],
      advertisingSpaceGroupIds: ['maxima-center', 'maxima-north', 'maxima-center'],
    })
    expect(q.lines.map((l) => [l.itemId, l.startDate, l.base])).toEqual([
      ['maxima-center', '2027-03-31', 350_000],
      ['maxima-center', '2027-04-01', 700_000],
      ['maxima-north', '2027-03-31', 262_500],
      ['maxima-north', '2027-04-01', 525_000],
    ])
    expect(q.lines[1]!.ots).toBeGreaterThan(q.lines[0]!.ots ?? 0)
    expect(q.details).toEqual({ totalHits: 525, videoTiming: 10 })
    expect(q.notes).toEqual(['База группы: выходы × 10 с × цена секунды выхода'])
  })

  it('R-PRICE-03: the group’s price2 once the campaign’s hits exceed a million', () => {
    const under = priced({
      videoTiming: 5,
      numberOfHitsSchedule: days(238, 4_200),
      advertisingSpaceGroupIds: ['maxima-north'],
    })
    expect(under.details['totalHits']).toBe(999_600)
    expect(under.totals.basePrice).toBe(749_700_000) // × 1,5 ₽
    const over = priced({
      videoTiming: 5,
      numberOfHitsSchedule: days(239, 4_200),
      advertisingSpaceGroupIds: ['maxima-north'],
    })
    expect(over.details['totalHits']).toBe(1_003_800)
    expect(over.totals.basePrice).toBe(677_565_000) // × 1,35 ₽
  })
})

describe('Maxima refusals', () => {
  it('a day twice, an unknown group, hits off the step, no day at all', () => {
    expect(
      refusal({
        numberOfHitsSchedule: [{ date: '2027-03-01' }, { date: '2027-03-01' }],
        advertisingSpaceGroupIds: ['maxima-center'],
      }),
    ).toBe('numberOfHitsSchedule: Дата повторяется в расписании')
    const twice = price({
      numberOfHitsSchedule: [{ date: '2027-03-01' }, { date: '2027-03-01' }],
      advertisingSpaceGroupIds: ['maxima-center'],
    })
    expect(!twice.ok && 'code' in twice.error && twice.error.code).toBe('wrong format')
    expect(
      refusal({ numberOfHitsSchedule: [{ date: '2027-03-01' }], advertisingSpaceGroupIds: ['maxima-south'] }),
    ).toBe('advertisingSpaceGroupIds: Нет такого объекта в справочнике: maxima-south')
    expect(
      refusal({
        numberOfHitsSchedule: [{ date: '2027-03-01', numberOfHits: 200 }],
        advertisingSpaceGroupIds: ['maxima-center'],
      }),
    ).not.toBe('priced')
    expect(refusal({ numberOfHitsSchedule: [], advertisingSpaceGroupIds: ['maxima-center'] })).not.toBe(
      'priced',
    )
  })
})
