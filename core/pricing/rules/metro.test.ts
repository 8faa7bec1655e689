import { describe, expect, it } from 'vitest'
import {
  AIRINGS_PER_HOUR_GROUPS,
  BUDGET_SHORTFALL,
  budgetShortfall,
  DAY_PARTS,
  EVENING_SPLIT,
  FILL_FACTOR,
  halfAiringsCoefficient,
  METRO_BUDGET_PLACEHOLDER,
  METRO_DEFAULT_PERIOD_DAYS,
  METRO_MAX_CLIP,
  METRO_MODES,
  normalisePresentationCount,
  roundFillFactor,
  scheduleDayType,
  shiftToMoscow,
  stopValue,
  validateBudget,
} from './metro'
import { plainSpaces } from '../../shared/number-rule'

describe('metro monitor constants (pricing §9)', () => {
  it('R-METRO-17/18/20/21: each mode has the listed presentations, clips, frequencies and price per second', () => {
    expect(METRO_MODES.video).toMatchObject({
      presentation: { min: 10_000, max: 100_000_000, step: 10_000, whole: true },
      clip: { min: 5, max: 30, step: 5, whole: true },
      frequencies: [1, 2, 3],
      budget: { min: 2_450, max: 100_000_000, digitsOnly: true },
      pricePerSecond: 0.04896,
    })
    expect(METRO_MODES.budget).toMatchObject({
      presentation: { min: 10_000, max: 100_000, step: 1_000, whole: true },
      clip: { min: 5, max: 60, step: 5, whole: true },
      frequencies: [10, 20, 30, 40, 50, 60],
      budget: { min: 14_240, max: 650_000 },
      pricePerSecond: 0.2848,
    })
    // R-METRO-04: only the first mode's budget is digits only.
    expect(METRO_MODES.budget.budget).not.toHaveProperty('digitsOnly')
  })

  it('R-METRO-12/16/19/23/24: clip variants, fill factor, default period, placeholder and airing groups', () => {
    expect(METRO_MAX_CLIP).toEqual({ standard: 45, extended: 60 })
    expect(FILL_FACTOR).toMatchObject({ min: 0.001, max: 1, step: 0.001, default: 0.5 })
    expect(METRO_DEFAULT_PERIOD_DAYS).toBe(3)
    expect(METRO_BUDGET_PLACEHOLDER).toBe(10_000_000)
    expect(AIRINGS_PER_HOUR_GROUPS).toEqual([2, 4, 6, 12])
  })

  it('R-METRO-14/22: five day parts, 2 and 4 prime, the evening split at 19:40', () => {
    expect(DAY_PARTS).toEqual([
      { id: 1, from: '05:30', to: '08:00', primeTime: false },
      { id: 2, from: '08:00', to: '10:00', primeTime: true },
      { id: 3, from: '10:00', to: '17:30', primeTime: false },
      { id: 4, from: '17:30', to: '19:40', primeTime: true },
      { id: 5, from: '19:40', to: '01:00', primeTime: false },
    ])
    expect(EVENING_SPLIT).toBe('19:40')
  })
})

describe('R-METRO-16: the fill factor keeps 3 decimals within 0.001..1', () => {
  it.each([
    [0.5, 0.5],
    [0.12345, 0.123],
    [0.1235, 0.124],
    [0.0004, 0.001],
    [0, 0.001],
    [1, 1],
    [1.0004, 1],
    [2, 1],
  ])('%d is kept as %d', (entered, kept) => {
    expect(roundFillFactor(entered)).toBe(kept)
  })
})

describe('R-METRO-13: interval times shift from UTC to Moscow by 3 hours', () => {
  it.each([
    ['05:00', '08:00'],
    ['02:30', '05:30'],
    ['14:40', '17:40'],
    ['20:59', '23:59'],
    ['21:00', '00:00'],
    ['22:05', '01:05'],
    ['7:5', '10:05'],
  ])('%s UTC is %s in Moscow', (utc, moscow) => {
    expect(shiftToMoscow(utc)).toBe(moscow)
  })

  it('a time before midnight UTC minus three hours wraps back into the previous day', () => {
    expect(shiftToMoscow('-4:00')).toBe('23:00')
  })
})

describe('R-METRO-25 / R-METRO-15', () => {
  it('the selector weekend is a holiday in schedules, the workday stays a workday', () => {
    expect(scheduleDayType('weekend')).toBe('holiday')
    expect(scheduleDayType('workday')).toBe('workday')
  })

  it('the half airings coefficient is 0.5 while two clips fit in a block, 1 from the first second they do not', () => {
    expect(halfAiringsCoefficient(10, 30)).toBe(0.5)
    expect(halfAiringsCoefficient(15, 30)).toBe(0.5)
    expect(halfAiringsCoefficient(16, 30)).toBe(1)
    expect(halfAiringsCoefficient(30, 30)).toBe(1)
  })
})

describe('R-METRO-04 / R-METRO-05: budget validation', () => {
  it.each([
    ['video', '2449', 'Минимальный бюджет: 2 450 ₽'],
    ['video', '100000001', 'Максимальный бюджет: 100 000 000 ₽'],
    ['budget', '14239', 'Минимальный бюджет: 14 240 ₽'],
    ['budget', '650001', 'Максимальный бюджет: 650 000 ₽'],
  ] as const)('in the %s mode %s is refused with "%s"', (mode, raw, message) => {
    const checked = validateBudget(mode, raw)
    // The spec's sentence, its thousands held together by non-breaking spaces.
    expect(checked.ok ? '' : plainSpaces(checked.error)).toBe(message)
    expect(checked.ok ? '' : checked.error).toContain('\u00a0')
  })

  it.each([
    ['video', '2450', 2450],
    ['video', '100000000', 100_000_000],
    ['budget', '14240', 14_240],
    ['budget', '650000', 650_000],
    ['video', ' 30000 ', 30_000],
    ['budget', 20_000, 20_000],
  ] as const)('in the %s mode %j is accepted as %d', (mode, raw, value) => {
    expect(validateBudget(mode, raw)).toEqual({ ok: true, value })
  })

  it.each(['', '12a', 'a12', '3 000', '3000.5', '-5000', '1e5'])('"%s" is not a sum in digits', (raw) => {
    expect(validateBudget('video', raw)).toEqual({ ok: false, error: 'Введите сумму цифрами' })
  })

  it('the second mode takes a sum with spaces between thousands, but a whole one', () => {
    expect(validateBudget('budget', '20 000')).toEqual({ ok: true, value: 20_000 })
    expect(validateBudget('budget', '20 000,5')).toEqual({ ok: false, error: 'Введите целое число' })
    expect(validateBudget('budget', 'много')).toEqual({ ok: false, error: 'Введите число' })
  })
})

describe('R-METRO-10 / R-METRO-11: the presentation count', () => {
  const roomy = 1e12

  it('is rounded down to the step of its mode', () => {
    expect(normalisePresentationCount(19_999, 'video', roomy)).toBe(10_000)
    expect(normalisePresentationCount(20_000, 'video', roomy)).toBe(20_000)
    expect(normalisePresentationCount(10_999, 'budget', roomy)).toBe(10_000)
    expect(normalisePresentationCount(11_000, 'budget', roomy)).toBe(11_000)
  })

  it('is capped at the max of its mode', () => {
    expect(normalisePresentationCount(100_000_000, 'video', roomy)).toBe(100_000_000)
    expect(normalisePresentationCount(100_010_000, 'video', roomy)).toBe(100_000_000)
    expect(normalisePresentationCount(100_000, 'budget', roomy)).toBe(100_000)
    expect(normalisePresentationCount(101_000, 'budget', roomy)).toBe(100_000)
  })

  it('is zero below the min', () => {
    expect(normalisePresentationCount(9_999, 'video', roomy)).toBe(0)
    expect(normalisePresentationCount(10_000, 'video', roomy)).toBe(10_000)
    expect(normalisePresentationCount(9_999, 'budget', roomy)).toBe(0)
  })

  it('is clamped to the stop value, rounded down to the step', () => {
    expect(normalisePresentationCount(50_000, 'video', 34_567)).toBe(30_000)
    expect(normalisePresentationCount(50_000, 'budget', 34_567)).toBe(34_000)
    expect(normalisePresentationCount(50_000, 'video', 50_000)).toBe(50_000)
    expect(normalisePresentationCount(50_000, 'video', 0)).toBe(0)
  })

  it('is zero when the stop value leaves fewer than the min (issue #49: 20 000 with a stop of 5 000 gave 5 000)', () => {
    expect(normalisePresentationCount(20_000, 'budget', 5_000)).toBe(0)
    expect(normalisePresentationCount(20_000, 'budget', 9_999)).toBe(0)
    expect(normalisePresentationCount(20_000, 'budget', 10_000)).toBe(10_000)
    expect(normalisePresentationCount(50_000, 'video', 19_999)).toBe(10_000)
    expect(normalisePresentationCount(50_000, 'video', 9_999)).toBe(0)
  })

  it('the stop value is daily capacity × days × fill factor over the half airings coefficient, whole', () => {
    expect(stopValue(1_000, 3, 0.5, 1)).toBe(1_500)
    expect(stopValue(1_000, 3, 0.5, 0.5)).toBe(3_000)
    expect(stopValue(7, 1, 0.5, 1)).toBe(3)
  })
})

describe('R-METRO-06 / R-METRO-07: a budget too small for the period', () => {
  it('asks for more budget when the end date is locked, for a later end date otherwise', () => {
    expect(budgetShortfall(true)).toEqual({ field: 'budget', message: 'Нужно увеличить бюджет' })
    expect(budgetShortfall(false)).toEqual({ field: 'endDate', message: 'Нужно увеличить дату окончания' })
    expect(BUDGET_SHORTFALL.budget.spec).toBe('You need to increase the budget')
    expect(BUDGET_SHORTFALL.endDate.spec).toBe('You need to increase the end date')
  })
})
