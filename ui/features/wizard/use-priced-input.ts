import { useMemo } from 'react'
import { hasForm, readInput } from '../../../core/pricing/selection/calculator-form'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import type { LiveQuoteState, LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'

/**
 * A place's calculator input as the draft keeps it (the place's defaults when the draft is another's), and its
 * live quote by the core's calculators: the wizard's calculator step and a public place page read them alike.
 */
export const usePricedInput = (
  place: string | undefined,
  kept: unknown,
  live: LiveQuoteStore,
  prices: LiveQuoteState,
  today: string,
) => {
  const input: FormInput | undefined = useMemo(
    () =>
      place && hasForm(place) && prices.reference
        ? readInput(kept, place, prices.reference, today)
        : undefined,
    [kept, place, today, prices.reference],
  )
  const quote = useMemo(
    () => (place && input && prices.status === 'ready' ? live.price(place, input) : undefined),
    [live, place, input, prices.status],
  )
  return { input, quote }
}
