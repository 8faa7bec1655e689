import type { FormControl } from '../../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../../core/pricing/selection/form-input'

/** What a control of the calculator form gets: its declaration, the input, its error, and a way to change it. */
export interface ControlProps<K extends FormControl['kind']> {
  readonly control: Extract<FormControl, { kind: K }>
  readonly input: FormInput
  readonly error: string | undefined
  readonly onChange: (input: FormInput) => void
}
