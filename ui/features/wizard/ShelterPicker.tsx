import { useMemo } from 'react'
import { ShelterSelectionStore } from '../../../core/cabinet/stores/shelter-selection.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import type { ControlProps } from './control-props'
import { ShelterChoice } from './ShelterChoice'
import { useAfterPaint } from './use-after-paint'

/**
 * The transit-shelter choice (R-SCREEN-61) as the calculator form places it: the list, the map and the basket
 * (ShelterChoice) get the calculation once the frame after its change is painted (useAfterPaint), and its control
 * by value. A press changes the calculation: the render that follows draws the price beside and leaves these
 * 16,000 sides as they were (ShelterChoice is memoised, its props unchanged), so the price is painted in the
 * press's own frame (issue #50 item 6); the render after that paint draws the pressed side's list, basket and
 * counts. The pressed row shows its new state at once by itself (SelectionList). The selection's steps (undo,
 * redo), which every press changes, are read here and held back alike: read in ShelterChoice they would draw it
 * again in the press's frame.
 */
export const ShelterPicker = ({ control, input, error, onChange }: ControlProps<'shelters'>) => {
  const shown = useAfterPaint(input)
  const steps = useAfterPaint(useReadable(useService(ShelterSelectionStore)))
  // The form's controls are made anew with each input: the choice is told of a change of what it reads only.
  const { field, label, startDate, endDate } = control
  const same = useMemo(
    () => ({ kind: 'shelters' as const, field, label, startDate, endDate }),
    [field, label, startDate, endDate],
  )
  return <ShelterChoice control={same} input={shown} error={error} onChange={onChange} steps={steps} />
}
