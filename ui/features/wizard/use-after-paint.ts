import { startTransition, useEffect, useState } from 'react'

/**
 * A value as it was until the frame after it changed is painted: then it follows, in a transition (a press that
 * comes meanwhile interrupts it). React's deferred value may render before the browser paints — one large part
 * of it (a whole city's 16,000 sides counted and grouped) holds the frame — so the shelter list, map and basket
 * take the choice from here, and the press's own frame holds only the price and the pressed row (issue #50 item 6).
 */
export const useAfterPaint = <T>(value: T): T => {
  const [shown, setShown] = useState(value)
  useEffect(() => {
    if (Object.is(shown, value)) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(value)), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [shown, value])
  return shown
}

/**
 * Runs a state change once the frame after now is painted, in a transition: what a press changes beside its own
 * row and the price (the face card under the list) is drawn after the price, not in its frame (issue #50 item 6).
 */
export const afterPaint = (run: () => void): void => {
  requestAnimationFrame(() => setTimeout(() => startTransition(run), 0))
}
