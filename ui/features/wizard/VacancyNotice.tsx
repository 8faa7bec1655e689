import { useEffect } from 'react'
import { conflictSentence } from '../../../core/booking/booking-conflict'
import { VacancyCheckStore } from '../../../core/cabinet/stores/vacancy-check.store'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import { unitNames } from '../../../core/pricing/selection/items-calculator'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Notice } from '../../components/form'
import { Button } from '../../design/Button'

/**
 * Before paying or printing a sticker or light-box campaign (cabinet §7 checkVacantStickers, checkVacantBoxes):
 * the wizard checks that its places are still free, says so, and when another campaign has taken some names
 * them as their list does (issue #47: by station, never 'LB-001') with a way to drop them (back to the calculator
 * at the new price).
 */
export const VacancyNotice = ({
  place,
  campaignId,
  onDrop,
}: {
  readonly place: string
  readonly campaignId: string
  readonly onDrop: (taken: readonly string[]) => void
}) => {
  const check = useService(VacancyCheckStore)
  const state = useReadable(check)
  const { reference } = useReadable(useService(LiveQuoteStore))
  useEffect(() => {
    void check.run({ place, campaignId })
  }, [check, place, campaignId])
  if (state.loading || (state.value === undefined && state.error === undefined))
    return (
      <p role="status" aria-live="polite">
        Проверяем, свободны ли места…
      </p>
    )
  if (state.error !== undefined)
    return (
      <Notice tone="error">
        {state.error}{' '}
        <Button variant="secondary" size="small" onPress={() => void check.run({ place, campaignId })}>
          Проверить снова
        </Button>
      </Notice>
    )
  const found = state.value
  if (found === undefined) return null
  return found.vacant ? (
    <Notice tone="success">
      {found.checked > 0
        ? `Места свободны на все периоды кампании (проверено: ${found.checked}).`
        : 'Места свободны на все периоды кампании.'}
    </Notice>
  ) : (
    <Notice tone="error">
      {conflictSentence(reference ? unitNames(reference, place, found.taken) : found.taken)}{' '}
      <Button variant="secondary" size="small" onPress={() => onDrop(found.taken)}>
        Убрать занятые
      </Button>
    </Notice>
  )
}
