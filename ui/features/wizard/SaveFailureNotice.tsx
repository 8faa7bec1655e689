import { useEffect, useRef } from 'react'
import { conflictSentence } from '../../../core/booking/booking-conflict'
import type { SaveFailure } from '../../../core/cabinet/stores/campaign-save.store'
import { TakenUnitsStore } from '../../../core/cabinet/stores/taken-units.store'
import { WizardDraftStore } from '../../../core/cabinet/stores/wizard-draft.store'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import { unitNames } from '../../../core/pricing/selection/items-calculator'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { Button } from '../../design/Button'

/**
 * A save the server refused, said where the user pressed 'Далее' (issue #47 item 3: the conflict was reported
 * 400 px above the view, naming 'LB-001'): brought into view and announced (an alert). A booking conflict — a
 * unit another campaign took meanwhile, a hold that lapsed — names the units as their list does and offers to drop
 * them; the list is then read again, so they show taken there.
 */
export const SaveFailureNotice = ({
  failure,
  onDrop,
}: {
  readonly failure: SaveFailure
  /** Drops the taken units from the choice (and the failure with them). */
  readonly onDrop?: (() => void) | undefined
}) => {
  const own = useRef<HTMLDivElement>(null)
  const { place } = useReadable(useService(WizardDraftStore))
  const { reference } = useReadable(useService(LiveQuoteStore))
  const taken = useService(TakenUnitsStore)
  const conflict = failure.taken.length > 0
  useEffect(() => {
    own.current?.scrollIntoView({ block: 'center' })
  }, [failure])
  const names = place && reference ? unitNames(reference, place, failure.taken) : failure.taken
  return (
    <div ref={own}>
      <Notice tone="error">
        {conflict ? conflictSentence(names) : failure.message}
        {conflict && onDrop && (
          <>
            {' '}
            <Button
              variant="secondary"
              size="small"
              onPress={() => {
                onDrop()
                void taken.refresh()
              }}
            >
              Убрать занятые
            </Button>
          </>
        )}
      </Notice>
    </div>
  )
}
