import { Schema } from 'effect'
import { groupDigits } from './money'

/**
 * The bounds of one numeric field, declared once: the calculators' input schemas are built from it (their checks
 * keep the wire's expectation codes, RULES.md decision 12), the forms read it for their hint, steppers and the way
 * typed text is read, and the Russian sentences a person reads — at the field, in the price panel, in the server's
 * refusal, in the CLI — are said from it here, so a bound reads the same everywhere (issue #47 item 1).
 */
export interface NumberRule {
  readonly min?: number
  readonly max?: number
  /** Values run from `min` (or 0) in steps of `step`. */
  readonly step?: number
  readonly whole?: boolean
  /** R-METRO-04: the text is taken as typed and must be digits only (no spaces, no sign, no fraction). */
  readonly digitsOnly?: boolean
  /** The spec's own sentences for a value below `min` or above `max` (R-METRO-05's budget messages). */
  readonly below?: string
  readonly above?: string
  /** R-GROUND-01: a value outside min..max is priced at the bound, not refused (the price says so at the field). */
  readonly clamp?: boolean
  /**
   * R-METRO-10: a value off the step is priced at the step below it and one above `max` at `max` (the price says so
   * at the field, clampNote); one below `min` is still refused, since it would price nothing.
   */
  readonly roundsDown?: boolean
  /** The rule ids of the catalogue (features/RULES.md) the bounds come from; none for a bound we chose. */
  readonly ruleIds?: readonly string[]
}

/** A rule with both bounds: every field a form shows has them. */
export type BoundedRule = NumberRule & { readonly min: number; readonly max: number }

/**
 * Figures as the messages write them, as a Russian document does (R-CONST-02): 10 000, 0,001, thousands grouped
 * by non-breaking spaces, so a figure is never broken over two lines.
 */
export const said = (n: number): string => {
  const [whole = '', fraction] = String(Math.abs(n)).split('.')
  return `${n < 0 ? '-' : ''}${groupDigits(whole)}${fraction ? `,${fraction}` : ''}`
}

/** A sentence with its non-breaking spaces as plain ones: how the spec writes it (R-METRO-05), for comparing. */
export const plainSpaces = (text: string): string => text.replace(/\u00a0/g, ' ')

const base = (rule: NumberRule): number => rule.min ?? 0
const onStep = (rule: NumberRule, n: number): boolean => {
  if (rule.step === undefined) return true
  const k = (n - base(rule)) / rule.step
  return Math.abs(k - Math.round(k)) < 1e-9
}
const fix = (n: number): number => Math.round(n * 1e9) / 1e9

/** The two values on the step either side of an off-step one, those within the bounds. */
const neighbours = (rule: NumberRule, n: number): number[] => {
  const step = rule.step ?? 1
  const lo = fix(base(rule) + Math.floor((n - base(rule)) / step) * step)
  return [lo, fix(lo + step)].filter(
    (v) => (rule.min === undefined || v >= rule.min) && (rule.max === undefined || v <= rule.max),
  )
}

/** What a field that is not a number asks for. */
export const ENTER_NUMBER = 'Введите число'
export const ENTER_WHOLE = 'Введите целое число'
export const ENTER_DIGITS = 'Введите сумму цифрами'

/**
 * Typed text as the field's value: a number when it reads as one (ru-RU: spaces between thousands, a decimal
 * comma), the text itself otherwise, so the refusal can say what is wrong and nothing typed is lost. A field of
 * digits only (R-METRO-04) is read as typed (spaces around it aside).
 */
export const typedValue = (rule: NumberRule, text: string): number | string => {
  if (rule.digitsOnly) return /^\d+$/.test(text.trim()) ? Number(text) : text
  const t = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.')
    .replace('−', '-')
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : text
}

/**
 * Why a value does not fit the rule, in Russian and naming the bound it breaks ('Не меньше 10 000',
 * 'С шагом 5: ближайшие 5 и 10', 'Минимальный бюджет: 2 450 ₽'); undefined when it fits. A clamped rule
 * (R-GROUND-01) does not refuse a value outside its bounds: clampNote says what the price counted instead.
 */
export const numberProblem = (rule: NumberRule, value: unknown): string | undefined => {
  let n: unknown = value
  if (typeof value === 'string') {
    if (!rule.digitsOnly) return ENTER_NUMBER
    if (!/^\d+$/.test(value.trim())) return ENTER_DIGITS
    n = Number(value)
  }
  if (typeof n !== 'number' || !Number.isFinite(n)) return rule.digitsOnly ? ENTER_DIGITS : ENTER_NUMBER
  if ((rule.whole || rule.digitsOnly) && !Number.isInteger(n))
    return rule.digitsOnly ? ENTER_DIGITS : ENTER_WHOLE
  if (rule.clamp && clampNote(rule, n).note !== undefined) return undefined
  if (!rule.clamp && rule.min !== undefined && n < rule.min)
    return rule.below ?? `Не меньше ${said(rule.min)}`
  if (rule.roundsDown) return undefined
  if (!rule.clamp && rule.max !== undefined && n > rule.max)
    return rule.above ?? `Не больше ${said(rule.max)}`
  if (!onStep(rule, n)) {
    const near = neighbours(rule, n).map(said)
    const hint = near.length === 2 ? `ближайшие ${near[0]} и ${near[1]}` : `ближайшее ${near[0] ?? ''}`
    return `С шагом ${said(rule.step ?? 1)}: ${hint}`
  }
  return undefined
}

/**
 * The value a clamped (R-GROUND-01) or rounding (R-METRO-10) rule prices, and the note that says so at the field;
 * none when the value is priced as typed.
 */
export const clampNote = (
  rule: NumberRule,
  value: number,
): { readonly value: number; readonly note?: string } => {
  if (rule.roundsDown) {
    if (rule.max !== undefined && value > rule.max)
      return { value: rule.max, note: `Не больше ${said(rule.max)}: цена посчитана для ${said(rule.max)}` }
    if (onStep(rule, value)) return { value }
    const step = rule.step ?? 1
    const below = fix(base(rule) + Math.floor((value - base(rule)) / step) * step)
    return { value: below, note: `С шагом ${said(step)}: цена посчитана для ${said(below)}` }
  }
  if (rule.min !== undefined && value < rule.min)
    return { value: rule.min, note: `Не меньше ${said(rule.min)}: цена посчитана для ${said(rule.min)}` }
  if (rule.max !== undefined && value > rule.max)
    return { value: rule.max, note: `Не больше ${said(rule.max)}: цена посчитана для ${said(rule.max)}` }
  return { value }
}

/** What the field takes, as a hint under it and in the CLI's help: 'Введите целое число от 5 до 45 с шагом 5'. */
export const describeNumber = (rule: NumberRule): string => {
  const what = rule.digitsOnly ? 'сумму цифрами' : rule.whole ? 'целое число' : 'число'
  const unit = rule.digitsOnly ? ' ₽' : ''
  const { min, max, step } = rule
  const range =
    min !== undefined && max !== undefined
      ? ` от ${said(min)} до ${said(max)}${unit}`
      : min !== undefined
        ? ` не меньше ${said(min)}${unit}`
        : max !== undefined
          ? ` не больше ${said(max)}${unit}`
          : ''
  return `Введите ${what}${range}${step !== undefined ? ` с шагом ${said(step)}` : ''}`
}

/**
 * The expectation code of the rule, as the wire has always carried it (RULES.md decision 12): the calculators'
 * Stepped, Between and AtLeast checks answered these words before the rule was declared once.
 */
export const numberCode = (rule: NumberRule): string => {
  const { min, max, step } = rule
  const what = rule.whole ? 'a whole number' : 'a number'
  if (min !== undefined && max !== undefined && step !== undefined)
    return rule.whole
      ? `expected a whole number from ${min} to ${max} in steps of ${step}`
      : `expected ${min}..${max} in steps of ${step}`
  if (min !== undefined && max !== undefined) return `expected ${what} from ${min} to ${max}`
  if (min !== undefined) return `expected ${what} of at least ${min}`
  if (max !== undefined) return `expected ${what} of at most ${max}`
  return `expected ${what}`
}

/** The annotation a rule's check carries, so whatever reads a schema (the field guide) finds the rule. */
export const NUMBER_RULE = 'tablo/numberRule'

/**
 * A number checked by the rule: the check answers the rule's code and carries the rule and its description (a
 * field whose bounds depend on another field, as metro monitors' on the mode, is described by the caller).
 */
export const numberSchema = (rule: NumberRule, description = describeNumber(rule)) =>
  Schema.Number.pipe(
    Schema.check(
      Schema.makeFilter((n: number) => numberProblem(rule, n) === undefined, {
        message: numberCode(rule),
        description,
        [NUMBER_RULE]: rule,
      }),
    ),
  )

/** The next value a stepper gives from the current one (on the step, within the bounds). */
export const stepNumber = (rule: NumberRule, value: unknown, direction: 1 | -1): number => {
  const step = rule.step ?? 1
  const from = base(rule)
  const now = typeof value === 'number' && Number.isFinite(value) ? value : undefined
  let next =
    now === undefined
      ? (rule.min ?? 0)
      : onStep(rule, now)
        ? now + direction * step
        : from + (direction > 0 ? Math.ceil : Math.floor)((now - from) / step) * step
  if (rule.min !== undefined) next = Math.max(rule.min, next)
  if (rule.max !== undefined) next = Math.min(rule.max, next)
  return fix(next)
}

/**
 * A field's value as its box shows it when not being typed in: a number as ru-RU writes it (thousands grouped by
 * non-breaking spaces, a decimal comma), a field of digits only as its digits, text that is not a number as typed.
 */
export const shownNumber = (rule: NumberRule, value: unknown): string => {
  if (typeof value === 'string') return value
  if (typeof value !== 'number' || !Number.isFinite(value)) return ''
  return rule.digitsOnly ? String(value) : said(value)
}
