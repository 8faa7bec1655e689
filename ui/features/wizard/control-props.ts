import type { FormControl } from '../../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../../core/pricing/selection/form-input'

/**
 * A change of the calculator's input: the new input, or how to make it from the input as it is when the change is
 * applied (a control that shows its part a render late, as the transit-shelter list does, changes the newest
 * input, never the one it last showed).
 */
export type InputChange = FormInput | ((current: FormInput) => FormInput)

/** What a control of the calculator form gets: its declaration, the input, its error, and a way to change it. */
export interface ControlProps<K extends FormControl['kind']> {
  readonly control: Extract<FormControl, { kind: K }>
  readonly input: FormInput
  readonly error: string | undefined
  readonly onChange: (change: InputChange) => void
}
