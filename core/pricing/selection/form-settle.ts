import { clampNote, numberProblem, type NumberRule } from '../../shared/number-rule'
import type { PricingReferenceData } from '../reference/pricing-reference.schema'
import { calculatorForm, fieldOf, withField, type FormPlace } from './calculator-form'
import type { FormControl } from './form-controls'
import type { FormInput } from './form-input'

type Alternative = Extract<FormControl, { kind: 'alternative' }>

/** The input without a top-level or nested field. */
const without = (input: FormInput, path: string): FormInput => {
  const [head, ...rest] = path.split('.')
  if (head === undefined || !(head in input)) return input
  if (rest.length === 0) {
    const { [head]: _gone, ...kept } = input
    return kept
  }
  const inner = input[head]
  return typeof inner === 'object' && inner !== null
    ? { ...input, [head]: without(inner as FormInput, rest.join('.')) }
    : input
}

/** Chooses one way of giving a quantity (metro monitors: a count or a budget): its field at its default, the others gone. */
export const chooseAlternative = (control: Alternative, input: FormInput, id: string): FormInput => {
  const chosen = control.options.find((o) => o.id === id)
  if (!chosen || chosen.id === control.field) return input
  return control.options.reduce(
    (acc, o) => (o.id === id ? withField(acc, o.id, o.default) : without(acc, o.id)),
    input,
  )
}

const sameRule = (a: NumberRule, b: NumberRule): boolean => JSON.stringify(a) === JSON.stringify(b)

/**
 * Whether a value carried over from another product fits the new rule as it is: a count the new product would round
 * down or cap (R-METRO-10) does not, so switching products never prices a quantity the person did not choose.
 */
const fits = (rule: NumberRule, value: unknown): boolean =>
  numberProblem(rule, value) === undefined &&
  !(rule.roundsDown && typeof value === 'number' && clampNote(rule, value).note !== undefined)

/** Places whose form changes its fields with a choice in it (metro monitors' product and quantity, R-METRO-20/21). */
const CHANGING_FORMS: ReadonlySet<FormPlace> = new Set(['metroMonitors'])

/**
 * The input after a change, with every field the change made meaningless put right (issue #47): a numeric field
 * whose rule the change replaced (another metro product) and whose value does not fit the new rule takes the
 * control's default (as does one the new rule would round down or cap, R-METRO-10); a choice whose value the new
 * options lack takes the default option; a numeric or yes/no field whose control is gone is dropped (the calculator
 * would check a field nobody sees). A field whose rule stayed keeps what was typed, even when it does not fit: its
 * refusal says why at the field.
 */
export const settle = (
  place: FormPlace,
  reference: PricingReferenceData,
  before: FormInput,
  after: FormInput,
): FormInput => {
  if (!CHANGING_FORMS.has(place)) return after
  const was = new Map(
    calculatorForm(place, reference, before).flatMap((c) =>
      c.kind === 'period' ? [] : [[c.field, c] as const],
    ),
  )
  const now = calculatorForm(place, reference, after)
  let out = after
  for (const c of now) {
    if (c.kind === 'number') {
      const old = was.get(c.field)
      const replaced = old?.kind !== 'number' || !sameRule(old.rule, c.rule)
      if (replaced && !fits(c.rule, fieldOf(out, c.field))) out = withField(out, c.field, c.fallback)
    }
    if (c.kind === 'choice' && c.fallback !== undefined) {
      const value = String(fieldOf(out, c.field))
      if (!c.options.some((o) => o.id === value))
        out = withField(out, c.field, c.numeric ? Number(c.fallback) : c.fallback)
    }
  }
  const shown = new Set(now.flatMap((c) => (c.kind === 'period' ? [] : [c.field])))
  for (const [field, c] of was)
    if ((c.kind === 'number' || c.kind === 'toggle') && !shown.has(field)) out = without(out, field)
  return out
}
