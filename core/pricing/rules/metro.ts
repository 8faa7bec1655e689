import { err, ok, type Result } from '../../shared/result'
import { numberProblem, said, typedValue, type BoundedRule, type NumberRule } from '../../shared/number-rule'
import { steps } from './formats'

export type MetroMode = 'video' | 'budget'

const budgetRule = (min: number, max: number, digitsOnly: boolean): BoundedRule => ({
  min,
  max,
  whole: true,
  ...(digitsOnly ? { digitsOnly } : {}),
  ruleIds: digitsOnly ? ['R-METRO-04', 'R-METRO-05'] : ['R-METRO-05'],
  below: `Минимальный бюджет: ${said(min)} ₽`,
  above: `Максимальный бюджет: ${said(max)} ₽`,
})

/**
 * The two metro-monitor calculation modes (pricing §9): 'video' is the video-campaign mode, 'budget' the other
 * one (the ids are the wire's; the form names them 'Видеокампания' and 'Частые показы'). Each field's rule is
 * declared here once: the calculator checks it, the form shows it, the messages are said from it.
 * Chosen (open in the spec): the other mode's minimum presentation count is 10 000, so its minimum budget
 * 14 240 ₽ = 0.2848 × 5 s × 10 000, as the video mode's 2 450 ₽ ≈ 0.04896 × 5 s × 10 000 = 2 448 ₽.
 * R-METRO-04: the first mode's budget is digits only; the spec says nothing of the second's (chosen: a whole
 * number of roubles, typed with or without spaces between thousands).
 */
export const METRO_MODES = {
  video: {
    /** R-METRO-17. */
    presentation: {
      min: 10_000,
      max: 100_000_000,
      step: 10_000,
      whole: true,
      roundsDown: true,
      ruleIds: ['R-METRO-17'],
    },
    /** R-METRO-20. */
    clip: { min: 5, max: 30, step: 5, whole: true, ruleIds: ['R-METRO-20'] },
    /** R-METRO-21. */
    frequencies: [1, 2, 3],
    /** R-METRO-04, R-METRO-05. */
    budget: budgetRule(2_450, 100_000_000, true),
    pricePerSecond: 0.04896,
    /** What a field takes when the mode is chosen and its value does not fit the mode (chosen). */
    defaults: { frequency: 2, presentationCount: 100_000, budget: 100_000 },
  },
  budget: {
    presentation: {
      min: 10_000,
      max: 100_000,
      step: 1_000,
      whole: true,
      roundsDown: true,
      ruleIds: ['R-METRO-17'],
    },
    clip: { min: 5, max: 60, step: 5, whole: true, ruleIds: ['R-METRO-20'] },
    frequencies: steps(10, 60, 10),
    budget: budgetRule(14_240, 650_000, false),
    pricePerSecond: 0.2848,
    defaults: { frequency: 10, presentationCount: 50_000, budget: 100_000 },
  },
} as const satisfies Record<
  MetroMode,
  {
    presentation: NumberRule
    clip: NumberRule
    budget: NumberRule
    frequencies: readonly number[]
    pricePerSecond: number
    defaults: { frequency: number; presentationCount: number; budget: number }
  }
>

/** R-METRO-12 (open, chosen): the standard variant (calculators, R-FMT-02) has 45 s, the extended one 60 s. */
export const METRO_MAX_CLIP = { standard: 45, extended: 60 } as const

/** R-METRO-16: fill factor 0.001..1 step 0.001 (three decimals), default 0.5; the video mode's only. */
export const FILL_FACTOR = {
  min: 0.001,
  max: 1,
  step: 0.001,
  default: 0.5,
  ruleIds: ['R-METRO-16'],
} as const
export const roundFillFactor = (f: number): number =>
  Math.min(FILL_FACTOR.max, Math.max(FILL_FACTOR.min, Math.round(f * 1000) / 1000))

/** R-METRO-19, R-METRO-23, R-METRO-24. */
export const METRO_DEFAULT_PERIOD_DAYS = 3
export const METRO_BUDGET_PLACEHOLDER = 10_000_000
export const AIRINGS_PER_HOUR_GROUPS = [2, 4, 6, 12] as const

/** R-METRO-22: the day parts (ids 1..5); 2 and 4 are prime. R-METRO-14: the evening split is at 19:40. */
export const DAY_PARTS = [
  { id: 1, from: '05:30', to: '08:00', primeTime: false },
  { id: 2, from: '08:00', to: '10:00', primeTime: true },
  { id: 3, from: '10:00', to: '17:30', primeTime: false },
  { id: 4, from: '17:30', to: '19:40', primeTime: true },
  { id: 5, from: '19:40', to: '01:00', primeTime: false },
] as const
export const EVENING_SPLIT = '19:40'

/**
 * R-METRO-13 (open, chosen): the server keeps interval times in UTC; shown in Moscow they are shifted by +3 hours.
 */
export const shiftToMoscow = (hhmm: string): string => {
  const [h, m] = hhmm.split(':').map(Number)
  const minutes = (((((h ?? 0) + 3) * 60 + (m ?? 0)) % 1440) + 1440) % 1440
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** R-METRO-25: the selector's workday/weekend are workday/holiday in schedules. */
export const scheduleDayType = (day: 'workday' | 'weekend'): 'workday' | 'holiday' =>
  day === 'weekend' ? 'holiday' : 'workday'

/**
 * R-METRO-15 (open, chosen): the half airings coefficient is 0.5 when the clip fits twice in a block (two clips
 * share one airing slot), otherwise 1.
 */
export const halfAiringsCoefficient = (clip: number, blockDuration: number): 0.5 | 1 =>
  clip * 2 <= blockDuration ? 0.5 : 1

/**
 * R-METRO-04 / R-METRO-05: the budget as the mode takes it — the first mode's digits only, the second's also with
 * spaces between thousands — or the spec's message for its bounds.
 */
export const validateBudget = (mode: MetroMode, raw: string | number): Result<number, string> => {
  const rule = METRO_MODES[mode].budget
  const value = typeof raw === 'string' && !rule.digitsOnly ? typedValue(rule, raw) : raw
  const problem = numberProblem(rule, value)
  return problem === undefined ? ok(Number(value)) : err(problem)
}

/**
 * R-METRO-10 / R-METRO-11: rounded down to the step, capped at max, clamped to the stop value (chosen: the most
 * presentations the period can hold, see stopValue), and zero when what is left is below the min — a period that
 * holds fewer than the mode's minimum is no campaign at all (issue #49: 20 000 with a stop of 5 000 gave 5 000).
 */
export const normalisePresentationCount = (count: number, mode: MetroMode, stop: number): number => {
  const p = METRO_MODES[mode].presentation
  const cap = Math.floor(stop / p.step) * p.step
  const n = Math.min(Math.floor(count / p.step) * p.step, p.max, cap)
  return n < p.min ? 0 : n
}

/**
 * R-METRO-11 (open, chosen): the stop value is the monitors' daily capacity × days × fill factor, divided by the
 * half airings coefficient (two short clips share a slot).
 */
export const stopValue = (
  dailyCapacity: number,
  days: number,
  fillFactor: number,
  halfAirings: number,
): number => Math.floor((dailyCapacity * days * fillFactor) / halfAirings)

/**
 * R-METRO-06 / R-METRO-07: what a budget too small for the minimum presentations asks for, in the spec's words
 * (quoted in English by the spec) and as a person reads them: more budget when the end date is locked, at the
 * budget; a later end date otherwise, at the period.
 */
export const BUDGET_SHORTFALL = {
  budget: { spec: 'You need to increase the budget', said: 'Нужно увеличить бюджет' },
  endDate: { spec: 'You need to increase the end date', said: 'Нужно увеличить дату окончания' },
} as const

/** The field a shortfall is shown at, and its message (R-METRO-06..08). */
export const budgetShortfall = (
  endDateLocked: boolean,
): { readonly field: 'budget' | 'endDate'; readonly message: string } =>
  endDateLocked
    ? { field: 'budget', message: BUDGET_SHORTFALL.budget.said }
    : { field: 'endDate', message: BUDGET_SHORTFALL.endDate.said }
