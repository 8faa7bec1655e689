import { describe, expect, it } from 'vitest'
import { describeNumber, numberCode, numberProblem, type NumberRule } from '../../shared/number-rule'
import { DEMO_REFERENCE } from '../reference/demo-reference'
import {
  AIRINGS_PER_HOUR_RULE,
  CLIP_RULE,
  GROUND_VIDEO_RULE,
  HOURS_RULE,
  MAXIMA_TIMING_RULE,
  STICKER_COUNT_RULE,
  TRAM_MONITORS_RULE,
} from './field-rules'
import { impressionsRule, runsPerHourRule } from './ground'
import { METRO_MODES } from './metro'

/**
 * What each declared field rule makes a person read and the wire answer (issue #49: Stryker found that no core test
 * noticed a rule losing its `whole`, its clamp or the catalogue ids the browser test checks its bounds against).
 */
const ground = DEMO_REFERENCE.tariffs.groundTransportation.validationRules

const said = (rule: NumberRule) => ({
  hint: describeNumber(rule),
  code: numberCode(rule),
  ruleIds: rule.ruleIds ?? [],
})

describe('the declared field rules', () => {
  it.each([
    [CLIP_RULE, 'Введите целое число от 5 до 45 с шагом 5', ['R-FMT-02']],
    [MAXIMA_TIMING_RULE, 'Введите целое число от 5 до 30 с шагом 5', ['R-FMT-03']],
    [GROUND_VIDEO_RULE, 'Введите целое число от 5 до 60 с шагом 5', ['R-FMT-04']],
    [AIRINGS_PER_HOUR_RULE, 'Введите целое число от 1 до 60 с шагом 1', []],
    [STICKER_COUNT_RULE, 'Введите целое число от 1 до 100\u00a0000 с шагом 1', []],
    [TRAM_MONITORS_RULE, 'Введите целое число от 1 до 10\u00a0000 с шагом 1', []],
  ] as const)('%j reads "%s" and names its rules', (rule, hint, ruleIds) => {
    expect(said(rule)).toEqual({
      hint,
      code: `expected a whole number from ${rule.min} to ${rule.max} in steps of ${rule.step}`,
      ruleIds,
    })
    expect(numberProblem(rule, rule.min + 0.5)).toBe('Введите целое число')
  })

  it('hours a day take halves, and say so', () => {
    expect(said(HOURS_RULE)).toEqual({
      hint: 'Введите число от 1 до 24 с шагом 0,5',
      code: 'expected 1..24 in steps of 0.5',
      ruleIds: [],
    })
    expect(numberProblem(HOURS_RULE, 19.5)).toBeUndefined()
  })

  it('R-GROUND-01/03/04: ground impressions are whole and clamped, runs per hour clamped with any fraction', () => {
    const impressions = impressionsRule(ground)
    expect(said(impressions)).toEqual({
      hint: 'Введите целое число от 10\u00a0000 до 100\u00a0000\u00a0000 с шагом 1\u00a0000',
      code: 'expected a whole number from 10000 to 100000000 in steps of 1000',
      ruleIds: ['R-GROUND-01', 'R-GROUND-03'],
    })
    expect(numberProblem(impressions, 10_000.5)).toBe('Введите целое число')
    expect(numberProblem(impressions, 5_000)).toBeUndefined()
    expect(numberProblem(impressions, 200_000_000)).toBeUndefined()
    const runs = runsPerHourRule(ground)
    expect(said(runs)).toEqual({
      hint: 'Введите число от 1 до 24',
      code: 'expected a number from 1 to 24',
      ruleIds: ['R-GROUND-01', 'R-GROUND-02', 'R-GROUND-04'],
    })
    expect(numberProblem(runs, 0.5)).toBeUndefined()
    expect(numberProblem(runs, 30)).toBeUndefined()
    expect(numberProblem(runs, 2.5)).toBeUndefined()
  })

  it('R-METRO-04/05: the video mode’s budget is digits only, the other mode’s a whole sum', () => {
    expect(said(METRO_MODES.video.budget).ruleIds).toEqual(['R-METRO-04', 'R-METRO-05'])
    expect(said(METRO_MODES.budget.budget).ruleIds).toEqual(['R-METRO-05'])
    expect(METRO_MODES.video.budget.digitsOnly).toBe(true)
    expect('digitsOnly' in METRO_MODES.budget.budget).toBe(false)
    expect(numberProblem(METRO_MODES.budget.budget, 20_000.5)).toBe('Введите целое число')
  })
})
