import { describeNumber, type BoundedRule } from '../../shared/number-rule'
import { DAY_PARTS } from '../rules/metro'
import type { ItemChoice } from './items-calculator'

/** A choice of a few (radio buttons, or a select when there are many). */
export interface FormOption {
  readonly id: string
  readonly name: string
}

/** One way of giving a quantity, of several that exclude each other (metro monitors: a count or a budget). */
export interface FormAlternative extends FormOption {
  /** The field the way fills, `id` itself; its value when the way is chosen. */
  readonly default: number
}

/**
 * One control of a calculator form, bound to a field of the calculator's input by its path ('targeting.days').
 * The form is declared here, per place, so every calculator screen is one generic form over the core's input.
 */
export type FormControl =
  | { readonly kind: 'period'; readonly start: string; readonly end: string; readonly label: string }
  | { readonly kind: 'day'; readonly field: string; readonly label: string; readonly description?: string }
  | {
      readonly kind: 'number'
      readonly field: string
      readonly label: string
      /** The field's one rule: the calculator checks the same one and says its refusals from it. */
      readonly rule: BoundedRule
      readonly min: number
      readonly max: number
      /** The steppers' step (the rule's, or 1). */
      readonly step: number
      /** The value the field takes when its place or mode is opened and it holds none that fits. */
      readonly fallback: number
      readonly placeholder?: string
      readonly description?: string
    }
  | {
      readonly kind: 'choice'
      readonly field: string
      readonly label: string
      readonly options: readonly FormOption[]
      /** The field holds the options' ids as numbers (metro monitors' frequency). */
      readonly numeric?: boolean
      /** The option taken when the one held is not offered any more (another mode's). */
      readonly fallback?: string
      readonly description?: string
    }
  | {
      /** Which of several fields gives the quantity: the one present in the input is the one chosen. */
      readonly kind: 'alternative'
      /** The field chosen now (one of the options' ids). */
      readonly field: string
      readonly label: string
      readonly options: readonly FormAlternative[]
    }
  | { readonly kind: 'toggle'; readonly field: string; readonly label: string; readonly description?: string }
  | {
      readonly kind: 'flags'
      readonly field: string
      readonly label: string
      readonly options: readonly FormOption[]
      /** The field holds the options' ids as numbers (the metro's day parts). */
      readonly numeric?: boolean
      /** Why the flags cannot be changed now, when they cannot. */
      readonly locked?: string
    }
  | {
      readonly kind: 'items'
      readonly field: string
      readonly label: string
      readonly items: readonly ItemChoice[]
      /** A list that may stay empty (ground routes: none chosen is the whole city, no geo surcharge). */
      readonly optional?: boolean
      /** The units are at metro stations: a line and a station narrow the list, on the scheme (R-SCREEN-59). */
      readonly metro?: boolean
      /** The place whose inventory planner checks the choice over the period (R-API-38), when it plans it. */
      readonly planner?: string
    }
  | {
      /** Transit-shelter sides chosen from the server's list for the period (R-SCREEN-61). */
      readonly kind: 'shelters'
      readonly field: string
      readonly label: string
      readonly startDate: string
      readonly endDate: string
    }
  | {
      /**
       * Metro lines by their ids, listed from the server's metro reference (the stickers' lines, issue #50 item 4);
       * none chosen = every line.
       */
      readonly kind: 'metroLines'
      readonly field: string
      readonly label: string
      readonly description?: string
    }
  | {
      /** Metro stations, their zones and the exits the signs point to (R-SCREEN-64, R-NAV-01..07). */
      readonly kind: 'navigation'
      readonly field: 'stations'
      readonly label: string
      readonly stations: readonly FormOption[]
    }
  | {
      readonly kind: 'schedule'
      readonly field: string
      readonly label: string
      readonly hitsLabel: string
      readonly rule: BoundedRule
      readonly min: number
      readonly max: number
      readonly step: number
      readonly fallback: number
    }

export type NumberControl = Extract<FormControl, { kind: 'number' }>

/** A numeric control over its rule: bounds and step from the rule, its description as the hint under it. */
export const numberControl = (
  field: string,
  label: string,
  rule: BoundedRule,
  fallback: number,
  placeholder?: string,
): NumberControl => ({
  kind: 'number',
  field,
  label,
  rule,
  min: rule.min,
  max: rule.max,
  step: rule.step ?? 1,
  fallback,
  description: describeNumber(rule),
  ...(placeholder === undefined ? {} : { placeholder }),
})

const DAYS: readonly FormOption[] = [
  { id: 'all', name: 'Все дни' },
  { id: 'workday', name: 'Будни' },
  { id: 'weekend', name: 'Выходные' },
]
/** R-METRO-22: the day parts, prime time marked. */
export const INTERVALS: readonly FormOption[] = DAY_PARTS.map((p) => ({
  id: String(p.id),
  name: `${p.from}–${p.to}${p.primeTime ? ' (прайм-тайм)' : ''}`,
}))

export const PERIOD: FormControl = {
  kind: 'period',
  start: 'startDate',
  end: 'endDate',
  label: 'Период размещения',
}
export const daysControl = (field = 'targeting.days'): FormControl => ({
  kind: 'choice',
  field,
  label: 'Дни показа',
  options: DAYS,
})
