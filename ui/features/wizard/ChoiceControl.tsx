import { fieldOf, withField, type FormControl } from '../../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import { chooseAlternative } from '../../../core/pricing/selection/form-settle'
import { RadioGroup } from '../../design/RadioGroup'
import { Select } from '../../design/Select'
import type { InputChange } from './control-props'

const held = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null

/**
 * One choice of a form: a few options in view (radio buttons), many in a select; a numeric field's options are its
 * numbers (metro monitors' frequency). An alternative chooses which field gives the quantity (a count or a
 * budget): the core puts the chosen field at its default and drops the other (form-settle.ts).
 */
export const ChoiceControl = ({
  control: c,
  input,
  error,
  onChange,
}: {
  readonly control: Extract<FormControl, { kind: 'choice' | 'alternative' }>
  readonly input: FormInput
  readonly error: string | undefined
  readonly onChange: (change: InputChange) => void
}) => {
  if (c.kind === 'alternative')
    return (
      <RadioGroup
        className="wide"
        label={c.label}
        orientation="horizontal"
        options={c.options}
        value={c.field}
        onChange={(id) => onChange((now) => chooseAlternative(c, now, id))}
      />
    )
  const pick = (id: string) => onChange((now) => withField(now, c.field, c.numeric ? Number(id) : id))
  return c.options.length <= 3 ? (
    <RadioGroup
      className="wide"
      label={c.label}
      orientation="horizontal"
      options={c.options}
      value={held(fieldOf(input, c.field))}
      onChange={pick}
      description={c.description}
      errorMessage={error}
    />
  ) : (
    <Select
      label={c.label}
      options={c.options}
      value={held(fieldOf(input, c.field))}
      onChange={pick}
      errorMessage={error}
    />
  )
}
