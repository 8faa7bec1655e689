import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  keyOf,
  takenQuestion,
  TakenUnitsStore,
  TAKEN_NOT_READ,
} from '../../../core/cabinet/stores/taken-units.store'
import { WizardDraftStore } from '../../../core/cabinet/stores/wizard-draft.store'
import { fieldOf, toggleIn, withField } from '../../../core/pricing/selection/calculator-form'
import {
  chosenCount,
  filterChoices,
  itemRow,
  namesOf,
  takenChosen,
  type ItemChoice,
} from '../../../core/pricing/selection/items-calculator'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { SelectionList } from '../../design/SelectionList'
import { TextField } from '../../design/TextField'
import type { ControlProps } from './control-props'

const NONE: ReadonlySet<string> = new Set()

/** What a scheme above the list reads and changes: the same choice the list shows and the price reads. */
export interface ItemsChoice {
  readonly chosen: readonly string[]
  readonly selected: ReadonlySet<string>
  readonly taken: ReadonlySet<string>
  readonly choose: (ids: readonly string[]) => void
}

/**
 * A long list of units or routes: searched by name or number, chosen in a virtualised list. The units another
 * campaign holds for the period are read from the server, said taken on their row and not choosable; one
 * already chosen is dropped from the choice, by name, in words the list announces (issue #47 item 3).
 */
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
  /** Shown above the search (the metro scheme), given the choice to read and change. */
  readonly children?: ReactNode | ((choice: ItemsChoice) => ReactNode)
}) => {
  const [search, setSearch] = useState('')
  const { place, campaignId } = useReadable(useService(WizardDraftStore))
  const takenStore = useService(TakenUnitsStore)
  const held = useReadable(takenStore)
  const question = takenQuestion(place, input, campaignId)
  const key = question && keyOf(question)
  // Asked again whenever what it asks changes: the store answers a question it holds without a request.
  useEffect(() => {
    if (question) takenStore.watch(question)
  }, [takenStore, question])
  const taken = key !== undefined && held.key === key ? held.taken : NONE

  const shownChoices = useMemo(
    () => (narrow ?? ((i: readonly ItemChoice[]) => i))(filterChoices(control.items, search)),
    [control.items, search, narrow],
  )
  const shown = useMemo(() => shownChoices.map((c) => itemRow(c, taken)), [shownChoices, taken])
  const takenShown = useMemo(() => shownChoices.filter((c) => taken.has(c.id)).length, [shownChoices, taken])
  const chosen = fieldOf(input, control.field)
  const chosenIds = useMemo(
    () => (Array.isArray(chosen) ? chosen.filter((x): x is string => typeof x === 'string') : []),
    [chosen],
  )
  const selected = useMemo(() => new Set(chosenIds), [chosenIds])

  // A unit chosen before it was known taken (a draft, another period) leaves the choice and the price, by name.
  const [dropped, setDropped] = useState<readonly string[]>([])
  useEffect(() => {
    const gone = takenChosen(chosenIds, taken)
    if (gone.length === 0) return
    setDropped(namesOf(control.items, gone))
    onChange((current) => {
      const now = fieldOf(current, control.field)
      return withField(current, control.field, Array.isArray(now) ? now.filter((id) => !taken.has(id)) : now)
    })
  }, [taken, chosenIds, control.items, control.field, onChange])

  const choose = useCallback(
    (ids: readonly string[]) => {
      setDropped([])
      onChange((current) => withField(current, control.field, [...ids]))
    },
    [onChange, control.field],
  )

  return (
    <div className="wide">
      {typeof children === 'function' ? children({ chosen: chosenIds, selected, taken, choose }) : children}
      <TextField
        label={`${control.label}: поиск по названию или номеру`}
        type="search"
        value={search}
        onChange={setSearch}
      />
      <p className="chosen" aria-live="polite">
        {chosenCount(selected, control.items, shownChoices)}
        {takenShown > 0 && `. Занято на эти даты: ${takenShown}`}
        {error && <span className="error"> — {error}</span>}
        {held.key === key && held.status === 'error' && <span className="error"> — {TAKEN_NOT_READ}</span>}
      </p>
      {dropped.length > 0 && (
        <p className="error" role="status">
          Убрали из выбора: {dropped.join(', ')} — на эти даты уже заняты другой кампанией.
        </p>
      )}
      <SelectionList
        label={control.label}
        items={shown}
        selected={selected}
        disabled={taken}
        onToggle={(id) => {
          setDropped([])
          onChange(toggleIn(input, control.field, id))
        }}
      />
    </div>
  )
}
