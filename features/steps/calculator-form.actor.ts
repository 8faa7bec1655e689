import { CalculatorRegistry } from '../../core/pricing/calculator-registry'
import { allCalculators } from '../../core/pricing/calculators/all-calculators'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import {
  calculatorForm,
  fieldOf,
  FORM_PLACES,
  initialInput,
  scheduleOf,
  scheduleSummary,
  toggleIn,
  withField,
  type FormPlace,
} from '../../core/pricing/selection/calculator-form'
import type { FormControl } from '../../core/pricing/selection/form-controls'
import type { FormInput } from '../../core/pricing/selection/form-input'
import { formProblems, HITS_KEY, type FormProblems } from '../../core/pricing/selection/form-problems'
import { chooseAlternative, settle } from '../../core/pricing/selection/form-settle'
import { shownNumber, typedValue } from '../../core/shared/number-rule'
import type { TabloWorld } from '../support/world'

/**
 * An advertiser at a calculator form, over the core the screen runs (calculator-form.ts, form-settle.ts,
 * form-problems.ts): types into its fields, picks its choices, and reads what each field and the price panel say.
 */
export class CalculatorFormActor {
  today = '2026-11-25'
  readonly registry = new CalculatorRegistry(allCalculators())
  place: FormPlace = 'metroMonitors'
  input: FormInput = initialInput('metroMonitors', DEMO_REFERENCE, this.today)

  open(place: string): void {
    if (!(FORM_PLACES as readonly string[]).includes(place))
      throw new Error(`no calculator form for ${place}`)
    this.place = place as FormPlace
    this.input = initialInput(this.place, DEMO_REFERENCE, this.today)
    // A list the price needs gets its first unit, as a person chooses one before a price shows.
    for (const c of this.controls())
      if (c.kind === 'items' && !c.optional && c.items[0])
        this.input = toggleIn(this.input, c.field, c.items[0].id)
  }

  controls(): readonly FormControl[] {
    return calculatorForm(this.place, DEMO_REFERENCE, this.input, this.today)
  }

  /** The control a person knows by its label (a schedule's hits by theirs). */
  control(label: string): FormControl {
    const found = this.controls().find(
      (c) => c.label === label || (c.kind === 'schedule' && c.hitsLabel === label),
    )
    if (!found)
      throw new Error(
        `no "${label}" in ${this.controls()
          .map((c) => c.label)
          .join(', ')}`,
      )
    return found
  }

  has(label: string): boolean {
    return this.controls().some((c) => c.label === label)
  }

  private change(next: FormInput): void {
    this.input = settle(this.place, DEMO_REFERENCE, this.input, next)
  }

  type(label: string, text: string): void {
    const c = this.control(label)
    if (c.kind === 'schedule') {
      const { start, end } = scheduleSummary(fieldOf(this.input, c.field))
      if (!start || !end) throw new Error('no period to give hits a day to')
      return this.change(withField(this.input, c.field, scheduleOf(start, end, typedValue(c.rule, text))))
    }
    if (c.kind !== 'number') throw new Error(`"${label}" is not typed into`)
    this.change(withField(this.input, c.field, typedValue(c.rule, text)))
  }

  choose(label: string, option: string): void {
    const c = this.control(label)
    if (c.kind !== 'choice' && c.kind !== 'alternative') throw new Error(`"${label}" is not a choice`)
    const picked = c.options.find((o) => o.name === option)
    if (!picked) throw new Error(`"${label}" offers no "${option}"`)
    if (c.kind === 'alternative') this.change(chooseAlternative(c, this.input, picked.id))
    else this.change(withField(this.input, c.field, c.numeric ? Number(picked.id) : picked.id))
  }

  tick(label: string): void {
    const c = this.control(label)
    if (c.kind !== 'toggle') throw new Error(`"${label}" is not ticked`)
    this.change(withField(this.input, c.field, fieldOf(this.input, c.field) !== true))
  }

  /** What a field shows: a number as typed or held, a choice by its option's name. */
  shown(label: string): string {
    const c = this.control(label)
    const value = c.kind === 'period' ? undefined : fieldOf(this.input, c.field)
    if (c.kind === 'number') return shownNumber(c.rule, value).replace(/\u00a0/g, ' ')
    if (c.kind === 'choice') return c.options.find((o) => o.id === String(value))?.name ?? ''
    if (c.kind === 'alternative') return c.options.find((o) => o.id === c.field)?.name ?? ''
    return String(value ?? '')
  }

  price() {
    return this.registry.price(this.place, this.input, DEMO_REFERENCE, { today: this.today })
  }

  problems(): FormProblems {
    return formProblems(this.controls(), this.price(), false)
  }

  /** What is said under a field: its refusal, or what the price counted instead of it. */
  said(label: string): string {
    const c = this.control(label)
    const key =
      c.kind === 'period'
        ? c.start
        : c.kind === 'schedule' && c.hitsLabel === label
          ? HITS_KEY(c.field)
          : c.field
    const p = this.problems()
    return p.atField[key] ?? p.notes[key] ?? ''
  }
}

export const calculatorForms = (world: TabloWorld): CalculatorFormActor =>
  world.slot('calculator-form', () => new CalculatorFormActor())
