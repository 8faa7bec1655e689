import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { WizardDraftStore } from '../../../core/cabinet/stores/wizard-draft.store'
import {
  calculatorForm,
  hasForm,
  initialInput,
  readInput,
} from '../../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import { settle } from '../../../core/pricing/selection/form-settle'
import { controlsKeeper } from '../../../core/pricing/selection/stable-controls'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import type { InputChange } from './control-props'

/**
 * A place's calculator input as the draft keeps it (the place's defaults when the draft is another's: `own` false),
 * its form's controls and its live quote by the core's calculators: the wizard's calculator step and a public place
 * page read them alike. The input shown is kept in the draft as the calculation it starts from; `change` keeps a
 * control's change there, an updater being given the newest input shown (each press commits before the next is
 * handled), so a control may hand out one unchanging handler. A change that makes other fields meaningless (another
 * metro product) puts them right on the way (form-settle.ts).
 */
export const usePricedInput = (place: string | undefined, own: boolean, today: string) => {
  const drafts = useService(WizardDraftStore)
  const live = useService(LiveQuoteStore)
  const prices = useReadable(live)
  const calculation = useReadable(drafts).calculation
  const kept = own ? calculation : undefined
  // A visitor's price list may be cut to another place's page (issue #51 item 2): then this place waits for its own.
  const reference = prices.place === undefined || prices.place === place ? prices.reference : undefined
  const input: FormInput | undefined = useMemo(
    () => (place && hasForm(place) && reference ? readInput(kept, place, reference, today) : undefined),
    [kept, place, today, reference],
  )
  // The controls equal to the last render's are those very objects: a control memoised on its own is left alone.
  const keep = useMemo(() => controlsKeeper(), [])
  const controls = useMemo(
    () =>
      keep(
        place && hasForm(place) && reference && input ? calculatorForm(place, reference, input, today) : [],
      ),
    [keep, place, reference, input, today],
  )
  const quote = useMemo(
    () => (place && input && prices.status === 'ready' ? live.price(place, input) : undefined),
    [live, place, input, prices.status],
  )
  useEffect(() => {
    if (input && own) drafts.startCalculation(input)
  }, [input, own, drafts])
  const latest = useRef(input)
  useLayoutEffect(() => {
    latest.current = input
  })
  const change = useCallback(
    (change: InputChange) => {
      const before = latest.current
      const next = typeof change === 'function' ? before && change(before) : change
      if (!next) return
      drafts.setCalculation(
        before && place && hasForm(place) && reference ? settle(place, reference, before, next) : next,
      )
    },
    [drafts, place, reference],
  )
  // «Сбросить расчёт»: the place's defaults, as a new calculation starts (R-NAV-05, R-GROUND-07).
  const reset = useCallback(() => {
    if (place && hasForm(place) && reference) drafts.resetCalculation(initialInput(place, reference, today))
  }, [drafts, place, reference, today])
  const undoReset = useCallback(() => drafts.undoReset(), [drafts])
  return { input, quote, change, controls, reset, undoReset }
}
