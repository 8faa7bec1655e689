import { useEffect } from 'react'
import { fieldOf, toggleIn } from '../../../core/pricing/selection/calculator-form'
import { MetroSchemeStore } from '../../../core/pricing/selection/metro-scheme.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Checkbox } from '../../design/Checkbox'
import { Skeleton } from '../../design/Skeleton'
import type { ControlProps } from './control-props'
import { StickerSpaces } from './StickerSpaces'

/**
 * The metro lines a sticker campaign is placed on (issue #50 item 4), from the server's metro reference (the same
 * store the light-box scheme reads): none chosen is every line; the note says what the choice changes. Below, the
 * spaces still free there in each half-month of the period (StickerSpaces).
 */
export const MetroLinesControl = ({ control, input, error, onChange }: ControlProps<'metroLines'>) => {
  const store = useService(MetroSchemeStore)
  const { status, lines } = useReadable(store)
  useEffect(() => {
    void store.load()
  }, [store])
  const value = fieldOf(input, control.field)
  const chosen = new Set(Array.isArray(value) ? value.map(String) : [])
  const note = error ?? control.description
  return (
    <>
      <fieldset className="wide" aria-describedby={`${control.field}-note`}>
        <legend>{control.label}</legend>
        {status === 'error' && (
          <p className="chosen error">Линии метро не загрузились: стикеры — на всех линиях.</p>
        )}
        {(status === 'loading' || status === 'idle') && <Skeleton lines={2} />}
        {lines.map((l) => (
          <Checkbox
            key={l.id}
            isSelected={chosen.has(l.id)}
            onChange={() => onChange((now) => toggleIn(now, control.field, l.id))}
          >
            {l.name}
          </Checkbox>
        ))}
        <p id={`${control.field}-note`} className={error ? 'chosen error' : 'chosen'}>
          {chosen.size === 0 ? 'Ничего не выбрано — все линии. ' : ''}
          {note}
        </p>
      </fieldset>
      <StickerSpaces input={input} lines={value} />
    </>
  )
}
