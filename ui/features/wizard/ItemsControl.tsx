import { useMemo, useState, type ReactNode } from 'react'
import { fieldOf, toggleIn } from '../../../core/pricing/selection/calculator-form'
import { chosenCount, filterChoices, type ItemChoice } from '../../../core/pricing/selection/items-calculator'
import { SelectionList } from '../../design/SelectionList'
import { TextField } from '../../design/TextField'
import type { ControlProps } from './control-props'

/** A long list of units or routes: searched by name or number, chosen in a virtualised list. */
export const ItemsControl = ({
  control,
  input,
  error,
  onChange,
  narrow,
  children,
}: ControlProps<'items'> & {
  /** Narrows the list further (the metro scheme's line and station). */
  readonly narrow?: (items: readonly ItemChoice[]) => readonly ItemChoice[]
  /** Shown above the search (the metro scheme). */
  readonly children?: ReactNode
}) => {
  const [search, setSearch] = useState('')
  const shown = useMemo(
    () =>
      (narrow ?? ((i: readonly ItemChoice[]) => i))(filterChoices(control.items, search)).map((c) => ({
        id: c.id,
        name: c.name,
        ...(c.price ? { note: c.price } : {}),
      })),
    [control.items, search, narrow],
  )
  const chosen = fieldOf(input, control.field)
  const selected = useMemo(
    () => new Set(Array.isArray(chosen) ? chosen.filter((x): x is string => typeof x === 'string') : []),
    [chosen],
  )
  return (
    <div className="wide">
      {children}
      <TextField
        label={`${control.label}: поиск по названию или номеру`}
        type="search"
        value={search}
        onChange={setSearch}
      />
      <p className="chosen" aria-live="polite">
        {chosenCount(selected, control.items)}
        {error && <span className="error"> — {error}</span>}
      </p>
      <SelectionList
        label={control.label}
        items={shown}
        selected={selected}
        onToggle={(id) => onChange(toggleIn(input, control.field, id))}
      />
    </div>
  )
}
