import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clampNote,
  describeNumber,
  numberCode,
  numberProblem as problemOf,
  plainSpaces,
  shownNumber,
  stepNumber,
  typedValue,
  type NumberRule,
} from './number-rule'

/** The sentences as the spec writes them: its plain spaces for our non-breaking ones between thousands. */
const numberProblem = (rule: NumberRule, value: unknown): string | undefined => {
  const said = problemOf(rule, value)
  return said && plainSpaces(said)
}

const COUNT: NumberRule = { min: 10_000, max: 100_000_000, step: 10_000, whole: true }
const BUDGET: NumberRule = {
  min: 2_450,
  max: 100_000_000,
  whole: true,
  digitsOnly: true,
  below: 'Минимальный бюджет: 2 450 ₽',
  above: 'Максимальный бюджет: 100 000 000 ₽',
}

describe('a numeric field declared once (issue #47: each bound speaks at its field)', () => {
  it('names the bound a value breaks, in Russian', () => {
    expect(numberProblem(COUNT, 9_999)).toBe('Не меньше 10 000')
    expect(numberProblem(COUNT, 100_010_000)).toBe('Не больше 100 000 000')
    expect(numberProblem(COUNT, 123_456)).toBe('С шагом 10 000: ближайшие 120 000 и 130 000')
    expect(numberProblem(COUNT, 10_000.5)).toBe('Введите целое число')
    expect(numberProblem(COUNT, 'много')).toBe('Введите число')
    expect(numberProblem(COUNT, undefined)).toBe('Введите число')
    expect(numberProblem({ min: 5, max: 30, step: 5, whole: true }, 32)).toBe('Не больше 30')
    expect(numberProblem({ min: 5, max: 30, step: 5, whole: true }, 28)).toBe('С шагом 5: ближайшие 25 и 30')
    expect(numberProblem({ min: 0.001, max: 1, step: 0.001 }, 0.0005)).toBe('Не меньше 0,001')
    expect(numberProblem({ min: 0.001, max: 1, step: 0.001 }, 0.1234)).toBe(
      'С шагом 0,001: ближайшие 0,123 и 0,124',
    )
    for (const fits of [10_000, 100_000_000, 120_000]) expect(numberProblem(COUNT, fits)).toBeUndefined()
  })

  it('R-METRO-04/05: a budget of digits only says the spec’s own sentences', () => {
    expect(numberProblem(BUDGET, 2_449)).toBe('Минимальный бюджет: 2 450 ₽')
    expect(numberProblem(BUDGET, '100000001')).toBe('Максимальный бюджет: 100 000 000 ₽')
    expect(numberProblem(BUDGET, '12 000')).toBe('Введите сумму цифрами')
    expect(numberProblem(BUDGET, '')).toBe('Введите сумму цифрами')
    expect(numberProblem(BUDGET, '2450')).toBeUndefined()
  })

  it('R-GROUND-01: a clamped rule prices a value outside its bounds at the bound and says so', () => {
    const rule: NumberRule = { min: 10_000, max: 100_000_000, step: 1_000, whole: true, clamp: true }
    expect(numberProblem(rule, 500)).toBeUndefined()
    expect(clampNote(rule, 500)).toEqual({
      value: 10_000,
      note: 'Не меньше 10\u00a0000: цена посчитана для 10\u00a0000',
    })
    expect(clampNote(rule, 2e8).value).toBe(100_000_000)
    expect(clampNote(rule, 12_000)).toEqual({ value: 12_000 })
    expect(numberProblem(rule, 12_500)).toBe('С шагом 1 000: ближайшие 12 000 и 13 000')
  })

  it('R-METRO-10: a rounding rule prices a count off its step at the step below and one over its max at the max', () => {
    const rule: NumberRule = { min: 10_000, max: 100_000_000, step: 10_000, whole: true, roundsDown: true }
    expect(numberProblem(rule, 123_456)).toBeUndefined()
    expect(clampNote(rule, 123_456)).toEqual({
      value: 120_000,
      note: 'С шагом 10\u00a0000: цена посчитана для 120\u00a0000',
    })
    expect(numberProblem(rule, 2e8)).toBeUndefined()
    expect(clampNote(rule, 2e8)).toEqual({
      value: 100_000_000,
      note: 'Не больше 100\u00a0000\u00a0000: цена посчитана для 100\u00a0000\u00a0000',
    })
    // Below the minimum it would price nothing: still refused, naming the bound (R-METRO-17).
    expect(numberProblem(rule, 9_999)).toBe('Не меньше 10 000')
    expect(numberProblem(rule, 10_000.5)).toBe('Введите целое число')
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 300_000_000 }), (n) => {
        const { value, note } = clampNote(rule, n)
        expect(value % 10_000).toBe(0)
        expect(value).toBeLessThanOrEqual(Math.min(n, 100_000_000))
        expect(value).toBeGreaterThan(Math.min(n, 100_000_000) - 10_000)
        expect(note === undefined).toBe(value === n)
      }),
    )
  })

  it('reads typed text as ru-RU writes it and keeps what is not a number as typed', () => {
    expect(typedValue(COUNT, '1 250 000')).toBe(1_250_000)
    expect(typedValue(COUNT, '1\u00a0250\u00a0000')).toBe(1_250_000)
    expect(typedValue({ min: 0 }, '0,5')).toBe(0.5)
    expect(typedValue(COUNT, '12abc')).toBe('12abc')
    expect(typedValue(COUNT, '')).toBe('')
    // R-METRO-04: digits only are read as typed.
    expect(typedValue(BUDGET, '12 000')).toBe('12 000')
    expect(typedValue(BUDGET, '12000')).toBe(12_000)
  })

  it('shows a held value back: grouped, a decimal comma, digits only as digits', () => {
    expect(shownNumber(COUNT, 1_250_000)).toBe('1\u00a0250\u00a0000')
    expect(shownNumber({ min: 0 }, 19.5)).toBe('19,5')
    expect(shownNumber(BUDGET, 2_450_000)).toBe('2450000')
    expect(shownNumber(COUNT, '12abc')).toBe('12abc')
    expect(shownNumber(COUNT, undefined)).toBe('')
  })

  it('property: what a field shows reads back as the value it holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 3 }), (n, decimals) => {
        const value = n / 10 ** decimals
        expect(typedValue({}, shownNumber({}, value))).toBe(value)
      }),
    )
  })

  it('steps from any value onto the step, within the bounds', () => {
    expect(stepNumber(COUNT, 120_000, 1)).toBe(130_000)
    expect(stepNumber(COUNT, 123_456, 1)).toBe(130_000)
    expect(stepNumber(COUNT, 123_456, -1)).toBe(120_000)
    expect(stepNumber(COUNT, 100_000_000, 1)).toBe(100_000_000)
    expect(stepNumber(COUNT, 'junk', 1)).toBe(10_000)
    expect(stepNumber({ min: 1, max: 24, step: 0.5 }, 19.5, 1)).toBe(20)
  })

  it('keeps the wire’s expectation codes (decision 12) and describes itself for the CLI’s help', () => {
    expect(numberCode({ min: 5, max: 45, step: 5, whole: true })).toBe(
      'expected a whole number from 5 to 45 in steps of 5',
    )
    expect(numberCode({ min: 0.001, max: 1 })).toBe('expected a number from 0.001 to 1')
    expect(numberCode({ min: 0 })).toBe('expected a number of at least 0')
    expect(numberCode({ min: 0, whole: true })).toBe('expected a whole number of at least 0')
    expect(plainSpaces(describeNumber(COUNT))).toBe(
      'Введите целое число от 10 000 до 100 000 000 с шагом 10 000',
    )
    expect(plainSpaces(describeNumber(BUDGET))).toBe('Введите сумму цифрами от 2 450 до 100 000 000 ₽')
    // Never broken inside a figure: the thousands are held together.
    expect(describeNumber(COUNT)).toContain('100\u00a0000\u00a0000')
  })
})
