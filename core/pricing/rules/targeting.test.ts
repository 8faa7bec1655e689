import { describe, expect, it } from 'vitest'
import type { TargetingSurcharges } from '../reference/pricing-reference.schema'
import { TARGET_NAMES, targetingSurcharges } from './targeting'

/** Distinct percents per dimension, so a surcharge taken from the wrong column shows. */
const table: TargetingSurcharges = {
  geo: 11,
  days: 12,
  time: 13,
  timePrime: 31,
  primeTimeIntervalIds: [2, 4],
  frequency: 14,
}

describe('targeting (R-TGT-01, R-TGT-03, decision 10)', () => {
  it('R-TGT-01: a periods-price entry targets frequency, dayFrequency, hours, lines and videoHronometrach', () => {
    expect(TARGET_NAMES).toEqual(['frequency', 'dayFrequency', 'hours', 'lines', 'videoHronometrach'])
  })

  it('an open campaign (no narrowed dimension) pays no surcharge', () => {
    expect(targetingSurcharges(table, {})).toEqual([])
    expect(
      targetingSurcharges(table, { geo: false, days: 'all', timeIntervalIds: [], frequency: false }),
    ).toEqual([])
  })

  it('each narrowed dimension adds its own surcharge, in the order geo, days, time, frequency', () => {
    expect(
      targetingSurcharges(table, { geo: true, days: 'workday', timeIntervalIds: [1], frequency: true }),
    ).toEqual([
      { code: 'geo', label: 'Геотаргетинг', share: 0.11 },
      { code: 'days', label: 'Дни недели', share: 0.12 },
      { code: 'time', label: 'Время показа', share: 0.13 },
      { code: 'frequency', label: 'Частота', share: 0.14 },
    ])
  })

  it('weekends are narrowed days too', () => {
    expect(targetingSurcharges(table, { days: 'weekend' })).toEqual([
      { code: 'days', label: 'Дни недели', share: 0.12 },
    ])
  })

  it.each([
    [[1], 0.13],
    [[3, 5], 0.13],
    [[2], 0.31],
    [[4], 0.31],
    [[1, 3, 4], 0.31],
  ])('time intervals %j cost %d (the prime rate once an interval 2 or 4 is chosen)', (ids, share) => {
    expect(targetingSurcharges(table, { timeIntervalIds: ids })).toEqual([
      { code: 'time', label: 'Время показа', share },
    ])
  })
})
