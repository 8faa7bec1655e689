import { memo } from 'react'
import { toggleIn, type FormControl } from '../../../core/pricing/selection/calculator-form'
import { Checkbox } from '../../design/Checkbox'
import type { InputChange } from './control-props'

/**
 * Flags of a form (the months of a transit-shelter campaign, the metro's day parts): a checkbox each, locked with
 * the reason when they cannot be changed now. It is given its field's value, not the whole input, and drawn again
 * only when that, its control or its error changes: a press on a shelter side leaves these checkboxes alone
 * (issue #50 item 6).
 */
export const FlagsControl = memo(
  ({
    control: c,
    value,
    error,
    onChange,
  }: {
    readonly control: Extract<FormControl, { kind: 'flags' }>
    readonly value: unknown
    readonly error: string | undefined
    readonly onChange: (change: InputChange) => void
  }) => {
    const set = new Set(Array.isArray(value) ? value.map(String) : [])
    const note = c.locked ?? error
    return (
      <fieldset className="wide" {...(note ? { 'aria-describedby': `${c.field}-note` } : {})}>
        <legend>{c.label}</legend>
        {c.options.map((o) => (
          <Checkbox
            key={o.id}
            isSelected={set.has(o.id)}
            isDisabled={c.locked !== undefined}
            onChange={() => onChange((now) => toggleIn(now, c.field, c.numeric ? Number(o.id) : o.id))}
          >
            {o.name}
          </Checkbox>
        ))}
        {note && (
          <p id={`${c.field}-note`} className={c.locked ? 'chosen' : 'chosen error'}>
            {note}
          </p>
        )}
      </fieldset>
    )
  },
)
